/// `single_use_generic`: a generic parameter of a function, initializer or subscript that is
/// used exactly once, in one parameter's type, and can be written `some Constraint`.
public struct SingleUseGenericRule: Rule {
    public static let metadata = RuleMetadata(
        id: "single_use_generic",
        name: "Single-Use Generic",
        summary: "A generic parameter used only once, in one parameter's type, can be written 'some Constraint'.",
        rationale: "Since Swift 5.7 'some P' in a parameter declares the same anonymous generic parameter; a name used once only makes the reader look for its other uses.")

    /// `report_unconstrained`, and `allow_unconstrained`, its name until session 35 (it read
    /// backwards: `true` reports), which is still read.
    public static let optionNames = ["report_unconstrained", "allow_unconstrained"]

    /// Whether an unconstrained parameter is reported (as `some Any`).
    public let allowUnconstrained: Bool

    public init(options: RuleOptions) throws(RuleOptionError) {
        let reported = try options.bool("report_unconstrained", default: true)
        let formerName = try options.bool("allow_unconstrained", default: reported)
        if formerName != reported, options.values["report_unconstrained"] != nil, let value = options.values["allow_unconstrained"] {
            throw RuleOptionError("options 'report_unconstrained' and 'allow_unconstrained' (its former name) disagree; keep 'report_unconstrained'",
                                  at: value.position)
        }
        allowUnconstrained = reported && formerName
    }

    /// The most generic parameters a declaration may have to be analyzed (see ``check(_:)``).
    static let maximumGenericParameters = 64

    /// Whether `declaration` is part of its module's public interface, where its generic
    /// signature is ABI: written `public` or `open`; `@usableFromInline` or `@inlinable`; a
    /// member without an access modifier of a `public extension`; or a requirement of a
    /// `public` protocol.
    static func isPublicAPI(_ declaration: Declaration, in tree: SyntaxTree) -> Bool {
        if declaration.has(.public) || declaration.has(.open) { return true }
        if declaration.hasAttribute("usableFromInline") || declaration.hasAttribute("inlinable") { return true }
        let ownAccess: [Keyword] = [.private, .fileprivate, .internal, .package]
        guard !ownAccess.contains(where: declaration.has), let parent = declaration.parent else { return false }
        let container = tree.declarations[parent]
        switch container.kind {
        case .extension, .protocol: return container.has(.public) || container.has(.open)
        default: return false
        }
    }

    /// Generic functions declared in bodies, and in a generic function's body the declarations
    /// that declare a generic parameter of the same name.
    public var bodyNeeds: BodyNeeds { BodyNeeds(genericDeclarations: true) }

    public func check(_ context: inout RuleContext) {
        let tree = context.tree
        // Declarations are tested in place; only generic functions, initializers and
        // subscripts are copied out.
        let declarations = tree.declarations
        let candidates = declarations.indices.filter { index in
            switch declarations[index].kind {
            case .function, .initializer, .subscript: return !declarations[index].genericParameters.isEmpty
            default: return false
            }
        }
        guard !candidates.isEmpty else { return }
        // `some` in parameter position needs Swift 5.7: a package that supports older
        // compilers (its manifests say so) cannot take the rewrite.
        if let version = PackageManifest.minimumToolsVersion(forFile: tree.file.path), version < (5, 7) { return }
        // Worked out for the file's first finding: most files have none.
        var overloadSiblings: [Int: Bool]?
        for candidate in candidates {
            // Each parameter's analysis reads the whole declaration and spells its signature: a
            // declaration of thousands of generic parameters (no real one has more than a few
            // dozen) would take minutes.
            guard declarations[candidate].genericParameters.count <= Self.maximumGenericParameters else { continue }
            let declaration = declarations[candidate]
            // A signature the parser could not read to its end (`-> Array<T {` while it is
            // being typed) may use the parameter where the parser stopped: no rewrite.
            guard Self.signatureEnds(declaration, in: tree) else { continue }
            let keepsOrder = Self.isPublicAPI(declaration, in: tree) || Self.isMatchedByPosition(declaration, in: tree)
            // A value generic (`<let N: Int>`) is no type.
            for (position, parameter) in declaration.genericParameters.enumerated() where !parameter.isPack && !parameter.isValue {
                // A backticked name is not spliced into a rewrite.
                if tree.file.bytes[Int(tree.tokens[parameter.token].start)] == UInt8(ascii: "`") { continue }
                // A rewritten parameter moves after the named ones; in public API that reorders
                // the generic signature (and the mangled symbol), and an override or a dynamic
                // replacement no longer matches its original: only the last one qualifies.
                if keepsOrder && position != declaration.genericParameters.count - 1 { continue }
                // Opaque parameters follow the named ones in the order they are written: a
                // `some` written before the use would then come first (after `--fix` rewrote
                // the parameter after this one, say).
                if keepsOrder && someIsWrittenBeforeUse(of: parameter.name, in: declaration, tree: tree) { continue }
                var analysis = SingleUseAnalysis(tree: tree, index: context.index, declaration: declaration,
                                                 parameter: parameter, allowUnconstrained: allowUnconstrained)
                guard let rewrite = analysis.run() else { continue }
                // Beside a generic overload of the same labels, the rewrite may make the two one
                // declaration (`f<A: P, B: Q>(_: A, _: B)` and `f<B: Q, A: P>(_: A, _: B)` both
                // become `f(_: some P, _: some Q)`): reported, but not fixed.
                if overloadSiblings == nil { overloadSiblings = Self.candidatesWithGenericOverloads(candidates, in: tree) }
                let fix = overloadSiblings?[candidate] == true ? nil : rewrite.fix
                context.report(at: Int(tree.tokens[parameter.token].start),
                               "generic parameter '\(parameter.name)' is used only once; write '\(rewrite.signature)'",
                               fix: fix)
            }
        }
    }

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
        // is `τ<position>(…)` and a `some` type `opaque(…)`.
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

    /// Whether another declaration is matched to `declaration` by its generic signature, whose
    /// parameters it compares by position: an `override`, a method, initializer or subscript
    /// that a subclass may override (in a class that is not `final`, itself neither `final`,
    /// `static` nor `private`), a `dynamic` one, or a `@_dynamicReplacement(for:)`.
    static func isMatchedByPosition(_ declaration: Declaration, in tree: SyntaxTree) -> Bool {
        if declaration.has(.override) || declaration.has(.dynamic) || declaration.hasAttribute("_dynamicReplacement") { return true }
        guard let parent = declaration.parent else { return false }
        let container = tree.declarations[parent]
        return container.kind == .class && !container.has(.final) && !declaration.has(.final)
            && !declaration.has(.static) && !declaration.has(.private)
    }

    /// Whether the parser read `declaration`'s whole signature: it has a body, or the token
    /// after the signature ends it (a new line, `;`, `}` or the end of the file), as after a
    /// protocol's requirement. When a part of the signature does not parse (a result type
    /// missing its `>`, a parameter clause missing its `)`), the declaration ends there, in the
    /// middle of a line, and the tokens after it are not searched for uses.
    static func signatureEnds(_ declaration: Declaration, in tree: SyntaxTree) -> Bool {
        if declaration.body != nil { return true }
        let next = declaration.endToken
        guard next < tree.fileTokenCount else { return true }
        let token = tree.tokens[next]
        switch token.kind {
        case .endOfFile, .semicolon, .rightBrace: return true
        default: return token.isAtStartOfLine
        }
    }

    /// Whether a `some` type appears in `declaration`'s parameter clause before the first
    /// mention of the generic parameter `name`.
    func someIsWrittenBeforeUse(of name: String, in declaration: Declaration, tree: SyntaxTree) -> Bool {
        guard let clause = declaration.parameterClause else { return false }
        for index in clause where tree.tokens[index].kind == .identifier {
            if tree.token(index, named: name) { return false }
            if tree.token(index, is: "some") && tree.tokens[index + 1].kind.isWord { return true }
        }
        return false
    }
}
