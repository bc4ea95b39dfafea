// MARK: - Typing the standard library's collection members

extension ProjectIndex {
    /// The members of arrays, dictionaries, ranges and lazy sequences whose results
    /// ``collectionMember(_:of:scope:depth:)`` types; `[]` is a subscript.
    public static let collectionMemberNames: Set<String> = [
        "first", "last", "randomElement", "min", "max", "filter", "sorted", "shuffled", "map", "compactMap", "flatMap", "reduce",
        "prefix", "suffix", "dropFirst", "dropLast", "reversed", "enumerated", "lazy", "[]",
        "mapValues", "compactMapValues", "merging", "keys", "values", "drop", "split", "joined",
    ]

    /// The type of `step` (one of ``collectionMemberNames``) on a value of `type`, as the
    /// standard library declares it. On an array or a range of `Int`: `first`, `last`,
    /// `randomElement()`, `min()`, `max()` and `first(where:)` give an Optional of the
    /// element; `filter`, `sorted` and `shuffled` an array of it; `map` an array of what its
    /// closure returns (`$0` there being an element), `compactMap` of that unwrapped, `flatMap` of the arrays' elements;
    /// `reduce` its first argument's type. On an array also: a subscript its element (an
    /// `ArraySlice` of them for a range), `prefix`, `suffix`, `dropFirst` and `dropLast` an
    /// `ArraySlice`, `reversed()` a `ReversedCollection`, `enumerated()` an
    /// `EnumeratedSequence`, `lazy` a `LazySequence` (of a range too), whose `map` and `filter`
    /// make lazy sequences that hold their closure (never `Sendable`). On a dictionary: see
    /// ``dictionaryMember(_:of:key:value:scope:depth:)``. Also `count` and `isEmpty`
    /// (``countMember(_:of:)``) and a tuple's elements (``tupleElement(_:of:)``). Nil for
    /// anything else, or when a part is unknown.
    func collectionMember(_ step: ChainStep, of type: InferredType, scope: String, depth: Int) -> InferredType? {
        if let counted = Self.countMember(step, of: type) ?? Self.tupleElement(step, of: type) ?? Self.rangeOperatorMember(step, of: type) {
            return counted
        }
        if let success = resultSuccess(step, of: type) { return success }
        guard Self.collectionMemberNames.contains(step.name), step.genericArguments == nil,
              depth < Self.inferenceDepthLimit, !declaresStandardMember(step, on: type) else { return nil }
        // `nodes.first` of `let nodes: NodeList` with `typealias NodeList = [Node]`: the
        // members of what the alias stands for.
        if case .leaf = type, let structure = aliasedCollection(type, scope: scope, depth: depth) {
            return collectionMember(step, of: structure, scope: scope, depth: depth + 1)
        }
        let element: InferredType
        switch type {
        case let .array(inner):
            element = inner
            if let member = arrayOnlyMember(step, of: type, element: inner, scope: scope, depth: depth) { return member }
        case let .dictionary(key, value):
            return dictionaryMember(step, of: type, key: key, value: value, scope: scope, depth: depth)
        case let .optional(wrapped):
            return optionalMember(step, wrapped: wrapped, scope: scope, depth: depth)
        case let .leaf(spelling, _) where Self.rangeBound(spelling) != nil:
            // `(0..<10).lazy`: a lazy sequence of the range, whose `map` and `filter` hold their closure.
            if step.name == "lazy" { return step.isCalled ? nil : .leaf(spelling: "LazySequence<" + spelling + ">", sendability: .sendable) }
            guard let bound = Self.rangeBound(spelling) else { return nil }
            element = .leaf(spelling: bound, sendability: .sendable)
        case let .leaf(spelling, sendability) where spelling.hasPrefix("LazySequence<"):
            return lazyMember(step, of: spelling, sendability: sendability, scope: scope, depth: depth)
        case let .leaf(spelling, sendability):
            // `items.enumerated().map { … }`, `items.reversed().filter { … }`.
            if let sequence = standardSequenceElement(spelling, sendability: sendability) {
                return sequenceMember(step, element: sequence.element, elementName: sequence.name, scope: scope, depth: depth)
            }
            // `args.dropFirst().map { … }`, `Set(tags).first`: a slice's, a contiguous array's or a
            // set's element, by its spelling (the wrapper is `Sendable` when its element is), for
            // the members all three have alike.
            guard ["first", "map", "compactMap", "flatMap"].contains(step.name),
                  let inner = standardWrapperElement(spelling) else { return nil }
            element = .leaf(spelling: inner, sendability: sendability)
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
            // `$0` stands for the element (`peers.map { $0 }`); a key path is its members
            // (`peers.map(\.name)`).
            guard step.isCalled, let (body, _) = mappedValue(of: step, element: element, scope: scope),
                  var result = inferredType(of: body, scope: scope, depth: depth + 1)
            else { return nil }
            // `compactMap(\.node)` of `var node: OptionalNode` with `typealias OptionalNode =
            // Node?`: the Optional the alias stands for is unwrapped.
            if step.name == "compactMap", case .leaf = result, let structure = aliasedCollection(result, scope: scope, depth: depth),
               case .optional = structure {
                result = structure
            }
            return Self.collected(by: step.name, result)
        case "reduce":
            guard step.isCalled, let initial = step.firstArgument else { return nil }
            return inferredType(of: initial, scope: scope, depth: depth + 1)
        default:
            return nil
        }
    }

    /// What `map`, `compactMap` or `flatMap` (`step`) makes of one element of type `element`:
    /// the value its closure returns (`$0` and the like being the element or its parts, see
    /// ``closureArguments(_:element:)``), or the members a key path reads, or a construction by
    /// an initializer passed in the closure's place; and whether that value is the element
    /// itself (`map { $0 }`). Nil when the step passes none of these.
    func mappedValue(of step: ChainStep, element: InferredType, scope: String) -> (value: ValueExpression, isElement: Bool)? {
        let arguments = Self.closureArguments(step, element: element)
        guard let value = step.closureResult?.substituting(arguments) ?? Self.keyPathApplied(step.firstArgument, to: element)
                ?? initializerReferenceCall(step.firstArgument, scope: scope) else { return nil }
        if case .inferred = value, arguments["$1"] == nil { return (value, true) }
        return (value, false)
    }

    /// The array that `map`, `compactMap` or `flatMap` (named `name`) collects of values of
    /// type `result`: an array of them, of their wrapped values for `compactMap`, of their
    /// elements for `flatMap` (nil when they are no arrays).
    static func collected(by name: String, _ result: InferredType) -> InferredType? {
        switch name {
        case "map":
            return .array(result)
        case "compactMap":
            if case let .optional(wrapped) = result { return .array(wrapped) }
            return .array(result)
        default:
            if case let .array(inner) = result { return .array(inner) }
            return nil
        }
    }

    /// The element of `ArraySlice<X>`, `ContiguousArray<X>` or `Set<X>` spelled `spelling` (`X`),
    /// unless the project declares a type of that name; nil for any other spelling.
    func standardWrapperElement(_ spelling: String) -> String? {
        guard spelling.hasSuffix(">"), let open = spelling.firstIndex(of: "<") else { return nil }
        let name = String(spelling[..<open])
        guard ["ArraySlice", "ContiguousArray", "Set"].contains(name), typeKind(atPath: name) == nil else { return nil }
        let inner = spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]
        guard KeyPathSpelling.topLevelArguments(inner).count == 1 else { return nil }
        return String(inner)
    }

    /// `count` (an `Int`) and `isEmpty` (a `Bool`) of an array, a dictionary, a range of `Int`,
    /// a `String`, a `Substring` or a `Set`; nil for any other step or type (a type of the
    /// project has its own members).
    static func countMember(_ step: ChainStep, of type: InferredType) -> InferredType? {
        guard step.name == "count" || step.name == "isEmpty", !step.isCalled, step.unwrap == .none else { return nil }
        switch type {
        case .array, .dictionary: break
        case let .leaf(spelling, _):
            guard ["String", "Substring"].contains(spelling) || rangeBound(spelling) != nil
                || (spelling.hasPrefix("Set<") && spelling.hasSuffix(">")) || (spelling.hasPrefix("ArraySlice<") && spelling.hasSuffix(">"))
            else { return nil }
        default: return nil
        }
        return .leaf(spelling: step.name == "count" ? "Int" : "Bool", sendability: .sendable)
    }

    /// The element `step` names of a value of the tuple type `type`, by its label or its
    /// position (`pair.value`, `pair.1`); nil for anything else.
    static func tupleElement(_ step: ChainStep, of type: InferredType) -> InferredType? {
        guard case let .tuple(elements) = type, !step.isCalled, step.genericArguments == nil else { return nil }
        if let position = Int(step.name), String(position) == step.name {
            return position < elements.count ? elements[position].type : nil
        }
        return elements.first { $0.label == step.name }?.type
    }

    /// The value a key path without a root (`\.part.name`) reads from a value of `type`, as
    /// the members of it; nil for anything else.
    static func keyPathApplied(_ keyPath: ValueExpression?, to type: InferredType) -> ValueExpression? {
        guard case let .keyPath(root, members)? = keyPath, root.isEmpty, !members.isEmpty else { return nil }
        // `\.self` is the value itself (`engines.map(\.self)`, `\.self.part`).
        let named = members.filter { $0 != "self" }
        guard !named.contains(where: ValueExpressionReader.keyPathMarkers.contains) else { return nil }
        guard !named.isEmpty else { return .inferred(type) }
        return .members(base: .inferred(type), steps: named.map { ChainStep(name: $0) })
    }

    /// The members only an array has among ``collectionMemberNames`` (see
    /// ``collectionMember(_:of:scope:depth:)``), as swiftc spells their types: nil for the
    /// others.
    private func arrayOnlyMember(_ step: ChainStep, of array: InferredType, element: InferredType, scope: String, depth: Int) -> InferredType? {
        switch step.name {
        case "[]":
            guard step.argumentLabels == ["_"] else { return nil }
            guard step.subscriptsRange else { return element }
            return element.spelling.map { .leaf(spelling: "ArraySlice<" + $0 + ">", sendability: element.sendability) }
        case "prefix", "suffix", "dropFirst", "dropLast", "drop":
            // `drop(while:)` too (an array has no other `drop`).
            guard step.isCalled, let text = element.spelling else { return nil }
            return .leaf(spelling: "ArraySlice<" + text + ">", sendability: element.sendability)
        case "split":
            // `split(separator:)`, `split(whereSeparator:)`: an array of slices.
            guard step.isCalled, let text = element.spelling else { return nil }
            return .array(.leaf(spelling: "ArraySlice<" + text + ">", sendability: element.sendability))
        case "joined":
            // `[[a], [b]].joined()`: a `FlattenSequence<[[Engine]]>`, `Sendable` when its elements are.
            guard step.isCalled, step.argumentLabels == nil, step.trailingClosures == 0, case let .array(inner) = element,
                  let text = array.spelling else { return nil }
            return .leaf(spelling: "FlattenSequence<" + text + ">", sendability: inner.sendability)
        case "reversed", "enumerated":
            guard step.isCalled, step.argumentLabels == nil, step.trailingClosures == 0, let text = array.spelling else { return nil }
            let name = step.name == "reversed" ? "ReversedCollection" : "EnumeratedSequence"
            return .leaf(spelling: name + "<" + text + ">", sendability: element.sendability)
        case "lazy":
            guard !step.isCalled, let text = array.spelling else { return nil }
            return .leaf(spelling: "LazySequence<" + text + ">", sendability: element.sendability)
        default:
            return nil
        }
    }

    /// The members of a dictionary among ``collectionMemberNames``: a subscript (an Optional
    /// of the value; the value itself with `default:`), `filter` and `merging` (the same
    /// dictionary), `map` and `compactMap` (an array of what the closure returns, `$0` being a
    /// `(key: K, value: V)` tuple), `sorted` (an array of `Dictionary<K, V>.Element`),
    /// `mapValues` and `compactMapValues` (a dictionary of what the closure
    /// returns, `$0` being a value, unwrapped for the latter), `keys` and `values` (their
    /// views, `Dictionary<String, Engine>.Values`). Nil for the others.
    private func dictionaryMember(_ step: ChainStep, of dictionary: InferredType, key: InferredType, value: InferredType,
                                  scope: String, depth: Int) -> InferredType? {
        switch step.name {
        case "[]":
            switch step.argumentLabels ?? [] {
            case ["_"]: return .optional(value)
            case ["_", "default"]: return value
            default: return nil
            }
        case "filter", "merging":
            return step.isCalled ? dictionary : nil
        case "sorted":
            // `table.sorted { $0.key < $1.key }`: an array of the elements, by their name.
            guard step.isCalled, let keyText = key.spelling, let valueText = value.spelling else { return nil }
            return .array(.leaf(spelling: "Dictionary<" + keyText + ", " + valueText + ">.Element", sendability: dictionary.sendability))
        case "map", "compactMap":
            // An element is a `(key: K, value: V)` tuple (`$0.value`, `$0.1`).
            let element = InferredType.tuple([InferredTupleElement(label: "key", type: key), InferredTupleElement(label: "value", type: value)])
            let arguments = Self.closureArguments(step, element: element)
            guard step.isCalled, let body = step.closureResult?.substituting(arguments) ?? Self.keyPathApplied(step.firstArgument, to: element),
                  var result = inferredType(of: body, scope: scope, depth: depth + 1) else { return nil }
            // The element itself (`map { $0 }`) is printed by its name, `Dictionary<K, V>.Element`.
            if case .inferred = body, arguments["$1"] == nil, let keyText = key.spelling, let valueText = value.spelling {
                result = .leaf(spelling: "Dictionary<" + keyText + ", " + valueText + ">.Element", sendability: element.sendability)
            }
            if step.name == "compactMap", case let .optional(wrapped) = result { return .array(wrapped) }
            return .array(result)
        case "mapValues", "compactMapValues":
            guard step.isCalled, let body = step.closureResult?.substituting(["$0": .inferred(value)]),
                  var result = inferredType(of: body, scope: scope, depth: depth + 1) else { return nil }
            if step.name == "compactMapValues", case let .optional(wrapped) = result { result = wrapped }
            return .dictionary(key: key, value: result)
        case "keys", "values":
            guard !step.isCalled, let keyText = key.spelling, let valueText = value.spelling else { return nil }
            let view = "Dictionary<" + keyText + ", " + valueText + ">." + (step.name == "keys" ? "Keys" : "Values")
            return .leaf(spelling: view, sendability: dictionary.sendability)
        default:
            return nil
        }
    }

    /// `map { … }` and `filter { … }` of a `LazySequence` spelled `spelling` (`Sendable` as
    /// `sendability` says): lazy sequences that hold the closure, so never `Sendable`
    /// (`LazyMapSequence<LazySequence<[Int]>.Elements, String>`), `$0` being an element (of an
    /// array or a range of integers; the element itself printed
    /// `LazySequence<[Engine]>.Element`, as swiftc prints it); the result of a `map` whose
    /// closure's value is not read here is `_`.
    private func lazyMember(_ step: ChainStep, of spelling: String, sendability: Sendability, scope: String, depth: Int) -> InferredType? {
        guard step.isCalled, step.trailingClosures == 1 || step.closureResult != nil || step.name == "filter" else { return nil }
        let elements = spelling + ".Elements"
        switch step.name {
        case "map":
            var arguments: [String: ValueExpression] = [:]
            let base = spelling.dropFirst("LazySequence<".count).dropLast()
            let bound = Self.rangeBound(String(base))
            if let bound {
                arguments["$0"] = .inferred(.leaf(spelling: bound, sendability: .sendable))
            } else if base.hasPrefix("["), base.hasSuffix("]"), !Self.isDictionarySpelling(base) {
                arguments["$0"] = .inferred(.leaf(spelling: String(base.dropFirst().dropLast()), sendability: sendability))
            }
            let body = step.closureResult?.substituting(arguments)
            var result = body.flatMap { inferredType(of: $0, scope: scope, depth: depth + 1)?.spelling } ?? "_"
            if case .inferred? = body, bound == nil { result = spelling + ".Element" }
            return .leaf(spelling: "LazyMapSequence<" + elements + ", " + result + ">", sendability: .nonSendable)
        case "filter":
            return .leaf(spelling: "LazyFilterSequence<" + elements + ">", sendability: .nonSendable)
        default:
            return nil
        }
    }

    /// The names that start a task: `Task { … }` and `Task.detached { … }`, whose closure's
    /// value types the task (see ``taskType(_:scope:depth:)``).
    public static let taskInitializerNames: Set<String> = ["Task", "detached"]

    /// `Task { X() }`, `Task.detached { X() }`, `Task(priority: .high) { X() }`: a
    /// `Task<X, Never>` (`Task<X, any Error>` when the closure throws), `Sendable` when `X`
    /// is, as swiftc judges it; nil when the project declares a `Task` of its own, or the
    /// closure's value is not known.
    func taskType(_ steps: [ChainStep], scope: String, depth: Int) -> InferredType? {
        let names = steps.map(\.name)
        guard names == ["Task"] || names == ["Task", "detached"], let last = steps.last, last.isCalled,
              last.trailingClosures == 1, steps[0].genericArguments == nil, nominalPath(named: "Task", from: scope) == nil,
              let body = last.closureResult, let result = inferredType(of: body, scope: scope, depth: depth + 1),
              let text = result.spelling else { return nil }
        return .leaf(spelling: "Task<" + text + ", " + (last.closureThrows ? "any Error" : "Never") + ">", sendability: result.sendability)
    }

    /// `Result { try load() }`, `Result(catching: { … })`: a `'Result<T, any Error>'` of what
    /// the closure returns (the standard library's `init(catching:)`), `Sendable` when that is.
    func resultCatchingType(_ steps: [ChainStep], scope: String, depth: Int) -> InferredType? {
        guard steps.count == 1, steps[0].name == "Result", steps[0].isCalled, steps[0].genericArguments == nil,
              steps[0].unwrap == .none, nominalPath(named: "Result", from: scope) == nil,
              steps[0].trailingClosures == 1 && steps[0].argumentLabels == nil
                || steps[0].trailingClosures == 0 && steps[0].argumentLabels == ["catching"],
              let body = steps[0].closureResult, let result = inferredType(of: body, scope: scope, depth: depth + 1),
              let text = result.spelling else { return nil }
        return .leaf(spelling: "Result<" + text + ", any Error>", sendability: result.sendability)
    }
}

// MARK: - Collections named through a typealias

extension ProjectIndex {
    /// What `type`, a value of the project's typealias of an array, a dictionary or an
    /// Optional (`typealias NodeList = [Node]`), holds: that collection or Optional, read from
    /// the alias's target where the alias is declared; nil for any other type.
    func aliasedCollection(_ type: InferredType, scope: String, depth: Int) -> InferredType? {
        guard case let .leaf(spelling, _) = type, !spelling.containsASCII(UInt8(ascii: "<")),
              let (path, target) = typealiasDeclaration(named: spelling, scope: scope) else { return nil }
        switch target.kind {
        case .array, .dictionary, .optional: break
        default: return nil
        }
        let symbol = self.symbol(atPath: path) ?? topLevel[path]?.first { $0.kind == .typealias }
        guard let text = symbol?.aliasTargetText, !text.isEmpty, symbol?.aliasGenericParameters.isEmpty ?? false else { return nil }
        // The target's text is kept without its spaces: parsed again, node and text agree.
        let file = SourceFile(path: "<alias target>", bytes: Array(("let value: " + text + "\n").utf8))
        guard let node = Parser.parse(file).declarations.first?.type, node.endOffset == file.bytes.count - 1 else { return nil }
        let written = WrittenType(node: node, text: file.text(node.startOffset..<node.endOffset))
        return inferredType(ofWritten: written, scope: Self.declaringScope(ofPath: path), genericNames: [], depth: depth + 1)
    }
}
