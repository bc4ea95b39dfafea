/// Every rule swiftlint-lite ships, in the order `rules` lists them.
public enum RuleRegistry {
    /// The rule types.
    public static let all: [any Rule.Type] = [
        ExistentialAnyRule.self,
        SingleUseGenericRule.self,
        LoopingTaskStrongSelfRule.self,
        UnretainedCancellableRule.self,
        StaticVarConcurrencyRule.self,
    ]

    /// The rule type with id `id`.
    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.metadata.id == id }
    }

    /// All rule ids.
    public static var ids: [String] { all.map { $0.metadata.id } }
}
