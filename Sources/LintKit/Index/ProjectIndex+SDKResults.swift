// MARK: - Results of Foundation members the catalogs do not type

extension ProjectIndex {
    /// Foundation members whose results are not `Sendable`, by `Type.member/firstLabel`, with
    /// the result as swiftc 6.3.1 spells it on Linux: JSON and property-list objects (`Any`),
    /// the observer token of a block-based observation, a directory enumerator, a scheduled
    /// timer, the current host. A member of
    /// the name with another first label (`addObserver(_:selector:name:object:)` returns
    /// nothing) is not one of them.
    static let sdkMemberResults: [String: InferredType] = [
        "JSONSerialization.jsonObject/with": .leaf(spelling: "Any", sendability: .nonSendable),
        "PropertyListSerialization.propertyList/from": .leaf(spelling: "Any", sendability: .nonSendable),
        "NotificationCenter.addObserver/forName": .leaf(spelling: "any NSObjectProtocol", sendability: .nonSendable),
        "FileManager.enumerator/atPath": .optional(.leaf(spelling: "FileManager.DirectoryEnumerator", sendability: .nonSendable)),
        "FileManager.enumerator/at": .optional(.leaf(spelling: "FileManager.DirectoryEnumerator", sendability: .nonSendable)),
        "Timer.scheduledTimer/withTimeInterval": .leaf(spelling: "Timer", sendability: .nonSendable),
        // Called without arguments (no first label): the host the program runs on.
        "Host.current/": .leaf(spelling: "Host", sendability: .nonSendable),
    ]

    /// The result of calling `step` on the SDK type `typeName` (a static member, or an
    /// instance member of a value of that type), when ``sdkMemberResults`` has it and the
    /// project declares no type of that name.
    func sdkMemberResult(_ step: ChainStep, ofTypeNamed typeName: String) -> InferredType? {
        guard step.isCalled, topLevel[typeName] == nil else { return nil }
        // `()` leaves the labels unread: no first label.
        let first = step.argumentLabels?.first ?? (step.trailingClosures == 0 ? "" : "_")
        return Self.sdkMemberResults[typeName + "." + step.name + "/" + first]
    }

    /// The decoders whose `decode(_:from:)` makes a value of the type its first argument names.
    static let decoderTypeNames: Set<String> = ["JSONDecoder", "PropertyListDecoder"]

    /// `JSONDecoder().decode(Model.self, from: data)` on a decoder of ``decoderTypeNames``: a
    /// value of the type the first argument names (`'Model'`; `[Model].self` an `'[Model]'`,
    /// `[String: Model].self` a `'[String : Model]'`); nil for another call, or a type not
    /// worked out.
    func decodedValueType(_ step: ChainStep, ofTypeNamed typeName: String, scope: String, depth: Int) -> InferredType? {
        guard step.isCalled, step.name == "decode", Self.decoderTypeNames.contains(typeName), topLevel[typeName] == nil,
              step.argumentLabels?.first == "_", step.argumentLabels?.dropFirst().first == "from",
              let argument = step.argumentValues?.first else { return nil }
        return typeNamed(bySelfExpression: argument, scope: scope, depth: depth)
            ?? writtenType(bySelfExpression: argument, scope: scope, depth: depth)
    }

    /// A value of the type of the project that an `X.self` argument names (`Model.self`,
    /// `Outer.Inner.self`); nil for another value, or a type the project does not declare.
    func typeNamed(bySelfExpression value: ValueExpression?, scope: String, depth: Int) -> InferredType? {
        guard let names = Self.namesBeforeSelf(value) else { return nil }
        return typeNamed(by: names, scope: scope, depth: depth)
    }

    /// A value of the written type before `.self` (`[Model].self`, `[String: Model].self`);
    /// nil for another value.
    func writtenType(bySelfExpression value: ValueExpression?, scope: String, depth: Int) -> InferredType? {
        guard case let .members(.typed(written), steps)? = value, steps.count == 1, Self.isSelfStep(steps[0]) else { return nil }
        return inferredType(ofWritten: written, scope: scope, genericNames: [], depth: depth + 1, sugarsGenerics: false)
    }

    /// The name steps before a final `.self` (`Outer.Inner` in `Outer.Inner.self`), or nil
    /// when `value` is not such a chain.
    static func namesBeforeSelf(_ value: ValueExpression?) -> [ChainStep]? {
        guard case let .chain(steps)? = value, steps.count >= 2, let last = steps.last, isSelfStep(last) else { return nil }
        return Array(steps.dropLast())
    }

    /// Whether `step` is a plain `.self` (not called, not unwrapped).
    static func isSelfStep(_ step: ChainStep) -> Bool {
        step.name == "self" && !step.isCalled && step.unwrap == .none
    }

    /// A value of the type of the project that the names `steps` spell (`Model`,
    /// `Outer.Inner`); nil when a step is called or unwrapped, or the project declares no such
    /// type (a toolchain type's `decode` result is left unknown).
    func typeNamed(by steps: [ChainStep], scope: String, depth: Int) -> InferredType? {
        guard !steps.isEmpty, !steps.contains(where: { $0.isCalled || $0.unwrap != .none }),
              let path = nominalPath(named: steps.map(\.name).joined(separator: "."), from: scope) else { return nil }
        return instanceType(ofPath: path, arguments: steps.last?.genericArguments, scope: scope, depth: depth + 1)
    }

    /// The SDK types with members in ``sdkMemberResults`` (the shared instance of one,
    /// `NotificationCenter.default`, is a value of it).
    static let sdkResultTypeNames = Set(sdkMemberResults.keys.map { String($0.prefix { $0 != "." }) })

    /// `result.get()` on a value of the standard library's `Result<Success, Failure>`: a
    /// `Success` (the result is `Sendable` when that is, `Failure` being an `Error`, which is);
    /// nil for another call or type, or when the project declares a `Result` of its own.
    func resultSuccess(_ step: ChainStep, of type: InferredType) -> InferredType? {
        guard step.name == "get", step.isCalled, step.argumentLabels == nil, step.trailingClosures == 0,
              case let .leaf(spelling, sendability) = type, spelling.hasPrefix("Result<"), spelling.hasSuffix(">"),
              topLevel["Result"] == nil else { return nil }
        let arguments = spelling.dropFirst("Result<".count).dropLast()
        var depth = 0
        for index in arguments.indices {
            switch arguments[index] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                let success = arguments[..<index].trimmingCharacters(in: .whitespaces)
                return success.isEmpty ? nil : .leaf(spelling: success, sendability: sendability)
            default: break
            }
        }
        return nil
    }
}
