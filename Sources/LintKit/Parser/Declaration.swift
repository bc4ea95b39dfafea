/// What a declaration declares.
public enum DeclarationKind: String, Sendable {
    case `import`, `protocol`, `class`, `struct`, `enum`, actor, `extension`
    case function = "func", initializer = "init", deinitializer = "deinit", `subscript`
    case variable = "var", constant = "let", `typealias`, `associatedtype`, macro
    case enumCase = "case", `operator`, `precedencegroup`

    /// Whether it declares a nominal type or extends one (it has a member block).
    public var isTypeLike: Bool {
        switch self {
        case .protocol, .class, .struct, .enum, .actor, .extension: return true
        default: return false
        }
    }

    /// Whether it is a stored-or-computed property binding.
    public var isVariable: Bool { self == .variable || self == .constant }

    /// Whether a declaration of this kind can name a protocol: a protocol or a typealias.
    public var isProtocolLike: Bool { self == .protocol || self == .typealias }
}

/// An attribute such as `@MainActor` or `@available(macOS 13, *)`.
public struct Attribute: Sendable {
    /// The name without `@`, e.g. `MainActor` or `Sendable`.
    public var name: String
    /// Token index of the `@`.
    public var token: Int
    /// Token range of the parenthesized arguments, if any (excluding the parentheses).
    public var arguments: Range<Int>?
}

/// A generic parameter `T: P` in angle brackets.
public struct GenericParameter: Sendable {
    /// The name.
    public var name: String
    /// Token index of the name.
    public var token: Int
    /// The constraint after `:`, if any.
    public var constraint: TypeNode?
    /// Whether it is a parameter pack (`each T`).
    public var isPack: Bool
}

/// One requirement of a `where` clause.
public struct Requirement: Sendable {
    /// `T: P` (conformance) or `T == U` (same type), or a layout/other requirement.
    public enum Relation: Sendable { case conformance, sameType }
    /// The relation.
    public var relation: Relation
    /// The left-hand type.
    public var left: TypeNode
    /// The right-hand type.
    public var right: TypeNode
}

/// A parameter of a function, initializer, subscript or enum case.
public struct Parameter: Sendable {
    /// The argument label (`nil` when absent; `_` written explicitly is kept as `_`).
    public var firstName: String?
    /// The local name, if it differs from the label.
    public var secondName: String?
    /// The type (includes `inout`, attributes, and `...` as ``TypeNode/Kind/variadic(_:)``).
    public var type: TypeNode?
    /// Token range of the default value expression, if any.
    public var defaultValue: Range<Int>?
    /// Token range of the whole parameter.
    public var range: Range<Int>
}

/// A declaration found by the parser. Declarations form a tree through `parent`.
///
/// Token indices and token ranges are stored as 32-bit numbers (a file's token count fits:
/// token offsets are 32-bit already) and read through `Int` properties. The parser moves
/// declarations in and out of its arrays while it works, so their size is paid per move:
/// 176 bytes instead of 296.
public struct Declaration: Sendable {
    /// What it declares.
    public var kind: DeclarationKind
    /// `nonisolated(unsafe)` was written.
    public var isNonisolatedUnsafe: Bool
    /// Whether it is declared inside a code block (a local declaration).
    public var isLocal: Bool
    /// For variables: whether the accessor block makes it computed (`{ get … }` or a bare
    /// getter body) rather than stored with observers.
    public var isComputed: Bool
    /// `async` appears in the signature.
    public var isAsync: Bool
    /// `throws`/`rethrows` appears in the signature.
    public var isThrowing: Bool
    /// The declared name (`init`, `subscript`, an operator's spelling; for an extension the
    /// extended type as written; for an import the module path).
    public var name: String
    /// For a tuple pattern `let (a, b) = …`: the token of every bound name.
    public var patternNameTokens: [Int] = []
    /// Attributes in source order.
    public var attributes: [Attribute]
    /// Modifiers (`static`, `private`, `nonisolated`, …); `nonisolated(unsafe)` is
    /// ``Keyword/unsafe``-flagged through ``isNonisolatedUnsafe``.
    public var modifiers: Modifiers
    /// Generic parameters in angle brackets.
    public var genericParameters: [GenericParameter]
    /// Requirements of the `where` clause.
    public var requirements: [Requirement]
    /// The inheritance clause (types, protocols, extensions, associated types, generic params).
    public var inheritance: [TypeNode]
    /// Parameters (functions, initializers, subscripts, enum case payloads).
    public var parameters: [Parameter]
    /// The result type of a function or subscript, the type annotation of a variable, the
    /// right-hand side of a typealias, the default of an associated type.
    public var type: TypeNode?

    // Token indices, 32-bit (see the type's documentation).
    private var nameTokenStorage: Int32
    private var keywordTokenStorage: Int32
    private var firstTokenStorage: Int32
    private var endTokenStorage: Int32
    /// The parent's index, or -1 for none.
    private var parentStorage: Int32
    private var genericClauseStorage: TokenSpan
    private var whereClauseStorage: TokenSpan
    private var parameterClauseStorage: TokenSpan
    private var initializerStorage: TokenSpan
    private var bodyStorage: TokenSpan

    /// Token index of the name (or the keyword when there is no name).
    public var nameToken: Int {
        get { Int(nameTokenStorage) }
        set { nameTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }
    /// Token index of the introducing keyword (`func`, `var`, …).
    public var keywordToken: Int {
        get { Int(keywordTokenStorage) }
        set { keywordTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }
    /// First token, attributes and modifiers included.
    public var firstToken: Int {
        get { Int(firstTokenStorage) }
        set { firstTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }
    /// Token after the declaration.
    public var endToken: Int {
        get { Int(endTokenStorage) }
        set { endTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }
    /// Index of the enclosing declaration in ``SyntaxTree/declarations``.
    public var parent: Int? {
        get { parentStorage < 0 ? nil : Int(parentStorage) }
        set { parentStorage = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
    }
    /// Token index of `<` of the generic parameter clause and of the token after `>`.
    public var genericClause: Range<Int>? {
        get { genericClauseStorage.range }
        set { genericClauseStorage = TokenSpan(newValue) }
    }
    /// Token range of the `where` clause (from `where` up to the body).
    public var whereClause: Range<Int>? {
        get { whereClauseStorage.range }
        set { whereClauseStorage = TokenSpan(newValue) }
    }
    /// Token range of the parameter clause including parentheses.
    public var parameterClause: Range<Int>? {
        get { parameterClauseStorage.range }
        set { parameterClauseStorage = TokenSpan(newValue) }
    }
    /// Token range of the initializer expression of a variable (after `=`).
    public var initializer: Range<Int>? {
        get { initializerStorage.range }
        set { initializerStorage = TokenSpan(newValue) }
    }
    /// Token range of `{ … }`: a member block, a function body, or an accessor block.
    public var body: Range<Int>? {
        get { bodyStorage.range }
        set { bodyStorage = TokenSpan(newValue) }
    }

    /// Creates a declaration with empty parts.
    public init(kind: DeclarationKind, name: String, nameToken: Int, keywordToken: Int, firstToken: Int, parent: Int?, isLocal: Bool) {
        self.kind = kind
        self.name = name
        self.nameTokenStorage = Int32(truncatingIfNeeded: nameToken)
        self.keywordTokenStorage = Int32(truncatingIfNeeded: keywordToken)
        self.firstTokenStorage = Int32(truncatingIfNeeded: firstToken)
        self.endTokenStorage = Int32(truncatingIfNeeded: keywordToken + 1)
        self.parentStorage = parent.map { Int32(truncatingIfNeeded: $0) } ?? -1
        self.isLocal = isLocal
        self.attributes = []
        self.modifiers = Modifiers()
        self.isNonisolatedUnsafe = false
        self.genericParameters = []
        self.requirements = []
        self.inheritance = []
        self.parameters = []
        self.isComputed = false
        self.isAsync = false
        self.isThrowing = false
        self.genericClauseStorage = .none
        self.whereClauseStorage = .none
        self.parameterClauseStorage = .none
        self.initializerStorage = .none
        self.bodyStorage = .none
    }

    /// Whether `modifier` was written.
    public func has(_ modifier: Keyword) -> Bool { modifiers.contains(modifier) }

    /// Whether an attribute named `name` (without `@`) was written.
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    /// Whether it is `static` or `class` (a type member).
    public var isStatic: Bool { has(.static) || has(.class) }
}

/// An optional range of token indices in eight bytes: `lower` is -1 when there is none.
struct TokenSpan: Sendable {
    /// First token, or -1 for no range.
    var lower: Int32
    /// Token after the last.
    var upper: Int32

    /// No range.
    static let none = TokenSpan(lower: -1, upper: -1)

    init(lower: Int32, upper: Int32) {
        self.lower = lower
        self.upper = upper
    }

    /// Stores `range` (nil becomes ``none``).
    init(_ range: Range<Int>?) {
        if let range {
            self.init(lower: Int32(truncatingIfNeeded: range.lowerBound), upper: Int32(truncatingIfNeeded: range.upperBound))
        } else {
            self = .none
        }
    }

    /// The range, or nil.
    var range: Range<Int>? { lower < 0 ? nil : Int(lower)..<Int(upper) }
}
