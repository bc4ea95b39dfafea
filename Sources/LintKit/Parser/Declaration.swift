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
public struct Declaration: Sendable {
    /// What it declares.
    public var kind: DeclarationKind
    /// The declared name (`init`, `subscript`, an operator's spelling; for an extension the
    /// extended type as written; for an import the module path).
    public var name: String
    /// Token index of the name (or the keyword when there is no name).
    public var nameToken: Int
    /// For a tuple pattern `let (a, b) = …`: the token of every bound name.
    public var patternNameTokens: [Int] = []
    /// Token index of the introducing keyword (`func`, `var`, …).
    public var keywordToken: Int
    /// First token, attributes and modifiers included.
    public var firstToken: Int
    /// Token after the declaration.
    public var endToken: Int
    /// Index of the enclosing declaration in ``SyntaxTree/declarations``.
    public var parent: Int?
    /// Whether it is declared inside a code block (a local declaration).
    public var isLocal: Bool
    /// Attributes in source order.
    public var attributes: [Attribute]
    /// Modifiers (`static`, `private`, `nonisolated`, …); `nonisolated(unsafe)` is
    /// ``Keyword/unsafe``-flagged through ``isNonisolatedUnsafe``.
    public var modifiers: [Keyword]
    /// `nonisolated(unsafe)` was written.
    public var isNonisolatedUnsafe: Bool
    /// Generic parameters in angle brackets.
    public var genericParameters: [GenericParameter]
    /// Token index of `<` of the generic parameter clause and of the token after `>`.
    public var genericClause: Range<Int>?
    /// Requirements of the `where` clause.
    public var requirements: [Requirement]
    /// Token range of the `where` clause (from `where` up to the body).
    public var whereClause: Range<Int>?
    /// The inheritance clause (types, protocols, extensions, associated types, generic params).
    public var inheritance: [TypeNode]
    /// Parameters (functions, initializers, subscripts, enum case payloads).
    public var parameters: [Parameter]
    /// Token range of the parameter clause including parentheses.
    public var parameterClause: Range<Int>?
    /// The result type of a function or subscript, the type annotation of a variable, the
    /// right-hand side of a typealias, the default of an associated type.
    public var type: TypeNode?
    /// Token range of the initializer expression of a variable (after `=`).
    public var initializer: Range<Int>?
    /// Token range of `{ … }`: a member block, a function body, or an accessor block.
    public var body: Range<Int>?
    /// For variables: whether the accessor block makes it computed (`{ get … }` or a bare
    /// getter body) rather than stored with observers.
    public var isComputed: Bool
    /// `async` appears in the signature.
    public var isAsync: Bool
    /// `throws`/`rethrows` appears in the signature.
    public var isThrowing: Bool

    /// Creates a declaration with empty parts.
    public init(kind: DeclarationKind, name: String, nameToken: Int, keywordToken: Int, firstToken: Int, parent: Int?, isLocal: Bool) {
        self.kind = kind
        self.name = name
        self.nameToken = nameToken
        self.keywordToken = keywordToken
        self.firstToken = firstToken
        self.endToken = keywordToken + 1
        self.parent = parent
        self.isLocal = isLocal
        self.attributes = []
        self.modifiers = []
        self.isNonisolatedUnsafe = false
        self.genericParameters = []
        self.requirements = []
        self.inheritance = []
        self.parameters = []
        self.isComputed = false
        self.isAsync = false
        self.isThrowing = false
    }

    /// Whether `modifier` was written.
    public func has(_ modifier: Keyword) -> Bool { modifiers.contains(modifier) }

    /// Whether an attribute named `name` (without `@`) was written.
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    /// Whether it is `static` or `class` (a type member).
    public var isStatic: Bool { has(.static) || has(.class) }
}
