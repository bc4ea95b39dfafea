// MARK: - Implicit members beside values of their type

extension ProjectIndex {
    /// `expressions` with each one that needs its context's type (``ValueExpression/needsContext``:
    /// an implicit member such as `.b`, `.a(x)`, `.init()`, or a literal or choice of those)
    /// replaced by its type in the type the other expressions agree on: swiftc looks up `.b` of
    /// `[Tag.a, .b]` in the literal's element type, which `Tag.a` gives (`[Tag]`), through an
    /// Optional (`[Tag.a, nil, .b]` is a `[Tag?]`), and one level down (`[[Tag.a], [.b]]`,
    /// `[C(), .zero] + [.make()]`). With them, which of the expressions were so typed (none when
    /// there is none: the expressions unchanged): such an expression takes the context's type
    /// as it is, neither as a plain value nor as an Optional one (`[Kind(rawValue: "x"), .y]` is
    /// a `[Kind?]`, not an `[Optional<Kind>]`).
    ///
    /// Nil (the whole is unknown) when the others are none (`[.a, .b]` takes its type from an
    /// annotation), or when one of them cannot be typed in their type (see
    /// ``contextualType(of:in:scope:depth:optionalFits:)``).
    func typingImplicitMembers(_ expressions: [ValueExpression], scope: String, depth: Int, ofCollection: Bool)
        -> (expressions: [ValueExpression], wasImplicit: [Bool])? {
        guard expressions.contains(where: \.needsContext) else { return (expressions, []) }
        let others = expressions.filter { !$0.needsContext }
        guard let context = agreedType(others, scope: scope, depth: depth) else { return nil }
        var typed: [ValueExpression] = []
        typed.reserveCapacity(expressions.count)
        for expression in expressions {
            guard expression.needsContext else {
                typed.append(expression)
                continue
            }
            // An Optional of the type where an Optional may stand: beside an Optional in a
            // literal, or a branch (`flag ? Tag.a : .maybe`, `load() ?? .cached`: a `Tag?`).
            guard let type = contextualType(of: expression, in: context, scope: scope, depth: depth + 1,
                                            optionalFits: !ofCollection || context.isOptional) else { return nil }
            typed.append(.inferred(type))
        }
        return (typed, expressions.map(\.needsContext))
    }

    /// The type of `expression`, which needs its context's type, in `context`:
    /// - an implicit member is looked up in the context's type, unwrapped, when a plain path
    ///   names it (with generic arguments: see ``memberType(_:in:scope:depth:)``), and must be
    ///   of that type, one that joins with it (``joinedElementTypes(_:_:)``: `[Sub(), .base]`
    ///   with `static let base: Base` is a `[Base]`) or, where `optionalFits`, an Optional of it
    ///   (swiftc rejects an Optional member in a literal of plain values: `[Tag.a, .maybe]` with
    ///   `static var maybe: Tag?` must be unwrapped); force-unwrapped (`.make()!`), an Optional
    ///   of the type;
    /// - an array literal of such members (or `nil`s) takes an array context, each element typed
    ///   in its element's type; a choice (`flag ? .b : .main`) types each branch in the context.
    ///
    /// Nil for anything else.
    func contextualType(of expression: ValueExpression, in context: InferredType, scope: String, depth: Int,
                        optionalFits: Bool) -> InferredType? {
        guard depth < Self.inferenceDepthLimit else { return nil }
        switch expression {
        case let .implicitMember(steps):
            guard let (type, spelling) = memberType(steps, in: context, scope: scope, depth: depth) else { return nil }
            let isOptionalOfContext = optionalFits && type.isOptional && type.unwrapped.spelling == spelling
            guard type.spelling == spelling || isOptionalOfContext || joinedElementTypes(context.unwrapped, type) != nil else { return nil }
            return type
        case let .forceUnwrapped(.implicitMember(steps)):
            guard let (type, spelling) = memberType(steps, in: context, scope: scope, depth: depth),
                  type.isOptional, type.unwrapped.spelling == spelling else { return nil }
            return type.unwrapped
        case let .array(elements):
            guard case let .array(element) = context.unwrapped else { return nil }
            for item in elements {
                if case .nilLiteral = item {
                    guard element.isOptional else { return nil }
                    continue
                }
                guard contextualType(of: item, in: element, scope: scope, depth: depth + 1, optionalFits: element.isOptional) != nil else {
                    return nil
                }
            }
            return .array(element)
        case let .choice(branches):
            for branch in branches {
                if case .nilLiteral = branch { continue }
                guard contextualType(of: branch, in: context, scope: scope, depth: depth + 1, optionalFits: true) != nil else { return nil }
            }
            return context
        default:
            return nil
        }
    }

    /// The type of the member `steps` name (from its first name on) in the type of `context`
    /// unwrapped, when a plain path names that type, possibly with generic arguments; with that
    /// type's spelling. A generic type's member of the type itself (an enum case, a member
    /// written `Self` or with the bare name: typed `Slot` or `Slot<_>` on the bare path) is of
    /// the context's type (`[Slot<Int>.standard, .empty()]` is a `[Slot<Int>]`).
    private func memberType(_ steps: [ChainStep], in context: InferredType, scope: String, depth: Int) -> (InferredType, String)? {
        guard case let .leaf(spelling, _) = context.unwrapped else { return nil }
        var path = spelling
        if let open = spelling.firstIndex(of: "<"), spelling.hasSuffix(">") { path = String(spelling[..<open]) }
        guard Self.isPlainPath(path) else { return nil }
        let baseSteps = path.split(separator: ".").map { ChainStep(name: String($0)) }
        guard var type = chainType(baseSteps + steps, scope: scope, depth: depth + 1) else { return nil }
        if path != spelling, let own = type.spelling,
           own == path || own.hasPrefix(path + "<") && own.dropFirst(path.count).allSatisfy({ "<_, >".contains($0) }) {
            type = context.unwrapped
        }
        return (type, spelling)
    }
}

extension ValueExpression {
    /// Whether its type comes from its context's (see
    /// ``ProjectIndex/typingImplicitMembers(_:scope:depth:ofCollection:)``): an implicit member,
    /// force-unwrapped or not, or an array literal or a choice whose elements or branches all
    /// need it or are `nil` (one at least needing it).
    var needsContext: Bool {
        switch self {
        case .implicitMember, .forceUnwrapped(.implicitMember): return true
        case let .array(items), let .choice(items):
            var needs = false
            for item in items {
                if case .nilLiteral = item { continue }
                guard item.needsContext else { return false }
                needs = true
            }
            return needs
        default:
            return false
        }
    }
}
