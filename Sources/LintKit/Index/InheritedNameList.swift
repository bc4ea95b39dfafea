/// The names a type inherits, each once, in the order they were first written: the
/// declaration's clause, then its extensions', in the order of the files and the
/// declarations in them (the order the index adds them in).
///
/// Lookups that stop at the first supertype declaring a member walk this order, so that two
/// runs over the same files give the same answer. A `Set` iterates in an order seeded per
/// process, and a type path that two modules both declare (`class D: Base1` in one target,
/// `class D: Base2` in another) made the answer flip between runs.
public struct InheritedNameList: Sequence, ExpressibleByArrayLiteral, Sendable {
    /// The names in order.
    public private(set) var names: [String] = []
    /// The names as a set, once there are more than ``linearLimit``: a type extended with
    /// thousands of conformances must not make each addition linear.
    private var lookup: Set<String>?

    /// Up to this many names, membership is a scan of ``names``.
    private static let linearLimit = 16

    /// An empty list.
    public init() {}

    /// The distinct names of `names`, in order.
    public init(_ names: some Sequence<String>) {
        append(contentsOf: names)
    }

    /// The distinct names of `elements`, in order.
    public init(arrayLiteral elements: String...) {
        append(contentsOf: elements)
    }

    /// Whether no name is listed.
    public var isEmpty: Bool { names.isEmpty }

    /// Whether `name` is listed.
    public func contains(_ name: String) -> Bool {
        if let lookup { return lookup.contains(name) }
        return names.contains(name)
    }

    /// Adds `name` at the end unless it is listed already.
    public mutating func append(_ name: String) {
        guard !contains(name) else { return }
        names.append(name)
        if lookup != nil {
            lookup!.insert(name)
        } else if names.count > Self.linearLimit {
            lookup = Set(names)
        }
    }

    /// Adds each name of `names` that is not listed yet, in order.
    public mutating func append(contentsOf names: some Sequence<String>) {
        for name in names { append(name) }
    }

    /// Iterates the names in order.
    public func makeIterator() -> IndexingIterator<[String]> { names.makeIterator() }
}
