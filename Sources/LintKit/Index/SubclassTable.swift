import Foundation

/// The classes of the project by each class they inherit from, directly or not, made once per
/// run when first asked (``ProjectIndex/subclasses(of:)``), and shared by the threads: what
/// `single_use_generic` asks of a class whose method it would rewrite. Asked per file, a walk
/// over every class made the rule quadratic in a project of many classes (hw86).
final class SubclassTable: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [String: [String]]?

    /// The subclasses of the class at `path` in `index`, in path order.
    func subclasses(of path: String, in index: ProjectIndex) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if table == nil { table = Self.make(index) }
        return table?[path] ?? []
    }

    /// Every class's superclasses (up to 16 deep), inverted.
    private static func make(_ index: ProjectIndex) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (path, facts) in index.types where facts.nominal?.kind == .class {
            var current = index.superclassPath(of: path)
            var steps = 0
            while let superclass = current, steps < 16, superclass != path {
                result[superclass, default: []].append(path)
                current = index.superclassPath(of: superclass)
                steps += 1
            }
        }
        for key in Array(result.keys) { result[key]?.sort() }
        return result
    }
}

extension ProjectIndex {
    /// The project's classes that inherit from the class at `path`, directly or not.
    func subclasses(of path: String) -> [String] {
        subclassTable.subclasses(of: path, in: self)
    }
}
