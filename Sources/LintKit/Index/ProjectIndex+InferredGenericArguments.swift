// MARK: - Generic arguments a construction's arguments give

extension ProjectIndex {
    /// The generic arguments of the project's generic type at `path` that the call `step`
    /// (`Box(value: 1)`, with no arguments written after the name) gives it, as swiftc infers
    /// them: each generic parameter is the type of the argument passed to a parameter of the
    /// initializer whose type is that generic parameter alone (`init(value: T)`; a struct's
    /// memberwise initializer takes its stored properties, `var value: T`). The initializer is
    /// the one the call's argument labels mean among the type's own; a struct's memberwise one
    /// when none of those fits. Nil unless every generic parameter gets a type from an argument
    /// whose type is known (`Box(value: nil)`, an argument of a type the index cannot read, a
    /// generic parameter no argument gives: swiftc's answer is not known here).
    func inferredGenericArguments(ofPath path: String, call step: ChainStep, scope: String, depth: Int) -> [InferredType]? {
        guard let names = types[path]?.genericParameters, !names.isEmpty, names.count <= 8,
              let labels = step.argumentLabels, let values = step.argumentValues, values.count == labels.count,
              depth < Self.inferenceDepthLimit else { return nil }
        // The type name of the parameter each argument goes to.
        var parameterTypeNames = [String?](repeating: nil, count: values.count)
        let own = initializers(atPath: path)
        let fitting = own.shapes.compactMap { shape in
            shape.parameterPositions(of: labels, trailingClosures: step.trailingClosures).map { (shape, $0) }
        }
        if fitting.count == 1, let (shape, positions) = fitting.first {
            for (argument, parameter) in positions.enumerated() { parameterTypeNames[argument] = shape.parameters[parameter].typeName }
        } else if fitting.isEmpty, !own.declaresInitializer, nominalKind(atPath: path) == .struct {
            // The memberwise initializer: one labeled argument per stored property.
            let properties = types[path]?.storedProperties ?? []
            for (argument, label) in labels.enumerated() {
                guard let property = properties.first(where: { $0.name == label }),
                      case let .identifier(name, _, arguments)? = property.type?.kind, arguments.isEmpty else { continue }
                parameterTypeNames[argument] = name
            }
        }
        return genericArguments(names, boundBy: parameterTypeNames, to: values, scope: scope, depth: depth)
    }

    /// The types of the generic parameters `names` that arguments give: the argument `values[i]`
    /// passed to a parameter whose type is the generic parameter `parameterTypeNames[i]` alone
    /// gives it its type (the first argument that does). Nil unless every generic parameter gets
    /// a type that is known.
    private func genericArguments(_ names: [String], boundBy parameterTypeNames: [String?], to values: [ValueExpression],
                                  scope: String, depth: Int) -> [InferredType]? {
        var found = [InferredType?](repeating: nil, count: names.count)
        for (argument, typeName) in zip(values.indices, parameterTypeNames) {
            guard let typeName, let slot = names.firstIndex(of: typeName), found[slot] == nil,
                  let type = inferredType(of: values[argument], scope: scope, depth: depth + 1), type.spelling != nil else { continue }
            found[slot] = type
        }
        guard found.allSatisfy({ $0 != nil }) else { return nil }
        return found.map { $0! }
    }

    /// The generic arguments of the project's generic enum at `path` that constructing its
    /// case `name` by the call `step` gives it: each generic parameter is the type of the
    /// argument passed to an associated value of that type alone (`case success(Value)`).
    /// Nil unless every generic parameter gets a known type, or when `name` is no case of the
    /// enum with associated values.
    func inferredCaseArguments(ofPath path: String, case name: String, call step: ChainStep, scope: String, depth: Int) -> [InferredType]? {
        guard let names = types[path]?.genericParameters, !names.isEmpty, names.count <= 8,
              let values = step.argumentValues, depth < Self.inferenceDepthLimit, typeKind(atPath: path) == .enum else { return nil }
        let cases = staticMembers(named: name, ofPath: path).filter { $0.kind == .payloadCase }
        guard cases.count == 1, cases[0].payloadTypeNames.count == values.count else { return nil }
        return genericArguments(names, boundBy: cases[0].payloadTypeNames, to: values, scope: scope, depth: depth)
    }

    /// An instance of the generic type at `path` with the generic arguments `arguments`
    /// (inferred ones: see ``inferredGenericArguments(ofPath:call:scope:depth:)``), spelled
    /// `Box<Int>`; `Sendable` as its conformance, a conditional one going by the arguments.
    func instance(ofPath path: String, inferredArguments arguments: [InferredType], depth: Int) -> InferredType? {
        let spellings = arguments.compactMap(\.spelling)
        guard spellings.count == arguments.count else { return nil }
        let verdict = instanceSendability(ofPath: path, argumentCount: arguments.count, depth: depth) { arguments[$0].sendability }
        return .leaf(spelling: path + "<" + spellings.joined(separator: ", ") + ">", sendability: verdict)
    }
}
