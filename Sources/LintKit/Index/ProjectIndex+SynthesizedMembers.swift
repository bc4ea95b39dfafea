// MARK: - Members the compiler synthesizes

extension ProjectIndex {
    /// The type of a static member that the compiler synthesizes and the project does not
    /// declare: `allCases` of a non-generic enum of the project that conforms to
    /// `CaseIterable` (in its declaration or an extension) is a `[Mode]`, as swiftc prints it;
    /// nil for any other name.
    func synthesizedStaticMemberType(_ name: String, of path: String, isCalled: Bool, depth: Int) -> InferredType? {
        guard name == "allCases", !isCalled, let facts = types[path], facts.nominal?.kind == .enum,
              facts.genericParameters == nil, conforms(path, to: "CaseIterable"),
              let instance = instanceType(ofPath: path, arguments: nil, scope: path, depth: depth + 1) else { return nil }
        return .array(instance)
    }

    /// Whether `step`, a call labelled `rawValue:` alone, constructs the enum at `path` with the
    /// failable `init?(rawValue:)` the compiler synthesizes for a raw type (`Kind(rawValue: "x")`
    /// is a `Kind?` for `enum Kind: String`, also named through a typealias of the enum): the
    /// enum declares no initializer of one parameter labelled so, in its body or an extension
    /// (an enum's initializers' shapes are all kept). One that takes another type than the
    /// enum's first inherited one (`init(rawValue: Int)` beside `enum Kind: String`'s own) leaves
    /// the choice to the argument's type, when the index can tell it. A project's enum called so
    /// without one of its own has a raw type, also one this does not name (`Substring`, a
    /// typealias of `String`).
    func callsSynthesizedRawValueInitializer(_ path: String, by step: ChainStep, scope: String, depth: Int) -> Bool {
        guard step.argumentLabels == ["rawValue"], step.trailingClosures == 0, let facts = types[path], let nominal = facts.nominal,
              nominal.kind == .enum else { return false }
        let own = initializerShapes(ofPath: path).filter { $0.parameters.count == 1 && $0.parameters[0].label == "rawValue" }
        if own.isEmpty { return true }
        guard let rawType = nominal.declaredInheritance.first,
              own.allSatisfy({ $0.parameters[0].typeName.map { $0 != rawType } ?? false }),
              let argument = step.argumentValues?.first,
              let argumentType = inferredType(of: argument, scope: scope, depth: depth + 1)?.spelling else { return false }
        return argumentType == rawType
    }

    /// The type of a static member written `written`, declared in the type at `declaringPath`
    /// and named on the type at `path` (a subclass, or a type that conforms to the protocol
    /// whose extension declares it): `Self` is the type it is named on, also inside an
    /// Optional, array, dictionary or tuple (`[Self]`), as swiftc types `Sub.make()` of `class
    /// Base { class func make() -> Self }`; the rest is read where the member is declared.
    func memberType(ofWritten written: WrittenType, declaredIn declaringPath: String, calledOn path: String, depth: Int) -> InferredType {
        var selfType: InferredType?
        if path != declaringPath, written.mentionsSelf {
            selfType = instanceType(ofPath: path, arguments: nil, scope: path, depth: depth)
        }
        return inferredType(ofWritten: written, scope: declaringPath, genericNames: [], depth: depth, selfType: selfType)
    }

    /// The standard library types an enum's raw type may be, by name.
    static let rawValueTypeNames: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float",
    ]

    /// `rawValue` of a value of an enum of the project with a raw type (`enum Role: String`):
    /// that type, as the compiler synthesizes it (`Role.admin.rawValue`, `allCases.map {
    /// ($0.rawValue, $0) }`); nil for any other step or type.
    func synthesizedRawValueType(_ step: ChainStep, of type: InferredType) -> InferredType? {
        guard step.name == "rawValue", !step.isCalled, step.unwrap == .none, case let .leaf(path, _) = type,
              let nominal = types[path]?.nominal, nominal.kind == .enum,
              let rawType = nominal.declaredInheritance.first, Self.rawValueTypeNames.contains(rawType) else { return nil }
        return .leaf(spelling: rawType, sendability: .sendable)
    }
}
