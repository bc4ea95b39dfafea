import Foundation

/// Which target of its package a file belongs to, read from the package's manifest: the
/// targets it declares, each with its folder (its `path:`, or SwiftPM's default
/// `Sources/<name>`, `Tests/<name>`, `Plugins/<name>`, …). A file's module is then its
/// target's also where the layout alone says otherwise: a folder named unlike its target
/// (`.target(name: "SystemPackage", path: "Sources/System")`), a target outside `Sources/`
/// (`path: "GRDB"`), or one whose folder holds subfolders (`path: "FlyingSocks/Sources"`).
///
/// hw70 compared the layout alone with SwiftPM's own answer (`swift package describe`) on the
/// 118 packages of the mirror: 652 of their 10,123 files were in no module or in the wrong one.
/// Each manifest is read once per run; files no target of a readable manifest holds keep the
/// layout's module (see ``ProjectIndex/owner(ofFile:)``).
enum ManifestTargets {
    /// A target a manifest declares.
    struct DeclaredTarget: Equatable {
        /// Its `name:`.
        var name: String
        /// The factory method that declares it (`target`, `testTarget`, `plugin`, …).
        var kind: String
        /// Its `path:` argument; nil when it has none.
        var path: String?
        /// Whether its Swift settings make the main actor the default isolation
        /// (`.defaultIsolation(MainActor.self)`, Swift 6.2; see
        /// ``applyDefaultIsolation(to:ranges:tokens:bytes:inactive:)``).
        var isMainActorByDefault = false
    }

    /// The package folder, module and kind of the target of the file at `path` (absolute):
    /// the target whose folder is the deepest one holding the file, among the targets of the
    /// nearest manifest above it (a snippet, `Snippets/basic-usage.swift`, is a module of its
    /// own named after its file); nil when that manifest declares no such target.
    static func owner(ofFile path: String) -> ProjectIndex.FileOwner? {
        let folder = PathText.parent(path)
        cache.lock.lock()
        defer { cache.lock.unlock() }
        guard let root = packageRoot(ofFolder: folder) else { return nil }
        let target: TargetFolder?
        if let known = cache.owners[folder] {
            target = known
        } else {
            target = deepestTarget(holding: folder, in: table(ofPackageAt: root))
            cache.owners[folder] = .some(target)
        }
        if let target {
            return ProjectIndex.FileOwner(package: root, module: target.module, isTest: target.isTest,
                                          isMainActorByDefault: target.isMainActorByDefault, isFromManifest: true)
        }
        if (folder + "/").hasPrefix(root + "/Snippets/"), path.hasSuffix(".swift") {
            return ProjectIndex.FileOwner(package: root, module: ProjectIndex.c99Name(String(PathText.lastComponent(path).dropLast(6))),
                                          isTest: false, isFromManifest: true)
        }
        return nil
    }

    /// A target's folder (absolute, with a final `/`), its module and whether it is a test
    /// target.
    struct TargetFolder {
        var folder: String
        var module: String
        var isTest: Bool
        /// Whether the target's default isolation is the main actor.
        var isMainActorByDefault = false
    }

    // MARK: Reading manifests once

    /// The manifests and folders looked at so far, shared by the threads that build trees.
    private static let cache = Cache()

    /// What ``owner(ofFile:)`` found, by folder.
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        /// The targets by their folders, by package folder.
        var tables: [String: [String: TargetFolder]] = [:]
        /// The nearest folder at or above each folder that holds a `Package.swift`.
        var roots: [String: String?] = [:]
        /// The target holding each folder's files (nil: none).
        var owners: [String: TargetFolder?] = [:]
    }

    /// The nearest folder at or above `folder` that holds a `Package.swift` (with the lock held).
    private static func packageRoot(ofFolder folder: String) -> String? {
        if let known = cache.roots[folder] { return known }
        var found: String?
        if access(folder.hasSuffix("/") ? folder + "Package.swift" : folder + "/Package.swift", F_OK) == 0 {
            found = folder
        } else {
            let up = PathText.parent(folder)
            if up != folder && !up.isEmpty { found = packageRoot(ofFolder: up) }
        }
        cache.roots[folder] = .some(found)
        return found
    }

    /// The targets of the package at `root` by folder (with the lock held; read on first use):
    /// where two targets claim one folder, the first of ``folders(of:root:)``.
    private static func table(ofPackageAt root: String) -> [String: TargetFolder] {
        if let known = cache.tables[root] { return known }
        let bytes = FileManager.default.contents(atPath: manifestPath(inPackage: root)).map { [UInt8]($0) } ?? []
        var table: [String: TargetFolder] = [:]
        for target in folders(of: declaredTargets(inManifest: bytes), root: root) where table[target.folder] == nil {
            table[target.folder] = target
        }
        cache.tables[root] = table
        return table
    }

    /// The target whose folder is the deepest one at or above `folder` (absolute), looked up
    /// folder by folder on the way up: as many lookups as `folder` has components, however
    /// many targets the package declares.
    static func deepestTarget(holding folder: String, in table: [String: TargetFolder]) -> TargetFolder? {
        var candidate = folder
        while true {
            if let target = table[candidate.hasSuffix("/") ? candidate : candidate + "/"] { return target }
            let up = PathText.parent(candidate)
            if up == candidate || up.isEmpty { return nil }
            candidate = up
        }
    }

    /// The folders of `targets` in the package at `root`, deepest first.
    static func folders(of targets: [DeclaredTarget], root: String) -> [TargetFolder] {
        var result: [TargetFolder] = []
        for target in targets where target.kind != "binaryTarget" {
            let module = ProjectIndex.c99Name(target.name)
            let isTest = target.kind == "testTarget"
            if let path = target.path {
                let folder = ProjectFiles.absolute(path.hasPrefix("/") ? path : root + "/" + path)
                result.append(TargetFolder(folder: folder.hasSuffix("/") ? folder : folder + "/", module: module, isTest: isTest,
                                           isMainActorByDefault: target.isMainActorByDefault))
            } else {
                for base in defaultFolders(ofKind: target.kind) {
                    result.append(TargetFolder(folder: root + "/" + base + "/" + target.name + "/", module: module, isTest: isTest,
                                               isMainActorByDefault: target.isMainActorByDefault))
                }
            }
        }
        // Since tools version 5.9 a target that is alone of its kind without a `path:` may fill
        // the whole default folder (`Sources/main.swift`) when its own folder does not exist.
        for isTest in [false, true] {
            let lone = targets.filter { $0.path == nil && $0.kind != "plugin" && $0.kind != "binaryTarget" && ($0.kind == "testTarget") == isTest }
            guard lone.count == 1, let target = lone.first else { continue }
            let base = isTest ? "Tests" : "Sources"
            if access(root + "/" + base + "/" + target.name, F_OK) != 0 {
                result.append(TargetFolder(folder: root + "/" + base + "/", module: ProjectIndex.c99Name(target.name), isTest: isTest,
                                           isMainActorByDefault: target.isMainActorByDefault))
            }
        }
        // Deepest first; folders of one depth in the manifest's order.
        return result.enumerated().sorted { ($0.element.folder.utf8.count, $1.offset) > ($1.element.folder.utf8.count, $0.offset) }.map(\.element)
    }

    /// Where SwiftPM looks for a target of `kind` without a `path:` (its predefined folders).
    static func defaultFolders(ofKind kind: String) -> [String] {
        switch kind {
        case "testTarget": return ["Tests", "Sources", "Source", "src", "srcs"]
        case "plugin": return ["Plugins"]
        default: return ["Sources", "Source", "src", "srcs"]
        }
    }

    /// The tools version this linter takes SwiftPM's to be when it picks a package's manifest.
    static let assumedToolsVersion = [6, 3, 0]

    /// The manifest SwiftPM reads in the package at `root`: the `Package@swift-X[.Y[.Z]].swift`
    /// of the highest version not above ``assumedToolsVersion`` when its version is above
    /// `Package.swift`'s `swift-tools-version`, else `Package.swift`.
    static func manifestPath(inPackage root: String) -> String {
        let regular = root + "/Package.swift"
        var best: (version: [Int], path: String)?
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        where name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") {
            guard let version = versionNumbers(name.dropFirst("Package@swift-".count).dropLast(".swift".count)),
                  !isAbove(version, assumedToolsVersion), best.map({ isAbove(version, $0.version) }) ?? true else { continue }
            best = (version, root + "/" + name)
        }
        guard let chosen = best else { return regular }
        let head = FileManager.default.contents(atPath: regular).map { [UInt8]($0.prefix(200)) } ?? []
        if let regularVersion = toolsVersion(inManifestHead: head), isAbove(regularVersion, chosen.version),
           !isAbove(regularVersion, assumedToolsVersion) {
            return regular
        }
        return chosen.path
    }

    /// `5.9` → `[5, 9]`; nil unless every part is a number (at most three parts).
    static func versionNumbers(_ text: Substring) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// Whether version `a` is above version `b` (missing parts are 0).
    static func isAbove(_ a: [Int], _ b: [Int]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x > y }
        }
        return false
    }

    /// The version of a manifest's first line, `// swift-tools-version:5.9` (read as
    /// ``PackageManifest`` reads it).
    static func toolsVersion(inManifestHead bytes: [UInt8]) -> [Int]? {
        PackageManifest.toolsVersionParts(String(decoding: bytes, as: UTF8.self))
    }

    // MARK: Reading a manifest's targets

    /// The targets a manifest's bytes declare: each `.target(…)`, `.testTarget(…)` (any
    /// factory of ``targetKinds``) that is not inside another one (`.target(name:)` in a
    /// `dependencies:` list names a dependency), with the `name:` and `path:` string literals
    /// written as its own arguments. A target whose name or path is not a plain literal (a
    /// variable, an interpolation) is left out: where its files lie is not known. The `#if`
    /// branches the platform the linter runs on does not compile are skipped, as SwiftPM
    /// evaluating the manifest there skips them (`#if os(macOS)` on Linux).
    static func declaredTargets(inManifest bytes: [UInt8]) -> [DeclaredTarget] {
        let stream = Lexer.tokenize(bytes)
        let tokens = stream.tokens
        let inactive = InactiveBranches.merged(InactiveBranches.hostInactiveRanges(in: stream, count: tokens.count, bytes: bytes))
        func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        /// An open bracket; a target call's holds what its arguments said so far.
        struct Frame {
            var target: DeclaredTarget?
            var isReadable = true
            /// The bracket's token.
            var start = 0
        }
        var open: [Frame] = []
        var openTargets = 0
        var result: [DeclaredTarget] = []
        // Each kept target's tokens, from its `(` to its `)`.
        var ranges: [ClosedRange<Int>] = []
        var nextInactive = 0
        var index = -1
        while index + 1 < tokens.count {
            index += 1
            while nextInactive < inactive.count && inactive[nextInactive].upperBound <= index { nextInactive += 1 }
            if nextInactive < inactive.count && inactive[nextInactive].contains(index) {
                index = inactive[nextInactive].upperBound - 1
                continue
            }
            switch tokens[index].kind {
            case .leftParen:
                let opensTarget = openTargets == 0 && index >= 2 && tokens[index - 1].kind == .identifier
                    && tokens[index - 2].kind == .period && targetKinds.contains(text(index - 1))
                open.append(Frame(target: opensTarget ? DeclaredTarget(name: "", kind: text(index - 1), path: nil) : nil, start: index))
                if opensTarget { openTargets += 1 }
            case .leftSquare, .leftBrace:
                open.append(Frame(start: index))
            case .rightParen, .rightSquare, .rightBrace:
                guard let frame = open.popLast(), let target = frame.target else { continue }
                openTargets -= 1
                if frame.isReadable && !target.name.isEmpty {
                    result.append(target)
                    ranges.append(frame.start...index)
                }
            case .identifier where index + 1 < tokens.count && tokens[index + 1].kind == .colon && open.last?.target != nil:
                let label = text(index)
                guard label == "name" || label == "path" else { continue }
                let value = index + 2 < tokens.count ? stringValue(of: tokens[index + 2], in: bytes) : nil
                guard let value else {
                    open[open.count - 1].isReadable = false
                    continue
                }
                if label == "name" { open[open.count - 1].target?.name = value } else { open[open.count - 1].target?.path = value }
            default:
                continue
            }
        }
        applyDefaultIsolation(to: &result, ranges: ranges, tokens: tokens, bytes: bytes, inactive: inactive)
        return result
    }

    /// The value of a one-line string literal without interpolation (`"Sources/A"`,
    /// `#"Sources/A"#`); nil for any other token.
    static func stringValue(of token: Token, in bytes: [UInt8]) -> String? {
        guard token.kind == .stringLiteral else { return nil }
        var literal = bytes[token.range]
        while literal.first == UInt8(ascii: "#") && literal.last == UInt8(ascii: "#") && literal.count >= 2 {
            literal = literal.dropFirst().dropLast()
        }
        guard literal.count >= 2, literal.first == UInt8(ascii: "\""), literal.last == UInt8(ascii: "\"") else { return nil }
        let inner = literal.dropFirst().dropLast()
        guard !inner.contains(UInt8(ascii: "\\")), !inner.contains(UInt8(ascii: "\"")), !inner.contains(UInt8(ascii: "\n")) else { return nil }
        return String(decoding: inner, as: UTF8.self)
    }

    /// Calls `body` with each `label: "string"` argument of a manifest's bytes: the label's
    /// bytes and the string's value (the package catalog reads the `url:`s this way,
    /// ``PackageCatalog/dependencyNames(inManifest:)``).
    static func forEachLabeledString(inManifest bytes: [UInt8], _ body: (_ label: ArraySlice<UInt8>, _ value: String) -> Void) {
        let tokens = Lexer.tokenize(bytes).tokens
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier && tokens[index + 1].kind == .colon {
            if let value = stringValue(of: tokens[index + 2], in: bytes) { body(bytes[tokens[index].range], value) }
        }
    }

    /// The `Target` factory methods of PackageDescription.
    static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget"]
}
