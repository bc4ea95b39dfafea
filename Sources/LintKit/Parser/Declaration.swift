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
    /// Whether it is a value generic (`let N: Int`), which stands for a value, not a type.
    public var isValue = false
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
/// 144 bytes instead of 296 (the parts most declarations leave empty are in ``RareParts``).
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
    public var patternNameTokens: [Int] {
        get { rare?.patternNameTokens ?? [] }
        set { if needsRareBox(for: newValue) { rare!.patternNameTokens = newValue } }
        _modify {
            makeRareUnique()
            yield &rare!.patternNameTokens
        }
    }
    /// Attributes in source order.
    public var attributes: [Attribute] {
        get { rare?.attributes ?? [] }
        set { if needsRareBox(for: newValue) { rare!.attributes = newValue } }
        _modify {
            makeRareUnique()
            yield &rare!.attributes
        }
    }
    /// Modifiers (`static`, `private`, `nonisolated`, …); `nonisolated(unsafe)` is
    /// ``Keyword/unsafe``-flagged through ``isNonisolatedUnsafe``.
    public var modifiers: Modifiers
    /// Generic parameters in angle brackets.
    public var genericParameters: [GenericParameter] {
        get { rare?.genericParameters ?? [] }
        set { if needsRareBox(for: newValue) { rare!.genericParameters = newValue } }
        _modify {
            makeRareUnique()
            yield &rare!.genericParameters
        }
    }
    /// Requirements of the `where` clause.
    public var requirements: [Requirement] {
        get { rare?.requirements ?? [] }
        set { if needsRareBox(for: newValue) { rare!.requirements = newValue } }
        _modify {
            makeRareUnique()
            yield &rare!.requirements
        }
    }
    /// The inheritance clause (types, protocols, extensions, associated types, generic params).
    public var inheritance: [TypeNode] {
        get { rare?.inheritance ?? [] }
        set { if needsRareBox(for: newValue) { rare!.inheritance = newValue } }
        _modify {
            makeRareUnique()
            yield &rare!.inheritance
        }
    }
    /// The parts most declarations leave empty, in a box only the others have (see
    /// ``RareParts``).
    private var rare: RareParts?

    /// Whether setting a rare part to `newValue` needs the box: an empty value needs none when
    /// there is none yet (most declarations assign one). When it does, the box is made (or
    /// copied, when shared) here, and the caller stores into it directly: a store through a key
    /// path cost ~1,500 instructions (session 52's profile).
    private mutating func needsRareBox(for newValue: some Collection) -> Bool {
        guard !newValue.isEmpty || rare != nil else { return false }
        makeRareUnique()
        return true
    }
    /// Parameters (functions, initializers, subscripts, enum case payloads).
    public var parameters: [Parameter]
    /// The result type of a function or subscript, the type annotation of a variable, the
    /// right-hand side of a typealias, the default of an associated type.
    public var type: TypeNode?

    // Token indices and ranges, 32-bit (see the type's documentation).
    /// Token index of the name (or the keyword when there is no name).
    @Int32Stored public var nameToken: Int
    /// Token index of the introducing keyword (`func`, `var`, …).
    @Int32Stored public var keywordToken: Int
    /// First token, attributes and modifiers included.
    @Int32Stored public var firstToken: Int
    /// Token after the declaration.
    @Int32Stored public var endToken: Int
    /// Index of the enclosing declaration in ``SyntaxTree/declarations``.
    @OptionalInt32Stored public var parent: Int?
    /// Token index of `<` of the generic parameter clause and of the token after `>`.
    @OptionalInt32RangeStored public var genericClause: Range<Int>? = nil
    /// Token range of the `where` clause (from `where` up to the body).
    @OptionalInt32RangeStored public var whereClause: Range<Int>? = nil
    /// Token range of the parameter clause including parentheses.
    @OptionalInt32RangeStored public var parameterClause: Range<Int>? = nil
    /// Token range of the initializer expression of a variable (after `=`).
    @OptionalInt32RangeStored public var initializer: Range<Int>? = nil
    /// Token range of `{ … }`: a member block, a function body, or an accessor block.
    @OptionalInt32RangeStored public var body: Range<Int>? = nil

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
        self.modifiers = Modifiers()
        self.isNonisolatedUnsafe = false
        self.parameters = []
        self.isComputed = false
        self.isAsync = false
        self.isThrowing = false
    }

    /// Makes ``rare`` this declaration's own, and there, before it is changed.
    @inline(__always)
    private mutating func makeRareUnique() {
        if rare == nil {
            rare = RareParts()
        } else if !isKnownUniquelyReferenced(&rare!) {
            rare = rare!.copy()
        }
    }

    /// Whether `modifier` was written.
    public func has(_ modifier: Keyword) -> Bool { modifiers.contains(modifier) }

    /// Whether an attribute named `name` (without `@`) was written.
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    /// Whether it is `static` or `class` (a type member).
    public var isStatic: Bool { has(.static) || has(.class) }
}

/// The parts of a ``Declaration`` that most declarations leave empty (attributes, generic
/// parameters, requirements, inheritance, a tuple pattern's names), in one box that only the
/// declarations that have any of them hold. Trees hold hundreds of thousands of declarations:
/// five empty arrays each were five releases when a tree was freed, and five retains when a
/// declaration was copied. Changed only through a declaration that holds the only reference.
final class RareParts: @unchecked Sendable {
    var patternNameTokens: [Int] = []
    var attributes: [Attribute] = []
    var genericParameters: [GenericParameter] = []
    var requirements: [Requirement] = []
    var inheritance: [TypeNode] = []

    /// A box with the same parts.
    func copy() -> RareParts {
        let copy = RareParts()
        copy.patternNameTokens = patternNameTokens
        copy.attributes = attributes
        copy.genericParameters = genericParameters
        copy.requirements = requirements
        copy.inheritance = inheritance
        return copy
    }
}
