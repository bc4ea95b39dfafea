/// `single_use_generic`'s guard against fixes that would make two overloads one declaration.
extension SingleUseGenericRule {
    /// Tells whether rewriting a generic function, initializer or subscript could make it the
    /// same declaration as another generic one (or one that takes a `some` parameter) of its
    /// file: same scope, kind, name and argument labels, and the same types once every generic
    /// parameter and `some` type is written as `some(constraints)` (``erasedShape(_:generics:opaque:aliases:depth:)``;
    /// the file's typealiases read as their targets, toolchain module names dropped, a
    /// constraint written twice counted once; a type the parser could not read counts as the
    /// same as any), where they differ now (two
    /// declarations the same already are a requirement and its default, or branches of `#if`,
    /// and are rewritten alike). The scope is the parent declaration, or for a member the type
    /// it extends (its declaration and its extensions in this file alike); static and instance
    /// members are apart. A generic declaration in another file of the module (an extension
    /// there) of the same ``ProjectIndex/genericOverloadKey(of:in:memo:)`` withholds the
    /// fix too: that key compares types as written, without the file's typealiases.
    ///
    /// Asked only for declarations with a finding; keys and shapes are worked out once each,
    /// for the declarations of the names asked about, so that a file of thousands of overloads
    /// stays linear.
    final class OverloadGuard {
        private let declarations: [Declaration]
        private let tree: SyntaxTree
        private let index: ProjectIndex
        /// This file's generic function-like declarations of each name asked about, by
        /// ``ProjectIndex/genericOverloadKey(of:in:memo:)`` (a key holds the name).
        private var fileOverloadCounts: [String: [UInt64: Int]] = [:]
        /// What the file's keys share.
        private var memo = OverloadKeyMemo()
        /// The function-like declarations of each name, in source order.
        private var byName: [String: [Int]] = [:]
        private var labelKeys: [Int: String] = [:]
        private var shapes: [Int: (shape: String?, before: String?)] = [:]

        /// The file's typealiases without generic parameters, by name, with their targets: a
        /// name spelled through one is the target (`typealias Src = Source`). (A name declared
        /// twice is left out.)
        private var aliases: [String: TypeNode] = [:]

        /// Indexes the function-like declarations and the typealiases of `tree`; `index` tells
        /// of the other files' generic overloads.
        init(tree: SyntaxTree, index: ProjectIndex) {
            self.tree = tree
            self.index = index
            declarations = tree.declarations
            var aliasCounts: [String: Int] = [:]
            for index in declarations.indices {
                switch declarations[index].kind {
                case .function, .initializer, .subscript: byName[declarations[index].name, default: []].append(index)
                case .typealias:
                    aliasCounts[declarations[index].name, default: 0] += 1
                    if declarations[index].genericParameters.isEmpty, let target = declarations[index].type {
                        aliases[declarations[index].name] = target
                    }
                default: continue
                }
            }
            for (name, count) in aliasCounts where count > 1 { aliases[name] = nil }
        }

        /// Whether rewriting `candidate` could make it the same declaration as an overload.
        func mayCollide(_ candidate: Int) -> Bool {
            if hasGenericOverloadInAnotherFile(candidate) || hasGenericOverloadInASuperclass(candidate)
                || hasGenericOverloadInASubclass(candidate) { return true }
            let name = declarations[candidate].name
            guard let named = byName[name], named.count > 1 else { return false }
            if !groupedNames.contains(name) {
                // The name's generic declarations by label key, each looked at once.
                groupedNames.insert(name)
                var members: [String: [Int]] = [:]
                for index in named where isGeneric(index) { members[labelKey(index), default: []].append(index) }
                for (key, list) in members where list.count > 1 { groups[key] = GroupCounts(list.map(shape)) }
            }
            guard let counts = groups[labelKey(candidate)], counts.members > 1 else { return false }
            let (shape, before) = self.shape(candidate)
            // The overloads it may become (itself included), and of those, the ones that are
            // the same declaration already.
            let alike: Int, alreadySame: Int
            if let shape {
                alike = counts.byShape[shape, default: 0] + counts.unknownShapes
                alreadySame = before.map { counts.byShapeAndBefore[shape + "\u{0}" + $0, default: 0] + counts.unknownShapesByBefore[$0, default: 0] } ?? 1
            } else {
                alike = counts.members
                alreadySame = before.map { counts.byBefore[$0, default: 0] } ?? 1
            }
            return alike - alreadySame > 0
        }

        /// The shapes of one group of overloads (same label key), counted, so that each
        /// question about a member takes constant time.
        private struct GroupCounts {
            var members = 0
            var byShape: [String: Int] = [:], byShapeAndBefore: [String: Int] = [:], byBefore: [String: Int] = [:]
            var unknownShapes = 0, unknownShapesByBefore: [String: Int] = [:]

            init(_ shapes: [(shape: String?, before: String?)]) {
                members = shapes.count
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
            }
        }
        /// The overload groups of more than one member, by label key.
        private var groups: [String: GroupCounts] = [:]
        /// The names whose declarations are in ``groups``.
        private var groupedNames: Set<String> = []

        /// Whether `index` is generic: a generic clause, or a `some` parameter.
        private func isGeneric(_ index: Int) -> Bool {
            if !declarations[index].genericParameters.isEmpty { return true }
            return declarations[index].parameters.contains { parameter in
                guard let type = parameter.type else { return false }
                var takesSome = false
                type.forEachNode { node in
                    if case let .specified(keyword, _, _) = node.kind, keyword == .some { takesSome = true }
                }
                return takesSome
            }
        }

        /// Whether the project holds more generic declarations of `candidate`'s overload key
        /// than this file does: one in another file of the module, which this guard cannot
        /// compare.
        /// Those written exactly as `candidate` is (a requirement in one file and its default
        /// implementation in another) are the same declaration already, and do not count.
        private func hasGenericOverloadInAnotherFile(_ candidate: Int) -> Bool {
            guard let key = ProjectIndex.genericOverloadKey(of: candidate, in: tree, memo: &memo) else { return false }
            let name = declarations[candidate].name
            if fileOverloadCounts[name] == nil {
                var counts: [UInt64: Int] = [:]
                for index in byName[name] ?? [] {
                    guard let other = ProjectIndex.genericOverloadKey(of: index, in: tree, memo: &memo) else { continue }
                    counts[other, default: 0] += 1
                    counts[ProjectIndex.genericOverloadSpellingKey(of: index, in: tree, key: other), default: 0] += 1
                }
                fileOverloadCounts[name] = counts
            }
            let elsewhere = index.genericOverloadCount(forKey: key) - (fileOverloadCounts[name]?[key] ?? 0)
            guard elsewhere > 0 else { return false }
            let spelling = ProjectIndex.genericOverloadSpellingKey(of: candidate, in: tree, key: key)
            let writtenAlikeElsewhere = index.genericOverloadCount(forKey: spelling) - (fileOverloadCounts[name]?[spelling] ?? 0)
            return elsewhere > writtenAlikeElsewhere
        }

        /// Whether a class of the project that the class around `candidate` inherits from
        /// declares a generic overload of its key (see
        /// ``ProjectIndex/genericOverloadKey(of:in:memo:scopePath:)``): rewritten, the method
        /// could become an override without `override` (hw53b's sug/121). A method marked
        /// `override` overrides that one already, and its rewrite (the last generic parameter
        /// only, see ``SingleUseGenericRule/isMatchedByPosition(_:in:)``) goes on overriding it
        /// (hw63).
        private func hasGenericOverloadInASuperclass(_ candidate: Int) -> Bool {
            guard !declarations[candidate].has(.override), let path = classPath(around: candidate) else { return false }
            var superclasses: [String] = []
            var current = index.superclassPath(of: path)
            while let superclass = current, superclasses.count < 16 {
                superclasses.append(superclass)
                current = index.superclassPath(of: superclass)
            }
            return hasGenericOverload(of: candidate, inAnyOf: superclasses)
        }

        /// Whether a class of the project that inherits from the class around `candidate`
        /// declares a generic overload of its key: rewritten, the method could become one the
        /// subclass's overrides without `override` (or a `final` one it may not override; hw84).
        private func hasGenericOverloadInASubclass(_ candidate: Int) -> Bool {
            // A method a subclass may override keeps its generic order (only its last parameter
            // is rewritten): a subclass's method of the same shape overrides it already.
            guard !SingleUseGenericRule.isMatchedByPosition(declarations[candidate], in: tree),
                  let path = classPath(around: candidate) else { return false }
            return hasGenericOverload(of: candidate, inAnyOf: index.subclasses(of: path))
        }

        /// The path of the class `candidate` is declared in (its body or an extension of it).
        private func classPath(around candidate: Int) -> String? {
            guard let parent = declarations[candidate].parent,
                  declarations[parent].kind == .class || declarations[parent].kind == .extension else { return nil }
            let path = ProjectIndex.path(of: parent, in: tree)
            return index.typeKind(atPath: path) == .class ? path : nil
        }

        /// Whether one of the types at `paths` declares a generic overload of `candidate`'s key
        /// (see ``ProjectIndex/genericOverloadKey(of:in:memo:scopePath:)``).
        private func hasGenericOverload(of candidate: Int, inAnyOf paths: [String]) -> Bool {
            paths.contains { path in
                ProjectIndex.genericOverloadKey(of: candidate, in: tree, memo: &memo, scopePath: path)
                    .map { index.genericOverloadCount(forKey: $0) > 0 } ?? false
            }
        }

        /// The file's typealiases, with what names the type around the declaration at `index`
        /// in its signature: `Self`, the type's own name before a member (`Outer.Inner`, for
        /// `Inner` inside `Outer`), and the module's name before a type (`App.Model`).
        private func aliasesSeen(from index: Int) -> AliasLookup {
            // The file's table is shared, not copied: a file of many aliases and overloads
            // stays linear (hw86).
            var seen = AliasLookup(file: aliases)
            if fileModule == nil { fileModule = ProjectIndex.moduleName(ofFile: tree.file.path) }
            if let module = fileModule, !module.isEmpty { seen.overlay[SingleUseGenericRule.ownQualifierKey + module] = Self.placeholder }
            guard let parent = declarations[index].parent, declarations[parent].kind.isTypeLike else { return seen }
            let path = ProjectIndex.path(of: parent, in: tree)
            let name = path.split(atASCII: UInt8(ascii: ".")).last.map(String.init) ?? path
            // A generic type's `Self` carries its arguments: left as written.
            guard declarations[parent].genericParameters.isEmpty, aliases["Self"] == nil else { return seen }
            seen.overlay["Self"] = TypeNode(kind: .identifier(name: name, token: 0, arguments: []), range: 0..<0, startOffset: 0, endOffset: 0)
            seen.overlay[SingleUseGenericRule.ownQualifierKey + "Self"] = Self.placeholder
            seen.overlay[SingleUseGenericRule.ownQualifierKey + name] = Self.placeholder
            return seen
        }
        /// The file's module (see ``ProjectIndex/moduleName(ofFile:)``), once worked out.
        private var fileModule: String?

        /// A value for the marker entries of ``aliasesSeen(from:)``.
        private static let placeholder = TypeNode(kind: .unknown, range: 0..<0, startOffset: 0, endOffset: 0)

        /// Scope, `static`, kind, name and argument labels. A type's scope is its path, so that
        /// `struct Inner` in `enum Outer` and `extension Outer.Inner` are one scope, and so is
        /// an extension of a typealias of it (`extension Alias`).
        private func labelKey(_ index: Int) -> String {
            if let known = labelKeys[index] { return known }
            let declaration = declarations[index]
            var scope = "#"
            if let parent = declaration.parent {
                scope = declarations[parent].kind.isTypeLike ? ProjectIndex.path(of: parent, in: tree) : "#\(parent)"
                // `extension Alias` with `typealias Alias = Pipe` extends `Pipe`.
                if declarations[parent].kind == .extension, let target = aliases[scope] ?? self.index.typealiasTarget(named: scope, scope: ""),
                   case .identifier(_, _, let arguments) = target.kind, arguments.isEmpty, let name = ProjectIndex.dottedName(target) {
                    scope = self.index.nominalPath(named: name, from: "") ?? name
                }
            }
            // `extension Swift.Array` extends `Array`.
            if let dot = scope.firstIndex(of: "."), ProtocolCatalog.isModule(String(scope[..<dot])) {
                scope = String(scope[scope.index(after: dot)...])
            }
            let labels = declaration.parameters.map { ($0.firstName ?? "_") + ":" }.joined()
            let key = "\(scope) \(declaration.isStatic ? "static " : "")\(declaration.kind.rawValue) \(declaration.name)(\(labels))"
            labelKeys[index] = key
            return key
        }

        /// The types' shapes after the rewrites and before them (nil parts: not readable, or
        /// more generic parameters than are analyzed).
        private func shape(_ index: Int) -> (shape: String?, before: String?) {
            if let known = shapes[index] { return known }
            var made: (shape: String?, before: String?) = (nil, nil)
            if declarations[index].genericParameters.count <= SingleUseGenericRule.maximumGenericParameters {
                made = (shapeKey(index, rewritten: true), shapeKey(index, rewritten: false))
            }
            shapes[index] = made
            return made
        }

        /// After the rewrites (`rewritten`), every generic parameter is `some(…)`; before, each
        /// is `τ<position>(…)`, and so is a `some` type, numbered after the named ones.
        private func shapeKey(_ index: Int, rewritten: Bool) -> String? {
            let declaration = declarations[index]
            let aliases = aliasesSeen(from: index)
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
                      let shape = SingleUseGenericRule.someShape(list, generics: placeholders, opaque: rewritten ? "some" : "τ\(position)",
                                                                 aliases: aliases)
                else { return nil }
                generics[parameter.name] = shape
            }
            // Before the rewrites, a `some` type is marked with a byte no type holds, and
            // numbered below.
            let opaque = rewritten ? "some" : "\u{1}"
            var parts: [String] = []
            for parameter in declaration.parameters {
                guard let type = parameter.type,
                      let shape = SingleUseGenericRule.erasedShape(type, generics: generics, opaque: opaque, aliases: aliases) else { return nil }
                parts.append(shape)
            }
            if let result = declaration.type {
                guard let shape = SingleUseGenericRule.erasedShape(result, generics: generics, opaque: opaque, aliases: aliases) else { return nil }
                // A function without a result type returns `()`, as one written `-> Void` does.
                if !(declaration.kind == .function && shape == "()") { parts.append("->" + shape) }
            }
            // An `async` declaration and a synchronous one are different overloads.
            if declaration.isAsync { parts.append("async") }
            let joined = parts.joined(separator: ",")
            guard !rewritten else { return joined }
            // The compiler numbers `some` types after the named parameters, in the order they
            // are written: `f<A: P>(_: A)` and `f(_: some P)` are one signature.
            var numbered = ""
            for (position, piece) in joined.split(atASCII: 0x01, omittingEmptySubsequences: false).enumerated() {
                if position > 0 { numbered += "τ\(declaration.genericParameters.count + position - 1)" }
                numbered += piece
            }
            return numbered
        }
    }

    /// The typealiases ``erasedShape(_:generics:opaque:aliases:depth:)`` reads: the file's, and
    /// over them a few names that hold for one declaration (see ``ownQualifierKey``).
    struct AliasLookup {
        /// The file's typealiases without generic parameters, by name.
        var file: [String: TypeNode] = [:]
        /// Names read before the file's.
        var overlay: [String: TypeNode] = [:]

        /// The target `name` stands for, if any.
        subscript(name: String) -> TypeNode? { overlay[name] ?? file[name] }
    }

    /// Marks, in the typealiases ``erasedShape(_:generics:opaque:aliases:depth:)`` reads, a name
    /// that qualifies nothing before a member type: the file's module, `Self`, the type around
    /// the declaration (no type can be named so).
    static let ownQualifierKey = "\u{1}"

    /// `some(A&B)` for the constraints `list` (compositions split, members sorted), with
    /// each name of `generics` written as its value there; `opaque` replaces `some`.
    static func someShape(_ list: [TypeNode], generics: [String: String], opaque: String = "some",
                          aliases: AliasLookup = AliasLookup(), depth: Int = 0) -> String? {
        var members: [String] = []
        func add(_ type: TypeNode) -> Bool {
            if case let .composition(parts) = type.kind { return parts.allSatisfy(add) }
            guard let shape = erasedShape(type, generics: generics, opaque: opaque, aliases: aliases, depth: depth) else { return false }
            members.append(shape)
            return true
        }
        guard list.allSatisfy(add) else { return nil }
        // A constraint written twice (`<A: Source>` and `where A: Source`) is one.
        return opaque + "(" + Set(members).sorted().joined(separator: "&") + ")"
    }

    /// `type` written with every name of `generics` as its value there (`some(P)`), every
    /// `some` type as `some(…)` of its constraints, sugar and its spelled-out forms alike
    /// (`Void` and `()`, `T?`, `T!` and `Optional<T>`, `[T]` and `Array<T>`, `(T)` and `T`),
    /// and without attributes: two declarations
    /// whose types have one shape may become one declaration when their generic parameters are
    /// rewritten. Nil for a part the parser could not read.
    static func erasedShape(_ type: TypeNode, generics: [String: String], opaque: String = "some",
                            aliases: AliasLookup = AliasLookup(), depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        func arguments(_ list: [TypeNode]) -> String? {
            guard !list.isEmpty else { return "" }
            var shapes: [String] = []
            for argument in list {
                guard let shape = erasedShape(argument, generics: generics, opaque: opaque, aliases: aliases, depth: depth) else { return nil }
                shapes.append(shape)
            }
            return "<" + shapes.joined(separator: ",") + ">"
        }
        func elements(_ list: [TypeNode.TupleElement]) -> String? {
            var shapes: [String] = []
            for element in list {
                guard let shape = erasedShape(element.type, generics: generics, opaque: opaque, aliases: aliases, depth: depth) else { return nil }
                shapes.append((element.label.map { $0 + ":" } ?? "") + shape)
            }
            return "(" + shapes.joined(separator: ",") + ")"
        }
        switch type.kind {
        case let .identifier(name, _, list):
            if list.isEmpty, let shape = generics[name] { return shape }
            // A typealias of the file is its target (`typealias Src = Source`).
            if list.isEmpty, let target = aliases[name] {
                return erasedShape(target, generics: generics, opaque: opaque, aliases: aliases, depth: depth + 1)
            }
            // One type, two spellings: `Void` is `()`, `Optional<T>` is `T?`, `Array<T>` is
            // `[T]`, `Dictionary<K, V>` is `[K: V]`.
            switch (name, list.count) {
            case ("Void", 0): return "()"
            case ("Optional", 1): return erasedShape(list[0], generics: generics, opaque: opaque, aliases: aliases, depth: depth).map { $0 + "?" }
            case ("Array", 1): return erasedShape(list[0], generics: generics, opaque: opaque, aliases: aliases, depth: depth).map { "[" + $0 + "]" }
            case ("Dictionary", 2):
                guard let key = erasedShape(list[0], generics: generics, opaque: opaque, aliases: aliases, depth: depth),
                      let value = erasedShape(list[1], generics: generics, opaque: opaque, aliases: aliases, depth: depth) else { return nil }
                return "[" + key + ":" + value + "]"
            default:
                return arguments(list).map { name + $0 }
            }
        case let .member(base, name, token, list):
            // A toolchain module's name before a type is no part of it (`Swift.Sequence`), nor
            // is the file's module's, `Self` or the type around the declaration (see
            // ``OverloadGuard``'s ``ownQualifierKey`` entries).
            if case let .identifier(module, _, moduleArguments) = base.kind, moduleArguments.isEmpty, generics[module] == nil,
               aliases[ownQualifierKey + module] != nil || (aliases[module] == nil && ProtocolCatalog.isModule(module)) {
                let unqualified = TypeNode(kind: .identifier(name: name, token: token, arguments: list), range: type.range,
                                           startOffset: type.startOffset, endOffset: type.endOffset)
                return erasedShape(unqualified, generics: generics, opaque: opaque, aliases: aliases, depth: depth + 1)
            }
            guard let base = erasedShape(base, generics: generics, opaque: opaque, aliases: aliases, depth: depth), let list = arguments(list) else { return nil }
            return base + "." + name + list
        case let .optional(wrapped): return erasedShape(wrapped, generics: generics, opaque: opaque, aliases: aliases, depth: depth).map { $0 + "?" }
        // `T!` is an Optional too: `f(_: T!)` and `f(_: T?)` are one declaration.
        case let .implicitlyUnwrapped(wrapped): return erasedShape(wrapped, generics: generics, opaque: opaque, aliases: aliases, depth: depth).map { $0 + "?" }
        case let .array(element): return erasedShape(element, generics: generics, opaque: opaque, aliases: aliases, depth: depth).map { "[" + $0 + "]" }
        case let .dictionary(key, value):
            guard let key = erasedShape(key, generics: generics, opaque: opaque, aliases: aliases, depth: depth), let value = erasedShape(value, generics: generics, opaque: opaque, aliases: aliases, depth: depth) else { return nil }
            return "[" + key + ":" + value + "]"
        case let .tuple(list):
            // `(T)` is `T`.
            if list.count == 1, list[0].label == nil { return erasedShape(list[0].type, generics: generics, opaque: opaque, aliases: aliases, depth: depth) }
            return elements(list)
        case let .function(parameters, isAsync, isThrowing, _, result):
            // A function type's parameter names are no part of it: `(_ x: Int) -> Void` is `(Int) -> Void`.
            let unnamed = parameters.map { TypeNode.TupleElement(label: nil, type: $0.type) }
            guard let parameters = elements(unnamed), let result = erasedShape(result, generics: generics, opaque: opaque, aliases: aliases, depth: depth) else { return nil }
            return parameters + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") + "->" + result
        case let .specified(keyword, _, base):
            if keyword == .some { return someShape([base], generics: generics, opaque: opaque, aliases: aliases, depth: depth) }
            // `any P` is what a bare `P` means.
            if keyword == .any { return erasedShape(base, generics: generics, opaque: opaque, aliases: aliases, depth: depth) }
            return erasedShape(base, generics: generics, opaque: opaque, aliases: aliases, depth: depth).map { "\(keyword) " + $0 }
        case let .composition(members):
            var shapes: [String] = []
            for member in members {
                guard let shape = erasedShape(member, generics: generics, opaque: opaque, aliases: aliases, depth: depth) else { return nil }
                shapes.append(shape)
            }
            return shapes.joined(separator: "&")
        case let .metatype(base, isProtocol, _): return erasedShape(base, generics: generics, opaque: opaque, aliases: aliases, depth: depth).map { $0 + (isProtocol ? ".Protocol" : ".Type") }
        case let .attributed(_, specifiers, base):
            return erasedShape(base, generics: generics, opaque: opaque, aliases: aliases, depth: depth).map { specifiers.map { "\($0) " }.joined() + $0 }
        case let .suppressed(base): return erasedShape(base, generics: generics, opaque: opaque, aliases: aliases, depth: depth).map { "~" + $0 }
        case let .variadic(base): return erasedShape(base, generics: generics, opaque: opaque, aliases: aliases, depth: depth).map { $0 + "..." }
        case .unknown: return nil
        }
    }
}
