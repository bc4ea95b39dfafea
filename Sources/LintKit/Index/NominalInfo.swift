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
    /// Whether it comes from a dependency checkout.
    public var isDependency: Bool
    /// Its generic parameters (parameter packs left out) with the names they are constrained
    /// to, in declaration order.
    public var genericParameterConstraints: [GenericParameterConstraints] = []
    /// Whether the declaration is written `nonisolated` (Swift 6.2): it takes no isolation
    /// from its superclass or protocols.
    public var isNonisolated = false
    /// Whether its file imports an Apple UI framework (see ``AppleMainActorCatalog``).
    public var seesAppleUI = false
}

/// A generic parameter of a nominal type and what constrains it: the names after `:` and in
/// `where T: …` requirements, a composition split into its names. A constraint a name cannot
/// stand for (a same-type requirement, a generic or function type) is recorded as `"?"`.
public struct GenericParameterConstraints: Sendable {
    /// The parameter's name.
    public var name: String
    /// The constraining names (dotted for nested types), in source order.
    public var constraints: [String]
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

/// What the index knows about one type path: a nominal type the project declares, and what
/// its extensions (or extensions of a type declared elsewhere) add. One entry per path, so
/// that indexing a type hashes its path once.
public struct TypeFacts: Sendable {
    /// The nominal declaration's kind (class, struct, enum, actor, protocol); nil when only
    /// extensions name the path. Declared more than once: the last declaration's.
    public var kind: DeclarationKind?
    /// Facts for concurrency checks: the first declaration's, unless it comes from a
    /// dependency and a later one does not (within one file, the last one's).
    public var nominal: NominalInfo?
    /// Generic parameter names (extensions see them): the last declaration's that has any.
    public var genericParameters: [String]?
    /// The package of the declaration ``genericParameters`` come from (see
    /// ``ProjectIndex/packageKey(of:)``).
    public var genericParametersPackage = ""
    /// A protocol's primary associated types: the last declaration's that has any.
    public var primaryAssociatedTypes: [String]?
    /// Names inherited by the declarations and the extensions (last component, without
    /// attributes); nil when none of them has been indexed (an empty clause gives an empty set).
    public var inheritance: Set<String>?
    /// The names of ``inheritance`` that were written with a qualifier (`UI.Base` in `class
    /// Banner: UI.Base`), as written; nil when there are none.
    public var qualifiedInheritance: [String]?
    /// Instance member names (properties and methods), extensions included, in the order they
    /// were added (a name declared twice appears twice).
    public var memberNames: [String] = []
    /// Instance method names, extensions included (as ``memberNames``).
    public var methodNames: [String] = []
    /// Stored instance properties (and enum payloads) of the declarations.
    public var storedProperties: [StoredProperty] = []
    /// Static and class method names, extensions included (as ``memberNames``).
    public var staticMethodNames: [String] = []
    /// Static and class property names and enum case names, extensions included.
    public var staticValueNames: [String] = []
    /// Static and class properties and functions and enum cases, with what their types can
    /// be read from, extensions included.
    public var staticMembers: [StaticMember] = []
    /// The initializers (argument labels, default values, failability) of each declaration
    /// that declares a failable one, and of each extension, for typing `T(…)` (see
    /// ``InitializerShape``). The others' are left out: a call that can mean none of these
    /// makes an instance anyway.
    public var initializers: [InitializerShape] = []
    /// Whether a declaration of the type (not an extension) declares an initializer: a class
    /// that declares none inherits its superclass's.
    public var declaresInitializer = false
    /// Whether an extension declares the `Sendable` conformance unavailable
    /// (`@available(*, unavailable) extension X: Sendable {}`): an explicit opt-out.
    public var isSendableUnavailable = false
    /// What the project's `Sendable` conformances of the type require of its generic
    /// arguments (see ``SendableConditions``); nil when none is declared.
    public var sendableConditions: SendableConditions?

    /// No facts.
    public init() {}

    /// Adds what `later` knows (facts from files after this one's): the later kind, generic
    /// parameters and primary associated types win, the nominal facts as
    /// ``ProjectIndex/preferredNominal(_:_:)`` says, and the rest accumulate.
    mutating func absorb(_ later: TypeFacts) {
        if let kind = later.kind { self.kind = kind }
        if let new = later.nominal { nominal = nominal.map { ProjectIndex.preferredNominal($0, new) } ?? new }
        if let names = later.genericParameters {
            genericParameters = names
            genericParametersPackage = later.genericParametersPackage
        }
        if let names = later.primaryAssociatedTypes { primaryAssociatedTypes = names }
        if let names = later.inheritance { unite(names) }
        if let names = later.qualifiedInheritance { addQualifiedInheritance(names) }
        memberNames += later.memberNames
        methodNames += later.methodNames
        storedProperties += later.storedProperties
        staticMethodNames += later.staticMethodNames
        staticValueNames += later.staticValueNames
        staticMembers += later.staticMembers
        initializers += later.initializers
        if later.declaresInitializer { declaresInitializer = true }
        if later.isSendableUnavailable { isSendableUnavailable = true }
        if let conditions = later.sendableConditions { addSendableConditions(conditions) }
    }

    /// Adds a `Sendable` conformance with `conditions`: one without conditions makes the
    /// type Sendable whatever its arguments; of two conditional ones, the first is kept.
    mutating func addSendableConditions(_ conditions: SendableConditions) {
        if let known = sendableConditions, known.requirements.isEmpty || !conditions.requirements.isEmpty { return }
        sendableConditions = conditions
    }

    /// Adds qualified inherited names (see ``qualifiedInheritance``).
    mutating func addQualifiedInheritance(_ names: [String]) {
        guard !names.isEmpty else { return }
        qualifiedInheritance = (qualifiedInheritance ?? []) + names
    }

    /// Adds `names` to ``inheritance``.
    mutating func unite(_ names: Set<String>) {
        if inheritance == nil { inheritance = names } else if !names.isEmpty { inheritance!.formUnion(names) }
    }
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
