// MARK: - Elements of the standard library's sequences

extension ProjectIndex {
    /// The standard library's protocols whose members every sequence has.
    static let sequenceProtocolNames = ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"]

    /// Whether the project declares a member named like `step` in an extension of the
    /// standard library type of `type` or of a protocol it conforms to (`extension Array where
    /// Element == Node { func reversed() -> Int }`), which may be what the call picks: the
    /// standard library's member is then not assumed. A closure passed to `map`, `filter` and
    /// their kin still picks the standard member (a project's own of those names takes key
    /// paths or other arguments, and means the same).
    func declaresStandardMember(_ step: ChainStep, on type: InferredType) -> Bool {
        if step.closureResult != nil || step.trailingClosures > 0, Self.closureTakingMemberNames.contains(step.name) { return false }
        let owners: [String]
        switch type {
        case .optional: owners = ["Optional"]
        case .array: owners = ["Array", "MutableCollection", "RangeReplaceableCollection"] + Self.sequenceProtocolNames
        case .dictionary: owners = ["Dictionary"] + Self.sequenceProtocolNames
        case .leaf, .tuple: owners = ["LazySequenceProtocol", "Set", "ArraySlice", "ContiguousArray", "Range", "ClosedRange"] + Self.sequenceProtocolNames
        }
        return owners.contains { types[$0]?.memberNames.contains(step.name) == true }
    }

    /// The collection members whose standard meaning a closure argument settles (see
    /// ``declaresStandardMember(_:on:)``).
    static let closureTakingMemberNames: Set<String> = ["map", "compactMap", "flatMap", "filter", "sorted", "reduce",
                                                        "mapValues", "compactMapValues"]

    /// The standard library's integer types, whose ranges are sequences.
    static let integerTypeNames = ValueExpressionReader.numericTypeNames.subtracting(ValueExpressionReader.floatingPointTypeNames)

    /// `low..<high` or `low...high` read as a range operator applied to a bound (see
    /// ``ValueExpressionReader/rangeWithNamedBound(_:depth:)``): a `Range<X>` or a
    /// `ClosedRange<X>` of the bound's numeric type `X`, `Sendable`; nil for any other step.
    static func rangeOperatorMember(_ step: ChainStep, of type: InferredType) -> InferredType? {
        guard step.name == "..<" || step.name == "...", !step.isCalled, case let .leaf(spelling, _) = type,
              ValueExpressionReader.numericTypeNames.contains(spelling) else { return nil }
        return .leaf(spelling: (step.name == "..<" ? "Range<" : "ClosedRange<") + spelling + ">", sendability: .sendable)
    }

    /// The integer type `X` of a range spelled `Range<X>` or `ClosedRange<X>`; nil otherwise.
    static func rangeBound(_ spelling: String) -> String? {
        for name in ["Range<", "ClosedRange<"] where spelling.hasPrefix(name) && spelling.hasSuffix(">") {
            let bound = String(spelling.dropFirst(name.count).dropLast())
            return integerTypeNames.contains(bound) ? bound : nil
        }
        return nil
    }

    /// The values a collection member's closure (of `step`) gives its parameters for an
    /// element of type `element`: `$0` is the element; a closure of two or more parameters
    /// takes a tuple of as many parts apart, `$0` … `$n` being the parts (`pairs.map { ($1,
    /// $0) }`, `{ offset, item in item }`, as swiftc destructures them).
    static func closureArguments(_ step: ChainStep, element: InferredType) -> [String: ValueExpression] {
        if let count = step.closureParameterCount, count >= 2, case let .tuple(parts) = element, parts.count == count {
            var values: [String: ValueExpression] = [:]
            for (position, part) in parts.enumerated() {
                values["$" + String(position)] = part.type.map { .inferred($0) } ?? .unknown
            }
            return values
        }
        return ["$0": .inferred(element)]
    }

    /// The element of a value of type `type` that `zip` pairs: an array's, an integer range's,
    /// and an `ArraySlice`'s, a `ContiguousArray`'s or a `Set`'s (by spelling, the wrapper
    /// being `Sendable` when its element is); nil for anything else.
    func sequenceElement(of type: InferredType) -> InferredType? {
        switch type {
        case let .array(element):
            return element
        case let .leaf(spelling, sendability):
            if let bound = Self.rangeBound(spelling) { return .leaf(spelling: bound, sendability: .sendable) }
            return standardWrapperElement(spelling).map { .leaf(spelling: $0, sendability: sendability) }
        default:
            return nil
        }
    }

    /// An `EnumeratedSequence<[T]>` or a `ReversedCollection<[T]>` spelled `spelling`, as
    /// ``collectionMember(_:of:scope:depth:)`` makes them: its element (`(offset: Int, element:
    /// T)` or `T`, `Sendable` when the sequence is) and the name swiftc prints for it
    /// (`EnumeratedSequence<[T]>.Iterator.Element`, `ReversedCollection<[T]>.Element`); nil
    /// for another spelling, or when the project declares a type of either name.
    func standardSequenceElement(_ spelling: String, sendability: Sendability) -> (element: InferredType, name: String)? {
        for (name, member) in [("EnumeratedSequence", ".Iterator.Element"), ("ReversedCollection", ".Element")]
            where spelling.hasPrefix(name + "<[") && spelling.hasSuffix("]>") {
            guard typeKind(atPath: name) == nil else { return nil }
            let base = spelling.dropFirst(name.count + 1).dropLast()
            guard KeyPathSpelling.topLevelArguments(base).count == 1, !Self.isDictionarySpelling(base) else { return nil }
            let item = InferredType.leaf(spelling: String(base.dropFirst().dropLast()), sendability: sendability)
            let element = name == "ReversedCollection" ? item
                : .tuple([InferredTupleElement(label: "offset", type: .leaf(spelling: "Int", sendability: .sendable)),
                          InferredTupleElement(label: "element", type: item)])
            return (element, spelling + member)
        }
        return nil
    }

    /// Whether `text`, spelled `[…]`, is a dictionary (`[K : V]`: a colon at its top level).
    static func isDictionarySpelling(_ text: Substring) -> Bool {
        var depth = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: ":") where depth == 1: return true
            default: break
            }
        }
        return false
    }

    /// `map`, `compactMap`, `flatMap` and `filter` of a sequence of the standard library
    /// whose elements are `element`, named `elementName` as swiftc prints it: an array of what
    /// the closure returns (the element itself printed by that name, `[Zip2Sequence<[A],
    /// [B]>.Element]`), unwrapped for `compactMap`, the arrays' elements for `flatMap`; `filter`
    /// an array of the elements by that name. Nil for another step, or an unknown part.
    func sequenceMember(_ step: ChainStep, element: InferredType, elementName: String, scope: String, depth: Int) -> InferredType? {
        guard step.isCalled, step.genericArguments == nil, depth < Self.inferenceDepthLimit,
              !declaresStandardMember(step, on: element) else { return nil }
        let named = InferredType.leaf(spelling: elementName, sendability: element.sendability)
        switch step.name {
        case "filter":
            return step.trailingClosures == 1 || step.closureResult != nil ? .array(named) : nil
        case "map", "compactMap", "flatMap":
            guard let (body, isElement) = mappedValue(of: step, element: element, scope: scope) else { return nil }
            if isElement { return step.name == "map" ? .array(named) : nil }
            guard let result = inferredType(of: body, scope: scope, depth: depth + 1) else { return nil }
            return Self.collected(by: step.name, result)
        default:
            return nil
        }
    }

    /// `map` and `flatMap` of an Optional whose wrapped value is of type `wrapped` (`first.map
    /// { [$0] }`, `Optional(x).flatMap { … }`): an Optional of what the closure returns
    /// (`$0` being the wrapped value), which `flatMap` does not wrap again; nil for another
    /// step, or when the closure's value is unknown.
    func optionalMember(_ step: ChainStep, wrapped: InferredType, scope: String, depth: Int) -> InferredType? {
        guard step.name == "map" || step.name == "flatMap", step.isCalled, step.genericArguments == nil,
              let body = step.closureResult?.substituting(["$0": .inferred(wrapped)]),
              let result = inferredType(of: body, scope: scope, depth: depth + 1) else { return nil }
        if step.name == "flatMap" { if case .optional = result { return result } else { return nil } }
        return .optional(result)
    }

    /// The members after a wrapping call (see ``wrappingCallType(_:scope:depth:)``) that
    /// starts `steps` with one or two of them: `Optional(x).map { … }`, `Set(a).first`; nil
    /// when the chain does not start with one, or a member is unknown.
    func wrappingCallMembers(_ steps: [ChainStep], scope: String, depth: Int) -> InferredType? {
        guard steps.count > 1, let headCount = (1...min(2, steps.count - 1)).first(where: { steps[$0 - 1].wrappedArgument != nil }),
              let head = wrappingCallType(Array(steps.prefix(headCount)), scope: scope, depth: depth) else { return nil }
        return value(head, throughMembers: steps.dropFirst(headCount), scope: scope, depth: depth)
    }

    /// The type of the members `steps` read one after another on a value of type `type` (see
    /// ``member(_:of:scope:depth:)``); nil when one is unknown.
    func value(_ type: InferredType, throughMembers steps: ArraySlice<ChainStep>, scope: String, depth: Int) -> InferredType? {
        var current = type
        for step in steps {
            guard case let .value(next)? = member(step, of: .value(current), scope: scope, depth: depth) else { return nil }
            current = next
        }
        return current
    }

    /// `Engine.init` or `Engine.init(id:)` passed for a closure (`ids.map(Engine.init(id:))`):
    /// the call it stands for, a construction with those labels (one unlabeled argument for a
    /// bare `init`), whose type is what each call returns (an Optional for a failable
    /// initializer); nil for any other value.
    func initializerReferenceCall(_ value: ValueExpression?, scope: String) -> ValueExpression? {
        guard case var .chain(steps)? = value, steps.count >= 2, let last = steps.last, last.name == "init", last.unwrap == .none,
              last.trailingClosures == 0, steps.dropLast().allSatisfy({ !$0.isCalled && $0.unwrap == .none }) else { return nil }
        // A generic type's arguments would come from the elements (`nums.map(Box.init)` makes
        // `Box<Int>`s), which a construction without argument values cannot tell.
        let typeSteps = steps.dropLast()
        if typeSteps.last?.genericArguments == nil,
           let path = nominalPath(named: typeSteps.map(\.name).joined(separator: "."), from: scope), types[path]?.genericParameters != nil {
            return nil
        }
        if !last.isCalled {
            // A bare `init` takes the element as its one argument; `init(id:)` names its labels.
            steps[steps.count - 1].isCalled = true
            if last.argumentLabels == nil { steps[steps.count - 1].argumentLabels = ["_"] }
        }
        steps[steps.count - 1].argumentValues = nil
        return .chain(steps)
    }

    /// The element of `zip(a, b)` when `value` is that call: an `(A, B)` tuple of the two
    /// sequences' elements (see ``sequenceElement(of:)``); nil for another value, or when an
    /// element is unknown.
    func zippedElement(of value: ValueExpression, scope: String, depth: Int) -> InferredType? {
        guard case let .chain(steps) = value, steps.count == 1, steps[0].name == "zip", steps[0].isCalled, steps[0].unwrap == .none,
              steps[0].genericArguments == nil, steps[0].argumentLabels == ["_", "_"], globalFunctionResults["zip"] == nil,
              let values = steps[0].argumentValues, values.count == 2, depth < Self.inferenceDepthLimit,
              let first = inferredType(of: values[0], scope: scope, depth: depth + 1).flatMap(sequenceElement(of:)),
              let second = inferredType(of: values[1], scope: scope, depth: depth + 1).flatMap(sequenceElement(of:)) else { return nil }
        return .tuple([InferredTupleElement(label: nil, type: first), InferredTupleElement(label: nil, type: second)])
    }

    /// The standard library's functions that make a sequence, whose arguments' values the
    /// reader keeps (see ``sequenceConversionType(_:scope:depth:)``).
    public static let sequenceFunctionNames: Set<String> = ["zip", "stride", "repeatElement"]

    /// `zip(a, b).map { … }`, `stride(from: 0, to: n, by: 2).map { … }`,
    /// `repeatElement(x, count: n).map { … }` and the steps after them: the member of the
    /// sequence (see ``sequenceMember(_:element:elementName:scope:depth:)``), whose elements are
    /// `(A, B)` tuples of the two sequences' elements (see ``sequenceElement(of:)``), the
    /// stride's bounds, or the repeated value; nil when the chain does not start so, or a part
    /// is unknown.
    func standardSequenceChainType(_ steps: [ChainStep], scope: String, depth: Int) -> InferredType? {
        guard steps.count >= 2, Self.sequenceFunctionNames.contains(steps[0].name),
              case let .leaf(spelling, _)? = sequenceConversionType([steps[0]], scope: scope, depth: depth) else { return nil }
        // A zip's pairs; a stride's bound (its `from:`) or the repeated value (the first argument).
        let element = steps[0].name == "zip" ? zippedElement(of: .chain([steps[0]]), scope: scope, depth: depth)
            : steps[0].argumentValues?.first.flatMap { inferredType(of: $0, scope: scope, depth: depth + 1) }
        guard let element, let first = sequenceMember(steps[1], element: element, elementName: spelling + ".Element", scope: scope, depth: depth)
        else { return nil }
        return value(first, throughMembers: steps.dropFirst(2), scope: scope, depth: depth)
    }
}
