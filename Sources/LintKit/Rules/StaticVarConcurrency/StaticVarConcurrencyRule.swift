/// `static_var_concurrency`: global and static stored state that Swift 6 rejects as
/// nonisolated shared mutable state, as swiftc reports it with complete concurrency checking.
public struct StaticVarConcurrencyRule: Rule {
    public static let metadata = RuleMetadata(
        id: "static_var_concurrency",
        name: "Static Var Concurrency",
        summary: "A global or static variable must be isolated to a global actor, immutable and Sendable, or nonisolated(unsafe).",
        rationale: "In the Swift 6 language mode a static or global 'var' that no global actor isolates, and a 'let' of a non-Sendable type, are errors: any thread may reach them at once, so they are data races waiting to happen.")

    public static let optionNames = ["function_references"]

    /// Whether a `let` that holds an unapplied function (`let sysClose = close`) is reported:
    /// swiftc does in the Swift 5 language mode; the Swift 6 mode (or the upcoming feature
    /// `InferSendableFromCaptures`) infers `@Sendable` for such references.
    let functionReferences: Bool

    public init(options: RuleOptions) throws(RuleOptionError) {
        functionReferences = try options.bool("function_references", default: true)
    }

    /// Variables declared in bodies are local, except the static properties of local types.
    public var bodyNeeds: BodyNeeds { BodyNeeds(keywords: [.static]) }

    public func check(_ context: inout RuleContext) {
        let tree = context.tree
        // Globals of a program's main file belong to top-level code (isolated to the main
        // actor): `main.swift`, or any file with top-level statements (only a main file may).
        let name = tree.file.fileName
        // A package manifest is a script too (SwiftPM runs it as top-level code).
        let isManifest = name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
        let isMainFile = name == "main.swift" || isManifest || tree.hasTopLevelStatements
        // Fields are read in place; only the declarations that pass the cheap tests are copied.
        let declarations = tree.declarations
        // Reads initializers' shapes; made on first use.
        var reader: ValueExpressionReader?
        // How many more scans of the file's declarations `instanceMemberChainType` may make:
        // a scan per chain would be quadratic in a huge file of many.
        var memberScans = Self.memberScansPerFile
        // Whether each enclosing type isolates its statics, worked out once per type: its
        // statics usually come together, and the answer walks its inheritance in the index.
        var isolation: [Int: Bool] = [:]
        // Modules imported with `@preconcurrency`, whose types excuse a value (see
        // isExcusedByPreconcurrency); worked out on first use.
        var preconcurrency: Set<String>?
        // The file's declarations by name, for the lookups of function references and of
        // local and private classes; listed on the first lookup.
        let declarationNames = DeclarationNames(tree)
        for index in declarations.indices where declarations[index].kind.isVariable {
            guard !declarations[index].isComputed else { continue }
            let isGlobal = declarations[index].parent == nil
            if isGlobal {
                // `nonisolated let` opts out of top-level code's isolation.
                if isMainFile && !declarations[index].modifiers.contains(.nonisolated) { continue }
                // In a module whose default isolation is the main actor, a global is `@MainActor`.
                if tree.isMainActorByDefault && !declarations[index].modifiers.contains(.nonisolated) { continue }
            } else {
                let ownerKind = declarations[declarations[index].parent!].kind
                guard ownerKind.isTypeLike, ownerKind != .protocol, declarations[index].isStatic else { continue }
            }
            let declaration = declarations[index]
            if declaration.hasAttribute("TaskLocal") { continue }
            let scope = declaration.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
            if Self.isMadeComputedByMacro(declaration, scope: scope, index: context.index) { continue }
            // A static wrapped by a property wrapper of the project stores its value in a
            // backing static (`_level`) that neither `nonisolated(unsafe)` nor a global-actor
            // attribute on the property reaches: swiftc still reports the property (isolation
            // of the enclosing type does reach it).
            let hasPlainWrapper = declaration.kind == .variable && !declaration.attributes.isEmpty
                && declaration.attributes.contains { context.index.isNonisolatedPropertyWrapper(attribute: $0.name, scope: scope) }
            if declaration.isNonisolatedUnsafe && !hasPlainWrapper { continue }
            // `@MainActor static var`, `@UI static var` (an alias), `@MainBound static var` (a
            // property wrapper isolated to the main actor).
            if !hasPlainWrapper, declaration.attributes.contains(where: { context.index.isolatesToGlobalActor(attribute: $0.name, scope: scope) }) { continue }
            // `nonisolated static let` opts out of its type's global actor.
            if let parent = declaration.parent, !declaration.modifiers.contains(.nonisolated) {
                if isolation[parent] == nil { isolation[parent] = isIsolated(parent, in: context) }
                if isolation[parent]! { continue }
            }
            let nameTokens = declaration.patternNameTokens.isEmpty ? [declaration.nameToken] : declaration.patternNameTokens
            let subject = isGlobal ? declaration.kind.rawValue : "static property"
            if declaration.kind == .variable {
                for token in nameTokens {
                    context.report(at: Int(tree.tokens[token].start),
                                   "\(subject) '\(tree.text(of: token).trimmingBackticks)' is not concurrency-safe because it is nonisolated global shared mutable state")
                }
            } else if case let typeTexts = nonSendableTypes(of: declaration, names: nameTokens, in: context, reader: &reader,
                                                                     memberScans: &memberScans),
                      !typeTexts.isEmpty {
                for (token, typeText) in typeTexts {
                    if preconcurrency == nil { preconcurrency = Self.preconcurrencyModules(of: tree, index: context.index) }
                    if Self.isExcusedByPreconcurrency(typeText, modules: preconcurrency!, index: context.index) { continue }
                    context.report(at: Int(tree.tokens[token].start),
                                   "\(subject) '\(tree.text(of: token).trimmingBackticks)' is not concurrency-safe because non-'Sendable' type \(typeText) may have shared mutable state")
                }
            } else if let local = localClassConstructed(by: declaration, in: tree, names: declarationNames) {
                for token in nameTokens {
                    context.report(at: Int(tree.tokens[token].start),
                                   "\(subject) '\(tree.text(of: token).trimmingBackticks)' is not concurrency-safe because non-'Sendable' type '\(local)' may have shared mutable state")
                }
            } else if functionReferences,
                      let reference = functionReference(of: declaration, in: context, reader: &reader, names: declarationNames) {
                let because: String
                switch reference {
                case let .typed(spelling):
                    // `(aka '…')` when the type names a typealias, as for any other type.
                    if let aka = Self.aka(ofSpelling: spelling, scope: scope, index: context.index), aka != spelling {
                        because = "non-'Sendable' type '\(spelling)' (aka '\(aka)')"
                    } else {
                        because = "non-'Sendable' type '\(spelling)'"
                    }
                case let .named(function): because = "non-'Sendable' function type of '\(function)'"
                case let .keyPath(literal): because = "non-'Sendable' key path '\(literal)'"
                }
                for token in nameTokens {
                    context.report(at: Int(tree.tokens[token].start),
                                   "\(subject) '\(tree.text(of: token).trimmingBackticks)' is not concurrency-safe because \(because) may have shared mutable state")
                }
            }
        }
    }

    /// Whether an attached macro gives the variable its accessors, so that nothing is stored:
    /// swift-testing's `@Tag static var fast: Self`. A stored `var` or `let` outside a protocol
    /// needs an initial value (an Optional `var` has `nil`), so one written with neither an
    /// initializer nor accessors, under an attribute that is none of the compiler's, no
    /// property wrapper of the project and no global actor, and that takes no arguments (a
    /// property wrapper from elsewhere may be made from them: `@Dependency(\.clock)`), is
    /// rewritten by that attribute's macro before swiftc checks it.
    static func isMadeComputedByMacro(_ declaration: Declaration, scope: String, index: ProjectIndex) -> Bool {
        guard declaration.initializer == nil, declaration.body == nil, declaration.patternNameTokens.isEmpty else { return false }
        return declaration.attributes.contains { attribute in
            attribute.arguments == nil && !attribute.name.hasPrefix("_")
                && !StaticCondition.baselineAttributes.contains(attribute.name)
                && !index.globalActors.contains(attribute.name)
                && !index.isPropertyWrapper(attribute: attribute.name, scope: scope)
        }
    }

    /// Whether the type or extension `index` isolates its static members to a global actor:
    /// an attribute on it, or (for an extension, or a type) a declaration of the type that is
    /// isolated, or its module's default isolation. A type nested in an isolated type is not
    /// isolated by it.
    func isIsolated(_ index: Int, in context: RuleContext) -> Bool {
        let declaration = context.tree.declarations[index]
        guard declaration.kind.isTypeLike else { return false }
        if declaration.attributes.contains(where: { context.index.globalActors.contains($0.name) }) { return true }
        // `nonisolated extension Coordinator { … }` opts its members out of the type's isolation.
        if declaration.kind == .extension && declaration.modifiers.contains(.nonisolated) { return false }
        let path = ProjectIndex.path(of: index, in: context.tree)
        // A namesake in a module of another default isolation may have given the index its
        // facts: this declaration's module decides (app and widget targets each declaring
        // `Constants`), and so does an extension's when its module declares the type too.
        let isOwnType = declaration.kind != .extension
            || context.index.topLevel[path]?.contains { $0.module == context.tree.module && $0.kind != .typealias } == true
        if isOwnType, !declaration.isLocal, var info = context.index.types[path]?.nominal,
           info.isMainActorByDefault != context.tree.isMainActorByDefault {
            info.isMainActorByDefault = context.tree.isMainActorByDefault
            info.module = context.tree.module
            if declaration.kind != .extension { info.isNonisolated = declaration.modifiers.contains(.nonisolated) }
            if context.index.isGlobalActorIsolated(path, assuming: info) { return true }
        } else if declaration.kind == .extension ? context.index.isGlobalActorIsolated(path, fromModule: context.tree.module)
                                                 : context.index.isGlobalActorIsolated(path) {
            return true
        }
        return context.tree.isMainActorByDefault && isIsolatedByDefault(index, in: context)
    }

    /// The name of the class declared in a function body that an untyped `let` constructs
    /// (`L()`, `L(x: 1)`): the static's own type (`func f() { final class L { static let
    /// shared = L() } }`) or another class declared in the same body. The index keeps no
    /// local types; such a class is not `Sendable` unless it says so, so one with no
    /// inheritance clause and no attribute (no global actor) is not. Also a `private` or
    /// `fileprivate` class at the top of this file, which no other file sees: when another
    /// file declares a private namesake, the index cannot tell the two apart, but this file
    /// means its own. Nil otherwise.
    func localClassConstructed(by declaration: Declaration, in tree: SyntaxTree, names: DeclarationNames) -> String? {
        guard declaration.kind == .constant, declaration.type == nil,
              let initializer = declaration.initializer, initializer.count >= 3 else { return nil }
        let tokens = tree.tokens
        let first = initializer.lowerBound
        guard tokens[first].kind == .identifier, tokens[first + 1].kind == .leftParen,
              Int(tree.stream.matching[first + 1]) == initializer.upperBound - 1 else { return nil }
        let name = tree.text(of: first)
        let declarations = tree.declarations
        // The static's own type when it is local, else a local class beside it in the same body.
        guard let owner = declaration.parent, declarations[owner].isLocal, let body = declarations[owner].parent else {
            return filePrivateClass(named: name, in: tree, names: names)
        }
        // The classes declared in that body: its declarations follow it up to its end (the
        // file's table of all names would cost more than this walk of one body).
        var candidates: [Int] = []
        var position = body + 1
        while position < declarations.count && declarations[position].firstToken < declarations[body].endToken {
            if declarations[position].parent == body && declarations[position].kind == .class && declarations[position].isLocal
                && declarations[position].name == name {
                candidates.append(position)
            }
            position += 1
        }
        guard candidates.count == 1, let local = candidates.first,
              declarations[local].inheritance.isEmpty, declarations[local].attributes.isEmpty,
              !tree.isMainActorByDefault || declarations[local].modifiers.contains(.nonisolated) else { return nil }
        return name
    }

    /// `name` when it names a `private` or `fileprivate` class at the top of this file that is
    /// the file's only top-level declaration of that name, has no inheritance clause and no
    /// attribute, and no extension in the file adds a conformance to it; nil otherwise.
    func filePrivateClass(named name: String, in tree: SyntaxTree, names: DeclarationNames) -> String? {
        let declarations = tree.declarations
        var found: Int?
        for position in names.topLevelDeclarations(named: name) {
            if declarations[position].kind == .extension {
                if !declarations[position].inheritance.isEmpty || !declarations[position].attributes.isEmpty { return nil }
                continue
            }
            guard found == nil else { return nil }
            found = position
        }
        guard let found, declarations[found].kind == .class, declarations[found].has(.private) || declarations[found].has(.fileprivate),
              declarations[found].inheritance.isEmpty, declarations[found].attributes.isEmpty,
              !tree.isMainActorByDefault || declarations[found].modifiers.contains(.nonisolated) else { return nil }
        return name
    }

    /// The function an untyped `let` holds, unapplied (see
    /// ``InitializerTypeInference/referencedFunction(_:)``).
    func referencedFunction(of declaration: Declaration, in context: RuleContext) -> String? {
        guard declaration.type == nil, let initializer = declaration.initializer, !initializer.isEmpty else { return nil }
        let scopePath = declaration.parent.map { ProjectIndex.path(of: $0, in: context.tree) } ?? ""
        return InitializerTypeInference(tree: context.tree, index: context.index, scopePath: scopePath).referencedFunction(initializer)
    }
}

extension String {
    /// The name without surrounding backticks.
    var trimmingBackticks: String {
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "`"), utf8.last == UInt8(ascii: "`") else { return self }
        return String(dropFirst().dropLast())
    }
}
