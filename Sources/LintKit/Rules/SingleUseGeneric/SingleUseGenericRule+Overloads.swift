/// `single_use_generic`'s guard against fixes that would make two overloads one declaration.
extension SingleUseGenericRule {
    /// The candidates (generic functions, initializers and subscripts) that another generic
    /// one, or one that takes a `some` parameter, could be made the same declaration as by the
    /// rewrites: same scope, kind, name and argument labels, and the same types once every
    /// generic parameter and `some` type is written as `some(constraints)`
    /// (``erasedShape(_:generics:)``; a type the parser could not read counts as the same as
    /// any), where they differ now (two declarations the same already are a requirement and
    /// its default, or branches of `#if`, and are rewritten alike). The scope is the parent
    /// declaration, or for a member the type it extends (its declaration and its extensions in
    /// this file alike); static and instance members are apart.
    static func candidatesWithGenericOverloads(_ candidates: [Int], in tree: SyntaxTree) -> [Int: Bool] {
        let declarations = tree.declarations
        func labelKey(_ index: Int) -> String {
            let declaration = declarations[index]
            var scope = "#"
            if let parent = declaration.parent {
                scope = declarations[parent].kind.isTypeLike ? declarations[parent].name : "#\(parent)"
            }
            let labels = declaration.parameters.map { ($0.firstName ?? "_") + ":" }.joined()
            return "\(scope) \(declaration.isStatic ? "static " : "")\(declaration.kind.rawValue) \(declaration.name)(\(labels))"
        }
        // After the rewrites (`rewritten`), every generic parameter is `some(…)`; before, each
        // is `τ<position>(…)`, and so is a `some` type, numbered after the named ones.
        func shapeKey(_ index: Int, rewritten: Bool) -> String? {
            let declaration = declarations[index]
            // Each generic parameter as `some(…)` of its conformances, inline and in the where
            // clause (same-type requirements are left out: fewer differences, more caution).
            var constraints: [String: [TypeNode]] = [:]
            for parameter in declaration.genericParameters { constraints[parameter.name] = parameter.constraint.map { [$0] } ?? [] }
            for requirement in declaration.requirements where requirement.relation == .conformance {
                if case let .identifier(name, _, list) = requirement.left.kind, list.isEmpty, constraints[name] != nil {
                    constraints[name, default: []].append(requirement.right)
                }
            }
            // In a constraint, every generic parameter is `·`.
            var placeholders: [String: String] = [:]
            for name in constraints.keys { placeholders[name] = "·" }
            var generics: [String: String] = [:]
            for (position, parameter) in declaration.genericParameters.enumerated() {
                guard let list = constraints[parameter.name],
                      let shape = someShape(list, generics: placeholders, opaque: rewritten ? "some" : "τ\(position)") else { return nil }
                generics[parameter.name] = shape
            }
            // Before the rewrites, a `some` type is marked with a byte no type holds, and
            // numbered below.
            let opaque = rewritten ? "some" : "\u{1}"
            var parts: [String] = []
            for parameter in declaration.parameters {
                guard let type = parameter.type, let shape = erasedShape(type, generics: generics, opaque: opaque) else { return nil }
                parts.append(shape)
            }
            if let result = declaration.type {
                guard let shape = erasedShape(result, generics: generics, opaque: opaque) else { return nil }
                parts.append("->" + shape)
            }
            let joined = parts.joined(separator: ",")
            guard !rewritten else { return joined }
            // The compiler numbers `some` types after the named parameters, in the order they
            // are written: `f<A: P>(_: A)` and `f(_: some P)` are one signature.
            var numbered = ""
            for (position, piece) in joined.split(separator: "\u{1}", omittingEmptySubsequences: false).enumerated() {
                if position > 0 { numbered += "τ\(declaration.genericParameters.count + position - 1)" }
                numbered += piece
            }
            return numbered
        }
        // Most candidates' names are declared once in their file: only names declared by two
        // functions (initializers, subscripts) or more are looked at further.
        let candidateNames = Set(candidates.map { declarations[$0].name })
        var declaredCount: [String: Int] = [:]
        for index in declarations.indices {
            switch declarations[index].kind {
            case .function, .initializer, .subscript:
                if candidateNames.contains(declarations[index].name) { declaredCount[declarations[index].name, default: 0] += 1 }
            default: continue
            }
        }
        let names = candidateNames.filter { declaredCount[$0, default: 0] > 1 }
        guard !names.isEmpty else { return [:] }
        var groups: [String: [Int]] = [:]
        for index in declarations.indices where names.contains(declarations[index].name) {
            switch declarations[index].kind {
            case .function, .initializer, .subscript: break
            default: continue
            }
            // Declarations without a generic clause that take `some` parameters are generic too.
            if declarations[index].genericParameters.isEmpty {
                guard declarations[index].parameters.contains(where: { parameter in
                    guard let type = parameter.type else { return false }
                    var takesSome = false
                    type.forEachNode { node in
                        if case let .specified(keyword, _, _) = node.kind, keyword == .some { takesSome = true }
                    }
                    return takesSome
                }) else { continue }
            }
            groups[labelKey(index), default: []].append(index)
        }
        var result: [Int: Bool] = [:]
        let candidateSet = Set(candidates)
        for members in groups.values where members.count > 1 && members.contains(where: candidateSet.contains) {
            // Shapes once per overload (a declaration of more generic parameters than are
            // analyzed counts as the same as any), then counted, so that a thousand overloads
            // take linear time.
            let shapes = members.map { index -> (shape: String?, before: String?) in
                guard declarations[index].genericParameters.count <= Self.maximumGenericParameters else { return (nil, nil) }
                return (shapeKey(index, rewritten: true), shapeKey(index, rewritten: false))
            }
            var byShape: [String: Int] = [:], byShapeAndBefore: [String: Int] = [:]
            var unknownShapes = 0, unknownShapesByBefore: [String: Int] = [:], byBefore: [String: Int] = [:]
            for (shape, before) in shapes {
                if let before { byBefore[before, default: 0] += 1 }
                if let shape {
                    byShape[shape, default: 0] += 1
                    if let before { byShapeAndBefore[shape + "\u{0}" + before, default: 0] += 1 }
                } else {
                    unknownShapes += 1
                    if let before { unknownShapesByBefore[before, default: 0] += 1 }
                }
            }
            for (position, index) in members.enumerated() where candidateSet.contains(index) {
                let (shape, before) = shapes[position]
                // The overloads it may become (itself included), and of those, the ones that
                // are the same declaration already.
                let alike: Int, alreadySame: Int
                if let shape {
                    alike = byShape[shape, default: 0] + unknownShapes
                    alreadySame = before.map { byShapeAndBefore[shape + "\u{0}" + $0, default: 0] + unknownShapesByBefore[$0, default: 0] } ?? 1
                } else {
                    alike = members.count
                    alreadySame = before.map { byBefore[$0, default: 0] } ?? 1
                }
                if alike - alreadySame > 0 { result[index] = true }
            }
        }
        return result
    }

    /// `some(A&B)` for the constraints `list` (compositions split, members sorted), with
    /// each name of `generics` written as its value there; `opaque` replaces `some`.
    static func someShape(_ list: [TypeNode], generics: [String: String], opaque: String = "some") -> String? {
        var members: [String] = []
        func add(_ type: TypeNode) -> Bool {
            if case let .composition(parts) = type.kind { return parts.allSatisfy(add) }
            guard let shape = erasedShape(type, generics: generics, opaque: opaque) else { return false }
            members.append(shape)
            return true
        }
        guard list.allSatisfy(add) else { return nil }
        return opaque + "(" + members.sorted().joined(separator: "&") + ")"
    }

    /// `type` written with every name of `generics` as its value there (`some(P)`), every
    /// `some` type as `some(…)` of its constraints, and without attributes: two declarations
    /// whose types have one shape may become one declaration when their generic parameters are
    /// rewritten. Nil for a part the parser could not read.
    static func erasedShape(_ type: TypeNode, generics: [String: String], opaque: String = "some") -> String? {
        func arguments(_ list: [TypeNode]) -> String? {
            guard !list.isEmpty else { return "" }
            var shapes: [String] = []
            for argument in list {
                guard let shape = erasedShape(argument, generics: generics, opaque: opaque) else { return nil }
                shapes.append(shape)
            }
            return "<" + shapes.joined(separator: ",") + ">"
        }
        func elements(_ list: [TypeNode.TupleElement]) -> String? {
            var shapes: [String] = []
            for element in list {
                guard let shape = erasedShape(element.type, generics: generics, opaque: opaque) else { return nil }
                shapes.append((element.label.map { $0 + ":" } ?? "") + shape)
            }
            return "(" + shapes.joined(separator: ",") + ")"
        }
        switch type.kind {
        case let .identifier(name, _, list):
            if list.isEmpty, let shape = generics[name] { return shape }
            return arguments(list).map { name + $0 }
        case let .member(base, name, _, list):
            guard let base = erasedShape(base, generics: generics, opaque: opaque), let list = arguments(list) else { return nil }
            return base + "." + name + list
        case let .optional(wrapped): return erasedShape(wrapped, generics: generics, opaque: opaque).map { $0 + "?" }
        case let .implicitlyUnwrapped(wrapped): return erasedShape(wrapped, generics: generics, opaque: opaque).map { $0 + "!" }
        case let .array(element): return erasedShape(element, generics: generics, opaque: opaque).map { "[" + $0 + "]" }
        case let .dictionary(key, value):
            guard let key = erasedShape(key, generics: generics, opaque: opaque), let value = erasedShape(value, generics: generics, opaque: opaque) else { return nil }
            return "[" + key + ":" + value + "]"
        case let .tuple(list): return elements(list)
        case let .function(parameters, isAsync, isThrowing, _, result):
            guard let parameters = elements(parameters), let result = erasedShape(result, generics: generics, opaque: opaque) else { return nil }
            return parameters + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") + "->" + result
        case let .specified(keyword, _, base):
            if keyword == .some { return someShape([base], generics: generics, opaque: opaque) }
            return erasedShape(base, generics: generics, opaque: opaque).map { "\(keyword) " + $0 }
        case let .composition(members):
            var shapes: [String] = []
            for member in members {
                guard let shape = erasedShape(member, generics: generics, opaque: opaque) else { return nil }
                shapes.append(shape)
            }
            return shapes.joined(separator: "&")
        case let .metatype(base, isProtocol, _): return erasedShape(base, generics: generics, opaque: opaque).map { $0 + (isProtocol ? ".Protocol" : ".Type") }
        case let .attributed(_, specifiers, base):
            return erasedShape(base, generics: generics, opaque: opaque).map { specifiers.map { "\($0) " }.joined() + $0 }
        case let .suppressed(base): return erasedShape(base, generics: generics, opaque: opaque).map { "~" + $0 }
        case let .variadic(base): return erasedShape(base, generics: generics, opaque: opaque).map { $0 + "..." }
        case .unknown: return nil
        }
    }
}
