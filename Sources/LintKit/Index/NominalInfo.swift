/// Facts about a nominal type (class, struct, enum, actor, protocol) that the concurrency
/// rule needs.
public struct NominalInfo: Sendable {
    /// Its kind.
    public var kind: DeclarationKind
    /// The access level written on the declaration (`.none` when none).
    public var access: Keyword
    /// Attributes on the declaration itself (not on extensions).
    public var attributes: Set<String>
    /// Names in the declaration's own inheritance clause (superclass, protocols).
    public var declaredInheritance: [String]
    /// The entries of that clause written as member types, dotted (`NS.Controller` in
    /// `class Screen: NS.Controller`); ``declaredInheritance`` has their last names only.
    public var qualifiedDeclaredInheritance: [String] = []
    /// Whether it comes from a dependency checkout.
    public var isDependency: Bool
    /// Its generic parameters (parameter packs included) with the names they are constrained
    /// to, in declaration order.
    public var genericParameterConstraints: [GenericParameterConstraints] = []
    /// Whether the declaration is written `nonisolated` (Swift 6.2): it takes no isolation
    /// from its superclass or protocols.
    public var isNonisolated = false
    /// Whether its file imports an Apple UI framework (see ``AppleMainActorCatalog``).
    public var seesAppleUI = false
    /// Whether its module makes the main actor the default isolation (see
    /// ``SyntaxTree/isMainActorByDefault``).
    public var isMainActorByDefault = false
    /// Whether it is declared in an extension's body (`extension Outer { struct Inner {} }`):
    /// it does not take its isolation from the extended type's declaration.
    public var isDeclaredInExtension = false
    /// For one declared in an extension's body: that extension's attribute names, and
    /// `nonisolated` when it is written so (`@MainActor extension Outer { … }`).
    public var extensionIsolationMarks: [String] = []
    /// The module that declares it ("" when unknown).
    public var module = ""
    /// Whether another declaration of its path (the other branch of an `#if`, or another
    /// file's) is exported where this one is not, or the other way (see ``isExported``): swiftc
    /// infers `Sendable` for the one its build compiles, which the rule cannot tell, so neither
    /// is taken for exported (a missed report rather than a false one).
    public var hasTwinExportedOtherwise = false

    /// Whether its declaration is visible outside its module: `public`, `open` or
    /// `@usableFromInline`.
    var isVisibleOutsideModule: Bool {
        access == .public || access == .open || attributes.contains("usableFromInline")
    }

    /// Whether it is visible outside its module so that swiftc does not infer it `Sendable`:
    /// ``isVisibleOutsideModule`` and not `@frozen`.
    var isExported: Bool { isVisibleOutsideModule && !attributes.contains("frozen") }

    /// `self`, kept over `twin` (another declaration of the same path), with
    /// ``hasTwinExportedOtherwise`` set when either had it or they differ in ``isExported``.
    func keptOver(_ twin: NominalInfo) -> NominalInfo {
        var kept = self
        kept.hasTwinExportedOtherwise = hasTwinExportedOtherwise || twin.hasTwinExportedOtherwise || isExported != twin.isExported
        return kept
    }
}

/// A generic parameter of a nominal type and what constrains it: the names after `:` and in
/// `where T: …` requirements, a composition split into its names. A constraint a name cannot
/// stand for (a same-type requirement, a generic or function type) is recorded as `"?"`, and a
/// requirement on one of its associated types (`where S.Element: Sendable`) as
/// ``ProjectIndex/memberRequirementMarker`` and the member's name.
public struct GenericParameterConstraints: Sendable {
    /// The parameter's name.
    public var name: String
    /// The constraining names (dotted for nested types), in source order.
    public var constraints: [String]
    /// Whether it is a parameter pack (`each T`), which takes any number of arguments.
    public var isPack = false
}

/// A stored instance property or enum payload: its written type, or the shape of its
/// initializer (whose type ``ProjectIndex/inferredType(of:scope:depth:)`` infers).
public struct StoredProperty: Sendable {
    /// The annotation, if written.
    public var type: TypeNode?
    /// The initializer's shape, when there is no annotation and it is one the index can type.
    public var initializer: ValueExpression?
    /// The property's name ("" for an enum payload).
    public var name = ""
    /// The annotation's text (see ``written``), for a property a key path may name
    /// (``isPlain``).
    public var typeText: String?
    /// Whether a key path may name it as declared: one name (no tuple pattern), and no
    /// attribute that changes how it is read or set (a property wrapper).
    public var isPlain = false
    /// Whether a key path written in another file can set it: a `var` without
    /// `private(set)` or `fileprivate(set)`.
    public var isSettableFromOtherFiles = false
    /// The name of the custom attribute written on it, taken for its property wrapper
    /// (`UIState` in `@UIState var count = 0`), if any.
    public var wrapper: String?

    /// The annotation with its text, when both are kept.
    public var written: WrittenType? {
        guard let type, let typeText else { return nil }
        return WrittenType(node: type, text: typeText)
    }
}

/// The written type of an instance member that is not a stored property: a computed
/// property's annotation or a method's result, as the index keeps it for members read in
/// another file (see ``ProjectIndex/memberResultType(named:ofPath:isCalled:)``; a generic
/// method's is kept with its ``signature``, for a call on a value of a generic type, see
/// ``ProjectIndex/genericInstanceMemberType(_:ofValueSpelled:scope:depth:)``).
public struct MemberResult: Sendable {
    /// The member's name.
    public var name: String
    /// Whether it is a method (called) rather than a computed property.
    public var isFunction: Bool
    /// The annotation or the written result, with its text.
    public var type: WrittenType
    /// Whether an extension declares it (whose scope holds the extended type's members and
    /// the file's, not the types around the extended one: see
    /// ``ProjectIndex/extensionScope(of:extending:)``).
    public var isInExtension = false
    /// A generic method's generic parameters, parameters and result (nil for a method without
    /// generic parameters and for a computed property).
    public var signature: GenericFunctionSignature?
    /// A computed property's setter, as another file may use it (`.none` also for one that
    /// is `private(set)` or `fileprivate(set)`, and for a method).
    public var setter: ComputedSetter = .none
    /// The parameters of a method without generic parameters of a generic type or an
    /// extension (whose call on a generic value is typed only when its arguments fit them).
    public var shape: InitializerShape?
    /// The `where` clause of the extension that declares it, if any.
    public var whereClause: ExtensionWhereClause?
}

/// What an extension's `where` clause requires of the extended type's generic parameters,
/// as far as a member read on a value of the type is concerned.
public struct ExtensionWhereClause: Sendable {
    /// The same-type requirements on a generic parameter: `T == Int` is `("T", Int)`.
    public var sameTypes: [(parameter: String, type: WrittenType)] = []
    /// Whether it requires something else (`T: AnyObject`, `T.Element == Int`): a value's
    /// arguments are then not known to meet it.
    public var hasOtherRequirements = false

    /// The clause of extension `index` of `tree`; nil when it has none.
    static func of(_ index: Int, in tree: SyntaxTree) -> ExtensionWhereClause? {
        guard tree.declarations[index].whereClause != nil else { return nil }
        var clause = ExtensionWhereClause()
        for requirement in tree.declarations[index].requirements {
            if requirement.relation == .sameType, case let .identifier(name, _, arguments) = requirement.left.kind, arguments.isEmpty {
                let right = requirement.right
                clause.sameTypes.append((name, WrittenType(node: right, text: tree.file.text(right.startOffset..<right.endOffset))))
            } else {
                clause.hasOtherRequirements = true
            }
        }
        // A clause the parser read no requirement of is not known to be met.
        if tree.declarations[index].requirements.isEmpty { clause.hasOtherRequirements = true }
        return clause
    }
}

/// The setter of a computed property: none, a `set` (mutating in a value type), or a
/// `nonmutating set`, through which a key path to it writes by reference.
public enum ComputedSetter: Sendable {
    case none, mutating, nonmutating
}

/// The requirements of a conditional `Sendable` conformance that constrain a generic
/// parameter (`extension Box: Sendable where T: Sendable` gives `T: Sendable`): with type
/// arguments that do not meet them, the type is not Sendable (`Box<NonSendableClass>`). No
/// requirements: the conformance holds for every argument.
public struct SendableConditions: Sendable {
    /// Each constrained generic parameter with a name it is constrained to (one requirement
    /// per name: `T: Sendable & Hashable` gives two).
    public var requirements: [(parameter: String, constraint: String)] = []
}
