// MARK: - Typing the standard library's collection members

extension ProjectIndex {
    /// The members of arrays and ranges whose results ``collectionMember(_:of:scope:depth:)``
    /// types.
    public static let collectionMemberNames: Set<String> = [
        "first", "last", "randomElement", "min", "max", "filter", "sorted", "shuffled", "map", "compactMap", "flatMap", "reduce",
    ]

    /// The type of `step` (one of ``collectionMemberNames``) on a value of `type`, an array or
    /// a range of `Int`, as the standard library declares it: `first`, `last`,
    /// `randomElement()`, `min()`, `max()` and `first(where:)` give an Optional of the
    /// element; `filter`, `sorted` and `shuffled` an array of it; `map` an array of what its
    /// closure returns, `compactMap` of that unwrapped, `flatMap` of the arrays' elements;
    /// `reduce` its first argument's type. Nil for anything else, or when a part is unknown.
    func collectionMember(_ step: ChainStep, of type: InferredType, scope: String, depth: Int) -> InferredType? {
        guard Self.collectionMemberNames.contains(step.name), step.genericArguments == nil, depth < Self.inferenceDepthLimit else { return nil }
        let element: InferredType
        switch type {
        case let .array(inner):
            element = inner
        case let .leaf(spelling, _) where spelling == "Range<Int>" || spelling == "ClosedRange<Int>":
            element = .leaf(spelling: "Int", sendability: .sendable)
        default:
            return nil
        }
        switch step.name {
        case "first", "last":
            // `first` or `first(where:)`; `first(5)` is no member of an array.
            if step.isCalled && step.argumentLabels != ["where"] && step.trailingClosures != 1 { return nil }
            return .optional(element)
        case "randomElement", "min", "max":
            return step.isCalled ? .optional(element) : nil
        case "filter", "sorted", "shuffled":
            return step.isCalled ? .array(element) : nil
        case "map", "compactMap", "flatMap":
            guard step.isCalled, let body = step.closureResult, let result = inferredType(of: body, scope: scope, depth: depth + 1)
            else { return nil }
            switch step.name {
            case "map":
                return .array(result)
            case "compactMap":
                if case let .optional(wrapped) = result { return .array(wrapped) }
                return .array(result)
            default:
                if case let .array(inner) = result { return .array(inner) }
                return nil
            }
        case "reduce":
            guard step.isCalled, let initial = step.firstArgument else { return nil }
            return inferredType(of: initial, scope: scope, depth: depth + 1)
        default:
            return nil
        }
    }
}
