// MARK: - Member types of the standard library's generic collections

/// A member type named through a standard library generic type with its arguments:
/// `Dictionary<String, Node>.Keys`, `Array<Node>.SubSequence`, `[String: Node].Values`.
struct ToolchainMemberType {
    /// The base type's name (`Array` for `[Node]`, `Dictionary.Keys` for
    /// `Dictionary<String, Node>.Keys`).
    var baseName: String
    /// The base as written.
    var base: TypeNode
    /// The base's generic arguments as written.
    var arguments: [TypeNode]
    /// The member's name.
    var member: String
    /// What the member is: the target of a typealias, in the base's generic parameters
    /// (`ArraySlice<Element>`), or nil for a nested type, which is `Sendable` when all of the
    /// base's arguments are.
    var aliasTarget: String?
}

extension ProjectIndex {
    /// The generic parameters of the types whose member types ``toolchainMemberType(_:)``
    /// knows.
    static let toolchainMemberTypeBases: [String: [String]] = [
        "Array": ["Element"], "ContiguousArray": ["Element"], "ArraySlice": ["Element"],
        "Dictionary": ["Key", "Value"], "Set": ["Element"], "CollectionOfOne": ["Element"],
        "Dictionary.Keys": ["Key", "Value"], "Dictionary.Values": ["Key", "Value"],
    ]

    /// The member typealiases of those types, by dotted name, with their targets as swiftc
    /// prints them after `aka` (checked with swiftc 6.3.1: `static let s: Array<Node>.SubSequence?`
    /// is `'Array<Node>.SubSequence?' (aka 'Optional<ArraySlice<Node>>')`).
    static let toolchainMemberTypealiases: [String: String] = [
        "Array.Element": "Element", "Array.ArrayLiteralElement": "Element", "Array.Index": "Int",
        "Array.Indices": "Range<Int>", "Array.Iterator": "IndexingIterator<Array<Element>>",
        "Array.SubSequence": "ArraySlice<Element>",
        "ContiguousArray.Element": "Element", "ContiguousArray.ArrayLiteralElement": "Element", "ContiguousArray.Index": "Int",
        "ContiguousArray.Indices": "Range<Int>", "ContiguousArray.Iterator": "IndexingIterator<ContiguousArray<Element>>",
        "ContiguousArray.SubSequence": "ArraySlice<Element>",
        "ArraySlice.Element": "Element", "ArraySlice.ArrayLiteralElement": "Element", "ArraySlice.Index": "Int",
        "ArraySlice.Indices": "Range<Int>", "ArraySlice.Iterator": "IndexingIterator<ArraySlice<Element>>",
        "ArraySlice.SubSequence": "ArraySlice<Element>",
        "Dictionary.Element": "(key: Key, value: Value)", "Dictionary.Key": "Key", "Dictionary.Value": "Value",
        "Dictionary.Indices": "DefaultIndices<Dictionary<Key, Value>>", "Dictionary.SubSequence": "Slice<Dictionary<Key, Value>>",
        "Set.Element": "Element", "Set.ArrayLiteralElement": "Element", "Set.Indices": "DefaultIndices<Set<Element>>",
        "Set.SubSequence": "Slice<Set<Element>>",
        "CollectionOfOne.Element": "Element", "CollectionOfOne.Index": "Int", "CollectionOfOne.Indices": "Range<Int>",
        "CollectionOfOne.SubSequence": "Slice<CollectionOfOne<Element>>",
        "Dictionary.Keys.Element": "Key", "Dictionary.Keys.Index": "Dictionary<Key, Value>.Index",
        "Dictionary.Keys.Indices": "DefaultIndices<Dictionary<Key, Value>.Keys>",
        "Dictionary.Keys.SubSequence": "Slice<Dictionary<Key, Value>.Keys>",
        "Dictionary.Values.Element": "Value", "Dictionary.Values.Index": "Dictionary<Key, Value>.Index",
        "Dictionary.Values.Indices": "DefaultIndices<Dictionary<Key, Value>.Values>",
        "Dictionary.Values.SubSequence": "Slice<Dictionary<Key, Value>.Values>",
    ]

    /// Their nested types, `Sendable` when all the base's arguments are (`Dictionary<String,
    /// Node>.Keys` is not).
    static let toolchainNestedMemberTypes: Set<String> = [
        "Dictionary.Index", "Dictionary.Iterator", "Dictionary.Keys", "Dictionary.Values",
        "Set.Index", "Set.Iterator", "CollectionOfOne.Iterator", "Dictionary.Keys.Iterator", "Dictionary.Values.Iterator",
    ]

    /// `node` as a member type of a standard library generic type named with its arguments,
    /// when it is one that the project does not shadow (by declaring a type of the base's
    /// name); nil otherwise.
    func toolchainMemberType(_ node: TypeNode) -> ToolchainMemberType? {
        guard case let .member(base, member, _, memberArguments) = node.kind, memberArguments.isEmpty else { return nil }
        let baseName: String
        let arguments: [TypeNode]
        switch base.kind {
        case let .identifier(name, _, written) where !written.isEmpty:
            baseName = name
            arguments = written
        case let .array(element):
            baseName = "Array"
            arguments = [element]
        case let .dictionary(key, value):
            baseName = "Dictionary"
            arguments = [key, value]
        case .member:
            // `Dictionary<String, Node>.Keys.Index`: a member of a nested type.
            guard let nested = toolchainMemberType(base), nested.aliasTarget == nil else { return nil }
            baseName = nested.baseName + "." + nested.member
            arguments = nested.arguments
        default:
            return nil
        }
        guard let parameters = Self.toolchainMemberTypeBases[baseName], parameters.count == arguments.count,
              topLevel[baseName] == nil, !nestedTypeNames.contains(baseName) else { return nil }
        let dotted = baseName + "." + member
        if let target = Self.toolchainMemberTypealiases[dotted] {
            return ToolchainMemberType(baseName: baseName, base: base, arguments: arguments, member: member, aliasTarget: target)
        }
        guard Self.toolchainNestedMemberTypes.contains(dotted) else { return nil }
        return ToolchainMemberType(baseName: baseName, base: base, arguments: arguments, member: member, aliasTarget: nil)
    }

    /// The base's arguments that `type`'s sendability depends on: those whose parameters its
    /// typealias's target names, or all of them for a nested type.
    static func argumentsDecidingSendability(of type: ToolchainMemberType) -> [TypeNode] {
        guard let target = type.aliasTarget, let parameters = toolchainMemberTypeBases[type.baseName] else { return type.arguments }
        let named = Set(identifierWords(in: target))
        return zip(parameters, type.arguments).filter { named.contains($0.0) }.map(\.1)
    }

    /// The typealias's target with the base's arguments, spelled by `spell`, put in for its
    /// parameters (`ArraySlice<Node>`); nil for a nested type or when an argument cannot be
    /// spelled.
    static func aliasTargetText(of type: ToolchainMemberType, spell: (TypeNode) -> String?) -> String? {
        guard let target = type.aliasTarget, let parameters = toolchainMemberTypeBases[type.baseName] else { return nil }
        let named = Set(identifierWords(in: target))
        var values: [String: String] = [:]
        for (parameter, argument) in zip(parameters, type.arguments) where named.contains(parameter) {
            guard let text = spell(argument) else { return nil }
            values[parameter] = text
        }
        var output = ""
        var word = ""
        func flush() {
            output += values[word] ?? word
            word = ""
        }
        for character in target {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                output.append(character)
            }
        }
        flush()
        return output
    }

    /// The identifiers in a catalogued type's text (`Dictionary`, `Key`, `Value` in
    /// `Slice<Dictionary<Key, Value>>`).
    private static func identifierWords(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
