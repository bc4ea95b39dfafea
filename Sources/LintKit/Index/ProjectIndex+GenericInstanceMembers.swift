// MARK: - Members of a value of a generic type

extension ProjectIndex {
    /// The type of `step`, an instance member read on a value whose type is spelled `spelling`
    /// and is a generic type of the project with its arguments (`Pool<Int>`): the member's
    /// written type with the type's generic parameters replaced by those arguments, as swiftc
    /// infers it. `Pool<Int>().first()` of `func first() -> Resource?` in `final class
    /// Pool<Resource>` is an `Int?`, `pool.same()` of `func same() -> Pool<Resource>` a
    /// `Pool<Int>`, and a generic method's own generic parameters are bound by the call's
    /// arguments as a generic function's are (``genericFunctionCallType(_:scope:depth:)``):
    /// `Pool<Int>().map { _ in Engine() }` of `func map<U>(_ f: (Resource) -> U) -> Pool<U>` is
    /// a `Pool<Engine>`; so is a generic method's of a non-generic type (`factory.box(1)` of
    /// `func box<T>(_ value: T) -> Box<T>` is a `Box<Int>`). The member is a stored property
    /// with an annotation, a computed property with one, or a method with a written result,
    /// the type's only instance member of its name (no overload, no superclass's namesake),
    /// declared in any file, not
    /// `private` or `fileprivate`; the result is typed in the forms
    /// ``substituted(_:node:bound:scope:depth:)`` reads, or is `Self` or the type named bare
    /// (the value's own type). Nil for anything else: a type nested in a generic type, a
    /// protocol, arguments that do not parse, a result in another form.
    func genericInstanceMemberType(_ step: ChainStep, ofValueSpelled spelling: String, scope: String,
                                   depth: Int) -> InferredType? {
        guard step.genericArguments == nil, depth < Self.inferenceDepthLimit else { return nil }
        // `Pool<Int>`, or a non-generic type (`Factory`), whose generic methods only are typed
        // here (its other members are typed as its own, see ``member(_:of:scope:depth:)``).
        let (path, argumentSpellings) = Self.genericInstanceParts(of: spelling) ?? (spelling, [])
        guard let kind = nominalKind(atPath: path), kind == .struct || kind == .class || kind == .enum || kind == .actor,
              case let parameters = types[path]?.genericParameters ?? [], parameters.count == argumentSpellings.count,
              !isInGenericType(Self.declaringScope(ofPath: path)), isOnlyInstanceMember(named: step.name, ofPath: path)
        else { return nil }
        // The member's written type, and where its names are read.
        let written: WrittenType
        var readingScope: String? = path
        var signature: GenericFunctionSignature?
        if !step.isCalled, let property = storedProperty(named: step.name, ofPath: path) {
            guard !parameters.isEmpty, property.isPlain, let annotation = property.written else { return nil }
            written = annotation
        } else {
            guard let result = types[path]?.memberResults.first(where: { $0.name == step.name }), result.isFunction == step.isCalled
            else { return nil }
            written = result.type
            signature = result.signature
            guard signature != nil || !parameters.isEmpty else { return nil }
            if result.isInExtension { readingScope = extensionScope(of: result.type, extending: path) }
        }
        guard let declaredIn = readingScope else { return nil }
        // `Self`, or the type named bare inside it (`func copy() -> Pool`): the value's own type.
        if case let .identifier(name, _, arguments) = written.node.kind, arguments.isEmpty,
           name == "Self" || nominalPath(named: name, from: declaredIn) == path {
            return .leaf(spelling: spelling, sendability: instanceSendability(ofValueSpelled: spelling, path: path, depth: depth))
        }
        var bound: [String: InferredType] = [:]
        for (parameter, argument) in zip(parameters, argumentSpellings) {
            guard let type = inferredType(ofSpelling: argument, depth: depth + 1) else { return nil }
            bound[parameter] = type
        }
        if let signature {
            return callType(step, of: signature, generics: signature.genericParameters, scope: scope, declaredIn: declaredIn,
                            depth: depth + 1, prebound: bound)
        }
        return substituted(written, node: written.node, bound: bound, scope: declaredIn, depth: depth + 1)
    }

    /// The sendability of a value of the generic type at `path` spelled `spelling` (the type
    /// with its arguments), as a construction of it with those arguments has.
    private func instanceSendability(ofValueSpelled spelling: String, path: String, depth: Int) -> Sendability {
        guard let (_, arguments) = Self.genericInstanceParts(of: spelling) else { return sendability(ofNominal: path, depth: depth + 1) }
        let types = arguments.map { inferredType(ofSpelling: $0, depth: depth + 1) }
        return instanceSendability(ofPath: path, argumentCount: types.count, depth: depth + 1) { types[$0]?.sendability ?? .unknown }
    }

    /// `Pool<Int>` taken apart: the path before the generic argument clause and the arguments'
    /// spellings (split at the commas outside brackets); nil for a spelling that does not end
    /// with its one argument clause (`Pool<Int>.Token`, `Pool<Int>?`, `[Pool<Int>]`).
    static func genericInstanceParts(of spelling: String) -> (path: String, arguments: [String])? {
        let utf8 = spelling.utf8
        guard utf8.last == UInt8(ascii: ">"), let open = utf8.firstIndex(of: UInt8(ascii: "<")), open != utf8.startIndex
        else { return nil }
        let path = String(spelling[..<open])
        guard path.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 >= 0x80 || ($0 >= 0x30 && $0 <= 0x39)
                                     || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")) }) else { return nil }
        let inner = spelling[utf8.index(after: open)..<utf8.index(before: utf8.endIndex)]
        // The clause must close at the end: `A<B>.C<D>` is no one clause.
        var depth = 0
        var previous: UInt8 = 0
        for byte in inner.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-"): depth -= 1
            default: break
            }
            if depth < 0 { return nil }
            previous = byte
        }
        guard depth == 0 else { return nil }
        let arguments = KeyPathSpelling.topLevelArguments(inner)
        guard !arguments.contains(where: { $0.isEmpty || $0 == "_" }) else { return nil }
        return (path, arguments)
    }

    /// The type an inferred type's spelling (`Int`, `[String : Engine]`, `Outer.Inner`) stands
    /// for, read as an annotation at file scope (a spelling names the project's types by their
    /// paths); nil when it does not parse as one type.
    func inferredType(ofSpelling spelling: String, depth: Int) -> InferredType? {
        let prefix = "let value: "
        let file = SourceFile(path: "<inferred type>", bytes: Array((prefix + spelling + "\n").utf8))
        guard let type = Parser.parse(file).declarations.first?.type, type.startOffset == prefix.utf8.count,
              type.endOffset == file.bytes.count - 1 else { return nil }
        let inferred = inferredType(ofWritten: WrittenType(node: type, text: spelling), scope: "", genericNames: [], depth: depth,
                                    sugarsGenerics: false)
        return inferred.spelling == nil ? nil : inferred
    }
}
