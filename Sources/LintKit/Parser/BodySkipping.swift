/// What the rules read inside function, initializer and accessor bodies. The rule pass
/// parses a body only when some rule may read something in it, and steps over the others by
/// their braces: most bodies hold nothing any rule reports, and parsing them was about a
/// sixth of a run's work.
public struct BodyNeeds: Sendable, Equatable {
    /// Every body: what a rule that says nothing gets.
    public static let everyBody = BodyNeeds(everyBody: true)
    /// No body.
    public static let none = BodyNeeds()

    /// In a file that holds one of ``fileKeywords``, also the bodies that hold one of
    /// ``bodyKeywords``.
    public struct FileCondition: Sendable, Equatable {
        /// The keywords that make the condition hold for a file.
        public var fileKeywords: KeywordSet
        /// The keywords that make a body read in such a file.
        public var bodyKeywords: KeywordSet

        /// Creates a condition.
        public init(fileKeywords: KeywordSet, bodyKeywords: KeywordSet) {
            self.fileKeywords = fileKeywords
            self.bodyKeywords = bodyKeywords
        }
    }

    /// Whether every body must be parsed.
    public var everyBody = false
    /// Bodies that hold one of these keywords (`static`: a local type's static property).
    public var keywords = KeywordSet()
    /// Keywords that make a body read only in some files (in a file with a `Task`, the loops
    /// of the methods a task may call).
    public var conditions: [FileCondition] = []
    /// Bodies that hold a name that may resolve to a protocol (see
    /// ``ProjectIndex/mayNameProtocol(_:)``), or a suppressed conformance (`~Copyable`).
    public var protocolNames = false
    /// Bodies that declare something generic (`func f<T>`, `struct Box<T>`).
    public var genericDeclarations = false

    /// Creates needs; by default, none.
    public init(everyBody: Bool = false, keywords: KeywordSet = KeywordSet(), conditions: [FileCondition] = [],
                protocolNames: Bool = false, genericDeclarations: Bool = false) {
        self.everyBody = everyBody
        self.keywords = keywords
        self.conditions = conditions
        self.protocolNames = protocolNames
        self.genericDeclarations = genericDeclarations
    }

    /// Adds what `other` needs.
    public mutating func formUnion(_ other: BodyNeeds) {
        everyBody = everyBody || other.everyBody
        keywords.formUnion(other.keywords)
        conditions += other.conditions
        protocolNames = protocolNames || other.protocolNames
        genericDeclarations = genericDeclarations || other.genericDeclarations
    }
}

/// Decides, for the rule pass, which bodies to parse (see ``BodyNeeds``). A class: the parser
/// reads it for every body it may skip, and a reference is one retain where the parts were
/// three.
public final class BodyFilter: Sendable {
    /// What the rules read.
    public let needs: BodyNeeds
    /// The protocol-like names' filter (see ``NameFilter``).
    let protocolNameFilter: NameFilter
    /// Whether a name whose filter bit is set is protocol-like indeed.
    let isProtocolName: @Sendable (String) -> Bool

    /// A filter for `needs`; `protocolNameFilter` and `isProtocolName` answer for the names of
    /// ``BodyNeeds/protocolNames``.
    public init(needs: BodyNeeds, protocolNameFilter: NameFilter, isProtocolName: @escaping @Sendable (String) -> Bool) {
        self.needs = needs
        self.protocolNameFilter = protocolNameFilter
        self.isProtocolName = isProtocolName
    }

    /// The filter for a file that holds `keywords`: the keywords of the conditions that hold
    /// there added to the bodies' keywords; nil when every body is read.
    func forFile(with keywords: KeywordSet) -> BodyFilter? {
        guard !needs.everyBody else { return nil }
        var fileNeeds = needs
        for condition in needs.conditions where keywords.intersects(condition.fileKeywords) {
            fileNeeds.keywords.formUnion(condition.bodyKeywords)
        }
        fileNeeds.conditions = []
        return BodyFilter(needs: fileNeeds, protocolNameFilter: protocolNameFilter, isProtocolName: isProtocolName)
    }
}

// MARK: - Bodies the rules do not read

extension ParserState {
    /// Whether the tokens in `range` (and the interpolations of its string literals) hold
    /// anything ``bodyFilter``'s needs name; true without a filter. (Not inlined:
    /// ``parseNested(_:_:isBody:)`` is on the recursion of nested declarations, and its frame
    /// is kept small.)
    @inline(never)
    func bodyMayBeRead(_ range: Range<Int>) -> Bool {
        guard let filter = bodyFilter else { return true }
        // Over the buffers: an array slice per name would retain the bytes.
        return bytes.withUnsafeBufferPointer { bytes in
            tokens.withUnsafeBufferPointer { tokens in
                filter.protocolNameFilter.withWords { words in
                    mayBeRead(range, filter, tokens: tokens, bytes: bytes, words: words)
                }
            }
        }
    }

    private func mayBeRead(_ range: Range<Int>, _ filter: BodyFilter, tokens: UnsafeBufferPointer<Token>,
                           bytes: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<UInt64>) -> Bool {
        let needs = filter.needs
        let range = range.clamped(to: 0..<tokens.count)
        for index in range {
            let token = tokens[index]
            switch token.kind {
            case .identifier, .keyword:
                if token.kind == .identifier && needs.protocolNames
                    && Self.mayBeProtocolName(token, filter, bytes: bytes, words: words) { return true }
                // Keywords, and contextual ones such as `sink` or `actor` (in `actor A<T>`).
                if token.keyword != .none {
                    if needs.keywords.contains(token.keyword) { return true }
                    if needs.genericDeclarations && declaresGenericParameters(at: index) { return true }
                }
            case .prefixOperator, .binaryOperator, .postfixOperator:
                // `~Copyable` (a `~` may be lexed at the head of a longer operator).
                if needs.protocolNames && bytes[Int(token.start)] == UInt8(ascii: "~") { return true }
            case .stringLiteral:
                if token.flags & Token.Flags.hasInterpolation != 0, let segments = tree.interpolations[index] {
                    for segment in segments where mayBeRead(segment, filter, tokens: tokens, bytes: bytes, words: words) { return true }
                }
            default:
                break
            }
        }
        return false
    }

    /// Whether the identifier `token` may name a protocol or typealias: its filter bit, then,
    /// when set, the name itself.
    @inline(__always)
    private static func mayBeProtocolName(_ token: Token, _ filter: BodyFilter, bytes: UnsafeBufferPointer<UInt8>,
                                          words: UnsafeBufferPointer<UInt64>) -> Bool {
        var start = Int(token.start)
        var count = Int(token.end) - start
        if count >= 2 && bytes[start] == UInt8(ascii: "`") { start += 1; count -= 2 }
        let name = UnsafeBufferPointer(start: bytes.baseAddress! + start, count: count)
        guard NameFilter.mayContain(bytes: name, words: words) else { return false }
        return filter.isProtocolName(UTF8Text.string(name))
    }

    /// Whether the declaration keyword at `index` is followed by a generic parameter clause:
    /// `func f<T>`, `init<T>`, `subscript<T>`, `struct S<T>`, `typealias A<T>` (or an
    /// operator function named `<`, which is also taken).
    private func declaresGenericParameters(at index: Int) -> Bool {
        switch tokens[index].keyword {
        case .func, .`init`, .subscript, .struct, .class, .enum, .actor, .typealias:
            return firstByte(index + 1) == UInt8(ascii: "<") || firstByte(index + 2) == UInt8(ascii: "<")
        default:
            return false
        }
    }
}
