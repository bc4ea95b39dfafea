// MARK: - Global-actor isolation and Sendable, as far as a syntax tool can see them

/// Whether a type is visibly `Sendable`.
public enum Sendability: Sendable, Equatable {
    /// Sendable, or isolated to a global actor.
    case sendable
    /// Visibly not Sendable: a class without the conformance, a function type without
    /// `@Sendable`, a public struct without the conformance, an existential of a protocol
    /// that does not refine `Sendable`…
    case nonSendable
    /// Not known here (declared in a module the index has not seen, a generic parameter).
    case unknown
}

extension ProjectIndex {
    /// How deep the sendability of a nominal type may recurse (through the types of its stored
    /// properties, which may form cycles): past it a type is taken as imported (unknown).
    static let sendabilityDepthLimit = 48

    /// The path of the nominal type `name` as seen from the type at `scopePath`.
    public func nominalPath(named name: String, from scopePath: String, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        if let resolved = resolvingSelf(name, scope: scopePath) { return nominalPath(named: resolved, from: "", depth: depth + 1) }
        let isSimple = !name.containsASCII(UInt8(ascii: "."))
        // Only a name some type of the project nests can be a member type it inherits (one
        // lookup here rather than one per enclosing scope).
        let mayBeInherited = isSimple && !scopePath.isEmpty && nestedTypeNames.contains(name)
        for scope in scopePaths(scopePath) {
            if types[scope + "." + name]?.nominal != nil { return scope + "." + name }
            // A typealias of an enclosing type hides the namesakes declared farther out
            // (`enum Plane { typealias Engine = Car.Engine }` over a top-level `Engine`): the
            // name is no nominal type's here, and callers that follow aliases take it from
            // there (naming it as swiftc does, `'Plane.Engine' (aka 'Car.Engine')`).
            if isSimple, nested[scope]?[name]?.kind == .typealias { return nil }
            // A member type of a superclass (`Delegate` in a subclass of `View`, which nests
            // `protocol Delegate`), found before any top-level type of the name.
            if mayBeInherited, !scope.isEmpty, case let .project(inherited)? = inheritedMemberType(name, inTypeAt: scope, depth: depth + 1) {
                if types[inherited]?.nominal != nil { return inherited }
                // A superclass's typealias hides the namesakes declared farther out, as an
                // enclosing type's does (`Model` in a subclass of a class with `typealias
                // Model = SafeItem`, beside a top-level `class Model`).
                if symbol(atPath: inherited)?.kind == .typealias { return nil }
            }
        }
        if types[name]?.nominal != nil { return name }
        if !isSimple, let inherited = inheritedMemberPath(named: name, from: scopePath, depth: depth) { return inherited }
        // `Alias.Member` where `Alias` names a nominal type: `TrackingSubscriber.Event`.
        if let dot = name.firstIndex(ofASCII: UInt8(ascii: ".")), let target = aliasedNominal(String(name[..<dot]), from: scopePath) {
            let rest = name[name.utf8.index(after: dot)...]
            return nominalPath(named: target + "." + rest, from: "", depth: depth + 1)
        }
        return nil
    }

    /// The path of the member type a dotted name (`Button.Delegate`) names when its owner
    /// inherits it from a superclass (`View.Delegate`) rather than declaring it; nil otherwise.
    func inheritedMemberPath(named dotted: String, from scopePath: String, depth: Int = 0) -> String? {
        guard let dot = dotted.lastIndex(ofASCII: UInt8(ascii: ".")) else { return nil }
        let member = String(dotted[dotted.utf8.index(after: dot)...])
        guard nestedTypeNames.contains(member), let owner = nominalPath(named: String(dotted[..<dot]), from: scopePath, depth: depth + 1),
              types[owner + "." + member]?.nominal == nil,
              case let .project(inherited)? = inheritedMemberType(member, inTypeAt: owner, depth: depth + 1), types[inherited]?.nominal != nil
        else { return nil }
        return inherited
    }

    /// `Self.Inner` written in the concrete type at `scope` as the path it names
    /// (`Host.Inner`); nil for any other name, or in a protocol, whose `Self` is generic.
    func resolvingSelf(_ name: String, scope: String) -> String? {
        guard name.utf8.count > 5, name.utf8.starts(with: "Self.".utf8), namesConcreteType(scope) else { return nil }
        return scope + name.dropFirst(4)
    }

    /// Whether `scope` is a type of the project whose `Self` is that type (not a protocol).
    func namesConcreteType(_ scope: String) -> Bool {
        guard !scope.isEmpty, let kind = nominalKind(atPath: scope) else { return false }
        return kind != .protocol
    }

    /// The dotted name of the nominal type a typealias `alias` (seen from `scopePath`) stands
    /// for, when its target is a plain or generic type name.
    func aliasedNominal(_ alias: String, from scopePath: String) -> String? {
        var symbol: TypeSymbol?
        for scope in scopePaths(scopePath) where nested[scope]?[alias]?.kind == .typealias { symbol = nested[scope]?[alias]; break }
        if symbol == nil { symbol = topLevel[alias]?.first { $0.kind == .typealias } }
        guard let target = symbol?.aliasTarget, let dotted = Self.dottedName(target), dotted != alias else { return nil }
        return dotted
    }

    /// Whether `name`, an attribute written in the type at `scope`, names a result builder
    /// (a type declared `@resultBuilder`) of the project or of a package it depends on.
    public func isResultBuilder(_ name: String, scope: String) -> Bool {
        guard let path = nominalPath(named: name, from: scope) else { return false }
        return types[path]?.nominal?.attributes.contains("resultBuilder") == true
    }

    /// Adds the typealiases of global actors (`typealias UI = MainActor`, aliases of those) to
    /// ``globalActors``: `@UI` isolates as `@MainActor` does. `aliases` are the index's
    /// typealias symbols (see ``collectProtocolLikeNames()``); each is looked at again until
    /// none is added, so their order does not matter.
    func addGlobalActorAliases(_ aliases: [TypeSymbol]) {
        // The last component of each alias's target, worked out once.
        let targets = aliases.map { symbol -> String? in
            guard let target = symbol.aliasTarget, let dotted = Self.dottedName(target) else { return nil }
            return dotted.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(dotted[dotted.utf8.index(after: $0)...]) } ?? dotted
        }
        var added = true
        while added {
            added = false
            for (symbol, last) in zip(aliases, targets) {
                guard let last, !globalActors.contains(symbol.name), globalActors.contains(last) else { continue }
                globalActors.insert(symbol.name)
                added = true
            }
        }
    }

    /// Whether an attribute named `name` on a variable declared in the type at `scope` isolates
    /// it to a global actor: a global actor (or a typealias of one), or a property wrapper of
    /// the project that is isolated to one (`@MainActor @propertyWrapper struct Bound`).
    public func isolatesToGlobalActor(attribute name: String, scope: String) -> Bool {
        if globalActors.contains(name) { return true }
        return propertyWrapperPath(attribute: name, scope: scope).map { isGlobalActorIsolated($0) } ?? false
    }

    /// Whether an attribute named `name` on a variable declared in the type at `scope` is a
    /// property wrapper of the project that no global actor isolates (`@Clamped`).
    public func isNonisolatedPropertyWrapper(attribute name: String, scope: String) -> Bool {
        propertyWrapperPath(attribute: name, scope: scope).map { !isGlobalActorIsolated($0) } ?? false
    }

    /// Whether an attribute named `name`, written in the type at `scope`, applies a property
    /// wrapper the project (or a dependency it has checked out) declares.
    public func isPropertyWrapper(attribute name: String, scope: String) -> Bool {
        propertyWrapperPath(attribute: name, scope: scope) != nil
    }

    /// The path of the project's `@propertyWrapper` type that an attribute named `name`, written
    /// in the type at `scope`, applies; nil when it names none.
    private func propertyWrapperPath(attribute name: String, scope: String) -> String? {
        guard let path = nominalPath(named: name, from: scope), types[path]?.nominal?.attributes.contains("propertyWrapper") == true else {
            return nil
        }
        return path
    }

    /// Whether the protocol at `path` refines `Sendable` (directly or through other protocols);
    /// with `metatype`, whether its existential metatype is Sendable: it refines `Sendable` or
    /// `SendableMetatype`.
    func protocolRefinesSendable(_ path: String, metatype: Bool = false, depth: Int = 0) -> Bool {
        var visited: Set<String> = []
        return protocolRefinesSendable(path, metatype: metatype, depth: depth, visited: &visited)
    }

    /// ``protocolRefinesSendable(_:metatype:depth:)``, each protocol looked at once: protocols
    /// that refine several others each (`protocol A1: A2, B2, C2` in layers) made a walk of
    /// every path exponential, and refinements in a cycle ran to the depth bound on each one
    /// (hw65: 20 s and more for a few lines).
    private func protocolRefinesSendable(_ path: String, metatype: Bool, depth: Int, visited: inout Set<String>) -> Bool {
        guard depth < 16, visited.insert(path).inserted, let info = types[path]?.nominal else { return false }
        for name in types[path]?.inheritance ?? InheritedNameList(info.declaredInheritance) {
            if name == "Sendable" || name == "Error" || name == "Actor" || isToolchainSendableProtocol(name, scope: "", metatype: metatype) {
                return true
            }
            if let target = nominalPath(named: name, from: ""), target != path, nominalKind(atPath: target) == .protocol,
               protocolRefinesSendable(target, metatype: metatype, depth: depth + 1, visited: &visited) {
                return true
            }
            if aliasImpliesSendable(name, scope: "", metatype: metatype, depth: depth + 1) { return true }
        }
        return false
    }

    /// Whether values of the nominal type at `path` are Sendable. Once the index is complete
    /// (see ``memoizeVerdicts()``), each verdict is worked out once per type and depth.
    public func sendability(ofNominal path: String, depth: Int = 0) -> Sendability {
        guard let memo = verdictMemo else { return workOutSendability(ofNominal: path, depth: depth) }
        return memo.sendability.value(for: .init(path: path, depth: depth)) {
            workOutSendability(ofNominal: path, depth: depth)
        }
    }

    /// ``sendability(ofNominal:depth:)`` worked out from the index. A verdict depends on the
    /// type's path and the depth alone (the depth bounds the recursion through the types of
    /// stored properties, which may form cycles), so the same pair always gets the same one.
    private func workOutSendability(ofNominal path: String, depth: Int) -> Sendability {
        guard depth < Self.sendabilityDepthLimit, let info = types[path]?.nominal else { return importedSendability(path) }
        if hasFilePrivateNamesakes(path) { return .unknown }
        if info.kind == .actor { return .sendable }
        if types[path]?.isSendableUnavailable == true { return .nonSendable }
        if isGlobalActorIsolatedKept(path) { return .sendable }
        // The project's own type: what a dependency's namesake inherits is not its (hw67).
        let inherited = (info.isDependency ? types[path]?.inheritance : types[path]?.ownInheritance) ?? []
        // A name the index cannot place (a dependency's internal protocol, as swift-log's
        // `MetadataProvider: _SwiftLogSendable`) may refine `Sendable`.
        var inheritsUnknown = false
        for name in inherited {
            if name == "Sendable" || name == "Error" || isToolchainSendableProtocol(name, scope: "") { return .sendable }
            if let target = nominalPath(named: name, from: ""), target != path {
                let targetKind = nominalKind(atPath: target)
                if targetKind == .protocol && protocolRefinesSendable(target) { return .sendable }
                if targetKind == .class && info.kind == .class && superclassSendability(target, of: path, depth: depth) == .sendable {
                    return .sendable
                }
            } else if aliasImpliesSendable(name, scope: path, inheritingClass: info.kind == .class, depth: depth + 1) {
                return .sendable
            } else if !isKnownTypeName(name, around: path) {
                inheritsUnknown = true
            }
        }
        // Nothing above made it Sendable: a C header declaring the same name with a
        // non-Sendable layout wins over the implicit verdict (see addCTypes).
        if cTypeSendability[path] == .nonSendable { return .nonSendable }
        switch info.kind {
        case .class:
            return externalSuperclassSendability(of: info, in: path, depth: depth)
        case .protocol:
            return .nonSendable
        case .struct, .enum:
            if isEffectivelyPublic(path) { return inheritsUnknown ? .unknown : .nonSendable }
            // A recursive enum (through `indirect` payloads of its own type) is not inferred
            // Sendable.
            if info.kind == .enum && isDirectlyRecursive(path) { return .nonSendable }
            // Implicitly Sendable when every stored property is; a property of a generic
            // parameter's type that nothing constrains to be Sendable (`struct Box<T> { var
            // value: T }`, `<T: Loggable>`) is not, whatever the parameter is bound to.
            // So is one of an enclosing type's parameters (`struct Outer<T> { struct Carrier {
            // var value: T } }`), unless the enclosing type constrains it.
            var unconstrained = nonSendableGenericParameters(of: info, in: path)
            // Parameters bound by a protocol that does not refine `Sendable` (`<C: Component>`):
            // their metatypes (`C.Type`) are not Sendable either (swiftc 6.3.1).
            var protocolBound = protocolBoundGenericParameters(of: info, in: path, among: unconstrained)
            var declared = Set(info.genericParameterConstraints.map(\.name))
            for outer in scopePaths(path).dropFirst() {
                guard let enclosing = types[outer]?.nominal else { continue }
                // A parameter of the same name declared farther in hides the outer one.
                let outerUnconstrained = nonSendableGenericParameters(of: enclosing, in: outer).subtracting(declared)
                unconstrained.formUnion(outerUnconstrained)
                protocolBound.formUnion(protocolBoundGenericParameters(of: enclosing, in: outer, among: outerUnconstrained))
                declared.formUnion(enclosing.genericParameterConstraints.map(\.name))
            }
            for property in types[path]?.storedProperties ?? [] {
                // `@Ref var count = 0`: what is stored is the wrapper (`Ref<Int>`), whatever
                // the wrapped value's type.
                if let wrapper = property.wrapper, let wrapperPath = propertyWrapperPath(attribute: wrapper, scope: path),
                   wrapperPath != path, sendability(ofNominal: wrapperPath, depth: depth + 1) == .nonSendable {
                    return .nonSendable
                }
                if let type = property.type,
                   sendability(of: type, scope: path, genericNames: [], unconstrainedGenerics: unconstrained, depth: depth + 1) == .nonSendable
                    || Self.mentionsMetatype(ofAnyOf: protocolBound, in: type)
                    || Self.mentionsCollectionAssociatedType(of: info, among: unconstrained, in: type) {
                    return .nonSendable
                }
                if let initializer = property.initializer,
                   inferredType(of: initializer, scope: path, depth: depth + 1)?.sendability == .nonSendable {
                    return .nonSendable
                }
            }
            return .sendable
        default:
            return .unknown
        }
    }

    /// Whether the type at `path` (or the top-level type it is nested in) is declared at top
    /// level in more than one file, one of them `private` or `fileprivate`, and the
    /// declarations may differ in sendability: those are different types (each file sees its
    /// own), whose facts the index keeps under one path, so that neither verdict can be
    /// trusted (`private struct Box` with a class-typed property in one file, with an `Int` in
    /// another). Namesakes that are all classes that declare neither `Sendable` nor a global
    /// actor are all not Sendable, and all actors are all Sendable: their verdict stands.
    func hasFilePrivateNamesakes(_ path: String) -> Bool {
        let head = path.firstIndex(ofASCII: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? path
        guard let symbols = topLevel[head], symbols.count > 1 else { return false }
        var files = Set<String>()
        var anyFilePrivate = false
        var allPlainClasses = head == path
        var allActors = head == path
        for symbol in symbols where symbol.kind != .typealias && symbol.kind != .associatedtype {
            files.insert(symbol.filePath)
            if Self.isFilePrivate(symbol) { anyFilePrivate = true }
            if symbol.kind != .class || symbol.declaresSendable || symbol.attributes.contains(where: globalActors.contains) {
                allPlainClasses = false
            }
            if symbol.kind != .actor { allActors = false }
        }
        // An extension may add `Sendable` to one of the classes: the merged facts show it.
        if allPlainClasses && types[head]?.inheritance?.contains("Sendable") == true { allPlainClasses = false }
        return anyFilePrivate && files.count > 1 && !allPlainClasses && !allActors
    }

    /// Whether the index knows what `name`, inherited by the type at `path`, is: a declaration
    /// of the project (also nested, or a typealias) or a toolchain protocol or type.
    func isKnownTypeName(_ name: String, around path: String) -> Bool {
        name == path || topLevel[name] != nil || nestedTypeNames.contains(name) || typealiasTarget(named: name, scope: path) != nil
            || ProtocolCatalog.entry(named: name) != nil || MemberTypeCatalog.entries[name] != nil
            || SendabilityCatalog.nonSendableClasses.contains(name) || Self.knownNonSendableNames.contains(name)
            || Self.knownSendableNames.contains(name)
    }

    /// Sendability of a type known only from C headers: a Swift extension may still declare
    /// it `Sendable` (`extension my_config_t: @unchecked Sendable {}`).
    func importedSendability(_ name: String) -> Sendability {
        if types[name]?.isSendableUnavailable == true { return .nonSendable }
        if types[name]?.inheritance?.contains("Sendable") == true { return .sendable }
        return cTypeSendability[name] ?? .unknown
    }

    /// Whether values of `type`, written inside the type at `scope`, are Sendable. Names in
    /// `genericNames` are generic parameters whose sendability is not known here; those in
    /// `unconstrainedGenerics` are generic parameters without any constraint, which the
    /// compiler does not take to be Sendable (a stored property of such a type keeps its
    /// struct or enum from being implicitly Sendable).
    public func sendability(of type: TypeNode, scope: String, genericNames: Set<String>,
                            unconstrainedGenerics: Set<String> = [], sendableNames: Set<String> = [], depth: Int = 0) -> Sendability {
        guard depth < 96 else { return .unknown }
        func combine(_ types: [TypeNode]) -> Sendability {
            var result = Sendability.sendable
            for child in types {
                switch sendability(of: child, scope: scope, genericNames: genericNames, unconstrainedGenerics: unconstrainedGenerics, sendableNames: sendableNames,
                                   depth: depth + 1) {
                case .nonSendable: return .nonSendable
                case .unknown: result = .unknown
                case .sendable: break
                }
            }
            return result
        }
        switch type.kind {
        case let .identifier(name, _, arguments):
            if arguments.isEmpty && unconstrainedGenerics.contains(name) { return .nonSendable }
            if arguments.isEmpty && sendableNames.contains(name) { return .sendable }
            if genericNames.contains(name) { return .unknown }
            if name == "Any" || name == "AnyObject" { return .nonSendable }
            // (`Data`, `Error` are the project's own when it declares them.)
            if Self.knownSendableNames.contains(name), nominalPath(named: name, from: scope) == nil {
                return arguments.isEmpty ? .sendable : combine(arguments)
            }
            if topLevel[name] == nil && !nestedTypeNames.contains(name) {
                if Self.conditionallySendableToolchainGenerics.contains(name) { return arguments.isEmpty ? .sendable : combine(arguments) }
                if Self.alwaysSendableToolchainNames.contains(name) { return .sendable }
            }
            return sendability(ofNamed: name, scope: scope, arguments: arguments, depth: depth) { combine([$0]) }
        case let .member(_, _, _, arguments):
            // `Swift.Array<Engine>`, `Foundation.NSCache<…>`, `App.Engine`: the module's type,
            // as if written without its module.
            if let unqualified = withoutModuleQualifier(type, scope: scope) {
                // `Foundation.Operation` where the project declares an `Operation` of its own:
                // the toolchain's type, as the catalogs know it.
                if case let .identifier(name, _, _) = unqualified.kind, !isQualifiedByProjectModule(type, scope: scope),
                   nominalPath(named: name, from: scope) != nil || typealiasDeclaration(named: name, scope: scope) != nil {
                    return toolchainSendability(ofNamed: name, arguments: arguments, combine: combine)
                }
                // `Kit.Safe`: the module's top-level `Safe`, not a `Safe` nested around the
                // use (the arguments are still read where they are written).
                if isQualifiedByProjectModule(type, scope: scope), let name = Self.dottedName(unqualified) {
                    return sendability(ofNamed: name, scope: "", arguments: arguments, depth: depth) { combine([$0]) }
                }
                return sendability(of: unqualified, scope: scope, genericNames: genericNames, unconstrainedGenerics: unconstrainedGenerics, sendableNames: sendableNames,
                                   depth: depth + 1)
            }
            // `Dictionary<String, Node>.Keys`, `Array<Node>.SubSequence`: as what it names.
            if let member = toolchainMemberType(type) { return combine(Self.argumentsDecidingSendability(of: member)) }
            guard let name = Self.dottedName(type) else { return .unknown }
            // `Table<Engine>.Rows` of `struct Table<Row> { typealias Rows = [Row] }`: the alias's
            // target, the type's parameters standing for the arguments written before it.
            if let alias = typealiasDeclaration(named: name, scope: scope),
               let pairs = enclosingGenericArguments(of: type, aliasPath: alias.path) {
                var nonSendable = Set<String>(), unknown = Set<String>(), sendable = Set<String>()
                for (parameter, argument) in pairs {
                    switch combine([argument]) {
                    case .nonSendable: nonSendable.insert(parameter)
                    case .unknown: unknown.insert(parameter)
                    case .sendable: sendable.insert(parameter)
                    }
                }
                return sendability(of: alias.target, scope: Self.declaringScope(ofPath: alias.path), genericNames: unknown,
                                   unconstrainedGenerics: nonSendable, sendableNames: sendable, depth: depth + 1)
            }
            return sendability(ofNamed: name, scope: scope, arguments: arguments, depth: depth) { combine([$0]) }
        case let .optional(inner), let .implicitlyUnwrapped(inner), let .array(inner), let .variadic(inner):
            return combine([inner])
        case let .dictionary(key, value):
            return combine([key, value])
        case let .tuple(elements):
            return combine(elements.map(\.type))
        case .function:
            return .nonSendable
        case let .attributed(attributes, _, base):
            // `@Sendable` functions, and C or thin function pointers, which capture nothing
            // (a block, `@convention(block)`, captures: its function type decides).
            if attributes.contains("Sendable") || attributes.contains("convention") { return .sendable }
            return sendability(of: base, scope: scope, genericNames: genericNames, unconstrainedGenerics: unconstrainedGenerics, sendableNames: sendableNames,
                               depth: depth + 1)
        case let .specified(keyword, _, base):
            // `any P` and `some P` are Sendable when the protocol is; `repeat each T` when the
            // pack's elements are.
            if keyword == .any || keyword == .some || keyword == .repeat || keyword == .each {
                return sendability(of: base, scope: scope, genericNames: genericNames, unconstrainedGenerics: unconstrainedGenerics, sendableNames: sendableNames,
                                   depth: depth + 1)
            }
            return .unknown
        case let .composition(members):
            let parts = members.map {
                sendability(of: $0, scope: scope, genericNames: genericNames, unconstrainedGenerics: unconstrainedGenerics, sendableNames: sendableNames, depth: depth + 1)
            }
            if parts.contains(.sendable) { return .sendable }
            return parts.allSatisfy { $0 == .nonSendable } ? .nonSendable : .unknown
        case let .metatype(base, _, _):
            return metatypeSendability(of: base, scope: scope, genericNames: genericNames, depth: depth + 1)
        case .suppressed, .unknown:
            return .unknown
        }
    }

    /// Sendability of a (possibly dotted) type name written inside `scope` with the generic
    /// `arguments`, whose verdicts `verdict` gives: the arguments count when the type's
    /// `Sendable` conformance is conditional (``conditionalSendability(ofNominal:argumentCount:argument:)``).
    private func sendability(ofNamed name: String, scope: String, arguments: [TypeNode], depth: Int,
                             verdict: (TypeNode) -> Sendability) -> Sendability {
        if !arguments.isEmpty, let alias = typealiasDeclaration(named: name, scope: scope) {
            // A generic typealias (`typealias StringDict<V> = [String: V]`): its target with
            // each parameter standing for its argument's verdict.
            let parameters = aliasGenericParameters(named: name, scope: scope)
            guard parameters.count == arguments.count else { return .unknown }
            var nonSendable = Set<String>(), unknown = Set<String>(), sendable = Set<String>()
            for (parameter, argument) in zip(parameters, arguments) {
                switch verdict(argument) {
                case .nonSendable: nonSendable.insert(parameter)
                case .unknown: unknown.insert(parameter)
                case .sendable: sendable.insert(parameter)
                }
            }
            return sendability(of: alias.target, scope: Self.declaringScope(ofPath: alias.path), genericNames: unknown,
                               unconstrainedGenerics: nonSendable, sendableNames: sendable, depth: depth + 1)
        }
        let named = sendability(ofNamed: name, scope: scope, depth: depth)
        guard named == .sendable, !arguments.isEmpty, let path = nominalPath(named: name, from: scope) else { return named }
        return conditionalSendability(ofNominal: path, argumentCount: arguments.count) { verdict(arguments[$0]) } ?? named
    }

    /// Sendability of a (possibly dotted) type name written inside `scope`.
    func sendability(ofNamed name: String, scope: String, depth: Int) -> Sendability {
        if let path = nominalPath(named: name, from: scope) {
            if nominalKind(atPath: path) == .protocol { return protocolRefinesSendable(path) ? .sendable : .nonSendable }
            return sendability(ofNominal: path, depth: depth + 1)
        }
        // A project typealias: look through it, from where it is declared (`typealias Step =
        // Callback` in `enum API` names `API.Callback`).
        if let alias = typealiasDeclaration(named: name, scope: scope) {
            let work = { self.sendability(of: alias.target, scope: Self.declaringScope(ofPath: alias.path), genericNames: [], depth: depth + 1) }
            guard let memo = verdictMemo else { return work() }
            return memo.aliasSendability.value(for: .init(path: name + "\u{0}" + scope, depth: depth), workingOut: work)
        }
        if cTypeSendability[name] != nil { return importedSendability(name) }
        // An SDK or standard library type the project makes Sendable, or opts out, in an
        // extension (`extension WritableKeyPath: @retroactive @unchecked Sendable {}`).
        if let facts = types[name], facts.isSendableUnavailable || facts.inheritance?.contains("Sendable") == true {
            return facts.isSendableUnavailable ? .nonSendable : .sendable
        }
        // A key-path class inherits what the project declares of its superclasses
        // (`extension KeyPath: @retroactive @unchecked Sendable {}` covers `WritableKeyPath`).
        if topLevel[name] == nil, let verdict = declaredKeyPathSendability(name) { return verdict }
        // `AsyncStream<Int>.Iterator`: a toolchain type's member type, unless the project
        // declares a type of the base's name.
        if Self.knownNonSendableMemberTypes.contains(name),
           let dot = name.firstIndex(ofASCII: UInt8(ascii: ".")), topLevel[String(name[..<dot])] == nil {
            return .nonSendable
        }
        return catalogSendability(ofNamed: name)
    }

    /// Whether the metatype `base.Type` (or `base.Protocol`) is Sendable: a concrete type's
    /// metatype is, and so are `Any.Type` and `AnyObject.Type`; an existential metatype
    /// (`P.Type`, `any P.Type`, `(any P).Type`) is exactly when the protocol, or a member of
    /// the composition, refines `Sendable`.
    func metatypeSendability(of base: TypeNode, scope: String, genericNames: Set<String>, depth: Int) -> Sendability {
        guard depth < 96 else { return .unknown }
        switch base.kind {
        case let .specified(keyword, _, inner) where keyword == .any:
            return metatypeSendability(of: inner, scope: scope, genericNames: genericNames, depth: depth + 1)
        case let .tuple(elements) where elements.count == 1 && elements[0].label == nil:
            return metatypeSendability(of: elements[0].type, scope: scope, genericNames: genericNames, depth: depth + 1)
        case let .composition(members):
            // Sendable when one member's metatype is (`(P & SendableMetatype).Type`).
            // `AnyObject` adds nothing: `(P & AnyObject).Type` is not Sendable.
            let parts = members.filter { Self.dottedName($0) != "AnyObject" }
                .map { metatypeSendability(of: $0, scope: scope, genericNames: genericNames, depth: depth + 1) }
            if parts.contains(.sendable) { return .sendable }
            return !parts.isEmpty && parts.allSatisfy { $0 == .nonSendable } ? .nonSendable : .unknown
        case .identifier, .member:
            // `Kit.Plugin.Type`: the module's protocol.
            if let unqualified = withoutModuleQualifier(base, scope: scope) {
                let isProject = isQualifiedByProjectModule(base, scope: scope)
                return metatypeSendability(of: unqualified, scope: isProject ? "" : scope, genericNames: isProject ? [] : genericNames, depth: depth + 1)
            }
            guard let name = Self.dottedName(base) else { return .unknown }
            if name == "Any" || name == "AnyObject" || genericNames.contains(name) { return .sendable }
            if let path = nominalPath(named: name, from: scope) {
                guard nominalKind(atPath: path) == .protocol else { return .sendable }
                return protocolRefinesSendable(path, metatype: true) ? .sendable : .nonSendable
            }
            if let alias = typealiasDeclaration(named: name, scope: scope) {
                let work = { self.metatypeSendability(of: alias.target, scope: Self.declaringScope(ofPath: alias.path), genericNames: [], depth: depth + 1) }
                guard let memo = verdictMemo else { return work() }
                return memo.aliasMetatypeSendability.value(for: .init(path: name + "\u{0}" + scope, depth: depth), workingOut: work)
            }
            if ProtocolCatalog.entry(named: name) != nil {
                if ProtocolCatalog.hasSendableMetatype(name) == true { return .sendable }
                return sendability(ofNamed: name, scope: scope, depth: depth + 1)
            }
            return .sendable
        default:
            return .sendable
        }
    }
}
