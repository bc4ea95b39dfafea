// MARK: - Where swiftc reports a name, and how its message spells it

extension ExistentialWalker {
    /// Where swiftc reports the protocol or alias `type` names, and how its message spells it:
    /// a qualified name is reported at its last component, and the message names the
    /// declaration (see ``messageName(_:)``).
    mutating func reportedPosition(_ type: TypeNode) -> (offset: Int, name: String) {
        let offset: Int
        if case let .member(_, _, token, _) = type.kind { offset = Int(tree.tokens[token].start) } else { offset = type.startOffset }
        let name = messageName(type)
        // A name (`` `My Proto` ``), not a written composition or other shape.
        return (offset, ProjectIndex.dottedName(type) != nil ? Self.withRawIdentifierBackticks(name) : name)
    }

    /// `name` with each dotted component in backticks that swiftc 6.3.1 prints so: a reserved
    /// word (`` `class` ``, `` `init` ``; not a contextual one such as `open` or `some`) or a
    /// raw identifier that no plain identifier spells (`` `My Proto` ``, `` `a<b` ``; `P😀` is
    /// an identifier).
    static func withRawIdentifierBackticks(_ name: String) -> String {
        // Cut at the dots' bytes: `split` on a String compares Characters, which cost
        // thousands of instructions a name, for every finding.
        let components = name.split(atASCII: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard components.contains(where: needsBackticks) else { return name }
        return components.map { component in
            needsBackticks(component) ? "`" + component + "`" : String(component)
        }.joined(separator: ".")
    }

    /// Whether swiftc prints the name component `component` in backticks: a reserved word the
    /// lexer classifies (not `Self` and `Any`, which name types themselves: `Self.Bare` is
    /// printed as written), or what the lexer does not read as one identifier.
    static func needsBackticks(_ component: Substring) -> Bool {
        // `Base<T>` is a name with its generic parameters, not a raw identifier.
        if component.hasSuffix(">"), let open = component.firstIndex(of: "<") { return needsBackticks(component[..<open]) }
        let bytes = Array(component.utf8)
        // A plain ASCII name of one letter is no reserved word (`_` and digits are lexed below).
        if bytes.count == 1 && (bytes[0] | 0x20) >= UInt8(ascii: "a") && (bytes[0] | 0x20) <= UInt8(ascii: "z") { return false }
        if bytes.count >= 2 && bytes.allSatisfy(\.isASCIIIdentifierContinuation) {
            let word = bytes.withUnsafeBufferPointer { KeywordTable.shared.lookup($0.baseAddress!, count: $0.count) }
            return word.isReserved && word != .capitalSelf && word != .capitalAny
        }
        let tokens = Lexer.tokenize(bytes).tokens
        return !(tokens.count == 2 && tokens[0].kind == .identifier && tokens[0].start == 0 && Int(tokens[0].end) == bytes.count)
    }

    /// The name swiftc's message gives the protocol or alias `type` denotes: a declaration
    /// nested in a type by its path (`NS.Delegate` for `Delegate` written inside `NS`,
    /// `Outer.D` for `Self.D`), an alias a protocol declares as `Self.Name` (also when written
    /// `Inside.Name` outside the protocol), anything else as written without a module qualifier (`Error` for
    /// `Swift.Error`); never with backticks or generic arguments (`PP` for `PP<Int>`).
    mutating func messageName(_ type: TypeNode) -> String {
        if let local = localProtocolAlias(named: type) { return local.shownName }
        guard let written = ProjectIndex.dottedName(type) else { return spelling(type) }
        // Declared in an extension written through an alias: named by the aliased type's path.
        // A member of a generic parameter by the path of what its constraint declares.
        if let found = nestedDeclarationPath(written) ?? genericMemberPath(type), case let path = index.pathThroughAliases(found),
           let dot = path.lastIndex(ofASCII: UInt8(ascii: ".")) {
            let owner = String(path[..<dot])
            if index.typeKind(atPath: owner) == .protocol {
                return "Self" + path[dot...]
            }
            return withGenericParameters(path)
        }
        guard let dot = written.lastIndex(ofASCII: UInt8(ascii: ".")) else { return written }
        // A declaration the toolchain nests in one of its types, by its path
        // (`Unicode.Encoding`, also when written `Swift.Unicode.Encoding`: the catalog's lookup
        // drops the module).
        if let entry = ProtocolCatalog.entry(named: written), entry.qualifiedName != entry.name,
           written.hasSuffix(entry.qualifiedName) {
            return entry.qualifiedName
        }
        // Not a nested declaration of the project: `Module.Name` (or a qualifier the index
        // does not know) is named by its last component.
        return String(written[written.utf8.index(after: dot)...])
    }

    /// The path of what `type`, a member of a generic parameter or associated type in scope, denotes (see
    /// ``genericMemberResolution(_:)``); nil for another type.
    private mutating func genericMemberPath(_ type: TypeNode) -> String? {
        guard case let .member(base, _, _, _) = type.kind, case .identifier = base.kind else { return nil }
        return genericMemberResolution(type)?.path
    }

    /// `path` with the generic parameters of each enclosing type, as swiftc names a member of
    /// a generic type whatever arguments the use gives it (`Base<T>.Callback`, also for
    /// `Base<Int>.Callback`).
    private func withGenericParameters(_ path: String) -> String {
        let components = path.split(separator: ".", omittingEmptySubsequences: false)
        var result = ""
        var prefix = ""
        for (position, component) in components.enumerated() {
            prefix = position == 0 ? String(component) : prefix + "." + component
            if position > 0 { result += "." }
            result += component
            if position < components.count - 1, let names = index.types[prefix]?.genericParameters, !names.isEmpty {
                result += "<" + names.joined(separator: ", ") + ">"
            }
        }
        return result
    }

    /// The path of the project's nested declaration `written` names here, also after a module
    /// qualifier (`App.Checkout.Delegate`).
    private mutating func nestedDeclarationPath(_ written: String) -> String? {
        if let path = index.nestedDeclarationPath(of: written, scopes: scope.typePaths) { return path }
        guard let first = written.firstIndex(ofASCII: UInt8(ascii: ".")),
              case let rest = String(written[written.utf8.index(after: first)...]),
              rest.containsASCII(UInt8(ascii: ".")) else { return nil }
        return index.nestedDeclarationPath(of: rest, scopes: [])
    }
}

// MARK: - Local types: seen in their own block only

extension ExistentialWalker {
    /// Whether `name`, among the scope's generic names because a function around the use
    /// declares a local type of that name, names that type only inside the block that declares
    /// it (`if ready { struct Token {} }`), and the use at token `use` lies outside every such
    /// block: there `name` is what it is outside the function (swiftc reports `Token` after
    /// the `if`). False when no local type brings the name (a generic parameter does).
    func isLocalTypeOutOfReach(_ name: String, at use: Int) -> Bool {
        let declarations = tree.declarations
        var current = declaration
        var found = false
        while let position = current {
            if !declarations[position].kind.isTypeLike, tree.localTypeNames[position]?[name] != nil {
                // The function's own declarations follow it, up to its end.
                var local = position + 1
                while local < declarations.count && declarations[local].firstToken < declarations[position].endToken {
                    defer { local += 1 }
                    guard declarations[local].parent == position, declarations[local].isLocal, declarations[local].name == name else { continue }
                    found = true
                    guard let open = tree.enclosingBraceOpen(of: declarations[local].firstToken),
                          case let close = Int(tree.stream.matching[open]), close > open else { return false }
                    if (open...close).contains(use) { return false }
                }
            }
            current = declarations[position].parent
        }
        return found
    }
}

