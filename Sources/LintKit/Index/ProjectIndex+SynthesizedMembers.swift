// MARK: - Members the compiler synthesizes

extension ProjectIndex {
    /// The raw types an enum may declare first in its inheritance clause that this recognizes
    /// (`enum Kind: String`): the standard library's literal-expressible ones.
    static let enumRawTypeNames: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat",
    ]

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

    /// Whether a call labelled `labels` constructs the enum at `path` with the failable
    /// `init?(rawValue:)` the compiler synthesizes for a raw type (`Kind(rawValue: "x")` is a
    /// `Kind?`): the enum declares a raw type first and no initializer taking `rawValue:` of its
    /// own, in its body or an extension (an enum's initializers' shapes are all kept).
    func callsSynthesizedRawValueInitializer(_ path: String, labels: [String]) -> Bool {
        guard labels == ["rawValue"], let facts = types[path], let nominal = facts.nominal, nominal.kind == .enum,
              let rawType = nominal.declaredInheritance.first, Self.enumRawTypeNames.contains(rawType) else { return false }
        return !initializerShapes(ofPath: path).contains { $0.parameters.first?.label == "rawValue" }
    }
}
