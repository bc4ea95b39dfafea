// MARK: - Implicit members beside values of their type

extension ProjectIndex {
    /// `expressions` with each implicit member among them (`.b`, `.a(x)`, `.init()`) replaced
    /// by its type as a member of the type the other expressions agree on: swiftc looks up
    /// `.b` of `[Tag.a, .b]` in the literal's element type, which `Tag.a` gives (`[Tag]`), and
    /// through an Optional (`[Tag.a, nil, .b]` is a `[Tag?]`). With them, which of the
    /// expressions were implicit members (none when there is none: the expressions unchanged):
    /// such a member takes the context's type as it is, neither as a plain value nor as an
    /// Optional one (`[Kind(rawValue: "x"), .y]` is a `[Kind?]`, not an `[Optional<Kind>]`).
    ///
    /// Nil (the whole is unknown) when the others are none (`[.a, .b]` takes its type from an
    /// annotation), do not agree on a type named by a plain path (a generic type's member may
    /// give its arguments), or when a member's type is neither that type nor one that joins
    /// with it (``joinedElementTypes(_:_:)``: `[Sub(), .base]` with `static let base: Base` is a
    /// `[Base]`), nor an Optional of it where one may stand (`ofCollection` false: the branches
    /// of a choice; or an Optional context). swiftc rejects an Optional member in a literal of
    /// plain values (`[Tag.a, .maybe]` with `static var maybe: Tag?`: it must be unwrapped).
    func typingImplicitMembers(_ expressions: [ValueExpression], scope: String, depth: Int, ofCollection: Bool)
        -> (expressions: [ValueExpression], wasImplicit: [Bool])? {
        guard expressions.contains(where: \.isImplicitMember) else { return (expressions, []) }
        let others = expressions.filter { !$0.isImplicitMember }
        guard let context = agreedType(others, scope: scope, depth: depth) else { return nil }
        let base = context.unwrapped
        guard case let .leaf(spelling, _) = base, Self.isPlainPath(spelling) else { return nil }
        let baseSteps = spelling.split(separator: ".").map { ChainStep(name: String($0)) }
        var typed: [ValueExpression] = []
        typed.reserveCapacity(expressions.count)
        for expression in expressions {
            guard case let .implicitMember(steps) = expression else {
                typed.append(expression)
                continue
            }
            guard let type = chainType(baseSteps + steps, scope: scope, depth: depth + 1) else { return nil }
            // An Optional of the type where an Optional may stand: beside an Optional in a
            // literal, or a branch (`flag ? Tag.a : .maybe`, `load() ?? .cached`: a `Tag?`).
            let optionalFits = (!ofCollection || context.isOptional) && type.isOptional && type.unwrapped.spelling == spelling
            guard type.spelling == spelling || optionalFits || joinedElementTypes(base, type) != nil else { return nil }
            typed.append(.inferred(type))
        }
        return (typed, expressions.map(\.isImplicitMember))
    }
}

extension ValueExpression {
    /// Whether it is an implicit member expression (``implicitMember(_:)``).
    var isImplicitMember: Bool {
        if case .implicitMember = self { return true }
        return false
    }
}
