// MARK: - Generic arguments a construction's arguments give

extension ProjectIndex {
    /// The generic arguments of the project's generic type at `path` that the call `step`
    /// (`Box(value: 1)`, with no arguments written after the name) gives it, as swiftc infers
    /// them: each generic parameter is given by the argument passed to a parameter of the
    /// initializer whose type is that generic parameter alone (`init(value: T)`; a struct's
    /// memberwise initializer takes its stored properties, `var value: T`), or an Optional,
    /// array or metatype of it, or a function type that returns it (a closure argument, also a
    /// trailing one, `Factory { Database() }`: see ``GenericParameterForm``). The initializer
    /// is the one the call's argument labels mean among the type's own; a struct's memberwise
    /// one when none of those fits. Nil unless every generic parameter gets a type from an
    /// argument whose type is known (`Box(value: nil)`, an argument of a type the index cannot
    /// read, a generic parameter no argument gives: swiftc's answer is not known here).
    func inferredGenericArguments(ofPath path: String, call step: ChainStep, scope: String, depth: Int) -> [InferredType]? {
        guard let names = types[path]?.genericParameters, !names.isEmpty, names.count <= 8,
              let labels = step.argumentLabels ?? (step.trailingClosures > 0 ? [] : nil),
              let values = step.argumentValues ?? (labels.isEmpty ? [] : nil), values.count == labels.count,
              depth < Self.inferenceDepthLimit else { return nil }
        // The generic parameter (and its form) of the parameter each argument goes to; the
        // trailing closure's last.
        var bindings = [(String, GenericParameterForm)?](repeating: nil, count: values.count)
        var trailingBinding: (String, GenericParameterForm)?
        let own = initializers(atPath: path)
        let fitting = own.shapes.compactMap { shape in
            shape.parameterPositions(of: labels, trailingClosures: step.trailingClosures).map { (shape, $0) }
        }
        if fitting.count == 1, let (shape, positions) = fitting.first {
            for (argument, parameter) in positions.enumerated() {
                bindings[argument] = shape.parameters[parameter].typeName.map { ($0, shape.parameters[parameter].typeForm) }
            }
            if step.trailingClosures == 1, let parameter = shape.trailingClosureParameter(after: positions), let name = parameter.typeName {
                trailingBinding = (name, parameter.typeForm)
            }
        } else if fitting.isEmpty, !own.declaresInitializer, nominalKind(atPath: path) == .struct {
            // The memberwise initializer: one labeled argument per stored property, a trailing
            // closure for the first property of a function type after them.
            let properties = types[path]?.storedProperties ?? []
            var last = -1
            for (argument, label) in labels.enumerated() {
                guard let position = properties.firstIndex(where: { $0.name == label }) else { continue }
                last = position
                // A property wrapper or a result builder on the property changes what its
                // argument is (`@ViewBuilder let content: () -> Content`).
                guard properties[position].wrapper == nil else { continue }
                bindings[argument] = properties[position].type.flatMap(GenericParameterForm.read)
            }
            if step.trailingClosures == 1,
               let next = properties.dropFirst(last + 1).first(where: { $0.type.flatMap(GenericParameterForm.read) != nil }),
               next.wrapper == nil, let binding = next.type.flatMap(GenericParameterForm.read), binding.1 == .closureResult {
                trailingBinding = binding
            }
        }
        var arguments = Array(zip(bindings, values))
        if let trailingBinding, let result = step.closureResult { arguments.append((trailingBinding, .closure(Self.returning(result)))) }
        return genericArguments(names, boundBy: arguments, scope: scope, depth: depth)
    }

    /// A closure shape that returns `value` (a trailing closure's value, which the reader
    /// keeps apart from the closure).
    static func returning(_ value: ValueExpression) -> ClosureShape {
        ClosureShape(parameters: "()", result: nil, body: value, isSendable: false)
    }

    /// The types of the generic parameters `names` that arguments give: an argument passed to
    /// a parameter whose type holds a generic parameter (see ``GenericParameterForm``) gives it
    /// its type (the first argument that does). Nil unless every generic parameter gets a type
    /// that is known.
    func genericArguments(_ names: [String], boundBy arguments: [((String, GenericParameterForm)?, ValueExpression)],
                                  scope: String, depth: Int) -> [InferredType]? {
        var found = [InferredType?](repeating: nil, count: names.count)
        for (binding, value) in arguments {
            guard let (typeName, form) = binding, let slot = names.firstIndex(of: typeName), found[slot] == nil,
                  let type = boundType(by: value, form: form, scope: scope, depth: depth + 1), type.spelling != nil else { continue }
            found[slot] = type
        }
        guard found.allSatisfy({ $0 != nil }) else { return nil }
        return found.map { $0! }
    }

    /// The type an argument `value` gives a generic parameter that the parameter's type holds
    /// in `form`: `[Engine()]` gives `[T]` an `Engine`, `Engine.self` gives `T.Type` one, and a
    /// closure that returns one gives `() -> T` one; nil when it is not known.
    func boundType(by value: ValueExpression, form: GenericParameterForm, scope: String, depth: Int) -> InferredType? {
        switch form {
        case .bare:
            return inferredType(of: value, scope: scope, depth: depth)
        case .optional:
            guard let type = inferredType(of: value, scope: scope, depth: depth) else { return nil }
            if case let .optional(wrapped) = type { return wrapped }
            return type
        case .array:
            guard case let .array(element)? = inferredType(of: value, scope: scope, depth: depth) else { return nil }
            return element
        case .metatype:
            return typeNamed(bySelfExpression: value, scope: scope, depth: depth)
        case .closureResult:
            guard case let .closure(shape) = value else { return nil }
            if let result = shape.result { return inferredType(ofWritten: result, scope: scope, genericNames: [], depth: depth, sugarsGenerics: false) }
            return shape.body.flatMap { inferredType(of: $0, scope: scope, depth: depth) }
        }
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
        let bindings = cases[0].payloadTypeNames.map { name in name.map { ($0, GenericParameterForm.bare) } }
        return genericArguments(names, boundBy: Array(zip(bindings, values)), scope: scope, depth: depth)
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
