// MARK: - Spelling written types as swiftc prints them in diagnostics

extension ProjectIndex {
    /// The source text of `node` (a part of `written`) with `any` before each bare protocol,
    /// or typealias of one, in a type position, as swiftc prints the type:
    /// `(Error) -> Void` is `(any Error) -> Void`, `Result<Node, Error>?` is
    /// `Result<Node, any Error>?`, `P?` is `(any P)?`. Names in `genericNames` are generic
    /// parameters, not protocols.
    func spelledWithAny(_ node: TypeNode, in written: WrittenType, scope: String, genericNames: Set<String>) -> String {
        var insertions: [(offset: Int, text: String)] = []
        var labelledParameters: [Int] = []
        // `any AnyObject` is printed `AnyObject`, and `(any AnyObject)?` `AnyObject?`.
        var removals: [Range<Int>] = []
        // Compositions whose members swiftc prints in another order.
        var replacements: [(range: Range<Int>, text: String)] = []
        func anyObjectBase(_ part: TypeNode) -> TypeNode? {
            guard case let .specified(keyword, _, base) = part.kind, keyword == .any,
                  case let .identifier(name, _, arguments) = base.kind, name == "AnyObject", arguments.isEmpty else { return nil }
            return base
        }
        let scopes = scopePaths(scope)
        func isProtocolLike(_ part: TypeNode) -> Bool {
            switch part.kind {
            case .identifier, .member:
                guard let name = Self.dottedName(part), name != "Any", name != "AnyObject", name != "Self" else { return false }
                // The project's own declarations first, whatever their package (a protocol
                // and an alias of one are existentials here, as at the top of the type).
                if !genericNames.contains(name) {
                    if let path = nominalPath(named: name, from: scope) { return nominalKind(atPath: path) == .protocol }
                    if let alias = typealiasDeclaration(named: name, scope: scope) {
                        if protocolAliases[alias.path] != nil { return true }
                        // An alias inherited from a superclass or a protocol (named through the
                        // inheriting type, no declaration of that path) is resolved below.
                        if symbol(atPath: alias.path) != nil { return false }
                    }
                }
                switch resolve(name, scopes: scopes, genericNames: genericNames, package: "") {
                case .protocol, .protocolAlias: return true
                case .other: return false
                }
            case let .composition(members):
                return members.contains(where: isProtocolLike)
            default:
                return false
            }
        }
        // `Kit.Plugin` is printed `Plugin`: the module and its dot go.
        func dropModule(of part: TypeNode) {
            if let module = moduleQualifier(of: part, scope: scope), let dot = Self.offsetAfterDot(from: module.endOffset, in: written) {
                removals.append(module.startOffset..<dot)
            }
        }
        // A composition in swiftc's order (`Named & Plugin` for `Plugin & Named`); written as
        // it is, its members lose their modules.
        func order(_ composition: TypeNode, _ members: [TypeNode]) {
            // A member that another refines, or `Any`, is not printed (`Equatable & Hashable`
            // is `Hashable`), unless a member is an alias (printed as written, with its `aka`).
            if !members.contains(where: { mentionsTypealias($0, scope: scope) }),
               let reduced = akaText(ofComposition: composition, scope: scope),
               reduced.components(separatedBy: " & ").count < members.count {
                replacements.append((composition.startOffset..<composition.endOffset, reduced))
                return
            }
            if let ordered = compositionInSwiftcOrder(members, in: written, scope: scope) {
                replacements.append((composition.startOffset..<composition.endOffset, ordered))
            } else {
                for member in members {
                    dropModule(of: member)
                    qualify(member)
                }
            }
        }
        // A type declared in another is printed by its path (`Outer.Mid.Leaf` for `Mid.Leaf`
        // written in `Outer`), protocols too (`any Outer.P`); a module qualifier goes instead.
        func qualify(_ part: TypeNode) {
            switch part.kind {
            case let .identifier(name, _, _):
                guard !genericNames.contains(name), name != "Self", let path = nominalPath(named: name, from: scope),
                      path != name, written.text(of: part).hasPrefix(name) else { return }
                replacements.append((part.startOffset..<(part.startOffset + name.utf8.count), path))
            case let .member(_, _, _, arguments):
                guard moduleQualifier(of: part, scope: scope) == nil else { return }
                // `Button.Delegate` for the `Delegate` that `Button` inherits from `View`: the
                // path of its declaration (`View.Delegate`), as swiftc prints it.
                if arguments.isEmpty, let dotted = Self.dottedName(part), written.text(of: part) == dotted,
                   let path = inheritedMemberPath(named: dotted, from: scope) {
                    replacements.append((part.startOffset..<part.endOffset, path))
                    return
                }
                var innermost = part
                while case let .member(inner, _, _, _) = innermost.kind { innermost = inner }
                if case .identifier = innermost.kind { qualify(innermost) }
            default:
                break
            }
        }
        func markExistential(_ part: TypeNode, wrapped: Bool) {
            insertions.append((part.startOffset, wrapped ? "(any " : "any "))
            if wrapped { insertions.append((part.endOffset, ")")) }
        }
        func visit(_ part: TypeNode, wrapped: Bool) {
            switch part.kind {
            case let .identifier(name, _, arguments):
                if isProtocolLike(part) {
                    markExistential(part, wrapped: wrapped)
                    // An alias declared in a type, or inherited by one, is printed by its path
                    // (`any Config.PAlias` for `PAlias` written in `Config`), as other
                    // aliases are.
                    if !genericNames.contains(name), nominalPath(named: name, from: scope) == nil,
                       let alias = typealiasDeclaration(named: name, scope: scope), alias.path != name,
                       written.text(of: part).hasPrefix(name) {
                        replacements.append((part.startOffset..<(part.startOffset + name.utf8.count), alias.path))
                    }
                }
                qualify(part)
                for argument in arguments { visit(argument, wrapped: false) }
            case let .member(_, _, _, arguments):
                if isProtocolLike(part) { markExistential(part, wrapped: wrapped) }
                // swiftc prints a type without its module (`Swift.Array<T>` is `Array<T>`,
                // `App.Engine` is `Engine`): the qualifier and its dot go.
                dropModule(of: part)
                // `Self.Inner` in a concrete type is printed by the type's path (`Host.Inner`).
                var innermost = part
                while case let .member(inner, _, _, _) = innermost.kind { innermost = inner }
                if case let .identifier("Self", _, selfArguments) = innermost.kind, selfArguments.isEmpty, namesConcreteType(scope) {
                    replacements.append((innermost.startOffset..<innermost.endOffset, scope))
                }
                qualify(part)
                // `[String: Node].Values` is printed `Dictionary<String, Node>.Values`.
                if case let .member(base, _, _, _) = part.kind, toolchainMemberType(part) != nil { visitDesugared(base) }
                for argument in arguments { visit(argument, wrapped: false) }
                // The generic arguments of the types it is a member of (`Element` in
                // `Form<Element>.Check`, printed `Form<any Element>.Check`).
                var outer = part
                while case let .member(inner, _, _, _) = outer.kind {
                    switch inner.kind {
                    case let .identifier(_, _, innerArguments), let .member(_, _, _, innerArguments):
                        for argument in innerArguments { visit(argument, wrapped: false) }
                    default:
                        break
                    }
                    outer = inner
                }
            case let .composition(members):
                if isProtocolLike(part) { markExistential(part, wrapped: wrapped) }
                order(part, members)
            case let .optional(inner), let .implicitlyUnwrapped(inner):
                visit(inner, wrapped: true)
            case let .array(inner):
                visit(inner, wrapped: false)
            case let .dictionary(key, value):
                visit(key, wrapped: false)
                visit(value, wrapped: false)
            case let .tuple(elements):
                let parenthesized = elements.count == 1 && elements[0].label == nil
                if parenthesized, let base = anyObjectBase(elements[0].type) {
                    removals.append(part.startOffset..<base.startOffset)
                    removals.append(base.endOffset..<part.endOffset)
                    return
                }
                // Parentheses written around an existential (`(A & B)`, and `(P)` where nothing
                // wraps it) are not printed: swiftc adds its own where the existential needs them
                // (`(any A & B)?`).
                if parenthesized, isProtocolLike(elements[0].type) {
                    let inner = elements[0].type
                    let dropsParentheses: Bool
                    switch inner.kind {
                    case .composition: dropsParentheses = true
                    case .identifier, .member: dropsParentheses = !wrapped
                    default: dropsParentheses = false
                    }
                    if dropsParentheses {
                        removals.append(part.startOffset..<inner.startOffset)
                        removals.append(inner.endOffset..<part.endOffset)
                        visit(inner, wrapped: wrapped)
                        return
                    }
                }
                // Other parentheses that add nothing are not printed either (`Optional<(Node)>`,
                // `((Int)) -> Void`, `() -> ((Int) -> Int)`), but those around a function,
                // composition or `any`/`some` type that an Optional wraps.
                if parenthesized {
                    let inner = elements[0].type
                    var needed = false
                    if wrapped {
                        switch inner.kind {
                        case .function, .composition, .specified, .attributed: needed = true
                        default: break
                        }
                    }
                    if !needed {
                        removals.append(part.startOffset..<inner.startOffset)
                        removals.append(inner.endOffset..<part.endOffset)
                        visit(inner, wrapped: wrapped)
                        return
                    }
                }
                for element in elements { visit(element.type, wrapped: parenthesized ? wrapped : false) }
            case let .function(parameters, _, _, throwsType, result):
                for parameter in parameters {
                    // Argument labels are no part of a function type: swiftc prints none.
                    if parameter.label != nil { labelledParameters.append(parameter.type.startOffset) }
                    visit(parameter.type, wrapped: false)
                }
                // `throws(Error)` is printed `throws(any Error)`.
                if let throwsType { visit(throwsType, wrapped: false) }
                visit(result, wrapped: false)
            case let .attributed(attributes, specifiers, base):
                // `@concurrent () async -> Void` is printed without the attribute.
                if attributes == ["concurrent"] && specifiers.isEmpty { removals.append(part.startOffset..<base.startOffset) }
                visit(base, wrapped: wrapped)
            case let .metatype(base, isProtocol, _):
                // `P.Type` is an existential metatype, `any P.Type`; `(P & Q).Type` too.
                // `P.Protocol`, the protocol's own metatype, is printed `(any P).Type`, and
                // `(P & Q).Protocol` `(any P & Q).Type`.
                var inner = base
                let parenthesized: Bool
                if case let .tuple(elements) = base.kind, elements.count == 1, elements[0].label == nil {
                    inner = elements[0].type
                    parenthesized = true
                } else {
                    parenthesized = false
                }
                if !isProtocol && isProtocolLike(inner) { markExistential(part, wrapped: wrapped) }
                if isProtocol && isProtocolLike(inner) {
                    insertions.append((inner.startOffset, parenthesized ? "any " : "(any "))
                    replacements.append((base.endOffset..<part.endOffset, parenthesized ? ".Type" : ").Type"))
                }
                if case .member = inner.kind { dropModule(of: inner) }
                qualify(inner)
                switch inner.kind {
                case let .identifier(_, _, arguments), let .member(_, _, _, arguments):
                    for argument in arguments { visit(argument, wrapped: false) }
                default:
                    break
                }
                // `(Zeta & Alpha).Type` is printed `(Alpha & Zeta).Type`, as the composition is;
                // `(Expr & Node).Type`, where `Expr` refines `Node`, is `any Expr.Type`.
                if case let .composition(members) = inner.kind {
                    if parenthesized, !isProtocol, !members.contains(where: { mentionsTypealias($0, scope: scope) }),
                       let reduced = akaText(ofComposition: inner, scope: scope), !reduced.contains(" & ") {
                        removals.append(base.startOffset..<inner.startOffset)
                        removals.append(inner.endOffset..<base.endOffset)
                    }
                    order(inner, members)
                }
            case let .specified(keyword, _, base):
                // `some P`/`any P` are spelled already, but for the order of a composition's
                // members (`any A & B` for `any B & A`).
                if keyword == .some, let constraint = opaqueConstraintText(base) {
                    replacements.append((base.startOffset..<base.endOffset, constraint))
                    return
                }
                if let object = anyObjectBase(part) {
                    removals.append(part.startOffset..<object.startOffset)
                } else if keyword == .any || keyword == .some, case let .composition(members) = base.kind {
                    order(base, members)
                } else if case .member = base.kind {
                    dropModule(of: base)
                    qualify(base)
                } else if case let .metatype(inner, _, _) = base.kind {
                    if case .member = inner.kind { dropModule(of: inner) }
                    qualify(inner)
                } else {
                    qualify(base)
                }
                // The arguments of a parameterized protocol are types like any other:
                // `any Repo<Entity>` is printed `any Repo<any Entity>`.
                if keyword == .any || keyword == .some {
                    switch base.kind {
                    case let .identifier(_, _, arguments), let .member(_, _, _, arguments):
                        for argument in arguments { visit(argument, wrapped: false) }
                    default:
                        break
                    }
                }
            case let .variadic(base):
                // `Job...` is printed `any Job...`.
                visit(base, wrapped: false)
            case .suppressed, .unknown:
                break
            }
        }
        // `some P`'s constraint as swiftc prints an opaque type: from its generic signature,
        // typealiases looked through and sugar spelled out (`some Collection<Array<Int>>` for
        // `some Collection<Ints>`, `some A & B` for `some AB`), bare protocols in its arguments
        // with `any`.
        func opaqueConstraintText(_ constraint: TypeNode) -> String? {
            guard var text = canonicalSpelling(constraint, scope: scope, genericNames: genericNames) else { return nil }
            if text.hasPrefix("any ") { text.removeFirst(4) }
            return text
        }
        // The base of a standard library member type, its sugar spelled out.
        func visitDesugared(_ base: TypeNode) {
            switch base.kind {
            case let .array(element):
                replacements.append((base.startOffset..<element.startOffset, "Array<"))
                replacements.append((element.endOffset..<base.endOffset, ">"))
                visit(element, wrapped: false)
            case let .dictionary(key, value):
                replacements.append((base.startOffset..<key.startOffset, "Dictionary<"))
                replacements.append((key.endOffset..<value.startOffset, ", "))
                replacements.append((value.endOffset..<base.endOffset, ">"))
                visit(key, wrapped: false)
                visit(value, wrapped: false)
            default:
                visit(base, wrapped: false)
            }
        }
        visit(node, wrapped: false)
        let text = written.text(of: node)
        guard !insertions.isEmpty || !labelledParameters.isEmpty || !removals.isEmpty || !replacements.isEmpty else {
            return Self.canonicalSpacing(text)
        }
        var bytes = Array(text.utf8)
        let base = node.startOffset
        var edits = insertions.map { (offset: $0.offset - base, removing: 0, text: $0.text) }
        edits += removals.map { (offset: $0.lowerBound - base, removing: $0.count, text: "") }
        edits += replacements.map { (offset: $0.range.lowerBound - base, removing: $0.range.count, text: $0.text) }
        for start in labelledParameters {
            if let label = Self.labelRange(before: start - base, in: bytes) {
                edits.append((offset: label.lowerBound, removing: label.count, text: ""))
            }
        }
        // Edit from the last offset back, so that earlier offsets stay valid; at one offset, a
        // replacement first (what is inserted there goes before it), and `)` closes before an
        // `any ` opens.
        let ordered = edits.sorted { first, second in
            if first.offset != second.offset { return first.offset > second.offset }
            if first.removing != second.removing { return first.removing > second.removing }
            return first.text != ")" && second.text == ")"
        }
        for edit in ordered {
            guard edit.offset >= 0, edit.offset + edit.removing <= bytes.count else { return text }
            bytes.replaceSubrange(edit.offset..<(edit.offset + edit.removing), with: Array(edit.text.utf8))
        }
        return Self.canonicalSpacing(String(decoding: bytes, as: UTF8.self))
    }

    /// The members of a composition of names, in the order swiftc prints them (a class
    /// first, then the protocols by nesting, module and name: `Named & Plugin` for `Plugin &
    /// Named`, `P & Sendable` in a module named `App`, `Top & NS.Inner`), joined by ` & `; nil
    /// when the written order is that order already, a member is not a name it can place, or a
    /// member is `AnyObject` (swiftc 6.3.1 then prints the written order: `AnyObject & Named &
    /// Base` as it is).
    func compositionInSwiftcOrder(_ members: [TypeNode], in written: WrittenType, scope: String) -> String? {
        var keyed: [(order: CompositionOrder, text: String)] = []
        for member in members {
            let arguments: [TypeNode]
            switch member.kind {
            case let .identifier(_, _, written), let .member(_, _, _, written): arguments = written
            default: return nil
            }
            // `Kit.Plugin`: the module's protocol, printed without the module.
            let unqualified = withoutModuleQualifier(member, scope: scope)
            let text = unqualified.map { Self.dottedName($0) ?? written.text(of: member) } ?? written.text(of: member)
            let lookupScope = unqualified != nil && isQualifiedByProjectModule(member, scope: scope) ? "" : scope
            guard arguments.isEmpty, let name = Self.dottedName(unqualified ?? member) else { return nil }
            if name == "AnyObject" {
                return nil
            } else if let path = nominalPath(named: name, from: lookupScope) {
                // Printed by its path (`Outer.P` for `P` written in `Outer`).
                guard nominalKind(atPath: path) == .protocol else {
                    keyed.append((CompositionOrder(rank: 0, module: "", path: path), path))
                    continue
                }
                keyed.append((CompositionOrder(rank: 1, module: declaringModule(ofProtocolAt: path), path: path), path))
            } else if let entry = ProtocolCatalog.entry(named: name), entry.aliasTarget == nil {
                keyed.append((CompositionOrder(rank: 1, module: entry.module, path: entry.qualifiedName), text))
            } else {
                return nil
            }
        }
        let sorted = keyed.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        guard sorted.map(\.text) != members.map({ written.text(of: $0) }) else { return nil }
        return sorted.map(\.text).joined(separator: " & ")
    }

    /// The module that declares the project's protocol at `path` (a nested one by its
    /// enclosing type's symbol, a top-level one among the declarations of its name); "" when
    /// not known.
    func declaringModule(ofProtocolAt path: String) -> String {
        if let nested = symbol(atPath: path) { return nested.module }
        return topLevel[path]?.first { $0.kind == .protocol }?.module ?? ""
    }

    /// Whether `node`, written inside the type at `scope`, names a typealias of the project, or
    /// a composition alias of the toolchain's (`Codable`), anywhere in it.
    func mentionsTypealias(_ node: TypeNode, scope: String) -> Bool {
        switch node.kind {
        case .identifier, .member:
            if let name = Self.dottedName(node), typealiasTarget(named: name, scope: scope) != nil { return true }
            if toolchainMemberType(node)?.aliasTarget != nil { return true }
            // `CChar`, `TimeInterval`, `Data.Index`: the toolchain's alias of a plain type.
            if Self.isPlainMember(node), let name = Self.dottedName(node), toolchainTypealiasTarget(named: name, scope: scope) != nil {
                return true
            }
            // `Codable`, which the project does not declare: the toolchain's composition alias.
            if case let .identifier(name, _, arguments) = node.kind, arguments.isEmpty,
               ProtocolCatalog.entry(named: name)?.aliasTarget != nil, nominalPath(named: name, from: scope) == nil {
                return true
            }
            // `Foo.Motor`: the module's alias.
            if let unqualified = withoutModuleQualifier(node, scope: scope) { return mentionsTypealias(unqualified, scope: scope) }
        default:
            break
        }
        return node.children.contains { mentionsTypealias($0, scope: scope) }
    }

    /// `node` as swiftc prints the type behind a typealias after `aka`: the project's
    /// typealiases looked through, sugar spelled out (`Array<K>`, `Dictionary<String, K>`,
    /// `Optional<K>`, `()` for `Void`), bare protocols with `any`; a generic typealias with its
    /// arguments put in for its parameters (`Handler<Int>` for `Handler<T> = (T) -> Void` is
    /// `(Int) -> ()`). Nil when a part cannot be spelled so (a generic typealias used without
    /// its arguments, a typed `throws(E)`, a type the parser did not read). `substitutions`
    /// spells the parameters of the alias whose target `node` is part of.
    func canonicalSpelling(_ node: TypeNode, scope: String, genericNames: Set<String>, substitutions: [String: String] = [:],
                           depth: Int = 0) -> String? {
        guard depth < Self.inferenceDepthLimit else { return nil }
        func spell(_ part: TypeNode) -> String? {
            canonicalSpelling(part, scope: scope, genericNames: genericNames, substitutions: substitutions, depth: depth + 1)
        }
        func spellAll(_ parts: [TypeNode]) -> String? {
            var spelled: [String] = []
            for part in parts {
                guard let text = spell(part) else { return nil }
                spelled.append(text)
            }
            return spelled.joined(separator: ", ")
        }
        if let unqualified = withoutModuleQualifier(node, scope: scope) { return spell(unqualified) }
        switch node.kind {
        case let .identifier(name, _, arguments), let .member(_, name, _, arguments):
            if let member = toolchainMemberType(node) {
                // `Array<Node>.SubSequence` is `ArraySlice<Node>`; `Dictionary<String, Node>.Keys`
                // is a type of its own, its base spelled out.
                if member.aliasTarget != nil { return Self.aliasTargetText(of: member, spell: spell) }
                return spell(member.base).map { $0 + "." + member.member }
            }
            guard let dotted = Self.dottedName(node) else { return nil }
            if case .identifier = node.kind, arguments.isEmpty, let replacement = substitutions[name] { return replacement }
            if case .identifier = node.kind, arguments.isEmpty, genericNames.contains(name) { return name }
            // A member of an alias: `Subscriber.Event` for `Subscriber = Base<Int>` is
            // `Base<Int>.Event`.
            if case let .member(base, _, _, _) = node.kind, mentionsTypealias(base, scope: scope) {
                guard let baseText = spell(base) else { return nil }
                guard !arguments.isEmpty else { return baseText + "." + name }
                return spellAll(arguments).map { baseText + "." + name + "<" + $0 + ">" }
            }
            if let alias = typealiasDeclaration(named: dotted, scope: scope) {
                // An alias of a composition of protocols: its members in swiftc's order
                // (`any Readable & Writable`), as the index spelled them.
                if arguments.isEmpty, case .composition = alias.target.kind, let text = protocolAliases[alias.path] {
                    return "any " + text
                }
                // The target's names mean what they mean where the alias is declared; a generic
                // alias's parameters stand for the arguments, spelled here.
                var inner: [String: String] = [:]
                // Declared in a generic type named through its arguments (`API<User>.Completion`):
                // the type's parameters stand for them.
                for (parameter, argument) in enclosingGenericArguments(of: node, aliasPath: alias.path) ?? [] {
                    guard let text = spell(argument) else { return nil }
                    inner[parameter] = text
                }
                if !arguments.isEmpty {
                    let parameters = aliasGenericParameters(named: dotted, scope: scope)
                    guard parameters.count == arguments.count else { return nil }
                    for (parameter, argument) in zip(parameters, arguments) {
                        guard let text = spell(argument) else { return nil }
                        inner[parameter] = text
                    }
                }
                return canonicalSpelling(alias.target, scope: Self.declaringScope(ofPath: alias.path), genericNames: genericNames,
                                         substitutions: inner, depth: depth + 1)
            }
            if arguments.isEmpty && dotted == "Void" { return "()" }
            if Self.isPlainMember(node), let target = toolchainTypealiasTarget(named: dotted, scope: scope) {
                return target
            }
            let path = nominalPath(named: dotted, from: scope)
            // A composition alias of the toolchain's: `Codable` is `any Decodable & Encodable`.
            if path == nil, arguments.isEmpty, let entry = ProtocolCatalog.entry(named: dotted), let text = Self.catalogAkaText(entry) {
                return "any " + text
            }
            var base = path ?? dotted
            // A protocol of the project, or one of the toolchain's the project does not shadow.
            let isProtocol = path.map { nominalKind(atPath: $0) == .protocol }
                ?? (arguments.isEmpty && ProtocolCatalog.entry(named: dotted) != nil)
            if isProtocol { base = "any " + base }
            guard !arguments.isEmpty else { return base }
            return spellAll(arguments).map { base + "<" + $0 + ">" }
        case let .optional(inner), let .implicitlyUnwrapped(inner):
            return spell(inner).map { "Optional<" + $0 + ">" }
        case let .array(inner):
            return spell(inner).map { "Array<" + $0 + ">" }
        case let .dictionary(key, value):
            guard let keyText = spell(key), let valueText = spell(value) else { return nil }
            return "Dictionary<" + keyText + ", " + valueText + ">"
        case let .tuple(elements):
            if elements.count == 1 && elements[0].label == nil { return spell(elements[0].type) }
            var parts: [String] = []
            for element in elements {
                guard let text = spell(element.type) else { return nil }
                parts.append(element.label.map { $0 + ": " + text } ?? text)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case let .function(parameters, isAsync, isThrowing, throwsType, result):
            // `throws(E)` is left to the written form.
            guard throwsType == nil, let parameterText = spellAll(parameters.map(\.type)), let resultText = spell(result) else { return nil }
            return "(" + parameterText + ")" + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") + " -> " + resultText
        case let .specified(keyword, _, base) where keyword == .any:
            return spell(base).map { $0.hasPrefix("any ") ? $0 : "any " + $0 }
        case let .metatype(base, isProtocol, _):
            // `Q.Type` of `typealias Q = P` is `any P.Type`, `QR.Type` of a composition's alias
            // `any (P & R).Type`, and `Q.Protocol` `(any P).Type`.
            guard let inner = spell(base) else { return nil }
            guard inner.hasPrefix("any ") else { return inner + (isProtocol ? ".Protocol" : ".Type") }
            let existential = String(inner.dropFirst(4))
            if isProtocol { return "(any " + existential + ").Type" }
            return "any " + (existential.contains(" & ") ? "(" + existential + ")" : existential) + ".Type"
        case let .composition(parts):
            // `Object & P` with `typealias Object = AnyObject`: `any P & AnyObject`. Generic
            // parameters are left to the written form.
            let mentionsGeneric = parts.contains { part in
                if case let .identifier(name, _, _) = part.kind { return genericNames.contains(name) || substitutions[name] != nil }
                return false
            }
            guard !mentionsGeneric else { return nil }
            return akaText(ofComposition: node, scope: scope).map { "any " + $0 }
        case let .variadic(element):
            // A variadic parameter of a function type: `(String, any CVarArg...) -> ()`.
            return spell(element).map { $0 + "..." }
        case let .attributed(attributes, specifiers, base)
            where attributes.allSatisfy({ globalActors.contains($0) || ["escaping", "autoclosure", "Sendable"].contains($0) })
                && specifiers.allSatisfy({ $0 == .inout || $0 == .borrowing || $0 == .consuming }):
            // A parameter's ownership is part of a function type (`(inout Int) -> ()`), and so
            // are `@escaping`, `@autoclosure` and `@Sendable` (`(@escaping (Int) -> Int) -> Int`);
            // swiftc prints `@autoclosure` before `@escaping`.
            let ordered = attributes.filter { $0 == "autoclosure" } + attributes.filter { $0 != "autoclosure" }
            return spell(base).map { ordered.map { "@" + $0 + " " }.joined() + specifiers.map { $0.text + " " }.joined() + $0 }
        default:
            return nil
        }
    }
}
