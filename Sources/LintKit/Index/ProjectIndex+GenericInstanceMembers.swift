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
        // `EngineStore` of `typealias EngineStore = Store<Engine>`: the type it stands for (a
        // result of the value's own type, `Self`, is printed so by swiftc, `'Store<Engine>'`).
        var spelling = spelling
        if Self.genericInstanceParts(of: spelling) == nil, nominalKind(atPath: spelling) == nil,
           let target = typealiasTarget(named: spelling, scope: ""),
           let canonical = canonicalSpelling(target, scope: "", genericNames: []), Self.genericInstanceParts(of: canonical) != nil {
            spelling = canonical
        }
        // `Pool<Int>`, or a non-generic type (`Factory`), whose generic methods only are typed
        // here (its other members are typed as its own, see ``member(_:of:scope:depth:)``).
        let (path, argumentSpellings) = Self.genericInstanceParts(of: spelling) ?? (spelling, [])
        guard let kind = nominalKind(atPath: path), kind == .struct || kind == .class || kind == .enum || kind == .actor,
              case let parameters = types[path]?.genericParameters ?? [], parameters.count == argumentSpellings.count,
              !isInGenericType(Self.declaringScope(ofPath: path)), isOnlyInstanceMember(named: step.name, ofPath: path),
              !hasInheritedNamesake(step.name, ofPath: path)
        else { return nil }
        // The member's written type, and where its names are read.
        let written: WrittenType
        var readingScope: String? = path
        var signature: GenericFunctionSignature?
        var whereClause: ExtensionWhereClause?
        if !step.isCalled, let property = storedProperty(named: step.name, ofPath: path) {
            guard !parameters.isEmpty, property.isPlain, let annotation = property.written else { return nil }
            written = annotation
        } else {
            guard let result = types[path]?.memberResults.first(where: { $0.name == step.name }), result.isFunction == step.isCalled
            else { return nil }
            written = result.type
            signature = result.signature
            guard signature != nil || !parameters.isEmpty else { return nil }
            // A method's arguments must fit its parameters: another of the name (a protocol's,
            // the standard library's) may be the one a call with other labels means.
            if result.isFunction && signature == nil {
                guard let shape = result.shape,
                      shape.parameterPositions(of: step.argumentLabels ?? [], trailingClosures: step.trailingClosures) != nil
                else { return nil }
            }
            if result.isInExtension { readingScope = extensionScope(of: result.type, extending: path) }
            whereClause = result.whereClause
        }
        guard let declaredIn = readingScope else { return nil }
        // The value's generic arguments, each typed once.
        var arguments: [InferredType] = []
        for argument in argumentSpellings {
            guard let type = inferredType(ofSpelling: argument, depth: depth + 1) else { return nil }
            arguments.append(type)
        }
        if let whereClause, !meets(whereClause, arguments: arguments, path: path, depth: depth + 1) { return nil }
        // `Self`, or the type named bare inside it (`func copy() -> Pool`): the value's own type.
        if case let .identifier(name, _, typeArguments) = written.node.kind, typeArguments.isEmpty,
           name == "Self" || nominalPath(named: name, from: declaredIn) == path {
            let sendability = arguments.isEmpty ? sendability(ofNominal: path, depth: depth + 1)
                : instanceSendability(ofPath: path, argumentCount: arguments.count, depth: depth + 1) { arguments[$0].sendability }
            return .leaf(spelling: spelling, sendability: sendability)
        }
        var bound: [String: InferredType] = [:]
        for (parameter, type) in zip(parameters, arguments) { bound[parameter] = type }
        if let signature {
            return callType(step, of: signature, generics: signature.genericParameters, scope: scope, declaredIn: declaredIn,
                            depth: depth + 1, prebound: bound)
        }
        return substituted(written, node: written.node, bound: bound, scope: declaredIn, depth: depth + 1)
    }

    /// Whether a value of the generic type at `path` spelled `spelling` (the type with its
    /// arguments) meets `clause`, an extension's `where` clause: only same-type requirements on
    /// its generic parameters, each naming the argument's type (`Box<Int>` meets `where T ==
    /// Int`); false for any other requirement, which the arguments' types are not checked
    /// against (`where T: AnyObject`).
    func meets(_ clause: ExtensionWhereClause, valueSpelled spelling: String, path: String, depth: Int) -> Bool {
        guard !clause.hasOtherRequirements, let (_, spellings) = Self.genericInstanceParts(of: spelling) else { return false }
        var arguments: [InferredType] = []
        for argument in spellings {
            guard let type = inferredType(ofSpelling: argument, depth: depth) else { return false }
            arguments.append(type)
        }
        return meets(clause, arguments: arguments, path: path, depth: depth)
    }

    /// Whether a value of the generic type at `path` whose generic arguments are `arguments`
    /// meets `clause` (see ``meets(_:valueSpelled:path:depth:)``).
    func meets(_ clause: ExtensionWhereClause, arguments: [InferredType], path: String, depth: Int) -> Bool {
        guard !clause.hasOtherRequirements, let parameters = types[path]?.genericParameters, arguments.count == parameters.count
        else { return false }
        return clause.sameTypes.allSatisfy { requirement in
            guard let position = parameters.firstIndex(of: requirement.parameter),
                  let required = inferredType(ofWritten: requirement.type, scope: path, genericNames: [], depth: depth,
                                              sugarsGenerics: false).spelling else { return false }
            return arguments[position].spelling == required
        }
    }

    /// Whether a protocol the type at `path` conforms to (itself, or through a superclass), or a
    /// class it inherits from that the project does not declare, may declare a member named
    /// `name` too (which a call may mean instead of the type's own): a protocol of the project,
    /// or an extension the project writes of any protocol, that declares one; or a supertype
    /// from elsewhere, unless it is
    /// one of the few of ``knownSupertypeMembers`` and none of its members is so named. The
    /// walk gives up, answering true, past ``conformanceWalkLimit`` types.
    func hasInheritedNamesake(_ name: String, ofPath path: String) -> Bool {
        var visited: Set<String> = [path]
        var pending = [path]
        var found = false
        while let current = pending.popLast(), !found {
            guard visited.count <= Self.conformanceWalkLimit else { return true }
            forEachSupertype(of: current) { supertypeName, supertype in
                if let supertype {
                    // A superclass of the project is looked at by the caller: its member is the
                    // one inherited (``declaringClass(ofInstanceMember:from:)``).
                    if typeKind(atPath: supertype) == .protocol && types[supertype]?.memberNames.contains(name) == true { found = true }
                    if visited.insert(supertype).inserted { pending.append(supertype) }
                } else if Self.knownSupertypeMembers[supertypeName]?.contains(name) ?? true
                            || types[supertypeName]?.memberNames.contains(name) == true {
                    found = true
                }
                return !found
            }
        }
        return found
    }

    /// The instance members (those a value is read through by name) of the standard
    /// library's and Foundation's protocols that types adopt for their own sake, not for
    /// members they lend: a type adopting only these, and the project's protocols, is known
    /// to have no other member of a name.
    static let knownSupertypeMembers: [String: Set<String>] = [
        "Sendable": [], "Equatable": [], "Comparable": [], "Hashable": ["hash", "hashValue"], "AnyObject": [],
        "Codable": ["encode"], "Encodable": ["encode"], "Decodable": [], "Identifiable": ["id"],
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "Error": ["localizedDescription"], "LocalizedError": ["localizedDescription", "errorDescription", "failureReason",
                                                             "recoverySuggestion", "helpAnchor"],
        "CaseIterable": [], "RawRepresentable": ["rawValue"], "BitwiseCopyable": [], "Copyable": [], "Escapable": [],
    ]

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
            depth += InferredType.bracketDepthChange(byte, after: previous)
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
