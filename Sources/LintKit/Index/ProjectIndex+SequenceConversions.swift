// MARK: - Typing the standard library's conversions between sequences

extension ProjectIndex {
    /// The type of a call that builds a collection out of another sequence, as the standard
    /// library declares it and swiftc spells it:
    /// - `Dictionary(uniqueKeysWithValues: pairs)` and `Dictionary(pairs, uniquingKeysWith: f)`
    ///   of an array of two-element tuples: a dictionary of the tuples' key and value types;
    /// - `Dictionary(grouping: values, by: { … })` (or a trailing closure, or a key path) of an
    ///   array: a dictionary of what the closure returns (`$0` being an element) to arrays of
    ///   elements;
    /// - `zip(a, b)`: a `Zip2Sequence<A, B>`, `Sendable` when both are.
    ///
    /// Nil when the project declares a `Dictionary` or a `zip` of its own, or a part is unknown.
    /// `Array(x)` of a sequence is ``arrayConversionType(of:)``'s.
    func sequenceConversionType(_ steps: [ChainStep], scope: String, depth: Int) -> InferredType? {
        guard steps.count == 1, let step = steps.first, step.isCalled, step.genericArguments == nil,
              let values = step.argumentValues, let labels = step.argumentLabels, labels.count == values.count else { return nil }
        switch step.name {
        case "zip":
            guard labels == ["_", "_"], globalFunctionResults["zip"] == nil,
                  let first = inferredType(of: values[0], scope: scope, depth: depth + 1), let firstText = first.spelling,
                  let second = inferredType(of: values[1], scope: scope, depth: depth + 1), let secondText = second.spelling
            else { return nil }
            return .leaf(spelling: "Zip2Sequence<" + firstText + ", " + secondText + ">",
                         sendability: InferredType.combined([first.sendability, second.sendability]))
        case "repeatElement":
            // `repeatElement(x, count: n)`: a `Repeated<X>`, `Sendable` when `X` is.
            guard labels == ["_", "count"], globalFunctionResults["repeatElement"] == nil,
                  let element = inferredType(of: values[0], scope: scope, depth: depth + 1), let text = element.spelling else { return nil }
            return .leaf(spelling: "Repeated<" + text + ">", sendability: element.sendability)
        case "stride":
            // `stride(from: 0, to: n, by: 2)`: a `StrideTo<Int>` (`through:` a `StrideThrough`).
            guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"], globalFunctionResults["stride"] == nil,
                  case let .leaf(bound, _)? = inferredType(of: values[0], scope: scope, depth: depth + 1),
                  ValueExpressionReader.numericTypeNames.contains(bound) else { return nil }
            return .leaf(spelling: (labels[1] == "to" ? "StrideTo<" : "StrideThrough<") + bound + ">", sendability: .sendable)
        case "Dictionary":
            guard nominalPath(named: "Dictionary", from: scope) == nil else { return nil }
            switch labels {
            case ["uniqueKeysWithValues"], ["_", "uniquingKeysWith"]:
                // Of an array of pairs, or of `zip(keys, values)`.
                guard case let .tuple(elements)? = zippedElement(of: values[0], scope: scope, depth: depth)
                        ?? inferredType(of: values[0], scope: scope, depth: depth + 1).flatMap({ type -> InferredType? in
                            if case let .array(element) = type { return element }
                            return nil
                        }),
                      elements.count == 2, let key = elements[0].type, let value = elements[1].type else { return nil }
                return .dictionary(key: key, value: value)
            case ["grouping"], ["grouping", "by"]:
                let closure: ValueExpression?
                if labels.count == 2 {
                    guard step.trailingClosures == 0 else { return nil }
                    switch values[1] {
                    case let .closure(shape): closure = shape.body
                    case .keyPath: closure = values[1]
                    default: return nil
                    }
                } else {
                    guard step.trailingClosures == 1 else { return nil }
                    closure = step.closureResult
                }
                guard case let .array(element)? = inferredType(of: values[0], scope: scope, depth: depth + 1),
                      let body = Self.keyPathApplied(closure, to: element) ?? closure?.substituting(["$0": .inferred(element)]),
                      let key = inferredType(of: body, scope: scope, depth: depth + 1) else { return nil }
                return .dictionary(key: key, value: .array(element))
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// `Array(x)` of a sequence the index types as a leaf: an `ArraySlice<E>` makes an `[E]`;
    /// a `ReversedCollection`, a `Zip2Sequence` or an `EnumeratedSequence` an array of its
    /// `Element` as swiftc spells it (`[ReversedCollection<[K]>.Element]`,
    /// `[EnumeratedSequence<[K]>.Iterator.Element]`), `Sendable` when the sequence is (their
    /// elements are their bases' elements, offsets and pairs of them). Nil for another type.
    static func arrayConversionType(of sequence: InferredType) -> InferredType? {
        guard case let .leaf(spelling, sendability) = sequence, let open = spelling.firstIndex(of: "<") else { return nil }
        // `Array(table.values)`: `[Dictionary<String, Engine>.Values.Element]`, as `Sendable` as
        // the view. (Its keys' are the keys' alone, which the view's spelling does not tell.)
        if spelling.hasPrefix("Dictionary<"), spelling.hasSuffix(">.Values") {
            return .array(.leaf(spelling: spelling + ".Element", sendability: sendability))
        }
        guard spelling.hasSuffix(">") else { return nil }
        switch spelling[..<open] {
        case "ArraySlice":
            let element = spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]
            return .array(.leaf(spelling: String(element), sendability: sendability))
        case "ReversedCollection", "Zip2Sequence", "LazySequence":
            return .array(.leaf(spelling: spelling + ".Element", sendability: sendability))
        case "EnumeratedSequence", "FlattenSequence":
            return .array(.leaf(spelling: spelling + ".Iterator.Element", sendability: sendability))
        default:
            return nil
        }
    }

    /// The element type of an array spelled as ``arrayConversionType(of:)`` spells one
    /// (`[ReversedCollection<[K]>.Element]`): `K`, `(offset: Int, element: K)` for an
    /// enumerated array, `(A, B)` for a `Zip2Sequence` of two arrays, `(key: K, value: V)` for a
    /// dictionary (`[Dictionary<K, V>.Element]`), `V` for its values (`[Dictionary<K,
    /// V>.Values.Element]`) and `K` for its keys; nil for another spelling
    /// (or the elements of another sequence). swiftc's `aka` spells the array with it
    /// (`Array<K>`).
    static func convertedArrayElement(_ text: String, depth: Int = 0) -> String? {
        guard depth < 8, text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        var sequence = text.dropFirst().dropLast()
        if sequence.hasSuffix(">.Iterator.Element") {
            sequence = sequence.dropLast(".Iterator.Element".count)
        } else if sequence.hasSuffix(">.Element") || sequence.hasSuffix(">.Values.Element") || sequence.hasSuffix(">.Keys.Element") {
            sequence = sequence.dropLast(".Element".count)
        } else {
            return nil
        }
        guard let open = sequence.firstIndex(of: "<") else { return nil }
        // `[Dictionary<K, V>.Values.Element]` (`Array(table.values)`): `V`; `.Keys`: `K`.
        for (view, position) in [(">.Values", 1), (">.Keys", 0)] where sequence.hasPrefix("Dictionary<") && sequence.hasSuffix(view) {
            let inner = sequence.dropFirst("Dictionary<".count).dropLast(view.count)
            let parts = KeyPathSpelling.topLevelArguments(inner)
            guard parts.count == 2, !parts.contains(where: { $0.contains(">.") }) else { return nil }
            return parts[position]
        }
        let arguments = KeyPathSpelling.topLevelArguments(sequence[sequence.index(after: open)..<sequence.index(before: sequence.endIndex)])
        // `[Dictionary<K, V>.Element]` (a dictionary's `map { $0 }`): `(key: K, value: V)`.
        if sequence[..<open] == "Dictionary", arguments.count == 2, !arguments.contains(where: { $0.contains(">.") }) {
            return "(key: " + arguments[0] + ", value: " + arguments[1] + ")"
        }
        // Each argument's element: an array's, itself such an element when the array is one
        // of these (`[ReversedCollection<[K]>.Element]` is an array of `K`), so that `aka`
        // names no sequence's member.
        let elements = arguments.map { argument -> String? in
            guard argument.hasPrefix("["), argument.hasSuffix("]"), !argument.contains(":") else { return nil }
            if let inner = convertedArrayElement(argument, depth: depth + 1) { return inner }
            let element = String(argument.dropFirst().dropLast())
            return element.contains(">.") ? nil : element
        }
        switch (sequence[..<open], elements.count) {
        case ("ReversedCollection", 1), ("LazySequence", 1):
            return elements[0]
        case ("FlattenSequence", 1):
            // `[FlattenSequence<[[K]]>.Iterator.Element]`: the inner arrays' element.
            guard let inner = elements[0], inner.hasPrefix("["), inner.hasSuffix("]"), !inner.contains(":") else { return nil }
            return String(inner.dropFirst().dropLast())
        case ("EnumeratedSequence", 1):
            return elements[0].map { "(offset: Int, element: " + $0 + ")" }
        case ("Zip2Sequence", 2):
            guard let first = elements[0], let second = elements[1] else { return nil }
            return "(" + first + ", " + second + ")"
        default:
            return nil
        }
    }
}
