// MARK: - The member names of a type

/// Which of a type's member names (see ``TypeFacts``).
enum MemberNameKind {
    /// ``TypeFacts/memberNames``: instance properties and methods.
    case instanceMember
    /// ``TypeFacts/methodNames``.
    case instanceMethod
    /// ``TypeFacts/staticMethodNames``.
    case staticMethod
    /// ``TypeFacts/staticValueNames``: static properties and enum cases.
    case staticValue
}

/// A type's member names as sets, made once per type (see
/// ``ProjectIndex/declares(_:as:in:atPath:)``).
struct MemberNameSets: Sendable {
    let instanceMembers: Set<String>
    let instanceMethods: Set<String>
    let staticMethods: Set<String>
    let staticValues: Set<String>

    init(_ facts: TypeFacts) {
        instanceMembers = Set(facts.memberNames)
        instanceMethods = Set(facts.methodNames)
        staticMethods = Set(facts.staticMethodNames)
        staticValues = Set(facts.staticValueNames)
    }

    /// The names of `kind`.
    subscript(kind: MemberNameKind) -> Set<String> {
        switch kind {
        case .instanceMember: return instanceMembers
        case .instanceMethod: return instanceMethods
        case .staticMethod: return staticMethods
        case .staticValue: return staticValues
        }
    }
}

extension TypeFacts {
    /// The names of `kind`, as the index gathered them (every declaration's, in order).
    subscript(names kind: MemberNameKind) -> [String] {
        switch kind {
        case .instanceMember: return memberNames
        case .instanceMethod: return methodNames
        case .staticMethod: return staticMethodNames
        case .staticValue: return staticValueNames
        }
    }
}

extension ProjectIndex {
    /// From this many names of a kind, a type's names are looked up in sets kept for the run
    /// (once the index is complete) rather than read one by one: a type declared in many files
    /// (copies of a file) has each file's names, and every file asks for them. A name declared
    /// at top level this many times is looked up by module (see ``ModuleDeclarationTable``).
    static let namesReadOneByOne = 32

    /// Whether `facts` (the type at `path`) has a member `name` of `kind`.
    func declares(_ name: String, as kind: MemberNameKind, in facts: TypeFacts, atPath path: String) -> Bool {
        let names = facts[names: kind]
        guard names.count > Self.namesReadOneByOne, let memo = verdictMemo else { return names.contains(name) }
        return memo.memberNames.value(for: path) { MemberNameSets(facts) }[kind].contains(name)
    }

    /// The names of `kind` of the type at `path`, as a set.
    func memberNames(_ kind: MemberNameKind, ofPath path: String) -> Set<String> {
        guard let facts = types[path] else { return [] }
        guard let memo = verdictMemo else { return Set(facts[names: kind]) }
        return memo.memberNames.value(for: path) { MemberNameSets(facts) }[kind]
    }
}

// MARK: - Methods that return their own type

extension ProjectIndex {
    /// Whether the function `declaration`, declared in the type or extension named
    /// `ownerName`, has no generic parameters and a written result that is the type itself:
    /// `Self`, or the type's own name without arguments (`func adding(_:) -> Pipeline`).
    static func returnsOwnType(_ declaration: Declaration, ownerName: String) -> Bool {
        guard case let .identifier(name, _, arguments)? = declaration.type?.kind, arguments.isEmpty,
              declaration.genericParameters.isEmpty else { return false }
        return name == "Self" || name == lastComponent(ofPath: ownerName)
    }

    /// Whether every instance method `name` of the type at `path` returns the type itself (see
    /// ``TypeFacts/selfReturningMethodNames``): a call of it on a value of the type is a value
    /// of the type, wherever the method is declared.
    func returnsOwnType(method name: String, ofPath path: String) -> Bool {
        guard let facts = types[path] else { return false }
        let returning = facts.selfReturningMethodNames.reduce(0) { $0 + ($1 == name ? 1 : 0) }
        return returning > 0 && returning == facts.methodNames.reduce(0) { $0 + ($1 == name ? 1 : 0) }
    }

    /// `SetAlgebra`'s methods that return `Self` (of an `OptionSet`: `Flags.a.union(.b)`).
    static let setAlgebraSelfMethods: Set<String> = ["union", "intersection", "subtracting", "symmetricDifference"]
}
