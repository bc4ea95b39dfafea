/// Where a type was written, which decides whether a rule cares about it.
public enum TypeContext: Sendable {
    /// `let x: T`, `var x: T`.
    case annotation
    /// A parameter of a function, initializer, subscript or enum case.
    case parameter
    /// `-> T` of a function or subscript.
    case result
    /// The right-hand side of a `typealias`.
    case typealiasTarget
    /// The default of an `associatedtype`.
    case associatedTypeDefault
    /// An inheritance clause entry (`: P`).
    case inheritance
    /// A generic parameter's constraint (`<T: P>`).
    case genericConstraint
    /// The right-hand side of a `where T: P` requirement.
    case conformanceRequirement
    /// Either side of a `where T == U` requirement.
    case sameTypeRequirement
    /// The type an extension extends.
    case extendedType
    /// `x as T`, `x as? T`, `x as! T`, `x is T`.
    case cast
    /// `T.self` or `T<…>(…)`/`[T]()` in an expression.
    case expression
    /// A closure's result type, or a parameter type of a closure written in a variable's
    /// initializer, a default value or attribute arguments, outside any other closure there
    /// (`let f = { (x: P) in … }`, `let b = make(handler: { (x: P) in … })`,
    /// `func f(_ c: (any P) -> Void = { (p: P) in })`, `@W(check: { (p: P) in true })`).
    case closureSignature
    /// A parameter type of a closure outside those initializers (passed as an argument
    /// in a statement, returned, assigned, or nested in another closure), or a type written in
    /// such a closure's capture list (`[d = x as P?]`): swiftc does not diagnose a missing
    /// `any` there.
    case contextualClosureParameter
    /// `throws(E)` in a declaration.
    case thrownError
    /// The root of a key path passed as a call argument, or assigned, outside an initializer
    /// (`use(\P.name)`, `items.map(\P.name)`, `f = \P.name`): swiftc checks it when the
    /// parameter (or variable) takes a key path, not when it takes a function the key path
    /// is converted to, which the rule tells from the callee (or the variable's annotation).
    case keyPathArgument
}

/// A type written somewhere in the file.
public struct TypeUse: Sendable {
    /// The type.
    public var type: TypeNode
    /// Where it was written.
    public var context: TypeContext
    /// The innermost declaration around it (for name lookup), if any (32-bit: see
    /// ``Declaration``).
    @OptionalInt32Stored public var declaration: Int?

    /// Creates a use of `type` in `context` inside declaration `declaration`.
    public init(type: TypeNode, context: TypeContext, declaration: Int?) {
        self.type = type
        self.context = context
        self.declaration = declaration
    }
}

/// One entry of a closure capture list: `[weak self, unowned x, y = z]`.
public struct Capture: Sendable {
    /// `weak`, `unowned`, or `.none` for a strong capture.
    public var specifier: Keyword
    /// The captured name (`self`, `x`).
    public var name: String
    /// Token index of the name.
    public var token: Int
}

/// A closure expression `{ [captures] (params) -> R in body }`.
public struct Closure: Sendable {
    /// Token index of `{`.
    public var leftBrace: Int
    /// Token index of the matching `}` (or the last token when unbalanced).
    public var rightBrace: Int
    /// Token index of `in`, when the closure has a signature.
    public var inToken: Int?
    /// The capture list.
    public var captures: [Capture]
    /// Names of the closure's parameters.
    public var parameterNames: [String]
    /// Attributes written before the signature (`@MainActor`, `@Sendable`).
    public var attributes: [String]
    /// The written parameter types of the signature (parameters without a type are left out).
    public var parameterTypes: [TypeNode] = []
    /// The written result type (`-> R`), if any.
    public var resultType: TypeNode?
    /// The innermost declaration around it.
    public var declaration: Int?
    /// Index of the innermost enclosing closure in ``SyntaxTree/closures``.
    public var parentClosure: Int?

    /// Token index of the first token of the body.
    public var bodyStart: Int { (inToken ?? leftBrace) + 1 }
}

/// Everything the parser learns about one file: tokens, declarations, types, closures.
public final class SyntaxTree: @unchecked Sendable {
    /// The file.
    public let file: SourceFile
    /// Its tokens and comments.
    public let stream: TokenStream
    /// Declarations in source order; `parent` links form the nesting tree.
    public internal(set) var declarations: [Declaration] = []
    /// Every type written in the file, with its context.
    public internal(set) var typeUses: [TypeUse] = []
    /// Every closure, outer before inner.
    public internal(set) var closures: [Closure] = []
    /// `Name.member` in code, not called (`Field(at: Character.getFriends)`): the token of
    /// `Name` (capitalized, not after a `.`) and the enclosing declaration (-1: none). An
    /// unapplied method of a protocol is a use of the protocol as a type; rules decide.
    public internal(set) var memberReferenceBases: [(token: Int32, declaration: Int32)] = []
    /// Type annotations that several variables share (`var a, b: P?` gives both the type
    /// `P?`): the annotation's byte range and how many variables before its own take it.
    /// swiftc resolves such an annotation once per variable.
    public internal(set) var sharedAnnotations: [(bytes: Range<Int>, others: Int)] = []
    /// The number of tokens of the file itself (through its end-of-file token); the tokens
    /// after it are the code of string interpolations (see ``interpolations``).
    public internal(set) var fileTokenCount = 0
    /// For each string literal with interpolations (by token index): the token ranges of
    /// the code inside its `\(…)`s, which lie after ``fileTokenCount``.
    public internal(set) var interpolations: [Int: [Range<Int>]] = [:]
    /// Whether the file has statements at top level (`print(…)`, `run()`): only a program's
    /// main file may, so its global variables belong to top-level code.
    public internal(set) var hasTopLevelStatements = false
    /// Whether the file has `#if` (or other `#…` directive) lines.
    public internal(set) var hasConditionalDirectives = false
    /// The token ranges of the `#if` branches that the platform the tool runs on does not
    /// compile, merged where they nest or touch and in order (built on first use; empty
    /// without directives; see ``InactiveBranches/hostInactiveRanges(in:count:bytes:)``).
    public var hostInactiveRanges: [Range<Int>] {
        guard hasConditionalDirectives else { return [] }
        if let built = hostInactiveRangesStorage { return built }
        let built = InactiveBranches.merged(InactiveBranches.hostInactiveRanges(in: stream, count: fileTokenCount, bytes: file.bytes))
        hostInactiveRangesStorage = built
        return built
    }
    private var hostInactiveRangesStorage: [Range<Int>]?

    /// Whether token `index` lies in a branch the host does not compile (a binary search of
    /// ``hostInactiveRanges``).
    public func isHostInactive(_ index: Int) -> Bool {
        InactiveBranches.contains(hostInactiveRanges, index)
    }
    /// Places where the parser gave up on a construct and skipped ahead (byte offset, reason).
    public internal(set) var recoveries: [(offset: Int, reason: String)] = []
    /// The byte offset of the first declaration, block or type nested deeper than
    /// ``Parser/maximumDepth``: the parser skipped what lies inside it, so the rules did not
    /// see it (a run says so: the file is linted only in part); nil when there is none.
    public internal(set) var nestingLimitOffset: Int?
    /// Places where a rule stopped reading the file before its end (a bound on its work; see
    /// ``RuleContext/noteUnread(at:_:)``): byte offset and what was left unread, with the
    /// rule's id. A run says so, as for ``nestingLimitOffset``.
    public internal(set) var unreadNotes: [(offset: Int, message: String)] = []

    /// The package the file belongs to (see ``ProjectIndex/packageKey(of:)``).
    public let packageKey: String
    /// The module the file belongs to (see ``ProjectIndex/moduleName(ofFile:)``); "" when
    /// unknown.
    public let module: String
    /// Whether the file is in a test target (see ``ProjectIndex/FileOwner/isTest``).
    public let isInTests: Bool
    /// Whether the file's module makes the main actor its default isolation (SE-0466: its
    /// target's `.defaultIsolation(MainActor.self)`): declarations without isolation of their
    /// own are `@MainActor`.
    public let isMainActorByDefault: Bool

    init(file: SourceFile, stream: TokenStream) {
        self.file = file
        self.stream = stream
        let owner = file.owner
        (packageKey, module, isInTests) = (owner.package, owner.module, owner.isTest)
        isMainActorByDefault = owner.isMainActorByDefault
    }

    /// The tokens.
    @inlinable public var tokens: [Token] { stream.tokens }

    /// The source text of token `index`.
    public func text(of index: Int) -> String {
        file.text(stream.tokens[index].range)
    }

    /// The name token `index` spells: its text without the backticks of an escaped name
    /// (`` `default` `` is `default`, the raw identifier `` `tick now` `` is `tick now`), as
    /// declarations' names are kept.
    public func name(of index: Int) -> String {
        file.text(stream.tokens[index].nameRange(in: file.bytes))
    }

    /// Whether token `index` spells `text` (compares bytes, no allocation).
    public func token(_ index: Int, is text: StaticString) -> Bool {
        let token = stream.tokens[index]
        let length = Int(token.end - token.start)
        guard length == text.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        let expected = text.utf8Start
        for offset in 0..<length where file.bytes[start + offset] != expected[offset] { return false }
        return true
    }

    /// Whether word token `index` spells `name` (backticks ignored), without allocating.
    public func token(_ index: Int, named name: String) -> Bool {
        let range = stream.tokens[index].nameRange(in: file.bytes)
        let end = range.upperBound
        var utf8 = name.utf8.makeIterator()
        var offset = range.lowerBound
        while let byte = utf8.next() {
            guard offset < end, file.bytes[offset] == byte else { return false }
            offset += 1
        }
        return offset == end
    }

    /// The index of the declaration whose name is token `token` (the first, when names share
    /// a token), or nil. Declarations are stored in source order of their names, so this is a
    /// binary search; a tree whose names are out of order (checked once, on first use) is
    /// looked up in a table instead, built then.
    public func declaration(namedAt token: Int) -> Int? {
        if nameTokensAscending == nil { nameTokensAscending = Self.nameTokensAscending(declarations) }
        guard nameTokensAscending == true else { return declarationByNameToken[token] }
        return declarations.withUnsafeBufferPointer { buffer in
            let index = Self.partitionPoint(buffer.count) { buffer[$0].nameToken < token }
            return index < buffer.count && buffer[index].nameToken == token ? index : nil
        }
    }
    private var nameTokensAscending: Bool?

    /// Whether every declaration's name token comes at or after the previous one's.
    private static func nameTokensAscending(_ declarations: [Declaration]) -> Bool {
        declarations.withUnsafeBufferPointer { buffer in
            for index in buffer.indices.dropFirst() where buffer[index].nameToken < buffer[index - 1].nameToken {
                return false
            }
            return true
        }
    }

    /// Declaration index by the token index of its name, for trees whose declarations are not
    /// in order of their names (built on first use; a tree is used by one thread at a time).
    /// The first declaration wins when names share a token.
    var declarationByNameToken: [Int: Int] {
        if let built = declarationByNameTokenStorage { return built }
        let table = firstDeclarationByToken { $0.nameToken }
        declarationByNameTokenStorage = table
        return table
    }
    private var declarationByNameTokenStorage: [Int: Int]?

    /// Declaration index by the token index of its body's `{` (built on first use).
    public var declarationByBodyStart: [Int: Int] {
        if let built = declarationByBodyStartStorage { return built }
        let table = firstDeclarationByToken { $0.body?.lowerBound }
        declarationByBodyStartStorage = table
        return table
    }
    private var declarationByBodyStartStorage: [Int: Int]?

    /// The indices in ``declarations`` of the declarations named `name`, in order. The first
    /// lookups of a file read its declarations; from ``lookupsBeforeTable`` on, a table of
    /// every name is built and read, so that a file of thousands of lookups stays linear
    /// (hw65) while a large file that needs a few does not hold the table (a 20 MB file's
    /// took 26 MB).
    public func declarations(named name: String) -> [Int] {
        if let built = declarationsByNameStorage { return built[name] ?? [] }
        declarationsByNameLookups += 1
        guard declarationsByNameLookups > Self.lookupsBeforeTable else {
            return declarations.indices.filter { declarations[$0].name == name }
        }
        var table: [String: [Int]] = [:]
        for index in declarations.indices { table[declarations[index].name, default: []].append(index) }
        declarationsByNameStorage = table
        return table[name] ?? []
    }
    /// Lookups by name a file answers by reading its declarations, before it builds a table.
    static let lookupsBeforeTable = 16
    private var declarationsByNameStorage: [String: [Int]]?
    private var declarationsByNameLookups = 0
    /// The members of each type by its path and their name (see
    /// ``SyntaxTree/memberDeclarations(named:ofPath:)``; built on first use).
    var memberDeclarationsStorage: [String: [Int]]?
    /// Lookups ``SyntaxTree/memberDeclarations(named:ofPath:)`` answered without the table.
    var memberDeclarationsLookups = 0

    /// The token index of the `{` of each type-like declaration's body (a type's, an
    /// extension's or a protocol's; built on first use). Smaller than
    /// ``declarationByBodyStart`` for the question whether a `{` opens a type's body: a file's
    /// type-like declarations are a small part of all its declarations.
    public var typeBodyStarts: Set<Int> {
        if let built = typeBodyStartsStorage { return built }
        var starts = Set<Int>()
        declarations.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].kind.isTypeLike {
                if let body = buffer[index].body { starts.insert(body.lowerBound) }
            }
        }
        typeBodyStartsStorage = starts
        return starts
    }
    private var typeBodyStartsStorage: Set<Int>?

    /// The names of the types and typealiases declared in each function, initializer or other
    /// non-type declaration's code (local types), by that declaration's index (built on first
    /// use), each name with the number of local types that declare it there (two in
    /// different blocks: `do { struct C {} }`). A local `typealias P = Int` hides a protocol
    /// `P` as a local struct does.
    public var localTypeNames: [Int: [String: Int]] {
        if let built = localTypeNamesStorage { return built }
        var table: [Int: [String: Int]] = [:]
        for index in declarations.indices where declarations[index].isLocal {
            switch declarations[index].kind {
            case .struct, .class, .enum, .actor, .typealias:
                guard let parent = declarations[index].parent, !declarations[parent].kind.isTypeLike else { continue }
                table[parent, default: [:]][declarations[index].name, default: 0] += 1
            default:
                continue
            }
        }
        localTypeNamesStorage = table
        return table
    }
    private var localTypeNamesStorage: [Int: [String: Int]]?

    /// Storage of ``fileScopeValueKinds`` (built on first use, in `ProjectIndex+Values.swift`).
    var fileScopeValueKindsStorage: [String: ValueNameKinds]?

    /// Maps the token `key` gives for each declaration to the first declaration with it.
    /// Declarations are read in place: binding each one would copy its arrays and name.
    private func firstDeclarationByToken(_ key: (borrowing Declaration) -> Int?) -> [Int: Int] {
        var table: [Int: Int] = [:]
        declarations.withUnsafeBufferPointer { buffer in
            table.reserveCapacity(buffer.count)
            for index in buffer.indices {
                guard let token = key(buffer[index]) else { continue }
                if table[token] == nil { table[token] = index }
            }
        }
        return table
    }

    /// The `{` of the innermost block around token `position` (a body, a closure, a
    /// statement's block), found by walking back over the bracketed groups before it; nil when
    /// the walk reaches token `lowerBound` (exclusive; the file's start by default) or an
    /// unpaired closer first.
    public func enclosingBraceOpen(of position: Int, after lowerBound: Int = -1) -> Int? {
        let matching = stream.matching
        var cursor = position - 1
        while cursor > lowerBound {
            switch tokens[cursor].kind {
            case .rightBrace, .rightParen, .rightSquare:
                let open = Int(matching[cursor])
                guard open >= 0, open < cursor else { return nil }
                cursor = open - 1
            case .leftBrace:
                return cursor
            default:
                cursor -= 1
            }
        }
        return nil
    }

    /// The index of the closure whose `{` is token `leftBrace`, or nil (a binary search:
    /// closures are stored in source order of their `{`).
    public func closureIndex(leftBrace: Int) -> Int? {
        let index = closures(openingIn: leftBrace..<(leftBrace + 1)).lowerBound
        return index < closures.count && closures[index].leftBrace == leftBrace ? index : nil
    }

    /// The indices of the closures whose `{` lies in `range` (closures are stored in source
    /// order of their `{`, so this is a binary search).
    public func closures(openingIn range: Range<Int>) -> Range<Int> {
        let first = Self.partitionPoint(closures.count) { closures[$0].leftBrace < range.lowerBound }
        let end = Self.partitionPoint(closures.count) { closures[$0].leftBrace < range.upperBound }
        return first..<end
    }

    /// The first index in `0..<count` for which `isBefore` is false, by binary search:
    /// `isBefore` must hold for a prefix of the indices and for none after it (the lookups
    /// above ask "does the element at this index come before the token sought?").
    static func partitionPoint(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(mid) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The chain of enclosing declarations of declaration `index`, innermost first.
    public func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = declarations[index].parent
        while let parent = current {
            result.append(parent)
            current = declarations[parent].parent
        }
        return result
    }
}

extension SyntaxTree {
    /// The innermost declaration whose tokens hold `token`, or nil at file scope: the last
    /// declaration that starts before it (declarations are in source order: found by
    /// bisection) is that declaration or one nested in it, so it is on that one's way out
    /// through its parents.
    public func innermostDeclaration(containing token: Int) -> Int? {
        let declarations = self.declarations
        var current: Int? = SyntaxTree.partitionPoint(declarations.count) { declarations[$0].firstToken <= token } - 1
        while let position = current, position >= 0 {
            if declarations[position].firstToken <= token && token < declarations[position].endToken { return position }
            current = declarations[position].parent
        }
        return nil
    }
}
