// MARK: - Annotations that leave part of the type to the initializer

extension StaticVarConcurrencyRule {
    /// The standard generic types an annotation may name without their arguments, which the
    /// initializer then gives (`let a: Array = [Engine()]` is an `[Engine]`). `Set` is read
    /// on its own (see ``nonSendableTypes(of:names:in:reader:memberScans:)``).
    static let argumentlessGenericNames: Set<String> = ["Array", "Dictionary", "Optional", "InlineArray"]

    /// Other standard generic types an annotation may name without arguments (`let k: KeyPath
    /// = \Engine.rpm`): the initializer's type, when it is one of them, is the variable's.
    static let argumentlessToolchainGenerics: Set<String> = ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath",
                                                             "PartialKeyPath", "Result", "ClosedRange", "Range"]

    /// Whether `name`, written without arguments, names a generic type whose arguments the
    /// initializer gives: a generic type of the project (`Box` for `struct Box<T>`) or one of
    /// ``argumentlessToolchainGenerics`` the project does not declare.
    func isGenericWithoutArguments(_ name: String, scope: String, index: ProjectIndex) -> Bool {
        if let path = index.nominalPath(named: name, from: scope) {
            return !(index.types[path]?.genericParameters?.isEmpty ?? true)
        }
        return Self.argumentlessToolchainGenerics.contains(name)
    }

    /// Whether `annotation` leaves part of the type to the initializer: a placeholder `_`
    /// (`[_]`, `_?`, `[String: _]`, `InlineArray<2, _>`) or a standard generic type without its
    /// arguments (`Optional`, `Array`, `Dictionary`, `InlineArray`).
    func leavesTypeToInitializer(_ annotation: TypeNode, scope: String, index: ProjectIndex) -> Bool {
        var leaves = false
        annotation.forEachNode { node in
            guard case let .identifier(name, _, arguments) = node.kind else { return }
            if name == "_" || arguments.isEmpty && Self.argumentlessGenericNames.contains(name) && index.nominalPath(named: name, from: scope) == nil
                || arguments.isEmpty && isGenericWithoutArguments(name, scope: scope, index: index) {
                leaves = true
            }
        }
        return leaves
    }

    /// The type of a `let` whose annotation `written` leaves parts to the initializer's type
    /// `value` (see ``leavesTypeToInitializer(_:scope:index:)``), as swiftc infers it: the
    /// annotation's shape with each placeholder or missing argument list filled from the
    /// value's matching part (`let a: [_] = [Engine()]` is an `[Engine]`, `let b: Optional =
    /// Engine()` an `Engine?`, `let c: InlineArray = [Engine(), Engine()]` an
    /// `InlineArray<2, Engine>`, its count being the array literal's, `elementCount`). Nil when
    /// the two do not match or a part is not known.
    func filledAnnotation(_ node: TypeNode, in written: WrittenType, value: InferredType, elementCount: Int?,
                          scope: String, index: ProjectIndex) -> InferredType? {
        func fill(_ node: TypeNode, _ value: InferredType) -> InferredType? {
            filledAnnotation(node, in: written, value: value, elementCount: nil, scope: scope, index: index)
        }
        let unwrapped: InferredType
        if case let .optional(inner) = value { unwrapped = inner } else { unwrapped = value }
        switch node.kind {
        case let .identifier("_", _, arguments) where arguments.isEmpty:
            return value
        case let .optional(inner):
            return fill(inner, unwrapped).map { .optional($0) }
        case let .array(element):
            guard case let .array(valueElement) = value else { return nil }
            return fill(element, valueElement).map { .array($0) }
        case let .dictionary(key, element):
            guard case let .dictionary(valueKey, valueElement) = value,
                  let filledKey = fill(key, valueKey), let filledElement = fill(element, valueElement) else { return nil }
            return .dictionary(key: filledKey, value: filledElement)
        case let .identifier(name, _, arguments) where Self.argumentlessGenericNames.contains(name)
                                                    && index.nominalPath(named: name, from: scope) == nil:
            switch (name, arguments.count, value) {
            case ("Optional", 0, _): return .optional(unwrapped)
            case ("Optional", 1, _): return fill(arguments[0], unwrapped).map { .optional($0) }
            case ("Array", 0, .array): return value
            case ("Array", 1, .array(let element)): return fill(arguments[0], element).map { .array($0) }
            case ("Dictionary", 0, .dictionary): return value
            case ("Dictionary", 2, .dictionary(let key, let element)):
                guard let filledKey = fill(arguments[0], key), let filledElement = fill(arguments[1], element) else { return nil }
                return .dictionary(key: filledKey, value: filledElement)
            case ("InlineArray", _, .array(let element)):
                // The count is written (`InlineArray<2, _>`) or the literal's; the element is
                // the one argument the parser keeps (the count is no type).
                let annotationText = written.text(of: node)
                let count: String
                if let open = annotationText.firstIndex(of: "<"), annotationText.hasSuffix(">"),
                   let first = KeyPathSpelling.topLevelArguments(annotationText[annotationText.index(after: open)..<annotationText.index(before: annotationText.endIndex)]).first,
                   arguments.count == 1 {
                    count = first
                } else if arguments.isEmpty, let elementCount {
                    count = String(elementCount)
                } else {
                    return nil
                }
                guard let filled = arguments.first.map({ fill($0, element) }) ?? element, let text = filled.spelling else { return nil }
                return .leaf(spelling: "InlineArray<" + count + ", " + text + ">", sendability: filled.sendability)
            default:
                return nil
            }
        case let .identifier(name, _, _) where leavesTypeToInitializer(node, scope: scope, index: index):
            // `Box` or `Box<_>` of a `Box<Engine>`: the value's type, when it is of that name
            // (and not a nested type of it).
            guard case let .leaf(spelling, _) = value, spelling.hasPrefix(name + "<"), spelling.hasSuffix(">"),
                  !spelling.contains(">.") else { return nil }
            return value
        default:
            // A part without placeholders is the written type.
            guard !leavesTypeToInitializer(node, scope: scope, index: index) else { return nil }
            return index.inferredType(ofWritten: WrittenType(node: node, text: written.text(of: node)), scope: scope, genericNames: [],
                                      sugarsGenerics: false)
        }
    }
}
