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
    /// `public` protocol. A `public` member of a type that is not `public` itself (an
    /// `internal struct`'s, or any local type's) is not: the type's access bounds it (hw60);
    /// so is one of an extension of a type of the project that is not `public` (`extension
    /// Pipe`, with `struct Pipe` in another file), as `index` tells.
    static func isPublicAPI(_ declaration: Declaration, in tree: SyntaxTree, index: ProjectIndex) -> Bool {
        if declaration.has(.public) || declaration.has(.open) {
            var ancestor = declaration.parent
            while let position = ancestor {
                let enclosing = tree.declarations[position]
                if enclosing.isLocal { return false }
                switch enclosing.kind {
                case .class, .struct, .enum, .actor, .protocol:
                    if !enclosing.has(.public) && !enclosing.has(.open) { return false }
                case .extension:
                    if !isPublicType(ProjectIndex.path(of: position, in: tree), index: index) { return false }
                default:
                    break
                }
                ancestor = enclosing.parent
            }
            return true
        }
        if declaration.hasAttribute("usableFromInline") || declaration.hasAttribute("inlinable") { return true }
        let ownAccess: [Keyword] = [.private, .fileprivate, .internal, .package]
        guard !ownAccess.contains(where: declaration.has), let parent = declaration.parent else { return false }
        let container = tree.declarations[parent]
        switch container.kind {
        case .extension, .protocol: return container.has(.public) || container.has(.open)
        default: return false
        }
    }

    /// Whether the type an extension names (`Outer.Inner`) may be public: false when the
    /// project declares it, or a type around it, without `public` or `open`; true for a type
    /// the project does not declare (the toolchain's, a dependency's).
    static func isPublicType(_ name: String, index: ProjectIndex) -> Bool {
        guard let path = index.nominalPath(named: name, from: "") else { return true }
        var prefix = ""
        for component in path.split(atASCII: UInt8(ascii: ".")) {
            prefix += prefix.isEmpty ? String(component) : "." + component
            guard let nominal = index.types[prefix]?.nominal else { continue }
            if nominal.access != .public && nominal.access != .open { return false }
        }
        return true
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
        var overloads: OverloadGuard?
        // Read by the analyses, which may each ask about many names.
        let codeFunctionAliasNames = SingleUseAnalysis.functionAliasNamesDeclaredInCode(in: tree)
        for candidate in candidates {
            // Each parameter's analysis reads the whole declaration and spells its signature: a
            // declaration of thousands of generic parameters (no real one has more than a few
            // dozen) would take minutes.
            guard declarations[candidate].genericParameters.count <= Self.maximumGenericParameters else {
                context.noteUnread(at: Int(tree.tokens[declarations[candidate].nameToken].start),
                                   "'\(declarations[candidate].name)' was not analyzed (more than \(Self.maximumGenericParameters) generic parameters)")
                continue
            }
            let declaration = declarations[candidate]
            // A signature the parser could not read to its end (`-> Array<T {` while it is
            // being typed) may use the parameter where the parser stopped: no rewrite.
            guard Self.signatureEnds(declaration, in: tree) else { continue }
            let keepsOrder = Self.isPublicAPI(declaration, in: tree, index: context.index) || Self.isMatchedByPosition(declaration, in: tree)
            // A value generic (`<let N: Int>`) is no type.
            for (position, parameter) in declaration.genericParameters.enumerated() where !parameter.isPack && !parameter.isValue {
                // A rewritten parameter moves after the named ones; in public API that reorders
                // the generic signature (and the mangled symbol), and an override or a dynamic
                // replacement no longer matches its original: only the last one qualifies.
                if keepsOrder && position != declaration.genericParameters.count - 1 { continue }
                // Opaque parameters follow the named ones in the order they are written: a
                // `some` written before the use would then come first (after `--fix` rewrote
                // the parameter after this one, say).
                if keepsOrder && someIsWrittenBeforeUse(of: parameter.name, in: declaration, tree: tree) { continue }
                var analysis = SingleUseAnalysis(tree: tree, index: context.index, declaration: declaration,
                                                 parameter: parameter, allowUnconstrained: allowUnconstrained,
                                                 codeFunctionAliasNames: codeFunctionAliasNames)
                guard let rewrite = analysis.run() else { continue }
                // Beside a generic overload of the same labels, the rewrite may make the two one
                // declaration (`f<A: P, B: Q>(_: A, _: B)` and `f<B: Q, A: P>(_: A, _: B)` both
                // become `f(_: some P, _: some Q)`): reported, but not fixed.
                if overloads == nil { overloads = OverloadGuard(tree: tree, index: context.index) }
                let fix = overloads!.mayCollide(candidate) ? nil : rewrite.fix
                context.report(at: Int(tree.tokens[parameter.token].start),
                               "generic parameter '\(parameter.name)' is used only once; write '\(rewrite.signature)'",
                               fix: fix)
            }
        }
    }

    /// Whether another declaration is matched to `declaration` by its generic signature, whose
    /// parameters it compares by position: an `override`, a `required` initializer, a method,
    /// initializer or subscript
    /// that a subclass may override (in a class that is not `final`, itself neither `final`,
    /// `static` nor `private`, and not a convenience initializer that is not `required`: a
    /// subclass's initializer of the same signature overrides none), a `dynamic` one, or a
    /// `@_dynamicReplacement(for:)`.
    static func isMatchedByPosition(_ declaration: Declaration, in tree: SyntaxTree) -> Bool {
        // A `required` initializer overrides its superclass's (no `override` is written), or
        // is one every subclass must override, also in a `final` class (hw60).
        // `@_silgen_name` binds the declaration to a symbol implemented elsewhere, generic
        // arguments passed in their order (hw84: a rewrite swapped them at run time).
        if declaration.has(.override) || declaration.has(.required) || declaration.has(.dynamic)
            || declaration.hasAttribute("_dynamicReplacement") || declaration.hasAttribute("_silgen_name") { return true }
        if declaration.has(.convenience) && !declaration.has(.required) { return false }
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
