// MARK: - Typing an initializer's shape with what the index knows

extension ProjectIndex {
    /// The sendability of a regex literal's `Regex`: not Sendable, unless the project, declaring
    /// no `Regex` of its own, makes the standard library's one Sendable in an extension.
    var regexLiteralSendability: Sendability {
        guard topLevel["Regex"] == nil, let facts = types["Regex"], facts.inheritance?.contains("Sendable") == true,
              !facts.isSendableUnavailable else { return .nonSendable }
        return .sendable
    }

    /// How deep inference may recurse (through static members' initializers).
    static let inferenceDepthLimit = 48

    /// The most parts an inferred collection or tuple type may have (see
    /// ``InferredType/hasMoreParts(than:)``); a larger one is left unknown (hw61: globals each
    /// a tuple of the ones before, 20 lines, took more than 30 s and 640 MB of output).
    static let inferredTypePartLimit = 512

    /// `type`, unless it has more than ``inferredTypePartLimit`` parts.
    static func bounded(_ type: InferredType?) -> InferredType? {
        guard let type, !type.hasMoreParts(than: inferredTypePartLimit) else { return nil }
        return type
    }

    /// The type of `expression`, written inside the type at `scope` ("" at file scope), when
    /// the index can tell it; nil when it cannot (precision first: an unknown part makes the
    /// whole unknown, except inside a tuple).
    public func inferredType(of expression: ValueExpression, scope: String, depth: Int = 0) -> InferredType? {
        guard depth < Self.inferenceDepthLimit else { return nil }
        switch expression {
        case let .literal(name):
            // Literals make standard library values, all Sendable but a regex (unless the
            // project declares `extension Regex: @unchecked Sendable {}`) and `#dsohandle`.
            if name.hasPrefix("Regex<") { return .leaf(spelling: name, sendability: regexLiteralSendability) }
            return .leaf(spelling: name, sendability: name == "UnsafeRawPointer" ? .nonSendable : .sendable)
        case .nilLiteral, .unknown:
            return nil
        case .implicitMember:
            // Typed only beside values that give its type (see ``agreedType(_:scope:depth:ofCollection:)``).
            return nil
        case let .chain(steps):
            return chainType(steps, scope: scope, depth: depth + 1)
        case let .array(elements):
            return Self.bounded(agreedType(elements, scope: scope, depth: depth + 1, ofCollection: true).map { .array($0) })
        case let .dictionary(keys, values):
            guard let key = agreedType(keys, scope: scope, depth: depth + 1, ofCollection: true),
                  let value = agreedType(values, scope: scope, depth: depth + 1, ofCollection: true) else { return nil }
            return Self.bounded(.dictionary(key: key, value: value))
        case let .tuple(items):
            return Self.bounded(.tuple(items.map {
                InferredTupleElement(label: $0.label, type: inferredType(of: $0.value, scope: scope, depth: depth + 1))
            }))
        case let .typed(written):
            // A cast's, a construction's or a closure's written type: printed as written.
            return inferredType(ofWritten: written, scope: scope, genericNames: [], depth: depth + 1, sugarsGenerics: false)
        case let .optional(inner):
            guard let wrapped = inferredType(of: inner, scope: scope, depth: depth + 1) else { return nil }
            if case .optional = wrapped { return wrapped }
            return .optional(wrapped)
        case let .forceUnwrapped(inner):
            // `K(s: "a")!`: a value that is unwrapped is an Optional, even when its type was
            // read without it (a failable initializer looks like any other).
            guard let type = inferredType(of: inner, scope: scope, depth: depth + 1) else { return nil }
            if case let .optional(wrapped) = type { return wrapped }
            return type
        case let .choice(branches):
            return agreedType(branches, scope: scope, depth: depth + 1)
        case let .closure(shape):
            return closureType(shape, scope: scope, depth: depth + 1)
        case .keyPath:
            // Typed from the tree of the file that declares the root (see
            // `StaticVarConcurrencyRule.keyPathType`): the index keeps no property names.
            return nil
        case let .inferred(type):
            return type
        case let .members(base, steps):
            // `$0.next`, `$0.adding(1)` (a method that returns its own type), `pair.0`: the
            // members of a value as a member chain's are typed.
            guard let type = inferredType(of: base, scope: scope, depth: depth + 1),
                  !steps.contains(where: { $0.unwrap != .none }) else { return nil }
            return value(type, throughMembers: steps[...], scope: scope, depth: depth + 1)
        }
    }

    /// The one type all of `expressions` have (`nil` literals among them make it an
    /// Optional: `[K(), nil]` is a `[K?]`; key paths of different classes make the nearest
    /// class of all, as swiftc joins them: `[\P.x, \P.y]` may be a `[KeyPath<P, Int>]`, see
    /// ``InferredType/joinedKeyPaths(_:_:)``), and so do the project's classes (`[Base]`, see
    /// ``joinedClasses(_:_:)``); nil when they differ otherwise or one is unknown.
    ///
    /// The elements of a collection literal (`ofCollection`) that mix a value of a type with an
    /// Optional value of it (not a `nil` literal, nor a collection literal, which convert to the
    /// Optional) make an Optional that swiftc prints unsugared: `[Optional<K>]` for
    /// `[K(), c ? K() : nil]`, `[K?]` for `[K(), nil]` and for a ternary's `c ? K() : k`.
    func agreedType(_ given: [ValueExpression], scope: String, depth: Int, ofCollection: Bool = false) -> InferredType? {
        // `[Tag.a, .b]`: the implicit members typed as members of the others' type.
        guard let (expressions, wasImplicit) = typingImplicitMembers(given, scope: scope, depth: depth, ofCollection: ofCollection) else {
            return nil
        }
        var agreed: InferredType?
        var sawNil = false
        var sawOptionalValue = false, sawPlainValue = false
        // `flag ? [Node()] : []`, `[[Node()], []]`: an empty literal takes the others' type.
        var sawEmptyArray = false, sawEmptyDictionary = false
        for (position, expression) in expressions.enumerated() {
            switch expression {
            case .nilLiteral:
                sawNil = true
                continue
            case let .array(elements) where elements.isEmpty:
                sawEmptyArray = true
                continue
            case let .dictionary(keys, _) where keys.isEmpty:
                sawEmptyDictionary = true
                continue
            default:
                break
            }
            guard let type = inferredType(of: expression, scope: scope, depth: depth), let text = type.spelling else { return nil }
            switch expression {
            case .array, .dictionary: break
            case _ where !wasImplicit.isEmpty && wasImplicit[position]: break
            default: if type.isOptional { sawOptionalValue = true } else { sawPlainValue = true }
            }
            // `K()` beside a `K?` (`nil as K?`, an Optional-returning call): an Optional of K,
            // as a `nil` literal beside it makes.
            if case let .optional(wrapped) = type, let known = agreed, known.spelling == wrapped.spelling {
                sawNil = true
                continue
            }
            if let known = agreed, case let .optional(wrapped) = known, wrapped.spelling == text {
                agreed = wrapped
                sawNil = true
                continue
            }
            // An Optional beside key paths of other classes (`\S.x`, `c ? \S.y : nil`): their join,
            // made Optional, in whichever order they come (a repeat of an element changes nothing).
            if let known = agreed, known.isOptional != type.isOptional, let joined = joinedElementTypes(known.unwrapped, type.unwrapped) {
                agreed = joined
                sawNil = true
                continue
            }
            if let known = agreed, known.spelling != text {
                guard let joined = joinedElementTypes(known, type) else { return nil }
                agreed = joined
                continue
            }
            agreed = type
        }
        guard let agreed else { return nil }
        if sawEmptyArray { guard case .array = agreed else { return nil } }
        if sawEmptyDictionary { guard case .dictionary = agreed else { return nil } }
        let result: InferredType = sawNil && !agreed.isOptional ? .optional(agreed) : agreed
        if ofCollection && sawOptionalValue && sawPlainValue, case let .optional(wrapped) = result, let inner = wrapped.spelling {
            return .leaf(spelling: "Optional<" + inner + ">", sendability: wrapped.sendability)
        }
        return result
    }

    /// A closure value's function type, as swiftc prints it (`@MainActor (any P) async -> Int`):
    /// never Sendable unless marked `@Sendable`.
    func closureType(_ shape: ClosureShape, scope: String, depth: Int) -> InferredType {
        var result = "()"
        if var written = shape.result {
            // `-> sending C`: swiftc prints an inferred closure type's result without `sending`.
            if case let .attributed(attributes, specifiers, base) = written.node.kind, attributes.isEmpty, specifiers == [.sending] {
                written = WrittenType(node: base, text: written.text(of: base))
            }
            result = inferredType(ofWritten: written, scope: scope, genericNames: [], depth: depth, sugarsGenerics: false).spelling ?? written.text
        } else if let body = shape.body, let text = inferredType(of: body, scope: scope, depth: depth)?.spelling {
            result = text
        } else if shape.hasUnreadResult {
            // A value this cannot type: a placeholder, not a guess.
            result = "_"
        }
        var parameters = shape.parameters
        if !shape.parameterTypes.isEmpty {
            let spelled = shape.parameterTypes.map { spelledWithAny($0.node, in: $0, scope: scope, genericNames: []) }
            parameters = "(" + spelled.joined(separator: ", ") + ")"
        }
        let isolation = shape.attributes.filter { globalActors.contains($0) }.map { "@" + $0 + " " }.joined()
        var effects = shape.effects
        if let thrown = shape.thrownType, effects.hasSuffix("(" + thrown.text + ")") {
            // `throws(Error)` is printed `throws(any Error)`.
            effects = String(effects.dropLast(thrown.text.count + 2)) + "(" + spelledWithAny(thrown.node, in: thrown, scope: scope, genericNames: []) + ")"
        }
        return .leaf(spelling: isolation + parameters + effects + " -> " + result,
                     sendability: shape.isSendable ? .sendable : .nonSendable)
    }

    /// The type `written` stands for inside the type at `scope`: Optionals, arrays,
    /// dictionaries and tuples by their parts; a type the project declares by its full path
    /// (`Outer.Inner`, as swiftc prints it; a protocol as `any P`); `Self` as `selfType` when
    /// given, else as the enclosing type; anything else as written. With `sugarsGenerics`,
    /// `Optional<T>`, `Array<T>` and `Dictionary<K, V>` are spelled `T?`, `[T]` and `[K : V]`,
    /// as swiftc prints a type it inferred (a member's, a function's result); a declaration's own
    /// annotation is printed as written.
    public func inferredType(ofWritten written: WrittenType, scope: String, genericNames: Set<String>, depth: Int = 0,
                             selfType: InferredType? = nil, sugarsGenerics: Bool = true) -> InferredType {
        func convert(_ node: TypeNode) -> InferredType {
            switch node.kind {
            case let .optional(inner), let .implicitlyUnwrapped(inner):
                return .optional(convert(inner))
            case let .array(inner) where !written.isInlineArray(node, element: inner):
                return .array(convert(inner))
            case let .dictionary(key, value):
                return .dictionary(key: convert(key), value: convert(value))
            case let .tuple(elements):
                if elements.count == 1 && elements[0].label == nil { return convert(elements[0].type) }
                return .tuple(elements.map { InferredTupleElement(label: $0.label, type: convert($0.type)) })
            case let .identifier(name, _, arguments) where arguments.isEmpty && !genericNames.contains(name):
                if name == "Self", let instance = selfType ?? instanceType(ofPath: scope, arguments: nil, scope: scope, depth: depth) {
                    return instance
                }
                if let path = nominalPath(named: name, from: scope) {
                    let isProtocol = nominalKind(atPath: path) == .protocol
                    return .leaf(spelling: isProtocol ? "any " + path : path,
                                 sendability: sendability(of: node, scope: scope, genericNames: genericNames, depth: depth))
                }
                // A typealias declared in a type is named by its path (`Style.Wrapper`).
                if let alias = typealiasDeclaration(named: name, scope: scope), alias.path != name,
                   case .other = resolve(name, scopes: scopePaths(scope), genericNames: genericNames, package: "") {
                    return .leaf(spelling: alias.path, sendability: sendability(of: node, scope: scope, genericNames: genericNames, depth: depth))
                }
            case let .identifier(name, _, arguments) where sugarsGenerics && (name == "Optional" || name == "Array" || name == "Dictionary")
                && !genericNames.contains(name) && nominalPath(named: name, from: scope) == nil
                && typealiasDeclaration(named: name, scope: scope) == nil:
                // `Optional<Leaf>`, `Array<Leaf>`, `Dictionary<String, Leaf>` are printed as
                // swiftc prints them: `Leaf?`, `[Leaf]`, `[String : Leaf]`.
                switch arguments.count {
                case 1 where name == "Optional": return .optional(convert(arguments[0]))
                case 1 where name == "Array": return .array(convert(arguments[0]))
                case 2 where name == "Dictionary": return .dictionary(key: convert(arguments[0]), value: convert(arguments[1]))
                default: break
                }
            case let .identifier(name, _, arguments) where !arguments.isEmpty && !genericNames.contains(name):
                // A generic typealias declared in a type is named by its path too
                // (`Outer.Nested<Engine>`).
                if let alias = typealiasDeclaration(named: name, scope: scope), alias.path != name {
                    let parts = arguments.map { convert($0).spelling }
                    if !parts.contains(nil) {
                        return .leaf(spelling: alias.path + "<" + parts.map { $0! }.joined(separator: ", ") + ">",
                                     sendability: sendability(of: node, scope: scope, genericNames: genericNames, depth: depth))
                    }
                }
            default:
                break
            }
            return .leaf(spelling: spelledWithAny(node, in: written, scope: scope, genericNames: genericNames),
                         sendability: sendability(of: node, scope: scope, genericNames: genericNames, depth: depth))
        }
        return convert(written.node)
    }

    /// A value of the nominal type at `path` (`Self` in it): nil for a protocol, whose `Self`
    /// is generic.
    func instanceType(ofPath path: String, arguments: [WrittenType]?, scope: String, depth: Int) -> InferredType? {
        guard !path.isEmpty, let kind = nominalKind(atPath: path), kind != .protocol else { return nil }
        let verdict = instanceSendability(ofPath: path, argumentCount: arguments?.count ?? 0, depth: depth) {
            sendability(of: arguments![$0].node, scope: scope, genericNames: [], depth: depth + 1)
        }
        return .leaf(spelling: path + genericArgumentText(arguments, scope: scope, depth: depth), sendability: verdict)
    }

    /// Whether an instance of the type at `path` with `argumentCount` generic arguments, whose
    /// sendabilities `argument` gives by position, is `Sendable`: as the type's conformance
    /// says, a conditional one going by the arguments (`Box<Int>`, not `Box<Store>`, for
    /// `extension Box: Sendable where T: Sendable`).
    func instanceSendability(ofPath path: String, argumentCount: Int, depth: Int, argument: (Int) -> Sendability) -> Sendability {
        let verdict = sendability(ofNominal: path, depth: depth)
        guard verdict == .sendable, argumentCount > 0,
              let conditional = conditionalSendability(ofNominal: path, argumentCount: argumentCount, argument: argument) else { return verdict }
        return conditional
    }

    /// `<A, B>` for written generic arguments, or "".
    func genericArgumentText(_ arguments: [WrittenType]?, scope: String, depth: Int) -> String {
        guard let arguments, !arguments.isEmpty else { return "" }
        let parts = arguments.map { inferredType(ofWritten: $0, scope: scope, genericNames: [], depth: depth, sugarsGenerics: false).spelling ?? $0.text }
        return "<" + parts.joined(separator: ", ") + ">"
    }
}
