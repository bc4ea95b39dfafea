// MARK: - Results of Foundation members the catalogs do not type

extension ProjectIndex {
    /// Foundation members whose results are not `Sendable`, by `Type.member/firstLabel`, with
    /// the result as swiftc 6.3.1 spells it on Linux: JSON and property-list objects (`Any`),
    /// the observer token of a block-based observation, a directory enumerator. A member of
    /// the name with another first label (`addObserver(_:selector:name:object:)` returns
    /// nothing) is not one of them.
    static let sdkMemberResults: [String: InferredType] = [
        "JSONSerialization.jsonObject/with": .leaf(spelling: "Any", sendability: .nonSendable),
        "PropertyListSerialization.propertyList/from": .leaf(spelling: "Any", sendability: .nonSendable),
        "NotificationCenter.addObserver/forName": .leaf(spelling: "any NSObjectProtocol", sendability: .nonSendable),
        "FileManager.enumerator/atPath": .optional(.leaf(spelling: "FileManager.DirectoryEnumerator", sendability: .nonSendable)),
        "FileManager.enumerator/at": .optional(.leaf(spelling: "FileManager.DirectoryEnumerator", sendability: .nonSendable)),
    ]

    /// The result of calling `step` on the SDK type `typeName` (a static member, or an
    /// instance member of a value of that type), when ``sdkMemberResults`` has it and the
    /// project declares no type of that name.
    func sdkMemberResult(_ step: ChainStep, ofTypeNamed typeName: String) -> InferredType? {
        guard step.isCalled, topLevel[typeName] == nil, let first = step.argumentLabels?.first else { return nil }
        return Self.sdkMemberResults[typeName + "." + step.name + "/" + first]
    }

    /// The SDK types with members in ``sdkMemberResults`` (the shared instance of one,
    /// `NotificationCenter.default`, is a value of it).
    static let sdkResultTypeNames = Set(sdkMemberResults.keys.map { String($0.prefix { $0 != "." }) })
}
