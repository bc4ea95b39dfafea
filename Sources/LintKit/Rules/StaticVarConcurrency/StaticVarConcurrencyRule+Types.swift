// MARK: - The types of a `let`'s names

extension StaticVarConcurrencyRule {
    /// The names (tokens among `names`) that `declaration`, a `let`, binds to a visibly
    /// non-Sendable type, each with that type quoted as swiftc spells it: the written
    /// annotation's type (with what a typealias of the project stands for:
    /// `'Handler' (aka '(String) -> ()')`), or the initializer's inferred type (see
    /// ``ProjectIndex/inferredType(of:scope:depth:)``); each name of a tuple pattern gets its
    /// own element's. `reader` is made on first use.
    func nonSendableTypes(of declaration: Declaration, names: [Int], in context: RuleContext,
                          reader: inout ValueExpressionReader?, memberScans: inout Int) -> [(token: Int, type: String)] {
        let tree = context.tree
        var scopePath = declaration.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
        if let extended = ProjectIndex.extendedPath(around: declaration, in: tree) {
            // In an extension of a nested type, the names are read as swiftc reads them there.
            guard let scope = context.index.extensionReadingScope(of: ProjectIndex.writtenNames(of: declaration, in: tree), scope: scopePath,
                                                                  extended: extended) else { return [] }
            scopePath = scope
        }
        var type: InferredType?
        var genericNames: Set<String> = []
        if let annotation = declaration.type {
            genericNames = Set(Scope(tree: tree, declaration: declaration.parent, projectIndex: context.index).genericNames)
            let written = WrittenType(node: annotation, text: tree.file.text(annotation.startOffset..<annotation.endOffset))
            type = context.index.inferredType(ofWritten: written, scope: scopePath, genericNames: genericNames, sugarsGenerics: false)
            // `let s: Set = [Engine()]`: the standard library's `Set` with its element from the
            // array literal (`Set<Engine>`), as swiftc infers it.
            if case let .identifier("Set", _, arguments) = annotation.kind, arguments.isEmpty,
               context.index.nominalPath(named: "Set", from: scopePath) == nil, context.index.topLevel["Set"] == nil,
               let initializer = declaration.initializer, !initializer.isEmpty {
                if reader == nil { reader = ValueExpressionReader(tree: tree) }
                let value = reader!.read(initializer)
                if case .array(let elements) = value, !elements.isEmpty,
                   case let .array(element)? = context.index.inferredType(of: value, scope: scopePath),
                   let text = element.spelling {
                    type = .leaf(spelling: "Set<" + text + ">", sendability: element.sendability)
                }
            } else if let initializer = declaration.initializer, !initializer.isEmpty,
                      leavesTypeToInitializer(annotation, scope: scopePath, index: context.index) {
                // `let a: [_] = [Engine()]`, `let b: Optional = Engine()`: the initializer's type
                // fills what the annotation leaves out.
                if reader == nil { reader = ValueExpressionReader(tree: tree) }
                // The elements are counted (`InlineArray<3, Engine>`): all of them kept.
                var counting = reader!
                counting.keepsRepeatedElements = true
                let value = counting.read(initializer)
                var elementCount: Int?
                if case let .array(elements) = value { elementCount = elements.count }
                if let filled = context.index.inferredType(of: value, scope: scopePath).flatMap({ inferred in
                    filledAnnotation(annotation, in: written, value: inferred, elementCount: elementCount, scope: scopePath, index: context.index)
                }) {
                    type = filled
                }
            }
        } else if let initializer = declaration.initializer, !initializer.isEmpty {
            if reader == nil { reader = ValueExpressionReader(tree: tree) }
            let expression = reader!.read(initializer)
            // A key-path literal is inferred Sendable in the Swift 6 mode (SE-0418), as an
            // unapplied function is: both follow `function_references`.
            if !expression.containsKeyPath {
                type = context.index.inferredType(of: expression, scope: scopePath)
                if type == nil {
                    type = instanceMemberChainType(of: expression, scope: scopePath, in: context, reader: reader!, scans: &memberScans)
                }
            } else if functionReferences {
                let typed = expression.replacingKeyPaths { root, members in
                    keyPathType(root: root, members: members, scope: scopePath, in: context, reader: reader!)
                }
                type = context.index.inferredType(of: typed, scope: scopePath)
            }
        }
        let patternPaths = declaration.patternNameTokens.isEmpty ? nil : Self.tuplePatternPaths(declaration, in: tree)
        // `(aka '…')` after the annotation's spelling, when it names a typealias of the project:
        // worked out once a name is to be reported.
        var akaOfAnnotation: String??
        func aka(ofInferred inferred: String) -> String? {
            // An inferred type that names a typealias (`let client = Client()` after
            // `typealias Client = HTTPClient`) gets its `aka` as a written one does.
            guard declaration.type == nil else { return aka() }
            return Self.aka(ofSpelling: inferred, scope: scopePath, index: context.index)
        }
        func aka() -> String? {
            if let known = akaOfAnnotation { return known }
            var spelled: String?
            if let annotation = declaration.type, context.index.mentionsTypealias(annotation, scope: scopePath) {
                spelled = context.index.canonicalSpelling(annotation, scope: scopePath, genericNames: genericNames)
            }
            akaOfAnnotation = .some(spelled)
            return spelled
        }
        var found: [(token: Int, type: String)] = []
        for token in names {
            let element = patternPaths.map { paths in paths[token].flatMap { type?.element(at: $0) } } ?? type
            guard let element, element.sendability == .nonSendable, var text = element.spelling else { continue }
            if text == scopePath, let bound = Self.boundGenericArguments(of: declaration, path: scopePath, in: context) {
                text += bound
            }
            if patternPaths == nil, let aka = aka(ofInferred: text), aka != text {
                found.append((token, "'" + text + "' (aka '" + aka + "')"))
            } else {
                found.append((token, "'" + text + "'"))
            }
        }
        if found.isEmpty && type == nil && declaration.type == nil && patternPaths == nil, let initializer = declaration.initializer,
           let text = InitializerTypeInference(tree: tree, index: context.index, scopePath: scopePath).collectionOfMethodReferences(initializer) {
            return names.map { ($0, "'" + text + "'") }
        }
        return found
    }

    /// What the type spelled `text` (an inferred type, as the message quotes it) stands for
    /// when it names a typealias of the project or of the toolchain: `HTTPClient` for
    /// `Client`, `Array<Engine>` for `[Motor]`, `(Int8) -> ()` for `(CChar) -> ()`; nil when it
    /// names none. The spelling is parsed as an annotation.
    static func aka(ofSpelling text: String, scope: String, index: ProjectIndex) -> String? {
        // `LazyMapSequence<LazySequence<[Int]>.Elements, String>`: the standard library's
        // alias `Elements` of a lazy sequence is its base (`LazyMapSequence<Array<Int>, String>`).
        if let base = withoutLazyElements(text) {
            let file = SourceFile(path: "<inferred type>", bytes: Array(("let value: " + base + "\n").utf8))
            guard let type = Parser.parse(file).declarations.first?.type, type.endOffset == file.bytes.count - 1 else { return nil }
            return index.canonicalSpelling(type, scope: scope, genericNames: [])
        }
        // `[ReversedCollection<[K]>.Element]`: an array of a sequence's elements (`Array<K>`).
        if let element = ProjectIndex.convertedArrayElement(text) {
            let file = SourceFile(path: "<inferred type>", bytes: Array(("let value: Array<" + element + ">\n").utf8))
            guard let type = Parser.parse(file).declarations.first?.type, type.endOffset == file.bytes.count - 1 else { return nil }
            return index.canonicalSpelling(type, scope: scope, genericNames: [])
        }
        // Only a spelling with a name the project declares a typealias of is worth parsing.
        let names = text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        guard names.contains(where: { index.typealiasTarget(named: String($0), scope: scope) != nil
                                      || index.toolchainTypealiasTarget(named: String($0), scope: scope) != nil }) else { return nil }
        let file = SourceFile(path: "<inferred type>", bytes: Array(("let value: " + text + "\n").utf8))
        let tree = Parser.parse(file)
        guard let type = tree.declarations.first?.type, type.endOffset == file.bytes.count - 1,
              index.mentionsTypealias(type, scope: scope) else { return nil }
        return index.canonicalSpelling(type, scope: scope, genericNames: [])
    }

    /// `text` with each `LazySequence<X>.Elements` replaced by `X` (and `LazySequence<[K]>.Element`
    /// by `K`); nil when it holds none.
    static func withoutLazyElements(_ text: String) -> String? {
        let opening = "LazySequence<"
        guard text.contains(opening) && text.contains(">.Elements") else { return nil }
        var result = Substring(text)
        while let start = result.range(of: opening) {
            // The `>` that closes the sequence's argument, then `.Elements`.
            var depth = 1
            var position = start.upperBound
            while position < result.endIndex && depth > 0 {
                switch result[position] {
                case "<": depth += 1
                case ">": depth -= 1
                default: break
                }
                if depth > 0 { position = result.index(after: position) }
            }
            guard position < result.endIndex else { return nil }
            let base = result[start.upperBound..<position]
            let rest = result[result.index(after: position)...]
            if rest.hasPrefix(".Elements") {
                let after = result.index(position, offsetBy: 1 + ".Elements".count)
                result = result[..<start.lowerBound] + base + result[after...]
            } else if rest.hasPrefix(".Element"), base.hasPrefix("["), base.hasSuffix("]") {
                // `LazySequence<[K]>.Element`: `K`.
                let after = result.index(position, offsetBy: 1 + ".Element".count)
                result = result[..<start.lowerBound] + base.dropFirst().dropLast() + result[after...]
            } else {
                return nil
            }
        }
        return String(result)
    }

    /// For a tuple pattern `let (a, (b, _)) = …`: each bound name's token and the path of
    /// element indices that reaches it (`a`: [0], `b`: [1, 0]).
    static func tuplePatternPaths(_ declaration: Declaration, in tree: SyntaxTree) -> [Int: [Int]] {
        let open = declaration.keywordToken + 1
        let tokens = tree.tokens
        guard open < tokens.count, tokens[open].kind == .leftParen else { return [:] }
        let close = Int(tree.stream.matching[open])
        guard close > open else { return [:] }
        let names = Set(declaration.patternNameTokens)
        var paths: [Int: [Int]] = [:]
        var path: [Int] = []
        for index in open...close {
            switch tokens[index].kind {
            case .leftParen: path.append(0)
            case .rightParen: path.removeLast()
            case .comma: if !path.isEmpty { path[path.count - 1] += 1 }
            default: if names.contains(index) { paths[index] = path }
            }
        }
        return paths
    }

    /// `<URLRequest, String>` when `declaration` is a member of an extension whose `where`
    /// clause binds every generic parameter of the extended type at `path` to a type
    /// (`extension Snapshotting where Value == URLRequest, Format == String`): there, the type's
    /// bare name means it with those arguments, as swiftc spells it. Nil otherwise.
    static func boundGenericArguments(of declaration: Declaration, path: String, in context: RuleContext) -> String? {
        let tree = context.tree
        guard let parent = declaration.parent, tree.declarations[parent].kind == .extension,
              let parameters = context.index.types[path]?.genericParameters, !parameters.isEmpty else { return nil }
        var bound: [String: String] = [:]
        for requirement in tree.declarations[parent].requirements where requirement.relation == .sameType {
            guard case let .identifier(name, _, arguments) = requirement.left.kind, arguments.isEmpty else { continue }
            let right = requirement.right
            let written = WrittenType(node: right, text: tree.file.text(right.startOffset..<right.endOffset))
            bound[name] = context.index.inferredType(ofWritten: written, scope: path, genericNames: [], sugarsGenerics: false).spelling
                ?? written.text
        }
        var arguments: [String] = []
        for parameter in parameters {
            guard let argument = bound[parameter] else { return nil }
            arguments.append(argument)
        }
        return "<" + arguments.joined(separator: ", ") + ">"
    }
}
