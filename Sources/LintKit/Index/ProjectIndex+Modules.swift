import Foundation

/// Which modules of other packages a file can see: a protocol declared in a dependency
/// checkout (or in another package linted in the same run) is in scope only in files that
/// import its module, directly or through a module that re-exports it (`@_exported import`).
/// Without this, a protocol of one package's checkouts (swift-distributed-tracing's `Span`)
/// would be taken for every use of the same name in files that never import it (the standard
/// library's `Span` struct). A scoped import (`import struct M.Name`) binds its name to that
/// declaration, ahead of other modules' declarations of the name.
extension ProjectIndex {
    /// The module a file belongs to: its target's, from the nearest manifest above it (see
    /// ``ManifestTargets``); else the folder after the last `Sources/`, `Tests/` or `Plugins/` in
    /// its path (SwiftPM's default target layout); "" when there is none.
    public static func moduleName(ofFile path: String) -> String {
        owner(ofFile: path).module
    }

    /// The package and module a file belongs to, and whether it is test code.
    struct FileOwner: Equatable {
        /// The package key (see ``packageKey(of:)``).
        var package: String
        /// The module; "" when unknown.
        var module: String
        /// Whether the file is in a test target (a `.testTarget` of its manifest, else a file
        /// under its package's `Tests/` folder).
        var isTest: Bool
        /// Whether its target's default isolation is the main actor (its manifest's
        /// `.defaultIsolation(MainActor.self)`; see ``ManifestTargets``).
        var isMainActorByDefault = false
        /// Whether a manifest's target holds the file (else the layout placed it).
        var isFromManifest = false
    }

    /// The package, module and kind of target of a file: its target's in the nearest manifest
    /// above it (see ``ManifestTargets``), else by SwiftPM's default layout (and its default
    /// isolation by the nearest Xcode project's, ``XcodeProjects``).
    static func owner(ofFile path: String) -> FileOwner {
        let absolute = absolutePath(path)
        if let owner = ManifestTargets.owner(ofFile: absolute) { return owner }
        let package = layoutPackageKey(of: absolute)
        return FileOwner(package: package, module: layoutModuleName(ofFile: absolute, packageKey: package),
                         isTest: isInTestsFolder(absolute, packageKey: package),
                         isMainActorByDefault: XcodeProjects.isMainActorByDefault(file: absolute))
    }

    /// The module SwiftPM's default layout gives a file (an absolute path) whose package key by
    /// the layout is `package`: the folder after the marker folder (`Sources/<module>/…`).
    static func layoutModuleName(ofFile path: String, packageKey package: String) -> String {
        guard !package.isEmpty else { return "" }
        // Skip the package key and the marker folder (`/Sources/`).
        let rest = path.utf8.dropFirst(package.utf8.count + 1)
        guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return "" }
        let afterMarker = rest[rest.index(after: slash)...]
        guard let end = afterMarker.firstIndex(of: UInt8(ascii: "/")) else { return "" }
        return c99Name(String(decoding: afterMarker[..<end], as: UTF8.self))
    }

    /// The module name SwiftPM gives a target: every character that cannot be in an
    /// identifier becomes `_` (`swift-foo` is imported as `swift_foo`), and so does a leading
    /// digit (`3D` is `_D`, as `swift package describe` says).
    static func c99Name(_ target: String) -> String {
        var bytes = Array(target.utf8)
        for index in bytes.indices where !(bytes[index].isASCIIIdentifierStart || bytes[index].isASCIIDigit || bytes[index] >= 0x80) {
            bytes[index] = UInt8(ascii: "_")
        }
        if bytes.first?.isASCIIDigit == true { bytes[0] = UInt8(ascii: "_") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The module an import declaration names: the first component of its path
    /// (`import struct Foundation.Date` imports from `Foundation`).
    static func importedModule(_ importPath: String) -> Substring {
        importPath.utf8.firstIndex(of: UInt8(ascii: ".")).map { importPath[..<$0] } ?? Substring(importPath)
    }

    /// Records that `module`, the module of `tree`'s file, re-exports what `declaration`
    /// imports (`@_exported import M`, `@_exported import struct M.Name`).
    func addReexport(_ declaration: Declaration, of tree: SyntaxTree, module: String) {
        // A scoped import re-exports its one name, not the module (`@_exported import struct
        // OpenAPIKitCore.AnyCodable` does not bring OpenAPIKitCore's `struct Error`).
        if Self.isScopedImport(declaration, in: tree) {
            if let (name, isProtocol) = Self.scopedImport(declaration, in: tree) {
                scopedReexports[module, default: [:]][name] = isProtocol
            }
            return
        }
        // Files outside SwiftPM's layout (an Xcode project's) share the module "".
        reexports[module, default: []].insert(String(Self.importedModule(declaration.name)))
    }

    /// Whether import declaration `declaration` names a kind before its path (`import struct
    /// M.Name`, `import func M.f`): it imports one declaration, not the module.
    static func isScopedImport(_ declaration: Declaration, in tree: SyntaxTree) -> Bool {
        let kindToken = declaration.nameToken - 1
        guard kindToken > declaration.keywordToken, kindToken < tree.tokens.count else { return false }
        switch tree.tokens[kindToken].keyword {
        case .struct, .class, .enum, .protocol, .typealias, .func, .var, .let: return true
        default: return false
        }
    }

    /// What one file imports: the modules it sees and the names its scoped imports bind.
    public struct FileImports: Sendable {
        /// Its own module and the modules it imports, with everything they re-export,
        /// transitively.
        public var modules: VisibleModules = []
        /// Names bound by scoped imports (`import struct M.Name`, the file's own or re-exported
        /// by a module it sees): true for `import protocol`, false for a struct, class or enum.
        public var types: [String: Bool] = [:]
        /// Whether the file is in a test target (see ``SyntaxTree/isInTests``): only then does
        /// it see what the package's test targets declare.
        public var isInTests = false
        /// The file's own module ("" when not known): its declarations come before those of
        /// the modules it imports.
        public var module = ""
        /// The file's path: only there are its `private` and `fileprivate` types seen.
        public var filePath = ""
        /// Whether the file's package has a `Package.swift`, so that its folders under
        /// `Sources/` and `Tests/` are SwiftPM targets: then another module of the package is
        /// seen only where it is imported. (Without a manifest, folders may be one module.)
        public var modulesAreTargets = false
        /// A number for the list of imports this was worked out from (the file's module and the
        /// modules it imports) that no other list has in this index: what ``VerdictMemo`` keys
        /// the visible modules by. 0: not numbered.
        public var modulesKey = 0
    }

    /// Whether `symbol` is a `private` or `fileprivate` declaration (at top level, visible in
    /// its file only).
    static func isFilePrivate(_ symbol: TypeSymbol) -> Bool {
        symbol.access == .private || symbol.access == .fileprivate
    }

    /// Whether the file at `path` (absolute) of the package `packageKey` is under the
    /// package's `Tests/` folder, where SwiftPM puts test targets.
    static func isInTestsFolder(_ path: String, packageKey: String) -> Bool {
        guard !packageKey.isEmpty, path.utf8.count > packageKey.utf8.count + 1 else { return false }
        return path.utf8.dropFirst(packageKey.utf8.count + 1).starts(with: "Tests/".utf8)
    }

    /// The name a scoped type import binds and whether it is a protocol (`import struct
    /// SystemPackage.FileDescriptor` binds `FileDescriptor`, no protocol); nil for a module
    /// import, a typealias, or a function or variable.
    static func scopedImport(_ declaration: Declaration, in tree: SyntaxTree) -> (name: String, isProtocol: Bool)? {
        // The kind keyword sits between `import` and the path.
        let kindToken = declaration.nameToken - 1
        guard kindToken > declaration.keywordToken, kindToken < tree.tokens.count else { return nil }
        return scopedImport(named: declaration.name, keyword: tree.tokens[kindToken].keyword)
    }

    private static func scopedImport(named path: String, keyword: Keyword) -> (name: String, isProtocol: Bool)? {
        let isProtocol: Bool
        switch keyword {
        case .protocol: isProtocol = true
        case .struct, .class, .enum: isProtocol = false
        default: return nil
        }
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return (String(path[path.utf8.index(after: dot)...]), isProtocol)
    }

    /// What `tree`'s file imports (see ``FileImports``). Imports inside `#if` clauses count
    /// whether or not the clause is active.
    public func imports(of tree: SyntaxTree) -> FileImports {
        var ownTypes: [String: Bool] = [:]
        var direct: [String] = []
        direct.append(tree.module)
        let declarations = tree.declarations
        for index in declarations.indices where declarations[index].kind == .import {
            direct.append(String(Self.importedModule(declarations[index].name)))
            if let (name, isProtocol) = Self.scopedImport(declarations[index], in: tree) { ownTypes[name] = isProtocol }
        }
        var imports = cachedImports(direct)
        // The file's own scoped imports come before those its modules re-export.
        if !ownTypes.isEmpty { imports.types.merge(ownTypes) { _, own in own } }
        imports.isInTests = tree.isInTests
        imports.module = tree.module
        imports.filePath = tree.file.path
        imports.modulesAreTargets = PackageManifests.exists(inPackage: tree.packageKey)
        return imports
    }

    /// What the file of `symbol` sees, from `direct` (its module and the modules it imports;
    /// see ``TypeSymbol/importedModules``). Its own scoped imports are not recorded.
    func fileImports(importing direct: [String], of symbol: TypeSymbol) -> FileImports {
        var imports = cachedImports(direct)
        imports.isInTests = symbol.isInTests
        imports.module = symbol.module
        imports.filePath = symbol.filePath
        imports.modulesAreTargets = PackageManifests.exists(inPackage: symbol.packageKey)
        return imports
    }

    /// ``modulesSeen(importing:)``, worked out once per list of modules: the files of a module
    /// mostly import the same ones.
    private func cachedImports(_ direct: [String]) -> FileImports {
        let key = direct.joined(separator: "\u{0}")
        if let known = importsCache.value(forKey: key) { return known }
        var found = modulesSeen(importing: direct)
        found.modulesKey = importsCache.newModulesKey()
        importsCache.set(found, forKey: key)
        return found
    }

    /// The modules `direct` (a file's own module and its imports, in order) make visible,
    /// transitively, with the names their scoped re-exports bind (the first module to bind a
    /// name, in the order they are visited, wins).
    private func modulesSeen(importing direct: [String]) -> FileImports {
        var imports = FileImports()
        imports.modules = VisibleModules(direct: direct, graph: importsCache.graph(of: reexports))
        // The names scoped re-exports bind, when a module seen has any: found by visiting the
        // modules in a fixed order (the sets' is seeded per process), since which module binds
        // a name first must not change between runs (hw66).
        guard scopedReexports.keys.contains(where: { imports.modules.contains($0) }) else { return imports }
        var visited: Set<String> = []
        var pending = direct
        while let module = pending.popLast() {
            guard visited.insert(module).inserted else { continue }
            if let exported = reexports[module] { pending.append(contentsOf: exported.sorted().reversed()) }
            for (name, isProtocol) in scopedReexports[module] ?? [:] where imports.types[name] == nil {
                imports.types[name] = isProtocol
            }
        }
        return imports
    }

    /// Whether `symbol` is in scope in a file of `package` that imports `imports` (nil: every
    /// module, every file). A `private` or `fileprivate` one is only in its own file. One of
    /// the same package is, except one of a test target (under `Tests/`) in a file that is not:
    /// which other folders are modules, and which of them a module depends on, is not modelled
    /// (an app's `Sources/Models` and `Sources/Views` may be one module, and a package's target
    /// may have a `path:` of its own), but nothing imports a test target (GraphQL's tests
    /// declare a `protocol Character`, which its library's `Character` is not). One of another
    /// package (a checkout, or another package linted in the same run) must be `public` or
    /// `open`, and its module must be visible: an `internal` protocol of swift-nio's tests is
    /// no type of swift-syntax's.
    static func isVisible(_ symbol: TypeSymbol, from package: String, imports: FileImports?) -> Bool {
        // A `private` or `fileprivate` declaration is seen in its own file only.
        if isFilePrivate(symbol), let file = imports?.filePath, !file.isEmpty, symbol.filePath != file { return false }
        // A test target's declarations are seen only by the package's test targets.
        if symbol.packageKey == package {
            guard !symbol.isInTests || imports?.isInTests != false else { return false }
            // Another module of the package counts only where it is imported (directly or
            // re-exported), as for any module, when both modules are known.
            guard let imports, imports.modulesAreTargets, !imports.module.isEmpty, !symbol.module.isEmpty,
                  symbol.module != imports.module else { return true }
            // What it declares `public`, `open` or `package`: an `internal` one is its own (a
            // test target, which may `@testable import` it, sees that too).
            return imports.modules.contains(symbol.module)
                && (imports.isInTests || symbol.access == .public || symbol.access == .open || symbol.access == .package)
        }
        guard symbol.access == .public || symbol.access == .open else { return false }
        guard let visibleModules = imports?.modules, !symbol.module.isEmpty else { return true }
        return visibleModules.contains(symbol.module)
    }

    /// Toolchain modules that no umbrella module re-exports: their protocols count only in
    /// files that import them (or a module of the run that re-exports them). `Trait` in a
    /// `Package.swift` is PackageDescription's struct, not Swift Testing's protocol.
    static let modulesImportedExplicitly: Set<String> = ["Testing", "XCTest", "Distributed", "Synchronization", "Cxx", "_Differentiation"]

    /// Apple's frameworks in the catalog (every module of `Scripts/apple-only-protocols.txt`),
    /// each with the modules whose import brings its protocols into scope (itself, and the
    /// frameworks that re-export it: SwiftUI brings Combine, Observation and the platform's
    /// UIKit or AppKit; Cocoa brings AppKit; UIKit and AppKit bring QuartzCore; MapKit brings
    /// CoreLocation). Their protocols count only in files that import one of them: vapor's
    /// `Commands` is ConsoleKit's struct, not SwiftUI's protocol, even when ConsoleKit is not
    /// checked out.
    static let appleFrameworkImporters: [String: Set<String>] = [
        "SwiftUI": ["SwiftUI"],
        "Combine": ["Combine", "SwiftUI"],
        "Observation": ["Observation", "SwiftUI"],
        "UIKit": ["UIKit", "SwiftUI"],
        "AppKit": ["AppKit", "Cocoa", "SwiftUI"],
        "QuartzCore": ["QuartzCore", "UIKit", "AppKit", "Cocoa", "SwiftUI", "MetalKit"],
        "Metal": ["Metal", "MetalKit", "MetalPerformanceShaders"],
        "CoreLocation": ["CoreLocation", "MapKit", "CoreLocationUI"],
        "AVFoundation": ["AVFoundation", "AVKit"],
        "AVFAudio": ["AVFAudio", "AVFoundation", "AVKit"],
        "QuickLook": ["QuickLook", "QuickLookUI"],
        "UserNotifications": ["UserNotifications", "UserNotificationsUI"],
        "SceneKit": ["SceneKit", "ARKit"],
        "Photos": ["Photos", "PhotosUI"],
        "Contacts": ["Contacts", "ContactsUI"],
        "CoreML": ["CoreML", "Vision"],
    ].merging(onlyImportedByThemselves.map { ($0, [$0]) }) { listed, _ in listed }

    /// Apple's frameworks in the catalog that only their own import brings into scope.
    private static let onlyImportedByThemselves = [
        "MetalKit", "MapKit", "WebKit", "AVKit", "CoreData", "UserNotificationsUI", "StoreKit", "SpriteKit", "ARKit",
        "CoreBluetooth", "MultipeerConnectivity", "GameKit", "GameplayKit", "MessageUI", "SafariServices",
        "AuthenticationServices", "PhotosUI", "ContactsUI", "EventKitUI", "CallKit", "PushKit", "PassKit",
        "WatchConnectivity", "CoreNFC", "Speech", "CoreHaptics", "MediaPlayer", "WidgetKit", "AppIntents", "SwiftData",
        "ActivityKit", "Charts",
    ]

    /// Whether the catalog's `entry` is in scope in a file that sees `visibleModules` (nil:
    /// every module; see ``modulesImportedExplicitly`` and ``appleFrameworkImporters``).
    static func isVisible(_ entry: ProtocolCatalog.Entry, in visibleModules: VisibleModules?) -> Bool {
        guard let visibleModules else { return true }
        if let importers = appleFrameworkImporters[entry.module] { return importers.contains { visibleModules.contains($0) } }
        guard modulesImportedExplicitly.contains(entry.module) else { return true }
        return visibleModules.contains(entry.module)
    }
}

/// What ``ProjectIndex/imports(of:)`` found for each list of imported modules, shared by the
/// workers. It is emptied whenever the re-exports it was worked out from change.
final class ImportsCache: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [String: ProjectIndex.FileImports] = [:]
    private var lastModulesKey = 0
    /// The re-export graph the table's answers were worked out with, made on first use.
    private var reexportGraph: ReexportGraph?

    /// The graph of `reexports` (the index's, which has not changed since the cache was last
    /// emptied), made once.
    func graph(of reexports: [String: Set<String>]) -> ReexportGraph {
        lock.lock()
        defer { lock.unlock() }
        if let reexportGraph { return reexportGraph }
        let made = ReexportGraph(reexports)
        reexportGraph = made
        return made
    }

    /// What was found for `key`, if anything.
    func value(forKey key: String) -> ProjectIndex.FileImports? {
        lock.lock()
        defer { lock.unlock() }
        return table[key]
    }

    /// Records what was found for `key`.
    func set(_ imports: ProjectIndex.FileImports, forKey key: String) {
        lock.lock()
        defer { lock.unlock() }
        table[key] = imports
    }

    /// A number no list of imports has had (see ``ProjectIndex/FileImports/modulesKey``): the
    /// numbers go on growing when the cache is emptied.
    func newModulesKey() -> Int {
        lock.lock()
        defer { lock.unlock() }
        lastModulesKey += 1
        return lastModulesKey
    }

    /// Forgets everything.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        if !table.isEmpty { table = [:] }
        reexportGraph = nil
    }
}

/// Whether packages have a `Package.swift`, looked up once per package key for the run.
enum PackageManifests {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [String: Bool] = [:]

    /// Whether the package whose key is `package` (see ``ProjectIndex/packageKey(of:)``) has a
    /// `Package.swift` in its folder.
    static func exists(inPackage package: String) -> Bool {
        guard !package.isEmpty else { return false }
        lock.lock()
        defer { lock.unlock() }
        if let found = known[package] { return found }
        let found = FileManager.default.fileExists(atPath: package + "/Package.swift")
        known[package] = found
        return found
    }
}
