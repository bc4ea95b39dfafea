// MARK: - What a call of a generic file-scope function returns

/// What a call of a generic file-scope function needs for its result to be typed from its
/// arguments (`box(1)` of `func box<T>(_ value: T) -> Box<T>` is a `Box<Int>`): the generic
/// parameters, the parameters' labels and the forms that give a generic parameter a type (see
/// ``InitializerShape``), and the written result.
public struct GenericFunctionSignature: Sendable {
    /// The generic parameters' names, in order.
    public var genericParameters: [String]
    /// The generic parameters that a constraint or the `where` clause names: a literal
    /// argument does not tell their type (`<T: BinaryFloatingPoint>` makes `1` a `Double`).
    public var constrained: Set<String>
    /// Whether it is declared in an extension with a `where` clause, which may constrain the
    /// type's generic parameters (`extension Box where T: BinaryFloatingPoint`).
    public var isInConstrainedExtension = false
    /// The parameters' labels and the generic parameter each one's type gives, if any.
    public var shape: InitializerShape
    /// The written result type.
    public var result: WrittenType

    /// The signature of the function declared at `index` of `tree`, when it has generic
    /// parameters (or, given `shape`, none: a static function whose type's may be bound by a
    /// call), none of them a pack or a value generic, and a written result type; nil
    /// otherwise. `shape` and `result` are its parameters' and result's when read already.
    static func of(_ index: Int, in tree: SyntaxTree, shape: InitializerShape? = nil,
                   result: WrittenType? = nil) -> GenericFunctionSignature? {
        let generics = tree.declarations[index].genericParameters
        guard shape != nil || !generics.isEmpty, generics.allSatisfy({ !$0.isPack && !$0.isValue }),
              let type = tree.declarations[index].type else {
            return nil
        }
        var constrained = Set(generics.filter { $0.constraint != nil }.map(\.name))
        if let clause = tree.declarations[index].whereClause {
            for generic in generics where clause.contains(where: { $0 < tree.tokens.count && tree.token($0, named: generic.name) }) {
                constrained.insert(generic.name)
            }
        }
        var signature = GenericFunctionSignature(genericParameters: generics.map(\.name), constrained: constrained,
                                                 shape: shape ?? InitializerShape.of(index, in: tree),
                                                 result: result ?? WrittenType(node: type, text: tree.file.text(type.startOffset..<type.endOffset)))
        if let parent = tree.declarations[index].parent, tree.declarations[parent].kind == .extension {
            signature.isInConstrainedExtension = tree.declarations[parent].whereClause != nil
        }
        return signature
    }
}

extension ProjectIndex {
    /// The type of `step`, a call of the project's one file-scope function of its name when
    /// that function is generic (see ``GenericFunctionSignature``): each generic parameter
    /// takes the type of the argument passed to a parameter whose type holds it in one of the
    /// forms of ``GenericParameterForm`` (a literal, or a closure returning one, only for an
    /// unconstrained one; a parameter that several arguments give, only when they have one
    /// type), and the
    /// result is typed with them when it is a generic parameter, an Optional, array,
    /// dictionary or tuple of such types, or a generic nominal type of the project whose
    /// arguments are (`Box<T>`, `[T]?`, `Pair<String, T>`, `(T, Int)`). Nil for anything else, and when the call's labels do not
    /// fit the parameters or an argument's type is not known.
    func genericFunctionCallType(_ step: ChainStep, scope: String, depth: Int) -> InferredType? {
        guard let signature = genericGlobalFunctions[step.name] else { return nil }
        return callType(step, of: signature, generics: signature.genericParameters, scope: scope, declaredIn: "", depth: depth)
    }

    /// The type of `step`, a call of the static function of the type at `path` that is the
    /// type's only static member of its name, when the function is generic or the type is
    /// (`Binding.constant(true)` of `static func constant(_ value: Value) -> Binding<Value>` in
    /// `struct Binding<Value>` is a `Binding<Bool>`): its generic parameters and the type's
    /// are bound by the arguments, as for a file-scope function
    /// (``genericFunctionCallType(_:scope:depth:)``). Nil for anything else.
    func genericStaticCallType(_ step: ChainStep, ofPath path: String, scope: String, depth: Int) -> InferredType? {
        let members = staticMembers(named: step.name, ofPath: path)
        guard members.count == 1, members[0].kind == .function, members[0].extensionContext == nil,
              var signature = members[0].signature else { return nil }
        let typeGenerics = types[path]?.genericParameters ?? []
        let generics = typeGenerics + signature.genericParameters
        guard !generics.isEmpty else { return nil }
        // The type's own constraints, or an extension's `where` clause, constrain its parameters.
        for parameter in types[path]?.nominal?.genericParameterConstraints ?? [] where !parameter.constraints.isEmpty {
            signature.constrained.insert(parameter.name)
        }
        if signature.isInConstrainedExtension { signature.constrained.formUnion(typeGenerics) }
        return callType(step, of: signature, generics: generics, scope: scope, declaredIn: path, depth: depth)
    }

    /// The type of the call `step` of a function of `signature` whose generic parameters (its
    /// own, and its type's) are `generics`: the result, declared in the scope `declaredIn`,
    /// with each generic parameter the arguments bind (see
    /// ``genericFunctionCallType(_:scope:depth:)``) and those of `prebound` (a generic type's
    /// parameters, which the value a method is called on gives); arguments are read in `scope`.
    func callType(_ step: ChainStep, of signature: GenericFunctionSignature, generics: [String], scope: String,
                  declaredIn: String, depth: Int, prebound: [String: InferredType] = [:]) -> InferredType? {
        guard step.isCalled, step.genericArguments == nil, depth < Self.inferenceDepthLimit,
              let labels = step.argumentLabels ?? (step.trailingClosures > 0 ? [] : nil),
              let values = step.argumentValues ?? (labels.isEmpty ? [] : nil), values.count == labels.count,
              let positions = signature.shape.parameterPositions(of: labels, trailingClosures: step.trailingClosures)
        else { return nil }
        var arguments: [((String, GenericParameterForm)?, ValueExpression)] = []
        // The first argument of each generic parameter, and the further ones.
        var first: [String: ValueExpression] = [:]
        var repeated: [(name: String, form: GenericParameterForm, value: ValueExpression)] = []
        func give(_ name: String, _ form: GenericParameterForm, _ value: ValueExpression) -> Bool {
            // A parameter of a concrete type (`count: Int`) gives nothing.
            guard generics.contains(name) else { return true }
            // `1` given to a constrained `T` may be another type than `Int`; two arguments of
            // one `T` make it a type both convert to (`same(1, 2.5)` is a `Double`,
            // `same(Sub(), Base())` a `Base`): only arguments of one type, no literal, agree on it.
            let isLiteral = Self.isLiteral(value)
            if isLiteral && signature.constrained.contains(name) { return false }
            if let earlier = first[name] {
                guard !isLiteral, !Self.isLiteral(earlier) else { return false }
                repeated.append((name, form, value))
                return true
            }
            first[name] = value
            arguments.append(((name, form), value))
            return true
        }
        // `$0` in a closure passed to `(Resource) -> U`, where the value the method is called on
        // binds `Resource`: a value of that type (`subject.map { $0.count }`).
        func closureValue(_ value: ValueExpression, for parameter: InitializerShape.Parameter) -> ValueExpression {
            guard !prebound.isEmpty, let names = parameter.closureParameterNames, !names.isEmpty,
                  case .closure(var shape) = value, shape.result == nil, let body = shape.body,
                  shape.parameterCount == nil || shape.parameterCount == names.count else { return value }
            var locals: [String: ValueExpression] = [:]
            for (position, name) in names.enumerated() {
                guard let type = prebound[name] else { return value }
                locals["$" + String(position)] = .inferred(type)
            }
            shape.body = body.substituting(locals)
            return .closure(shape)
        }
        for (argument, parameter) in positions.enumerated() {
            let declared = signature.shape.parameters[parameter]
            guard let name = declared.typeName else { continue }
            if declared.isVariadic || !give(name, declared.typeForm, closureValue(values[argument], for: declared)) { return nil }
        }
        if step.trailingClosures == 1, let result = step.closureResult,
           let parameter = signature.shape.trailingClosureParameter(after: positions), let name = parameter.typeName {
            var closure = Self.returning(result)
            closure.parameterCount = step.closureParameterCount
            guard give(name, parameter.typeForm, closureValue(.closure(closure), for: parameter)) else { return nil }
        }
        guard let types = genericArguments(generics, boundBy: arguments, scope: scope, depth: depth) else { return nil }
        var bound = prebound
        for (name, type) in zip(generics, types) { bound[name] = type }
        for (name, form, value) in repeated {
            guard let type = boundType(by: value, form: form, scope: scope, depth: depth + 1), let spelling = type.spelling,
                  spelling == bound[name]?.spelling else { return nil }
        }
        return substituted(signature.result, node: signature.result.node, bound: bound, scope: declaredIn, depth: depth)
    }

    /// Whether `value` is a literal, or a collection or Optional of literals, whose type the
    /// context decides.
    private static func isLiteral(_ value: ValueExpression) -> Bool {
        switch value {
        case .literal, .nilLiteral: return true
        case let .array(elements): return elements.isEmpty || elements.contains(where: isLiteral)
        case let .dictionary(keys, values): return keys.isEmpty || keys.contains(where: isLiteral) || values.contains(where: isLiteral)
        case let .optional(wrapped): return isLiteral(wrapped)
        // `{ 1 }`: its result is the literal's.
        case let .closure(shape): return shape.result == nil && (shape.body.map(isLiteral) ?? true)
        default: return false
        }
    }

    /// `node` (a part of `written`, a generic function's result, declared in `scope`) with the
    /// generic parameters in `bound` replaced by their types, in the forms
    /// ``genericFunctionCallType(_:scope:depth:)`` reads; nil for another form that names one,
    /// and for `Self` or a type declared in a generic type (`Outer<T>.Inner`, the generic type
    /// named bare), whose arguments are not spelled here.
    func substituted(_ written: WrittenType, node: TypeNode, bound: [String: InferredType], scope: String,
                     depth: Int) -> InferredType? {
        switch node.kind {
        case let .identifier(name, _, arguments) where arguments.isEmpty && bound[name] != nil:
            return bound[name]
        case let .optional(inner):
            return substituted(written, node: inner, bound: bound, scope: scope, depth: depth).map { .optional($0) }
        case let .array(inner) where !written.isInlineArray(node, element: inner):
            return substituted(written, node: inner, bound: bound, scope: scope, depth: depth).map { .array($0) }
        case let .tuple(elements) where elements.count == 1 && elements[0].label == nil:
            return substituted(written, node: elements[0].type, bound: bound, scope: scope, depth: depth)
        case let .tuple(elements) where elements.count > 1:
            var parts: [InferredTupleElement] = []
            for element in elements {
                guard let type = substituted(written, node: element.type, bound: bound, scope: scope, depth: depth) else { return nil }
                parts.append(InferredTupleElement(label: element.label, type: type))
            }
            return .tuple(parts)
        case let .dictionary(key, value):
            guard let key = substituted(written, node: key, bound: bound, scope: scope, depth: depth),
                  let value = substituted(written, node: value, bound: bound, scope: scope, depth: depth) else { return nil }
            return .dictionary(key: key, value: value)
        case let .identifier(name, _, arguments) where !arguments.isEmpty && mentionsAny(of: bound, in: node):
            guard let path = nominalPath(named: name, from: scope), let kind = nominalKind(atPath: path), kind != .protocol,
                  types[path]?.genericParameters?.count == arguments.count,
                  !isInGenericType(Self.declaringScope(ofPath: path)) else { return nil }
            var parts: [InferredType] = []
            for argument in arguments {
                guard let part = substituted(written, node: argument, bound: bound, scope: scope, depth: depth), part.spelling != nil else { return nil }
                parts.append(part)
            }
            let sendability = instanceSendability(ofPath: path, argumentCount: parts.count, depth: depth + 1) { parts[$0].sendability }
            return .leaf(spelling: path + "<" + parts.map { $0.spelling! }.joined(separator: ", ") + ">", sendability: sendability)
        default:
            // A part that names no generic parameter (and nothing opaque) is typed as written.
            guard !mentionsAny(of: bound, in: node) else { return nil }
            var isOpaque = false
            node.forEachNode { part in
                if case .specified(.some, _, _) = part.kind { isOpaque = true }
            }
            let part = WrittenType(node: node, text: written.text(of: node))
            guard !isOpaque, writesOnlyConcreteTypes(part, scope: scope) else { return nil }
            return inferredType(ofWritten: part, scope: scope, genericNames: [], depth: depth + 1, sugarsGenerics: false)
        }
    }

    /// Whether `node` names one of the generic parameters in `bound`.
    private func mentionsAny(of bound: [String: InferredType], in node: TypeNode) -> Bool {
        var found = false
        node.forEachNode { part in
            if case let .identifier(name, _, _) = part.kind, bound[name] != nil { found = true }
        }
        return found
    }
}
