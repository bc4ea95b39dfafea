import Foundation

/// The modules of targets whose folder a `Package.swift` gives with `path:`
/// (`.target(name: "FlyingSocks", path: "FlyingSocks/Sources")`): their files are not under
/// `Sources/<Target>/`, so the layout alone does not name their module.
///
/// Without a module such a target's declarations were seen by every file of every package
/// (hw67: FlyingFox's `public protocol SocketAddress` made async-http-client's
/// `SocketAddress`, NIOCore's enum, a protocol). Each manifest is read once per run.
enum ManifestTargets {
    /// The manifests read so far.
    private static let cache = Cache()

    /// The folders (absolute) and module names of the `path:` targets, by package folder,
    /// shared by the threads that build trees.
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var tables: [String: [(folder: String, module: String)]] = [:]
    }

    /// The module of the file at `path` (absolute) when it lies in the folder of a target the
    /// nearest `Package.swift` above it declares with `path:` (the deepest such folder); nil
    /// otherwise.
    static func module(ofFile path: String) -> String? {
        guard let root = ProjectFiles.packageRoot(around: path) else { return nil }
        var best: (folder: String, module: String)?
        for target in targets(ofPackageAt: root)
        where path.hasPrefix(target.folder + "/") && target.folder.utf8.count > (best?.folder.utf8.count ?? -1) {
            best = target
        }
        return best?.module
    }

    /// The `path:` targets of the package at `root`, read on first use.
    private static func targets(ofPackageAt root: String) -> [(folder: String, module: String)] {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let known = cache.tables[root] { return known }
        let bytes = FileManager.default.contents(atPath: root + "/Package.swift").map { [UInt8]($0) } ?? []
        let found = pathTargets(inManifest: bytes).map { (folder: ProjectFiles.absolute(root + "/" + $0.path), module: $0.name) }
        cache.tables[root] = found
        return found
    }

    /// The `name:` and `path:` string arguments of the target declarations in a manifest's
    /// bytes: each `path: "…"` pairs with the `name: "…"` that opened the call before it.
    static func pathTargets(inManifest bytes: [UInt8]) -> [(name: String, path: String)] {
        var result: [(name: String, path: String)] = []
        var name: String?
        forEachLabeledString(inManifest: bytes) { label, value, tokens, index in
            if label.elementsEqual("name".utf8) {
                // A target's name is its call's first argument; a dependency's inside it is
                // not (`.product(name: "X", package: "x")`, `.byName(name: "Y")`).
                let opensTarget = index > 1 && tokens[index - 1].kind == .leftParen && tokens[index - 2].kind == .identifier
                    && targetKinds.contains(String(decoding: bytes[tokens[index - 2].range], as: UTF8.self))
                if opensTarget { name = value }
            } else if label.elementsEqual("path".utf8), let target = name, !value.isEmpty, !value.hasPrefix("/") {
                result.append((target, value))
                name = nil
            }
        }
        return result
    }

    /// Calls `body` with each `label: "string"` argument of a manifest's bytes: the label's
    /// bytes, the string's value, the tokens and the label's index among them (the package
    /// catalog reads the `url:`s this way, ``PackageCatalog/dependencyNames(inManifest:)``).
    static func forEachLabeledString(inManifest bytes: [UInt8],
                                     _ body: (_ label: ArraySlice<UInt8>, _ value: String, _ tokens: [Token], _ index: Int) -> Void) {
        let tokens = Lexer.tokenize(bytes).tokens
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier
            && tokens[index + 1].kind == .colon && tokens[index + 2].kind == .stringLiteral {
            let literal = bytes[tokens[index + 2].range]
            guard literal.count >= 2, literal.first == UInt8(ascii: "\""), literal.last == UInt8(ascii: "\"") else { continue }
            body(bytes[tokens[index].range], String(decoding: literal.dropFirst().dropLast(), as: UTF8.self), tokens, index)
        }
    }

    /// The `Target` factory methods of PackageDescription that take a `path:`.
    private static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget"]
}
