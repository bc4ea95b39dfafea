/// What the index knows about one type path: a nominal type the project declares, and what
/// its extensions (or extensions of a type declared elsewhere) add. One entry per path, so
/// that indexing a type hashes its path once.
///
/// A value type whose parts live in one shared box (copied when a copy is changed): the rules
/// read facts out of the index's tables many times per file, and copying a dozen arrays and
/// sets took a retain and a release for each of them; a copy now takes one.
public struct TypeFacts: Sendable {
    /// The parts, shared between copies until one of them is changed.
    private var storage = Storage()

    /// Makes ``storage`` this value's own before it is changed.
    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// The nominal declaration's kind (class, struct, enum, actor, protocol); nil when only
    /// extensions name the path. Declared more than once: the last declaration's.
    public var kind: DeclarationKind? {
        get { storage.kind }
        _modify {
            makeUnique()
            yield &storage.kind
        }
    }
    /// Facts for concurrency checks: the first declaration's, unless it comes from a
    /// dependency and a later one does not (within one file, the last one's).
    public var nominal: NominalInfo? {
        get { storage.nominal }
        _modify {
            makeUnique()
            yield &storage.nominal
        }
    }
    /// Generic parameter names (extensions see them): the last declaration's that has any.
    public var genericParameters: [String]? {
        get { storage.genericParameters }
        _modify {
            makeUnique()
            yield &storage.genericParameters
        }
    }
    /// The package of the declaration ``genericParameters`` come from (see
    /// ``ProjectIndex/packageKey(of:)``).
    public var genericParametersPackage: String {
        get { storage.genericParametersPackage }
        _modify {
            makeUnique()
            yield &storage.genericParametersPackage
        }
    }
    /// A protocol's primary associated types: the last declaration's that has any.
    public var primaryAssociatedTypes: [String]? {
        get { storage.primaryAssociatedTypes }
        _modify {
            makeUnique()
            yield &storage.primaryAssociatedTypes
        }
    }
    /// Names inherited by the declarations and the extensions (last component, without
    /// attributes), in the order written (see ``InheritedNameList``); nil when none of them has
    /// been indexed (an empty clause gives an empty list).
    public var inheritance: InheritedNameList? {
        get { storage.inheritance }
        _modify {
            makeUnique()
            yield &storage.inheritance
        }
    }
    /// The names of ``inheritance`` written outside dependency checkouts (`.build/checkouts`,
    /// the package catalog's stubs): a type the project declares itself is not the namesake a
    /// dependency declares (swift-syntax's `public struct Operator: Sendable` is not the
    /// project's own `enum Operator`, hw67). Nil when no dependency added a name: then it is
    /// ``inheritance``.
    public var ownInheritance: InheritedNameList? {
        storage.dependencyAddedInheritance ? storage.ownInheritance : storage.inheritance
    }
    /// The names of ``inheritance`` that were written with a qualifier (`UI.Base` in `class
    /// Banner: UI.Base`), as written; nil when there are none.
    public var qualifiedInheritance: [String]? {
        get { storage.qualifiedInheritance }
        _modify {
            makeUnique()
            yield &storage.qualifiedInheritance
        }
    }
    /// Instance member names (properties and methods), extensions included, in the order they
    /// were added (a name declared twice appears twice).
    public var memberNames: [String] {
        get { storage.memberNames }
        _modify {
            makeUnique()
            yield &storage.memberNames
        }
    }
    /// Instance method names, extensions included (as ``memberNames``).
    public var methodNames: [String] {
        get { storage.methodNames }
        _modify {
            makeUnique()
            yield &storage.methodNames
        }
    }
    /// The instance methods without generic parameters whose written result is the type itself
    /// (`Self`, or its own name: a builder's `func adding(_:) -> Pipeline`), once per declaration.
    public var selfReturningMethodNames: [String] {
        get { storage.selfReturningMethodNames }
        _modify {
            makeUnique()
            yield &storage.selfReturningMethodNames
        }
    }
    /// The written types of the instance computed properties and methods that have one (see
    /// ``MemberResult``), once per declaration.
    public var memberResults: [MemberResult] {
        get { storage.memberResults }
        _modify {
            makeUnique()
            yield &storage.memberResults
        }
    }
    /// Stored instance properties (and enum payloads) of the declarations.
    public var storedProperties: [StoredProperty] {
        get { storage.storedProperties }
        _modify {
            makeUnique()
            yield &storage.storedProperties
        }
    }
    /// Static and class method names, extensions included (as ``memberNames``).
    public var staticMethodNames: [String] {
        get { storage.staticMethodNames }
        _modify {
            makeUnique()
            yield &storage.staticMethodNames
        }
    }
    /// Static and class property names and enum case names, extensions included.
    public var staticValueNames: [String] {
        get { storage.staticValueNames }
        _modify {
            makeUnique()
            yield &storage.staticValueNames
        }
    }
    /// Static and class properties and functions and enum cases, with what their types can
    /// be read from, extensions included.
    public var staticMembers: [StaticMember] {
        get { storage.staticMembers }
        _modify {
            makeUnique()
            yield &storage.staticMembers
        }
    }
    /// The initializers (argument labels, default values, failability) of each declaration
    /// that declares a failable one, and of each extension, for typing `T(…)` (see
    /// ``InitializerShape``). The others' are left out: a call that can mean none of these
    /// makes an instance anyway.
    public var initializers: [InitializerShape] {
        get { storage.initializers }
        _modify {
            makeUnique()
            yield &storage.initializers
        }
    }
    /// Whether a declaration of the type (not an extension) declares an initializer: a class
    /// that declares none inherits its superclass's.
    public var declaresInitializer: Bool {
        get { storage.declaresInitializer }
        _modify {
            makeUnique()
            yield &storage.declaresInitializer
        }
    }
    /// Whether an extension declares the `Sendable` conformance unavailable
    /// (`@available(*, unavailable) extension X: Sendable {}`): an explicit opt-out.
    public var isSendableUnavailable: Bool {
        get { storage.isSendableUnavailable }
        _modify {
            makeUnique()
            yield &storage.isSendableUnavailable
        }
    }
    /// What the project's `Sendable` conformances of the type require of its generic
    /// arguments (see ``SendableConditions``); nil when none is declared.
    public var sendableConditions: SendableConditions? {
        get { storage.sendableConditions }
        _modify {
            makeUnique()
            yield &storage.sendableConditions
        }
    }

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
        if let names = later.inheritance {
            if later.storage.dependencyAddedInheritance {
                unite(names.names, fromDependency: true)
                if let own = later.storage.ownInheritance { storage.ownInheritance!.append(contentsOf: own.names) }
            } else {
                unite(names.names)
            }
        }
        if let names = later.qualifiedInheritance { addQualifiedInheritance(names) }
        memberNames += later.memberNames
        methodNames += later.methodNames
        selfReturningMethodNames += later.selfReturningMethodNames
        memberResults += later.memberResults
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

    /// Adds `names` to ``inheritance`` (and, unless they come from a dependency's file, to
    /// ``ownInheritance``).
    mutating func unite(_ names: some Sequence<String>, fromDependency: Bool = false) {
        makeUnique()
        if fromDependency && !storage.dependencyAddedInheritance {
            storage.ownInheritance = storage.inheritance ?? []
            storage.dependencyAddedInheritance = true
        }
        if !fromDependency && storage.dependencyAddedInheritance { storage.ownInheritance!.append(contentsOf: names) }
        if storage.inheritance == nil { storage.inheritance = InheritedNameList(names) } else { storage.inheritance!.append(contentsOf: names) }
    }

    /// The parts of ``TypeFacts`` (see its documentation). Changed only through a value that
    /// holds the only reference (``makeUnique()``), so threads that share one never see it change.
    private final class Storage: @unchecked Sendable {
        var kind: DeclarationKind?
        var nominal: NominalInfo?
        var genericParameters: [String]?
        var genericParametersPackage: String = ""
        var primaryAssociatedTypes: [String]?
        var inheritance: InheritedNameList?
        /// See ``TypeFacts/ownInheritance``; kept once a dependency added a name.
        var ownInheritance: InheritedNameList?
        /// Whether a dependency's file added a name to ``inheritance`` (and so
        /// ``ownInheritance`` is kept apart).
        var dependencyAddedInheritance = false
        var qualifiedInheritance: [String]?
        var memberNames: [String] = []
        var methodNames: [String] = []
        var selfReturningMethodNames: [String] = []
        var memberResults: [MemberResult] = []
        var storedProperties: [StoredProperty] = []
        var staticMethodNames: [String] = []
        var staticValueNames: [String] = []
        var staticMembers: [StaticMember] = []
        var initializers: [InitializerShape] = []
        var declaresInitializer: Bool = false
        var isSendableUnavailable: Bool = false
        var sendableConditions: SendableConditions?

        init() {}

        /// A box with the same parts.
        func copy() -> Storage {
            let copy = Storage()
            copy.kind = kind
            copy.nominal = nominal
            copy.genericParameters = genericParameters
            copy.genericParametersPackage = genericParametersPackage
            copy.primaryAssociatedTypes = primaryAssociatedTypes
            copy.inheritance = inheritance
            copy.ownInheritance = ownInheritance
            copy.dependencyAddedInheritance = dependencyAddedInheritance
            copy.qualifiedInheritance = qualifiedInheritance
            copy.memberNames = memberNames
            copy.methodNames = methodNames
            copy.selfReturningMethodNames = selfReturningMethodNames
            copy.memberResults = memberResults
            copy.storedProperties = storedProperties
            copy.staticMethodNames = staticMethodNames
            copy.staticValueNames = staticValueNames
            copy.staticMembers = staticMembers
            copy.initializers = initializers
            copy.declaresInitializer = declaresInitializer
            copy.isSendableUnavailable = isSendableUnavailable
            copy.sendableConditions = sendableConditions
            return copy
        }
    }
}
