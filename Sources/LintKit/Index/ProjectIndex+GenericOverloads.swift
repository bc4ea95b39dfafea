// MARK: - Generic overloads across files

extension ProjectIndex {
    /// The key under which ``genericOverloadCounts`` counts declaration `index` of `tree`, or
    /// nil when it is no generic function, initializer or subscript of a type, an extension or
    /// file scope. Two declarations of one key may be made one declaration by
    /// `single_use_generic`'s rewrite. The key holds the package and the module; the scope (the
    /// type's path, or for an extension the extended type's path as written and its `where`
    /// clause); `static`, the kind, the name and the argument labels; `async`; and the shapes
    /// of the parameters' and the result's types, with every generic parameter and `some` type
    /// written `·` of its constraints (``overloadShape(_:generics:)``). Overloads that differ
    /// in any of these stay apart after the rewrite. A declaration is generic when it has a
    /// generic parameter clause or a parameter of a `some` type.
    public static func genericOverloadKey(of index: Int, in tree: SyntaxTree) -> String? {
        let declarations = tree.declarations
        let kind = declarations[index].kind
        guard kind == .function || kind == .initializer || kind == .subscript,
              !declarations[index].genericParameters.isEmpty
                || (tree.stream.keywords.contains(.some) && takesOpaqueParameter(declarations[index])) else { return nil }
        var scope = "#"
        if let parent = declarations[index].parent {
            // A local function is overloaded only in its own body, which one file holds.
            guard declarations[parent].kind.isTypeLike else { return nil }
            scope = path(of: parent, in: tree)
            // A constrained extension's members overload those of another constraint
            // (`extension P where Self: Sequence` and `where Self: RawRepresentable`).
            let requirements = declarations[parent].requirements
            if !requirements.isEmpty {
                scope += " where " + requirements.map { requirement in
                    overloadShape(requirement.left, generics: [:]) + (requirement.relation == .conformance ? ":" : "==")
                        + overloadShape(requirement.right, generics: [:])
                }.sorted().joined(separator: ",")
            }
        }
        let generics = genericParameterShapes(of: declarations[index])
        // The package too: a dependency's checkout holds another copy of a module.
        var key = tree.packageKey + " " + tree.module + " " + scope + " "
        if declarations[index].isStatic { key += "static " }
        key += kind.rawValue + " " + declarations[index].name + "("
        for parameter in declarations[index].parameters {
            key += (parameter.firstName ?? "_") + ":" + (parameter.type.map { overloadShape($0, generics: generics) } ?? "?") + ","
        }
        key += ")"
        if declarations[index].isAsync { key += " async" }
        if let result = declarations[index].type { key += " -> " + overloadShape(result, generics: generics) }
        return key
    }

    /// Each generic parameter of `declaration` as the rewrite writes it, for
    /// ``overloadShape(_:generics:)``: `·(…)` of its conformances, inline and in the `where`
    /// clause, sorted (same-type requirements are left out: fewer differences, more caution),
    /// with every generic parameter inside them `·`.
    static func genericParameterShapes(of declaration: Declaration) -> [String: String] {
        guard !declaration.genericParameters.isEmpty else { return [:] }
        var placeholders: [String: String] = [:]
        for parameter in declaration.genericParameters { placeholders[parameter.name] = "·" }
        var constraints: [String: [String]] = [:]
        for parameter in declaration.genericParameters {
            if let constraint = parameter.constraint { constraints[parameter.name, default: []] += conformanceShapes(constraint, placeholders) }
        }
        for requirement in declaration.requirements where requirement.relation == .conformance {
            if case let .identifier(name, _, arguments) = requirement.left.kind, arguments.isEmpty, placeholders[name] != nil {
                constraints[name, default: []] += conformanceShapes(requirement.right, placeholders)
            }
        }
        var shapes: [String: String] = [:]
        for name in placeholders.keys { shapes[name] = "·(" + Set(constraints[name] ?? []).sorted().joined(separator: "&") + ")" }
        return shapes
    }

    /// The members of a constraint (`P & Q`: `P`, `Q`), each shaped.
    private static func conformanceShapes(_ constraint: TypeNode, _ generics: [String: String]) -> [String] {
        if case let .composition(members) = constraint.kind { return members.flatMap { conformanceShapes($0, generics) } }
        return [overloadShape(constraint, generics: generics)]
    }

    /// A type as the rewrite leaves it, for comparing overloads: names as written (without
    /// generic arguments' spacing), each name of `generics` as its shape there, and a `some`
    /// type as `·(…)` of its constraints.
    static func overloadShape(_ node: TypeNode, generics: [String: String]) -> String {
        func list(_ nodes: [TypeNode]) -> String {
            nodes.isEmpty ? "" : "<" + nodes.map { overloadShape($0, generics: generics) }.joined(separator: ",") + ">"
        }
        switch node.kind {
        case let .identifier(name, _, arguments):
            return generics[name] ?? name + list(arguments)
        case let .member(base, name, _, arguments):
            return overloadShape(base, generics: generics) + "." + name + list(arguments)
        case let .optional(inner), let .implicitlyUnwrapped(inner):
            return overloadShape(inner, generics: generics) + "?"
        case let .array(inner):
            return "[" + overloadShape(inner, generics: generics) + "]"
        case let .dictionary(key, value):
            return "[" + overloadShape(key, generics: generics) + ":" + overloadShape(value, generics: generics) + "]"
        case let .tuple(elements):
            if elements.count == 1 && elements[0].label == nil { return overloadShape(elements[0].type, generics: generics) }
            return "(" + elements.map { ($0.label.map { $0 + ":" } ?? "") + overloadShape($0.type, generics: generics) }.joined(separator: ",") + ")"
        case let .function(parameters, isAsync, isThrowing, _, result):
            return "(" + parameters.map { overloadShape($0.type, generics: generics) }.joined(separator: ",") + ")"
                + (isAsync ? "async" : "") + (isThrowing ? "throws" : "") + "->" + overloadShape(result, generics: generics)
        case let .specified(keyword, _, base):
            guard keyword == .some else { return "\(keyword)" + " " + overloadShape(base, generics: generics) }
            return "·(" + Set(conformanceShapes(base, generics)).sorted().joined(separator: "&") + ")"
        case let .composition(members):
            return members.map { overloadShape($0, generics: generics) }.joined(separator: "&")
        case let .metatype(base, isProtocol, _):
            return overloadShape(base, generics: generics) + (isProtocol ? ".Protocol" : ".Type")
        case let .attributed(attributes, specifiers, base):
            return (attributes.map { "@" + $0 } + specifiers.map { "\($0)" }).joined(separator: " ") + " " + overloadShape(base, generics: generics)
        case let .suppressed(base):
            return "~" + overloadShape(base, generics: generics)
        case let .variadic(base):
            return overloadShape(base, generics: generics) + "..."
        case .unknown:
            return "?"
        }
    }

    /// Whether a parameter of `declaration` has a `some` type (`f(_ x: some P)`).
    public static func takesOpaqueParameter(_ declaration: Declaration) -> Bool {
        declaration.parameters.contains { parameter in
            guard let type = parameter.type else { return false }
            var takesSome = false
            type.forEachNode { node in
                if case let .specified(keyword, _, _) = node.kind, keyword == .some { takesSome = true }
            }
            return takesSome
        }
    }

    /// Counts the generic function-like declarations of `tree` by ``genericOverloadKey(of:in:)``.
    func recordGenericOverloads(of tree: SyntaxTree) {
        let declarations = tree.declarations
        for index in declarations.indices {
            switch declarations[index].kind {
            case .function, .initializer, .subscript:
                guard let key = Self.genericOverloadKey(of: index, in: tree) else { continue }
                genericOverloadCounts[key, default: 0] += 1
            default:
                continue
            }
        }
    }

    /// How many generic function-like declarations of the project have `key`
    /// (``genericOverloadKey(of:in:)``).
    public func genericOverloadCount(forKey key: String) -> Int { genericOverloadCounts[key] ?? 0 }
}
