/// The modules a file sees: its own, those it imports, and everything they re-export
/// (`@_exported import`), transitively (see ``ProjectIndex/FileImports/modules``).
///
/// A set of names per list of imports made a chain of modules that each re-export the one
/// before quadratic: a file of the n-th module sees n modules, so n modules' files held sets
/// of n²/2 names in all, each built by hashing every name again (3,200 modules: 2.77 s of CPU
/// and 209 MB, `Scripts/reexport-chain-growth.py`). Here the re-export graph numbers its modules and gives each the set of modules it
/// makes visible as bits (``ReexportGraph``), shared by every file that imports it; a file's
/// set is the union of its imports' (n/64 words each), and a module outside the graph (the
/// usual import, which re-exports nothing and is re-exported by nothing) is kept by name. A
/// file that sees few modules of the graph (the usual case) keeps them by name too, so that
/// asking about a module is one set lookup.
public struct VisibleModules: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The graph that numbers the modules of ``bits`` (nil: every module seen is in
    /// ``others``).
    private let graph: ReexportGraph?
    /// Bit `id` set: the graph's module `id` is seen.
    private let bits: [UInt64]
    /// The modules seen that ``bits`` does not hold.
    private let others: Set<String>
    /// Up to this many modules of the graph seen, they are kept by name in ``others``.
    static let namedGraphModules = 64

    /// The modules `names`, without re-exports.
    public init(_ names: Set<String>) {
        graph = nil
        bits = []
        others = names
    }

    /// The modules `elements`, without re-exports.
    public init(arrayLiteral elements: String...) {
        self.init(Set(elements))
    }

    /// The modules seen by a file whose own module and imports are `direct`: each of them, and
    /// what `graph` says each makes visible.
    init(direct: [String], graph: ReexportGraph) {
        var bits = [UInt64](repeating: 0, count: graph.wordCount)
        var others: Set<String> = []
        for module in direct {
            if let id = graph.id(of: module) {
                graph.unionClosure(of: id, into: &bits)
            } else {
                others.insert(module)
            }
        }
        let seen = bits.reduce(0) { $0 + $1.nonzeroBitCount }
        if seen <= Self.namedGraphModules {
            for id in Self.ids(in: bits) { others.insert(graph.name(of: id)) }
            self.graph = nil
            self.bits = []
        } else {
            self.graph = graph
            self.bits = bits
        }
        self.others = others
    }

    /// Whether `module` is seen.
    public func contains(_ module: String) -> Bool {
        if others.contains(module) { return true }
        guard let graph, let id = graph.id(of: module) else { return false }
        return bits[id >> 6] & (1 << UInt64(id & 63)) != 0
    }

    /// The numbers whose bits are set in `bits`.
    private static func ids(in bits: [UInt64]) -> [Int] {
        var ids: [Int] = []
        for (word, value) in bits.enumerated() {
            var rest = value
            while rest != 0 {
                ids.append(word * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return ids
    }

    /// The names of the modules seen (built on each call: for tests and diagnostics).
    public var names: Set<String> {
        var names = others
        if let graph {
            for id in Self.ids(in: bits) { names.insert(graph.name(of: id)) }
        }
        return names
    }

    /// Whether both hold the same modules.
    public static func == (lhs: VisibleModules, rhs: VisibleModules) -> Bool { lhs.names == rhs.names }
}

/// The modules that re-export others or are re-exported (`@_exported import`), numbered, with
/// the set of modules each makes visible (itself and what it re-exports, transitively) as bits.
///
/// The sets are worked out once for the graph, in one pass over its strongly connected
/// components (modules that re-export each other, directly or not, see the same modules) in
/// reverse topological order: a component's set is its own modules and the union of the sets
/// of the components it re-exports, a few machine words per module. Immutable once made, so
/// any thread may read it.
final class ReexportGraph: @unchecked Sendable {
    private let ids: [String: Int]
    private let namesByID: [String]
    /// The set of each module, `wordCount` words per module, module after module.
    private let closures: [UInt64]
    /// Words per set.
    let wordCount: Int

    /// The graph of `reexports` (each module with the modules it re-exports).
    init(_ reexports: [String: Set<String>]) {
        // Numbered in name order, so that the graph is the same whatever the tables' order.
        var all = Set(reexports.keys)
        for exported in reexports.values { all.formUnion(exported) }
        let names = all.sorted()
        var ids: [String: Int] = [:]
        for (id, name) in names.enumerated() { ids[name] = id }
        let edges: [[Int]] = names.map { name in (reexports[name] ?? []).compactMap { ids[$0] }.sorted() }
        let words = (names.count + 63) / 64
        var closures = [UInt64](repeating: 0, count: names.count * words)
        for component in Self.componentsInReverseTopologicalOrder(edges) {
            // The component's modules, and the sets of the components it leads to (made
            // already: they come earlier in this order).
            var set = [UInt64](repeating: 0, count: words)
            for module in component {
                set[module >> 6] |= 1 << UInt64(module & 63)
                for next in edges[module] {
                    for word in 0..<words { set[word] |= closures[next * words + word] }
                }
            }
            for module in component {
                for word in 0..<words { closures[module * words + word] = set[word] }
            }
        }
        self.ids = ids
        self.namesByID = names
        self.closures = closures
        self.wordCount = words
    }

    /// The number of `module`, if the graph holds it.
    func id(of module: String) -> Int? { ids[module] }

    /// The name of module `id`.
    func name(of id: Int) -> String { namesByID[id] }

    /// Sets in `bits` the modules that module `id` makes visible.
    func unionClosure(of id: Int, into bits: inout [UInt64]) {
        let start = id * wordCount
        for word in 0..<wordCount { bits[word] |= closures[start + word] }
    }

    /// The strongly connected components of the graph `edges` (Tarjan's algorithm, with a
    /// stack of its own instead of recursion, so that a long chain cannot overflow the
    /// thread's), each component after every component it leads to.
    static func componentsInReverseTopologicalOrder(_ edges: [[Int]]) -> [[Int]] {
        let count = edges.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var nextIndex = 0
        // The walk: a module and how many of its edges have been followed.
        var walk: [(module: Int, edge: Int)] = []
        for root in 0..<count where index[root] < 0 {
            walk.append((root, 0))
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (module, edge) = walk.last {
                if edge < edges[module].count {
                    walk[walk.count - 1].edge += 1
                    let next = edges[module][edge]
                    if index[next] < 0 {
                        index[next] = nextIndex
                        lowLink[next] = nextIndex
                        nextIndex += 1
                        stack.append(next)
                        onStack[next] = true
                        walk.append((next, 0))
                    } else if onStack[next] {
                        lowLink[module] = min(lowLink[module], index[next])
                    }
                    continue
                }
                walk.removeLast()
                if let parent = walk.last?.module { lowLink[parent] = min(lowLink[parent], lowLink[module]) }
                if lowLink[module] == index[module] {
                    var component: [Int] = []
                    while let top = stack.popLast() {
                        onStack[top] = false
                        component.append(top)
                        if top == module { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
