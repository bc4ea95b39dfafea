/// A parsed type, e.g. `[String: any P]?` or `(some Sequence<Int>) async throws -> Void`.
///
/// `range` is a range of token indices; `startOffset`/`endOffset` are byte offsets (a type
/// may end inside a token, as in `Array<Set<P>>`, where the lexer made `>>` one token).
public struct TypeNode: Sendable {
    /// The shape of the type and its children.
    public indirect enum Kind: Sendable {
        /// `Name` or `Name<Args>`; `token` is the name's token index.
        case identifier(name: String, token: Int, arguments: [TypeNode])
        /// `Base.Name` or `Base.Name<Args>`.
        case member(base: TypeNode, name: String, token: Int, arguments: [TypeNode])
        /// `Wrapped?`
        case optional(TypeNode)
        /// `Wrapped!`
        case implicitlyUnwrapped(TypeNode)
        /// `[Element]`
        case array(TypeNode)
        /// `[Key: Value]`
        case dictionary(key: TypeNode, value: TypeNode)
        /// `(A, label: B)`; a one-element unlabeled tuple is a parenthesized type.
        case tuple([TupleElement])
        /// `(Params) async throws(E) -> Result`; `isThrowing` for `throws` (typed or not) and
        /// `rethrows`.
        case function(parameters: [TupleElement], isAsync: Bool, isThrowing: Bool, throwsType: TypeNode?, result: TypeNode)
        /// `some P`, `any P`, `each T`, `repeat T`; `token` is the keyword's index.
        case specified(keyword: Keyword, token: Int, base: TypeNode)
        /// `A & B & C`
        case composition([TypeNode])
        /// `Base.Type` or `Base.Protocol`; `token` is the `Type`/`Protocol` token.
        case metatype(base: TypeNode, isProtocol: Bool, token: Int)
        /// `@escaping @Sendable T`, `inout T`, `borrowing T`, `sending T`…
        case attributed(attributes: [String], specifiers: [Keyword], base: TypeNode)
        /// `~Copyable`
        case suppressed(TypeNode)
        /// `T...` in a parameter list.
        case variadic(TypeNode)
        /// Something the parser could not read as a type.
        case unknown
    }

    /// A tuple or function-parameter element.
    public struct TupleElement: Sendable {
        /// The first label (`label` in `label: T` or `_` in `_ name: T`), if any.
        public var label: String?
        /// The element's type.
        public var type: TypeNode
    }

    /// The shape.
    public var kind: Kind
    // Token indices and byte offsets are 32-bit like the tokens' own offsets: a node is 24
    // bytes instead of 40, and every declaration and type use holds one.
    /// Token indices covered (start inclusive, end exclusive).
    @Int32RangeStored public var range: Range<Int>
    /// Byte offset of the first byte.
    @Int32Stored public var startOffset: Int
    /// Byte offset after the last byte.
    @Int32Stored public var endOffset: Int

    /// Creates a node.
    public init(kind: Kind, range: Range<Int>, startOffset: Int, endOffset: Int) {
        self.kind = kind
        self.range = range
        self.startOffset = startOffset
        self.endOffset = endOffset
    }

    /// Calls `body` on this node and every node below it, parents first.
    public func forEachNode(_ body: (TypeNode) -> Void) {
        var stack: [TypeNode] = [self]
        while let node = stack.popLast() {
            body(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }

    /// The direct children.
    public var children: [TypeNode] {
        switch kind {
        case let .identifier(_, _, arguments): return arguments
        case let .member(base, _, _, arguments): return [base] + arguments
        case let .optional(wrapped), let .implicitlyUnwrapped(wrapped), let .array(wrapped),
             let .suppressed(wrapped), let .variadic(wrapped):
            return [wrapped]
        case let .dictionary(key, value): return [key, value]
        case let .tuple(elements): return elements.map(\.type)
        case let .function(parameters, _, _, throwsType, result):
            return parameters.map(\.type) + (throwsType.map { [$0] } ?? []) + [result]
        case let .specified(_, _, base), let .metatype(base, _, _), let .attributed(_, _, base): return [base]
        case let .composition(members): return members
        case .unknown: return []
        }
    }

    /// The name of an identifier or member type, e.g. `P` for `Module.P<X>`.
    public var simpleName: String? {
        switch kind {
        case let .identifier(name, _, _), let .member(_, name, _, _): return name
        default: return nil
        }
    }
}
