import Foundation

/// The top-level declarations of each name by package and module, as positions in
/// ``ProjectIndex/topLevel``'s list for the name: what a file's own module declares under a
/// name, found without reading what every other module declares under it. Made on first use
/// and dropped whenever ``ProjectIndex/topLevel`` changes.
final class ModuleDeclarationTable: @unchecked Sendable {
    /// A name declared in a module of a package.
    struct Key: Hashable {
        var name: String
        var package: String
        var module: String
    }

    private let lock = NSLock()
    private var table: [Key: [Int]]?

    /// The positions, in order, of `key.name`'s declarations in `key.module` of `key.package`
    /// among `index.topLevel[key.name]`; nil when there are none.
    func positions(of key: Key, in index: ProjectIndex) -> [Int]? {
        lock.lock()
        defer { lock.unlock() }
        if table == nil { table = Self.table(of: index.topLevel) }
        return table?[key]
    }

    /// Forgets the table (the index's top-level declarations are changing).
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        if table != nil { table = nil }
    }

    private static func table(of topLevel: [String: [TypeSymbol]]) -> [Key: [Int]] {
        var table: [Key: [Int]] = [:]
        for (name, symbols) in topLevel {
            for position in symbols.indices where !symbols[position].module.isEmpty {
                table[Key(name: name, package: symbols[position].packageKey, module: symbols[position].module), default: []].append(position)
            }
        }
        return table
    }
}
