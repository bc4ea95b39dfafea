/// Builds a ``SyntaxTree`` from a file: declarations, types in every position, closures.
///
/// The parser reads as much of Swift's grammar as the rules need. It is a recursive-descent
/// parser over the token stream with an explicit depth limit: past ``Parser/maximumDepth``
/// nested declarations or types it skips ahead over balanced brackets instead of recursing,
/// so no input can overflow the stack. It never fails; where it cannot read a construct it
/// records a recovery and continues at the next token it understands.
public enum Parser {
    /// The deepest nesting of declarations or types parsed recursively.
    public static let maximumDepth = 160

    /// Tokenizes and parses `file`.
    public static func parse(_ file: SourceFile) -> SyntaxTree {
        parse(file, stream: Lexer.tokenize(file.bytes))
    }

    /// Tokenizes and parses `file`; with `readingEveryBranch`, also the branches of `#if` that
    /// no build compiles (see ``InactiveBranches``), which the rules never see: for comparing
    /// with a parser that reads every clause, such as swift-syntax's.
    public static func parse(_ file: SourceFile, readingEveryBranch: Bool) -> SyntaxTree {
        let stream = Lexer.tokenize(file.bytes)
        let (expanded, interpolations) = InterpolationExpansion.expand(stream, file: file)
        let tree = SyntaxTree(file: file, stream: expanded)
        tree.interpolations = interpolations
        return parse(tree, fileTokenCount: stream.count, declarationsOnly: false, readingEveryBranch: readingEveryBranch)
    }

    /// Parses `file` from an existing token stream. With `declarationsOnly`, code (function
    /// and accessor bodies, initializers, closures, string interpolations) is skipped: the
    /// tree then holds just what the project index reads, at a fraction of the cost.
    /// With `bodyFilter` (and not `declarationsOnly`), the bodies no rule reads are skipped.
    public static func parse(_ file: SourceFile, stream: TokenStream, declarationsOnly: Bool = false,
                             bodyFilter: BodyFilter? = nil) -> SyntaxTree {
        let fileTokenCount = stream.count
        let tree: SyntaxTree
        if declarationsOnly {
            tree = SyntaxTree(file: file, stream: stream)
        } else {
            let (expanded, interpolations) = InterpolationExpansion.expand(stream, file: file)
            tree = SyntaxTree(file: file, stream: expanded)
            tree.interpolations = interpolations
        }
        return parse(tree, fileTokenCount: fileTokenCount, declarationsOnly: declarationsOnly,
                     bodyFilter: declarationsOnly ? nil : bodyFilter?.forFile(with: tree.stream.keywords))
    }

    /// Parses `file` from the tokens and comments a ``TokenStream/Kept`` holds (see
    /// ``TokenStream/kept()``): the interpolations' tokens are appended to the file's, and the
    /// brackets of all of them are matched. Packed tokens are unpacked with room for the
    /// interpolations, and their brackets paired while they are unpacked (see
    /// ``BracketPairing``). Tokens kept whole are copied first (`kept` still holds them): the
    /// engine, which keeps each stream for one parse, calls ``parse(_:taking:)`` instead.
    public static func parse(_ file: SourceFile, kept: TokenStream.Kept) -> SyntaxTree {
        var kept = kept
        return parse(file, taking: &kept)
    }

    /// ``parse(_:kept:)``, taking the arrays of a stream kept whole out of `kept` (which is then
    /// left without tokens): when nothing else holds them, the tokens and their bracket table
    /// grow in place, in the memory pass 1 wrote, instead of being copied.
    ///
    /// With `bodyFilter`, the bodies no rule reads are skipped (see ``BodyFilter``): the tree
    /// then holds nothing from inside them.
    public static func parse(_ file: SourceFile, taking kept: inout TokenStream.Kept, bodyFilter: BodyFilter? = nil) -> SyntaxTree {
        var pairing = BracketPairing()
        defer { pairing.deallocate() }
        var tokens: [Token] = []
        var matching: [Int32] = []
        let isWhole = kept.takeWhole(tokens: &tokens, matching: &matching)
        if !isWhole, case let .packed(packed) = kept.form {
            // Interpolations are a few per cent of a file's tokens: room for more, so that the
            // array is rarely grown (growing copies it).
            (tokens, matching) = packed.unpacked(extraCapacity: packed.count / 8 + 16, pairingInto: &pairing)
        }
        let fileTokenCount = tokens.count
        var keywords = kept.keywords
        let interpolations = InterpolationExpansion.expand(&tokens, keywords: &keywords, file: file)
        if !isWhole {
            // The pairing goes on over the interpolations' tokens.
            pairing.add(tokens, from: fileTokenCount, into: &matching)
        } else if tokens.count > fileTokenCount {
            // The pairing of a whole stream was done in pass 1 and its stack is gone: pairing
            // the file's tokens again writes the same pairs and leaves the same brackets open,
            // and then goes on over the interpolations' tokens.
            pairing.add(tokens, from: 0, into: &matching)
        }
        let stream = TokenStream(tokens: tokens, comments: kept.comments, keywords: keywords, directives: kept.directives,
                                 matching: matching)
        let tree = SyntaxTree(file: file, stream: stream)
        tree.interpolations = interpolations
        return parse(tree, fileTokenCount: fileTokenCount, declarationsOnly: false,
                     bodyFilter: bodyFilter?.forFile(with: keywords))
    }

    private static func parse(_ tree: SyntaxTree, fileTokenCount: Int, declarationsOnly: Bool,
                              readingEveryBranch: Bool = false, bodyFilter: BodyFilter? = nil) -> SyntaxTree {
        tree.fileTokenCount = fileTokenCount
        var state = ParserState(tree: tree, declarationsOnly: declarationsOnly)
        state.bodyFilter = bodyFilter
        if readingEveryBranch { state.inactiveBranchJumps = [:] }
        state.parseItems(0..<max(0, fileTokenCount - 1), context: ItemContext(parent: nil, isCode: true, isLocal: false))
        state.finish()
        return tree
    }
}

/// Where a run of items is being parsed.
struct ItemContext {
    /// The innermost enclosing declaration.
    var parent: Int?
    /// Whether statements and expressions may appear (function bodies, closures, top level).
    var isCode: Bool
    /// Whether declarations here are local.
    var isLocal: Bool
}

/// The parser's working state for one file.
struct ParserState {
    let tree: SyntaxTree
    let tokens: [Token]
    let matching: [Int32]
    let bytes: [UInt8]
    /// Nesting depth of declarations/types currently being parsed.
    var depth = 0
    /// `blockBrace[i]`: the `{` at token `i` opens a statement body, not a closure.
    var blockBrace: TokenBits
    /// Open closures while scanning code: (closure index, right brace token).
    var closureStack: [(index: Int, end: Int)] = []
    /// The initializer being scanned (a variable's, a default value, attribute arguments: see
    /// ``scanInitializerCode(_:context:)``), if any: its tokens, and how many closures were
    /// open when it began (see ``openClosure(at:end:context:)``).
    var bindingInitializer: (tokens: Range<Int>, openClosures: Int)?
    /// Skip code: parse declarations only (see ``Parser/parse(_:stream:declarationsOnly:)``).
    var declarationsOnly = false
    /// Which bodies to skip, outside the bodies being parsed (see ``BodyFilter``); nil: none.
    var bodyFilter: BodyFilter?
    /// Whether the items being parsed lie in a body that ``bodyFilter`` let through: such a
    /// body is parsed whole, the bodies nested in it included.
    var isInsideParsedBody = false

    var declarations: [Declaration] = []
    var typeUses: [TypeUse] = []
    var closures: [Closure] = []
    var memberReferenceBases: [(token: Int32, declaration: Int32)] = []
    /// See ``SyntaxTree/sharedAnnotations``.
    var sharedAnnotations: [(bytes: Range<Int>, others: Int)] = []
    /// The last run of attributes (and modifiers) that led to no declaration: its first token,
    /// the token it stopped at, and the end of the range it was parsed in (see
    /// ``parseDeclarationIfPresent(at:end:context:)``).
    var failedPrefixRun: (start: Int, stop: Int, end: Int)?
    /// The `#if` branches no build compiles (see ``InactiveBranches``), worked out at the
    /// file's first directive whose condition does not depend on the build; nil before.
    var inactiveBranchJumps: [Int: Int]?

    init(tree: SyntaxTree, declarationsOnly: Bool) {
        self.tree = tree
        self.tokens = tree.stream.tokens
        self.matching = tree.stream.matching
        self.bytes = tree.file.bytes
        self.blockBrace = TokenBits(count: tree.stream.count)
        self.declarationsOnly = declarationsOnly
        // Real code has about one declaration and one type use per 28 tokens (perf corpus): room
        // for a little more, so that the arrays rarely grow (growing copies them to fresh memory).
        declarations.reserveCapacity(tokens.count / (declarationsOnly ? 32 : 24) + 8)
        if !declarationsOnly { typeUses.reserveCapacity(tokens.count / 20 + 8) }
    }

    mutating func finish() {
        tree.declarations = declarations
        tree.typeUses = typeUses
        tree.memberReferenceBases = memberReferenceBases
        tree.sharedAnnotations = sharedAnnotations
        // Closures in source order of their `{` (those inside string interpolations, whose
        // tokens follow the file's, were met in the middle), parent links renumbered.
        let order = closures.indices.sorted { closures[$0].leftBrace < closures[$1].leftBrace }
        if order != Array(closures.indices) {
            var newIndex = [Int](repeating: 0, count: closures.count)
            for (position, old) in order.enumerated() { newIndex[old] = position }
            tree.closures = order.map { old in
                var closure = closures[old]
                closure.parentClosure = closure.parentClosure.map { newIndex[$0] }
                return closure
            }
        } else {
            tree.closures = closures
        }
    }

    // MARK: Token helpers

    // Indices before the first token read as the end of the file too (`case let b:` as a
    // file's first tokens looks one token back). Both bounds are written out, as the array's
    // own check is, so that the optimizer drops that check.
    @inline(__always) func kind(_ index: Int) -> TokenKind { index >= 0 && index < tokens.count ? tokens[index].kind : .endOfFile }
    @inline(__always) func keyword(_ index: Int) -> Keyword { index >= 0 && index < tokens.count ? tokens[index].keyword : .none }
    @inline(__always) func isKeyword(_ index: Int, _ word: Keyword) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].keyword == word && tokens[index].kind != .stringLiteral
    }

    /// The end-of-file token that ends the run of tokens holding `index`: the file's own, or,
    /// for the tokens of an interpolation (appended after the file's), that interpolation's.
    /// An unclosed `{` reaches there and no further: past it lie tokens of other places.
    func endOfRun(containing index: Int) -> Int {
        let fileEnd = min(tree.fileTokenCount, tokens.count) - 1
        guard fileEnd >= 0 else { return max(0, tokens.count - 1) }
        if index <= fileEnd { return fileEnd }
        var cursor = index
        while cursor < tokens.count - 1 && tokens[cursor].kind != .endOfFile { cursor += 1 }
        return cursor
    }

    /// Where the block of an unbalanced `{` at `brace` ends: at `enclosingEnd`, the end of the
    /// items the declaration it opens is among, and never past the end of its run (see
    /// ``endOfRun(containing:)``). Running further, the block would take in the items after
    /// the block that encloses it, which that block's own caller parses again: each unbalanced
    /// `{` inside a balanced block then doubled the parses of the rest of the file (a fuzzed
    /// 30 KB file took minutes).
    func unbalancedBlockEnd(_ brace: Int, within enclosingEnd: Int) -> Int {
        min(endOfRun(containing: brace), max(brace + 1, enclosingEnd))
    }

    /// The matching bracket of token `index`, if balanced.
    @inline(__always) func match(_ index: Int) -> Int? {
        guard index >= 0 && index < matching.count else { return nil }
        let other = Int(matching[index])
        return other >= 0 ? other : nil
    }

    /// The text of token `index`.
    func text(_ index: Int) -> String {
        guard index < tokens.count else { return "" }
        let token = tokens[index]
        return UTF8Text.string(bytes, Int(token.start)..<Int(token.end))
    }

    /// Whether token `index` is spelled exactly `spelling` (compared as bytes, without making
    /// a String).
    func textIs(_ index: Int, _ spelling: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let token = tokens[index]
        let start = Int(token.start)
        let length = spelling.utf8CodeUnitCount
        guard Int(token.end) - start == length else { return false }
        let expected = spelling.utf8Start
        for offset in 0..<length where bytes[start + offset] != expected[offset] { return false }
        return true
    }

    /// Whether token `index` starts with an upper-case letter (an ASCII byte is checked
    /// directly; other text by its first scalar's properties).
    func startsUppercase(_ index: Int) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let first = bytes[Int(tokens[index].start)]
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return text(index).unicodeScalars.first?.properties.isUppercase ?? false
    }

    /// The name a word token spells, without backticks.
    func name(_ index: Int) -> String {
        UTF8Text.string(bytes, tokens[index].nameRange(in: bytes))
    }

    /// Whether token `index` is exactly the one-byte operator/punctuation `byte`.
    @inline(__always) func isByte(_ index: Int, _ byte: UInt8) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        return token.end - token.start == 1 && bytes[Int(token.start)] == byte
    }

    /// The first byte of token `index`.
    @inline(__always) func firstByte(_ index: Int) -> UInt8 {
        guard index < tokens.count, tokens[index].end > tokens[index].start else { return 0 }
        return bytes[Int(tokens[index].start)]
    }

    /// Whether a line break precedes token `index`.
    @inline(__always) func atLineStart(_ index: Int) -> Bool { index < tokens.count && tokens[index].isAtStartOfLine }

    /// Whether token `index` is an operator or operator-like punctuation that can name an
    /// operator function (`&`, `==`, `?`, `!`, `...`).
    func isOperatorLike(_ index: Int) -> Bool {
        switch kind(index) {
        case .binaryOperator, .prefixOperator, .postfixOperator, .prefixAmpersand, .postfixQuestionMark,
             .infixQuestionMark, .exclamationMark, .equal, .arrow:
            return true
        default:
            return false
        }
    }

    /// Whether token `index` is a word that can name something (identifier, contextual
    /// keyword, backticked name).
    @inline(__always) func isName(_ index: Int) -> Bool { kind(index) == .identifier }

    mutating func recover(at index: Int, _ reason: String) {
        tree.recoveries.append((offset(ofToken: index), reason))
    }

    /// Records that the construct at token `index` nests deeper than ``Parser/maximumDepth``
    /// and is skipped (see ``SyntaxTree/nestingLimitOffset``; the first place is kept).
    mutating func noteNestingLimit(at index: Int) {
        if tree.nestingLimitOffset == nil { tree.nestingLimitOffset = offset(ofToken: index) }
    }

    /// The byte offset where token `index` starts; the end of the file past the last token.
    private func offset(ofToken index: Int) -> Int {
        index < tokens.count ? Int(tokens[index].start) : bytes.count
    }

    /// The token after the balanced group that starts at `index`, or `index + 1`.
    @inline(__always) func skipGroup(_ index: Int) -> Int {
        if let close = match(index), close > index { return close + 1 }
        return index + 1
    }
}
