// MARK: - The types of static members, overloads told apart by their labels

extension ProjectIndex {
    /// The argument labels of the call `step` (`_` for an unlabeled argument; none for `()`),
    /// when they can tell overloads apart: nil when it is not called or a trailing closure
    /// follows (it may stand for any function-typed parameter).
    static func callLabels(of step: ChainStep) -> [String]? {
        guard step.isCalled, step.trailingClosures == 0 else { return nil }
        return step.argumentLabels ?? []
    }

    /// The type of the static member `name` of the type at `path`, used as `isCalled` says:
    /// a property's annotation or initializer type, a called function's result, an enum
    /// case (with associated values only when called). Overloads must agree, but that the
    /// call's argument `labels` pick one function among them (`make(conn:)` next to
    /// `make(addr:)`).
    func staticMemberType(_ name: String, of path: String, isCalled: Bool, labels: [String]? = nil, depth: Int) -> InferredType? {
        guard let memo = verdictMemo else { return workOutStaticMemberType(name, of: path, isCalled: isCalled, labels: labels, depth: depth) }
        return memo.staticMemberTypes.value(for: .init(path: path, name: name, isCalled: isCalled, labels: labels, depth: depth)) {
            workOutStaticMemberType(name, of: path, isCalled: isCalled, labels: labels, depth: depth)
        }
    }

    /// ``staticMemberType(_:of:isCalled:labels:depth:)`` worked out from the index: every
    /// static member of the name that the type's declarations have (each copy of a declaration
    /// adds its own), only the functions whose labels are the call's when some are.
    private func workOutStaticMemberType(_ name: String, of path: String, isCalled: Bool, labels: [String]?, depth: Int) -> InferredType? {
        guard depth < Self.inferenceDepthLimit else { return nil }
        var members = staticMembers(named: name, ofPath: path)
        // Where the members are declared: their types are read there.
        var declaringPath = path
        if members.isEmpty, let inherited = inheritedStaticMembers(named: name, ofPath: path) {
            (members, declaringPath) = inherited
        }
        guard !members.isEmpty else { return synthesizedStaticMemberType(name, of: path, isCalled: isCalled, depth: depth) }
        if let labels {
            let fitting = members.filter { $0.kind == .function && $0.argumentLabels == labels }
            if !fitting.isEmpty { members = fitting }
        }
        var agreed: InferredType?
        for member in members {
            var type: InferredType?
            // Names an extension of a nested type writes may be read at file scope.
            guard let readingPath = member.extensionContext.map({ extensionReadingScope(of: $0.names, scope: declaringPath, extended: $0.extended) })
                    ?? declaringPath else { return nil }
            switch member.kind {
            case .property where !isCalled:
                if let written = member.type {
                    type = memberType(ofWritten: written, declaredIn: readingPath, calledOn: path, depth: depth + 1)
                    // `static var empty: G<T>` named on `G`: `G<_>`, as for a function below.
                    if let generic = types[declaringPath]?.genericParameters, !generic.isEmpty {
                        type = type.map { Self.replacingNames(Set(generic), in: $0) }
                    }
                } else if let initializer = member.initializer {
                    type = inferredType(of: initializer, scope: readingPath, depth: depth + 1)
                }
            case .function where isCalled:
                type = member.type.map { memberType(ofWritten: $0, declaredIn: readingPath, calledOn: path, depth: depth + 1) }
                // `static func make(_ v: Value) -> Outcome<Value>` called on `Outcome`: what
                // the call binds `Value` to is not read here (`Outcome<_>`).
                if let generic = types[declaringPath]?.genericParameters, !generic.isEmpty {
                    type = type.map { Self.replacingNames(Set(generic), in: $0) }
                }
            case .simpleCase where !isCalled, .payloadCase where isCalled:
                type = instanceType(ofPath: path, arguments: nil, scope: path, depth: depth + 1)
            default:
                // Another member of the name that the use cannot mean: `raw` called is the
                // function, not `static let raw`.
                continue
            }
            guard let type, let text = type.spelling else { return nil }
            if let agreed, agreed.spelling != text { return nil }
            agreed = type
        }
        return agreed
    }

    /// `type` with each of `names` (generic parameters) in its spelling written `_`.
    static func replacingNames(_ names: Set<String>, in type: InferredType) -> InferredType {
        switch type {
        case let .leaf(spelling, sendability):
            var result = ""
            var word = ""
            func flush() {
                result += names.contains(word) ? "_" : word
                word = ""
            }
            for character in spelling {
                if character.isLetter || character.isNumber || character == "_" || (character == "." && !word.isEmpty) {
                    word.append(character)
                } else {
                    flush()
                    result.append(character)
                }
            }
            flush()
            return .leaf(spelling: result, sendability: sendability)
        case let .optional(inner): return .optional(replacingNames(names, in: inner))
        case let .array(inner): return .array(replacingNames(names, in: inner))
        case let .dictionary(key, value): return .dictionary(key: replacingNames(names, in: key), value: replacingNames(names, in: value))
        case let .tuple(elements):
            return .tuple(elements.map { InferredTupleElement(label: $0.label, type: $0.type.map { replacingNames(names, in: $0) }) })
        }
    }
}
