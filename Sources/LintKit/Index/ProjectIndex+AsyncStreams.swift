// MARK: - Async streams made without their element type written

extension ProjectIndex {
    /// The standard library's async streams, whose element an `X.self` argument may name.
    static let asyncStreamTypeNames: Set<String> = ["AsyncStream", "AsyncThrowingStream"]

    /// `AsyncStream<E>`, or `AsyncThrowingStream<E, any Error>`, of elements of type `element`
    /// (`failure`, when written, instead of `any Error`): `Sendable` when the element is.
    static func asyncStream(_ name: String, element: InferredType, failure: String? = nil) -> InferredType? {
        guard let spelled = element.spelling else { return nil }
        let arguments = name == "AsyncThrowingStream" ? spelled + ", " + (failure ?? "any Error") : spelled
        return .leaf(spelling: name + "<" + arguments + ">", sendability: element.sendability)
    }

    /// `AsyncStream(Engine.self) { … }`, `AsyncThrowingStream(Engine.self) { … }`: a stream of
    /// the element its first argument names (`'AsyncStream<Engine>'`), or that its `unfolding:`
    /// closure makes; nil otherwise.
    func asyncStreamConstruction(named name: String, by step: ChainStep, scope: String, depth: Int) -> InferredType? {
        guard Self.asyncStreamTypeNames.contains(name), topLevel[name] == nil else { return nil }
        if step.argumentLabels == ["unfolding"], case let .closure(shape)? = step.argumentValues?.first {
            // `AsyncStream(unfolding: { Engine() })`: the closure makes each element (an
            // Optional of it, `nil` ending the stream).
            guard let body = shape.body, var element = inferredType(of: body, scope: scope, depth: depth + 1) else { return nil }
            if case let .optional(wrapped) = element { element = wrapped }
            return Self.asyncStream(name, element: element)
        }
        guard step.argumentLabels?.first == "_",
              let element = streamElement(bySelfExpression: step.argumentValues?.first, scope: scope, depth: depth) else { return nil }
        return Self.asyncStream(name, element: element)
    }

    /// The element type an `X.self` argument names: a type of the project (see
    /// ``typeNamed(bySelfExpression:scope:depth:)``), a protocol of the project as its
    /// existential (`Event.self` and `(any Event).self` make an `AsyncStream<any Event>`,
    /// `Sendable` when the protocol refines it), or a written type (`[Engine].self`); nil
    /// otherwise.
    func streamElement(bySelfExpression value: ValueExpression?, scope: String, depth: Int) -> InferredType? {
        if let type = typeNamed(bySelfExpression: value, scope: scope, depth: depth)
            ?? writtenType(bySelfExpression: value, scope: scope, depth: depth) { return type }
        guard let names = Self.namesBeforeSelf(value),
              !names.contains(where: { $0.isCalled || $0.unwrap != .none || $0.genericArguments != nil }),
              let path = nominalPath(named: names.map(\.name).joined(separator: "."), from: scope),
              nominalKind(atPath: path) == .protocol else { return nil }
        return .leaf(spelling: "any " + path, sendability: protocolRefinesSendable(path) ? .sendable : .nonSendable)
    }

    /// `AsyncStream.makeStream(of: Engine.self)`, `AsyncStream<Engine>.makeStream()`: the
    /// `(stream: AsyncStream<Engine>, continuation: AsyncStream<Engine>.Continuation)` tuple
    /// (a continuation is `Sendable`); nil for another call, or an element not worked out.
    func asyncStreamPair(named name: String, arguments: [WrittenType]?, by step: ChainStep, scope: String, depth: Int) -> InferredType? {
        guard Self.asyncStreamTypeNames.contains(name), topLevel[name] == nil, step.name == "makeStream", step.isCalled else { return nil }
        let stream: InferredType?
        if let arguments, !arguments.isEmpty {
            let spelled = arguments.map { inferredType(ofWritten: $0, scope: scope, genericNames: [], depth: depth + 1, sugarsGenerics: false) }
            guard let element = spelled.first, spelled.count == (name == "AsyncThrowingStream" ? 2 : 1) else { return nil }
            stream = Self.asyncStream(name, element: element, failure: spelled.count == 2 ? spelled[1].spelling : nil)
        } else if step.argumentLabels?.first == "of", let element = streamElement(bySelfExpression: step.argumentValues?.first, scope: scope, depth: depth) {
            stream = Self.asyncStream(name, element: element)
        } else {
            stream = nil
        }
        guard let stream, let spelled = stream.spelling else { return nil }
        return .tuple([InferredTupleElement(label: "stream", type: stream),
                       InferredTupleElement(label: "continuation", type: .leaf(spelling: spelled + ".Continuation", sendability: .sendable))])
    }
}
