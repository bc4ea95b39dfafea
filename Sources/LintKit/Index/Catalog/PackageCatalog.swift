import Foundation

/// Stand-ins for dependencies that are not checked out.
///
/// A package linted before `swift build` or `swift package resolve` (CI's usual order) has no
/// `.build/checkouts`, so the index would not know its dependencies' protocols: `EventLoop`
/// in a Vapor app would not be reported as a bare existential, and a type conforming to
/// NIO's `ChannelOption` (which refines `Sendable`) would look non-`Sendable`. The catalog
/// holds the public interface stubs (``InterfaceStub``) of the common packages listed in
/// `Scripts/package-catalog.txt`, made by `Scripts/generate-package-catalog.py`. For each
/// linted package, the stubs of the catalog packages its `Package.swift` names (and of
/// theirs, transitively) are indexed as if they were the files of its checkout, unless the
/// checkout is there, the package is itself being linted, or the package is unknown.
public enum PackageCatalog {
    /// One package of the catalog.
    struct Package {
        /// The repository name, as SwiftPM names the checkout folder (`swift-nio`).
        let name: String
        /// The repository names of the packages its manifest depends on.
        let dependencies: [String]
        /// Each module's stub.
        let modules: [(name: String, stub: Substring)]
    }

    /// The catalog's packages by lowercased name (the table is read on first use).
    static let packages: [String: Package] = parse(table)

    /// Parses the generated table: `>package NAME VERSION DEPENDENCY…`, then per module
    /// `>module NAME` followed by the module's stub lines. Works on the UTF-8 bytes: the
    /// table is a megabyte, and only the marker lines are read here.
    static func parse(_ table: String) -> [String: Package] {
        var text = table
        return text.withUTF8 { bytes in
            var result: [String: Package] = [:]
            var current: (name: String, dependencies: [String])?
            var modules: [(name: String, stub: Substring)] = []
            var module: (name: String, start: Int)?
            func substring(_ range: Range<Int>) -> Substring {
                Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
            }
            func closeModule(at end: Int) {
                if let open = module { modules.append((open.name, substring(open.start..<max(open.start, end)))) }
                module = nil
            }
            func closePackage(at end: Int) {
                closeModule(at: end)
                if let package = current {
                    result[package.name.lowercased()] = Package(name: package.name, dependencies: package.dependencies, modules: modules)
                }
                modules = []
                current = nil
            }
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                if bytes[lineStart] == UInt8(ascii: ">") {
                    let fields = String(substring(lineStart..<lineEnd)).split(separator: " ")
                    if fields.first == ">package" {
                        closePackage(at: lineStart)
                        if fields.count >= 3 { current = (String(fields[1]), fields.dropFirst(3).map(String.init)) }
                    } else if fields.first == ">module", fields.count == 2 {
                        closeModule(at: lineStart)
                        module = (String(fields[1]), min(lineEnd + 1, bytes.count))
                    }
                }
                lineStart = lineEnd + 1
            }
            closePackage(at: bytes.count)
            return result
        }
    }

    /// The stub files for the packages among `candidates` (``CheckoutIndex/candidateFolders(near:root:)``).
    /// A catalog package is given once, under the first package that needs it.
    public static func stubFiles(in candidates: [String]) -> [SourceFile] {
        var roots: [String] = []
        var seen = Set<String>()
        for candidate in candidates {
            let folder = (ProjectIndex.absolutePath(candidate) as NSString).standardizingPath
            guard FileManager.default.fileExists(atPath: folder + "/Package.swift"), seen.insert(folder).inserted else { continue }
            roots.append(folder)
        }
        // A package that is itself linted is indexed from its sources.
        var given = Set(roots.map { ($0 as NSString).lastPathComponent.lowercased() })
        var files: [SourceFile] = []
        for packageRoot in roots {
            for package in needed(byPackageAt: packageRoot) where given.insert(package.name.lowercased()).inserted {
                files += stubFiles(of: package, checkoutsOf: packageRoot)
            }
        }
        return files
    }

    /// The catalog packages the package at `root` depends on, directly or not, whose
    /// checkouts are missing, in dependency order (read from the manifest SwiftPM picks, see
    /// ``ManifestTargets/manifestPath(inPackage:)``).
    static func needed(byPackageAt root: String) -> [Package] {
        guard let manifest = FileManager.default.contents(atPath: ManifestTargets.manifestPath(inPackage: root)) else { return [] }
        let checkouts = Set(((try? FileManager.default.contentsOfDirectory(atPath: root + "/.build/checkouts")) ?? []).map { $0.lowercased() })
        let ownModules = Set((try? FileManager.default.contentsOfDirectory(atPath: root + "/Sources")) ?? [])
        var pending = dependencyNames(inManifest: [UInt8](manifest))
        var visited = Set<String>()
        var result: [Package] = []
        while !pending.isEmpty {
            let name = pending.removeFirst().lowercased()
            guard visited.insert(name).inserted, !checkouts.contains(name), let package = packages[name] else { continue }
            // A package listing itself (a plugin or a test dependency) is not its own dependency.
            guard !package.modules.contains(where: { ownModules.contains($0.name) }) else { continue }
            result.append(package)
            pending += package.dependencies
        }
        return result
    }

    /// The repository names of the `url:` arguments in a `Package.swift`:
    /// `.package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0")` gives `swift-nio`.
    static func dependencyNames(inManifest bytes: [UInt8]) -> [String] {
        var names: [String] = []
        ManifestTargets.forEachLabeledString(inManifest: bytes) { label, value in
            guard label.elementsEqual("url".utf8) else { return }
            var url = value
            while url.hasSuffix("/") { url.removeLast() }
            var name = (url as NSString).lastPathComponent
            if name.hasSuffix(".git") { name.removeLast(4) }
            if !name.isEmpty { names.append(name) }
        }
        return names
    }

    /// The files of `package`'s stubs, placed where its checkout would be under `root`, so
    /// that their package and module come out as a checkout's would.
    static func stubFiles(of package: Package, checkoutsOf root: String) -> [SourceFile] {
        package.modules.map { module in
            SourceFile(path: "\(root)/.build/checkouts/\(package.name)/Sources/\(module.name)/\(module.name).catalog.swift",
                       bytes: module.stub.utf8.withContiguousStorageIfAvailable(Array.init) ?? Array(module.stub.utf8))
        }
    }
}
