// MARK: - Hashing a declaration's signature as single_use_generic's rewrite leaves it

/// A 64-bit FNV-1a hash of the parts of a declaration that tell overloads apart, fed part by
/// part (each part ends with a byte no name holds, so that `ab`+`c` and `a`+`bc` differ).
/// Types are read from the file's tokens as written, white space aside: a generic parameter,
/// and a `some` type, stand for the set of their constraints, the same in any order.
public struct OverloadShape {
    /// The hash so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private let source: TokenSource

    /// An empty hash of parts of the file `source` reads.
    init(_ source: TokenSource) {
        self.source = source
    }

    // MARK: Parts

    /// Adds one byte.
    private mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// Adds a name or a word.
    public mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte: byte) }
        add(byte: 0xFF)
    }

    /// Adds another hash.
    public mutating func add(_ hash: UInt64) {
        var rest = hash
        for _ in 0..<8 {
            add(byte: UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
        add(byte: 0xFE)
    }

    /// Adds the bytes of each token of `range`, as written.
    mutating func addTokens(_ range: Range<Int>) {
        for index in range where index < source.tokens.count { addToken(index) }
    }

    /// Adds the bytes of token `index`.
    private mutating func addToken(_ index: Int) {
        let token = source.tokens[index]
        for offset in Int(token.start)..<min(Int(token.end), source.bytes.count) { add(byte: source.bytes[offset]) }
        add(byte: 0xFF)
    }

    // MARK: Types

    /// Adds the type spelled by the tokens of `range`: each token as written, each name of a
    /// generic parameter as its hash in `generics`, a `some` type as the set of its constraints.
    mutating func addType(_ range: Range<Int>, generics: Generics) {
        let tokens = source.tokens, bytes = source.bytes
        var index = range.lowerBound
        let end = min(range.upperBound, tokens.count)
        while index < end {
            let token = tokens[index]
            if token.keyword == .some && token.kind != .stringLiteral, index + 1 < end {
                let constraintEnd = Self.endOfOpaqueConstraint(from: index + 1, before: end, tokens: tokens, bytes: bytes)
                add(constraintSet(members(in: (index + 1)..<constraintEnd), generics: generics))
                index = constraintEnd
                continue
            }
            if token.kind == .identifier, let generic = generics.hash(of: token, after: index > 0 ? tokens[index - 1].kind : nil, tokens: tokens, bytes: bytes) {
                add(generic)
            } else if token.kind != .leftParen && token.kind != .rightParen || !isRedundantGroup(index) {
                addToken(index)
            }
            index += 1
        }
        add(byte: 0xFB)
    }

    /// Whether the parenthesis at `index` belongs to parentheses around a single type, which
    /// do not change it (`(some P)?` is `P?` with `P` opaque): no comma or label inside, and
    /// no `->`, `async` or `throws` after (a function type's parameters).
    private func isRedundantGroup(_ index: Int) -> Bool {
        let tokens = source.tokens, bytes = source.bytes
        guard index < source.matching.count else { return false }
        let partner = Int(source.matching[index])
        guard partner >= 0 else { return false }
        let (open, close) = partner > index ? (index, partner) : (partner, index)
        if close + 1 < tokens.count {
            let next = tokens[close + 1]
            if next.kind == .arrow || next.keyword == .async || next.keyword == .throws || next.keyword == .rethrows { return false }
        }
        let separator = Self.nextSeparator(from: open + 1, before: close, stoppingAt: .comma, or: .colon, tokens: tokens, bytes: bytes)
        return separator == close && close > open + 1
    }

    /// Adds the argument label and the type of each parameter of the parameter clause
    /// `clause` (its parentheses included); internal names and default values are no part of
    /// a signature.
    mutating func addParameters(_ clause: Range<Int>, generics: Generics, isSubscript: Bool) {
        let tokens = source.tokens, bytes = source.bytes
        let close = min(clause.upperBound - 1, tokens.count)
        var start = clause.lowerBound + 1
        while start < close {
            let end = Self.nextSeparator(from: start, before: close, stoppingAt: .comma, tokens: tokens, bytes: bytes)
            // `@Builder label name: Type = value`: the label, then the type up to the default
            // value. A subscript's single name is no label (`subscript(key: K)` is called
            // `s[k]`).
            let colon = Self.nextSeparator(from: start, before: end, stoppingAt: .colon, tokens: tokens, bytes: bytes)
            if colon < end {
                var name = start
                while name < colon && tokens[name].kind == .atSign {
                    name += 2
                    if name < colon && tokens[name].kind == .leftParen && !tokens[name].hasLeadingTrivia,
                       name < source.matching.count, Int(source.matching[name]) > name {
                        name = Int(source.matching[name]) + 1
                    }
                }
                if isSubscript && colon - name < 2 { add("_") } else if name < colon { addToken(name) }
                let typeEnd = Self.nextSeparator(from: colon + 1, before: end, stoppingAt: .equal, tokens: tokens, bytes: bytes)
                addType((colon + 1)..<typeEnd, generics: generics)
            } else {
                addType(start..<end, generics: generics)
            }
            start = end + 1
        }
    }

    /// The first token from `start` (before `end`) of kind `kind` (or `other`) outside
    /// brackets and angle brackets, or `end`.
    static func nextSeparator(from start: Int, before end: Int, stoppingAt kind: TokenKind, or other: TokenKind? = nil,
                              tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var depth = 0
        var index = start
        while index < end {
            let found = tokens[index].kind
            switch found {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default:
                if found.isOperator { depth += angleBalance(tokens[index], bytes) }
                if depth <= 0 && (found == kind || found == other) { return index }
            }
            index += 1
        }
        return end
    }

    /// Opening `<` minus closing `>` in an operator token (`>>` closes two).
    static func angleBalance(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var balance = 0
        for offset in Int(token.start)..<min(Int(token.end), bytes.count) {
            if bytes[offset] == UInt8(ascii: "<") { balance += 1 } else if bytes[offset] == UInt8(ascii: ">") { balance -= 1 }
        }
        return balance
    }

    /// Where the constraint of a `some` that ends before `start` ends: at a `,`, `)`, `]`, `?`,
    /// `!`, `...`, `=` or `>` outside its own brackets and generic arguments.
    static func endOfOpaqueConstraint(from start: Int, before end: Int, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var depth = 0
        var index = start
        while index < end {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare:
                if depth == 0 { return index }
                depth -= 1
            case .comma, .exclamationMark, .postfixQuestionMark, .equal:
                if depth == 0 { return index }
            default:
                if token.kind.isOperator {
                    let balance = angleBalance(token, bytes)
                    if depth + balance < 0 || (depth == 0 && balance == 0 && !isAmpersand(token, bytes)) { return index }
                    depth += balance
                }
            }
            index += 1
        }
        return end
    }

    private static func isAmpersand(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        token.end - token.start == 1 && Int(token.start) < bytes.count && bytes[Int(token.start)] == UInt8(ascii: "&")
    }

    /// The members of a composition spelled by the tokens of `range` (`P & Q<T>`: `P`, `Q<T>`).
    private func members(in range: Range<Int>) -> [Range<Int>] {
        let tokens = source.tokens, bytes = source.bytes
        var members: [Range<Int>] = []
        var start = range.lowerBound
        var depth = 0
        for index in range {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            default:
                guard token.kind.isOperator else { continue }
                depth += Self.angleBalance(token, bytes)
                if depth == 0 && Self.isAmpersand(token, bytes) {
                    members.append(start..<index)
                    start = index + 1
                }
            }
        }
        members.append(start..<range.upperBound)
        return members
    }

    /// The hash of a set of constraints, each a range of tokens: the same in any order, a
    /// member written twice counted once.
    func constraintSet(_ constraints: [Range<Int>], generics: Generics) -> UInt64 {
        let inside = generics.placeholders
        var hashes: [UInt64] = []
        hashes.reserveCapacity(constraints.count)
        for constraint in constraints where !constraint.isEmpty {
            var shape = OverloadShape(source)
            shape.addType(constraint, generics: inside)
            hashes.append(shape.value)
        }
        hashes.sort()
        var set = OverloadShape(source)
        set.add(byte: 0xFC)
        for (position, hash) in hashes.enumerated() where position == 0 || hashes[position - 1] != hash { set.add(hash) }
        return set.value
    }

    // MARK: Generic parameters

    /// The generic parameters of a declaration, each with the hash that stands for it: the
    /// set of its conformances, inline and in the `where` clause (same-type requirements are
    /// left out: fewer differences, more caution), with every generic parameter inside them
    /// alike. A few at most: a list searched in order.
    public struct Generics {
        /// The names' tokens.
        private var names: [Int] = []
        private var hashes: [UInt64] = []
        /// Whether every name stands for one placeholder (inside constraints).
        private var standsForPlaceholders = false
        /// The same names, each standing for one placeholder.
        fileprivate var placeholders: Generics {
            var copy = self
            copy.standsForPlaceholders = true
            return copy
        }
        private static let placeholder: UInt64 = 0x5bd1_e995_9f3a_c1d7

        /// No generic parameters.
        public init() {}

        /// The generic parameters of `declaration`, a declaration of the file `source` reads.
        init(of declaration: Declaration, in source: TokenSource) {
            let parameters = declaration.genericParameters
            guard !parameters.isEmpty else { return }
            names = parameters.map(\.token)
            hashes = [UInt64](repeating: 0, count: parameters.count)
            let placeholders = self.placeholders
            let requirements = declaration.requirements
            let shape = OverloadShape(source)
            for position in parameters.indices {
                var constraints: [Range<Int>] = []
                if let constraint = parameters[position].constraint { constraints += shape.members(in: constraint.range) }
                for requirement in requirements where requirement.relation == .conformance {
                    if case let .identifier(name, _, arguments) = requirement.left.kind, arguments.isEmpty, name == parameters[position].name {
                        constraints += shape.members(in: requirement.right.range)
                    }
                }
                hashes[position] = shape.constraintSet(constraints, generics: placeholders)
            }
        }

        /// The hash that stands for the name `token` spells (in `tokens` and `bytes`), or nil
        /// when it names no generic parameter or follows a `.` (`previous`: a member of that
        /// name).
        func hash(of token: Token, after previous: TokenKind?, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
            guard !names.isEmpty, previous != .period else { return nil }
            let start = Int(token.start)
            let length = Int(token.end) - start
            for position in names.indices {
                let name = tokens[names[position]]
                let nameStart = Int(name.start)
                guard Int(name.end) - nameStart == length else { continue }
                var offset = 0
                while offset < length && bytes[start + offset] == bytes[nameStart + offset] { offset += 1 }
                if offset == length { return standsForPlaceholders ? Self.placeholder : hashes[position] }
            }
            return nil
        }
    }
}

/// A file's tokens, bytes and bracket pairs, read in place while overload keys are worked out.
struct TokenSource {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let matching: UnsafeBufferPointer<Int32>

    /// Calls `body` with the source of `tree`.
    static func with<Result>(_ tree: SyntaxTree, _ body: (TokenSource) -> Result) -> Result {
        tree.tokens.withUnsafeBufferPointer { tokens in
            tree.file.bytes.withUnsafeBufferPointer { bytes in
                tree.stream.matching.withUnsafeBufferPointer { matching in
                    body(TokenSource(tokens: tokens, bytes: bytes, matching: matching))
                }
            }
        }
    }
}
