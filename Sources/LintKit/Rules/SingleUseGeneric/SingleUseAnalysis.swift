import Foundation

/// Decides whether one generic parameter can become `some …`, and builds the rewrite.
struct SingleUseAnalysis {
    let tree: SyntaxTree
    let index: ProjectIndex
    let declaration: Declaration
    let parameter: GenericParameter
    let allowUnconstrained: Bool
    /// ``functionAliasNamesDeclaredInCode(in:)`` of ``tree``.
    let codeFunctionAliasNames: Set<String>

    /// The rewrite: the new signature (for the message) and the edits.
    struct Rewrite {
        var signature: String
        var fix: Fix
    }

    var file: SourceFile { tree.file }
    var tokens: [Token] { tree.tokens }
    var name: String { parameter.name }
    var otherGenericNames: Set<String> { Set(declaration.genericParameters.map(\.name)).subtracting([name]) }

    func text(_ type: TypeNode) -> String { file.text(type.startOffset..<type.endOffset) }

    /// Whether `type` mentions another generic parameter of the declaration.
    func mentionsOtherGeneric(_ type: TypeNode) -> Bool {
        let others = otherGenericNames
        var found = false
        type.forEachNode { node in
            if case let .identifier(name, _, _) = node.kind, others.contains(name) { found = true }
        }
        return found
    }

    mutating func run() -> Rewrite? {
        // Requirements on this parameter: `T: P` and `T.Assoc == X`; anything else about T
        // (`T.Element: Hashable`, `T == U`) cannot be spelled with `some`.
        var constraints: [String] = []
        var sameTypes: [String: String] = [:]
        var ownRequirements: [Int] = []
        var excludedOffsets: Set<Int> = [Int(tokens[parameter.token].start)]
        if let constraint = parameter.constraint {
            if mentionsOtherGeneric(constraint) { return nil }
            constraints.append(text(constraint))
        }
        for (position, written) in declaration.requirements.enumerated() {
            // `Int == S.Element` is `S.Element == Int`.
            var requirement = written
            if requirement.relation == .sameType, let right = ProjectIndex.dottedName(requirement.right), right.hasPrefix(name + "."),
               ProjectIndex.dottedName(requirement.left).map({ !$0.hasPrefix(name + ".") && $0 != name }) ?? true {
                (requirement.left, requirement.right) = (requirement.right, requirement.left)
            }
            guard let left = ProjectIndex.dottedName(requirement.left) else { continue }
            if left == name {
                guard requirement.relation == .conformance, !mentionsOtherGeneric(requirement.right) else { return nil }
                constraints.append(text(requirement.right))
            } else if left.hasPrefix(name + ".") {
                let member = String(left.dropFirst(name.count + 1))
                guard requirement.relation == .sameType, !member.contains("."), !mentionsOtherGeneric(requirement.right) else { return nil }
                sameTypes[member] = text(requirement.right)
            } else {
                continue
            }
            ownRequirements.append(position)
            excludedOffsets.insert(requirement.left.startOffset)
        }
        // Exactly one use left, inside a parameter's type. A declaration nested in this one
        // that declares a generic parameter of the same name (`func inner<T>`) has its own `T`.
        // A name after a `.` is a member (`s.T`, `Swift.String`), not the parameter.
        // A parameter's label or name spelled like the parameter (`func f<T: P>(T value: T)`)
        // is no use of it; the arguments of an attribute before the names
        // (`@Typed(of: T.self) _ value: T`) are.
        for parameter in declaration.parameters {
            let namesEnd = min(parameter.type?.range.lowerBound ?? parameter.range.upperBound, parameter.range.upperBound)
            var position = parameter.range.lowerBound
            while position < namesEnd {
                if tokens[position].kind == .atSign {
                    position += 2
                    // `@Tagged<T>`: the attribute's generic arguments are uses.
                    if position < namesEnd, !tokens[position].hasLeadingTrivia, let end = genericArgumentsEnd(at: position, before: namesEnd) {
                        position = end
                    }
                    // Its arguments (also after a space, which the Swift 5 mode allows).
                    if position < namesEnd, tokens[position].kind == .leftParen, !tokens[position].isAtStartOfLine,
                       case let close = Int(tree.stream.matching[position]), close > position {
                        position = close + 1
                    }
                    continue
                }
                if tokens[position].kind == .identifier && tree.name(of: position) == name {
                    excludedOffsets.insert(Int(tokens[position].start))
                }
                position += 1
            }
        }
        var uses = tree.occurrences(of: name, in: declaration.firstToken..<declaration.endToken).filter {
            !excludedOffsets.contains($0) && !isMemberName(at: $0) && !isArgumentLabel(at: $0)
        }
        if uses.count > 1 {
            let shadowed = shadowingDeclarations()
            if !shadowed.isEmpty {
                uses.removeAll { offset in shadowed.contains { $0.contains(offset) } }
            }
        }
        guard uses.count == 1, let use = uses.first else { return nil }
        guard let (parameterType, wrapped) = locate(use) else { return nil }
        _ = parameterType
        // The constraint spelled after `some`.
        var spelled: String
        if !sameTypes.isEmpty {
            guard let combined = constraintWithPrimaryArguments(sameTypes) else { return nil }
            spelled = combined
        } else if constraints.isEmpty {
            guard allowUnconstrained else { return nil }
            spelled = "Any"
        } else {
            // A constraint written twice (`<T: Equatable>` and `where T: Equatable`) is said once.
            var seen = Set<String>()
            spelled = constraints.filter { seen.insert(ProjectIndex.removingWhitespace($0)).inserted }.joined(separator: " & ")
        }
        spelled = "some " + Self.foldingLineBreaks(spelled)
        if wrapped { spelled = "(" + spelled + ")" }
        let edits = makeEdits(use: use, replacement: spelled, ownRequirements: ownRequirements)
        return Rewrite(signature: signature(applying: edits), fix: Fix(description: "Use 'some' for '\(name)'", edits: edits))
    }

    /// `constraint` (source text of a `where` clause's or angle brackets' constraint) on one
    /// line: each line break, with the white space around it, is one space (`A &\n    B` is
    /// `A & B`), so that the parameter it moves into is not broken; left as it is when it holds
    /// a comment, which a line break may end.
    static func foldingLineBreaks(_ constraint: String) -> String {
        // Bytes, not `String.contains` (a Foundation search per call, for every finding).
        let bytes = constraint.utf8
        guard bytes.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }),
              !zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: "/") && ($1 == UInt8(ascii: "/") || $1 == UInt8(ascii: "*")) })
        else { return constraint }
        var folded = ""
        var pendingSpace = false
        for character in constraint {
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace && !folded.isEmpty { folded.append(" ") }
            pendingSpace = false
            folded.append(character)
        }
        return folded
    }

    /// The constraints on the parameter spelled with `sameTypes` (`Element == Int`) as
    /// primary associated type arguments: `Collection<Int> & Sendable` for `T: Collection &
    /// Sendable, T.Element == Int`. The constraints come from the angle brackets,
    /// compositions included, and the where clause. One of them takes all the arguments when
    /// it can (a protocol whose primary associated types are the constrained ones; the first
    /// when several can: `RangeReplaceableCollection & BidirectionalCollection` share
    /// `Element`); otherwise they are shared out, each protocol taking its own
    /// (`Collection<Int> & Identifiable<String>` for `T.Element == Int, T.ID == String`). Nil
    /// when some constrained type is no protocol's primary associated type.
    func constraintWithPrimaryArguments(_ sameTypes: [String: String]) -> String? {
        var members: [TypeNode] = []
        func collect(_ type: TypeNode) {
            if case let .composition(parts) = type.kind { parts.forEach(collect) } else { members.append(type) }
        }
        if let constraint = parameter.constraint { collect(constraint) }
        for requirement in declaration.requirements where requirement.relation == .conformance && ProjectIndex.dottedName(requirement.left) == name {
            collect(requirement.right)
        }
        let scope = declaration.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
        // A requirement a member's own arguments state already (`C: Collection<Int>` with
        // `where C.Element == Int`) is said once, by the member.
        var sameTypes = sameTypes
        for member in members {
            for (associated, argument) in primaryArguments(of: member, from: scope)
            where sameTypes[associated].map({ ProjectIndex.removingWhitespace($0) == ProjectIndex.removingWhitespace(text(argument)) }) == true {
                sameTypes[associated] = nil
            }
        }
        var seen = Set<String>()
        members.removeAll { !seen.insert(ProjectIndex.removingWhitespace(text($0))).inserted }
        if sameTypes.isEmpty { return members.map(text).joined(separator: " & ") }
        let primaries = members.map { member in primaryAssociatedTypes(of: member, from: scope) }
        var spelled = members.map(text)
        func withArguments(_ position: Int, _ names: [String]) -> String {
            text(members[position]) + "<" + names.map { sameTypes[$0]! }.joined(separator: ", ") + ">"
        }
        if let carrier = primaries.firstIndex(where: { $0.map { Set($0) == Set(sameTypes.keys) } ?? false }) {
            spelled[carrier] = withArguments(carrier, primaries[carrier]!)
            return spelled.joined(separator: " & ")
        }
        var remaining = Set(sameTypes.keys)
        for (position, primary) in primaries.enumerated() {
            guard let primary, !primary.isEmpty, Set(primary).isSubset(of: remaining) else { continue }
            spelled[position] = withArguments(position, primary)
            remaining.subtract(primary)
        }
        return remaining.isEmpty ? spelled.joined(separator: " & ") : nil
    }

    /// The primary associated types that `member` of a constraint gives arguments
    /// (`Collection<Int>`: `Element` and `Int`), as seen from the type at `scope`; empty when
    /// it gives none or names no protocol whose primary associated types are known.
    func primaryArguments(of member: TypeNode, from scope: String) -> [(String, TypeNode)] {
        let bare: TypeNode
        let arguments: [TypeNode]
        switch member.kind {
        case let .identifier(name, token, list) where !list.isEmpty:
            bare = TypeNode(kind: .identifier(name: name, token: token, arguments: []), range: member.range,
                            startOffset: member.startOffset, endOffset: member.endOffset)
            arguments = list
        case let .member(base, name, token, list) where !list.isEmpty:
            bare = TypeNode(kind: .member(base: base, name: name, token: token, arguments: []), range: member.range,
                            startOffset: member.startOffset, endOffset: member.endOffset)
            arguments = list
        default:
            return []
        }
        guard let primary = primaryAssociatedTypes(of: bare, from: scope), primary.count == arguments.count else { return [] }
        return Array(zip(primary, arguments))
    }

    /// The primary associated types of the protocol that `member` of a constraint names
    /// without arguments, as seen from the type at `scope`: a protocol of the project (nested
    /// ones included: `Net.Feed`, or `Feed` inside `extension Net`, before a top-level
    /// namesake), one a typealias of the project names (`typealias Col = Collection`), or the
    /// toolchain's (`Sequence`, `Swift.Sequence`). Nil when it names none of these or one
    /// without primary associated types.
    func primaryAssociatedTypes(of member: TypeNode, from scope: String, depth: Int = 0) -> [String]? {
        guard depth < 8 else { return nil }
        let dotted: String
        switch member.kind {
        case let .identifier(name, _, arguments) where arguments.isEmpty:
            dotted = name
        case let .member(base, name, _, arguments) where arguments.isEmpty:
            // A toolchain module's name (`Swift.Sequence`, `_Concurrency.Clock`, and
            // `Foundation.SortComparator` for the protocol Foundation re-exports from
            // `FoundationEssentials`) that names no type of the project: the catalogued protocol.
            if case .identifier = base.kind, let module = base.simpleName, ProtocolCatalog.isModule(module),
               index.nominalPath(named: module, from: scope) == nil {
                return ProtocolCatalog.entry(named: name).flatMap { $0.primaryAssociatedTypes.isEmpty ? nil : $0.primaryAssociatedTypes }
            }
            guard let base = ProjectIndex.dottedName(base) else { return nil }
            dotted = base + "." + name
        default:
            return nil
        }
        // The innermost declaration of the name: a type's, or a typealias's nested deeper
        // (`enum Net { typealias Store = Feed }` hides a top-level `protocol Store`).
        let nominal = index.nominalPath(named: dotted, from: scope)
        let alias = index.typealiasDeclaration(named: dotted, scope: scope)
        func nesting(_ path: String) -> Int { path.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ".") ? 1 : 0) } }
        if let path = nominal, alias.map({ nesting($0.path) <= nesting(path) }) ?? true {
            // Primary associated types make it a protocol (whatever else a namesake in another
            // package of the run may be).
            return index.types[path]?.primaryAssociatedTypes
        }
        if let alias {
            return primaryAssociatedTypes(of: alias.target, from: ProjectIndex.declaringScope(ofPath: alias.path), depth: depth + 1)
        }
        guard !dotted.contains("."), let entry = ProtocolCatalog.entry(named: dotted), !entry.primaryAssociatedTypes.isEmpty else { return nil }
        return entry.primaryAssociatedTypes
    }

    /// The token after the generic argument clause `<…>` that opens at token `open` (before
    /// `end`), or nil when none opens there.
    func genericArgumentsEnd(at open: Int, before end: Int) -> Int? {
        let tokens = tree.tokens
        guard tokens[open].kind.isOperator, tree.file.bytes[Int(tokens[open].start)] == UInt8(ascii: "<") else { return nil }
        var depth = 0
        var position = open
        while position < end {
            if tokens[position].kind.isOperator {
                depth += tree.file.bytes.withUnsafeBufferPointer { OverloadShape.angleBalance(tokens[position], $0) }
                if depth <= 0 { return position + 1 }
            } else if tokens[position].kind == .leftParen || tokens[position].kind == .leftSquare {
                position = max(position, Int(tree.stream.matching[position]))
            }
            position += 1
        }
        return nil
    }

    /// Whether the name at byte `offset` follows a single `.` (spaces, line breaks and
    /// comments between allowed): a member's name, not a type in scope. Read from the token
    /// before the name where the name is a token of the declaration (a comment ending in `.`,
    /// `// Ask the type.`, or an operator ending in one, `.*.`, is no member access); else (in
    /// an interpolation, whose tokens come apart) from the bytes before it.
    func isMemberName(at offset: Int) -> Bool {
        let tokens = tree.tokens
        let range = declaration.firstToken..<min(declaration.endToken, tokens.count)
        let found = range.lowerBound + SyntaxTree.partitionPoint(range.count) { Int(tokens[range.lowerBound + $0].start) < offset }
        if found < range.upperBound, found > 0, Int(tokens[found].start) == offset {
            return tokens[found - 1].kind == .period
        }
        let bytes = file.bytes
        var position = offset - 1
        while position >= 0 && (bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\n")
                                || bytes[position] == UInt8(ascii: "\t") || bytes[position] == UInt8(ascii: "\r")) {
            position -= 1
        }
        guard position >= 0, bytes[position] == UInt8(ascii: ".") else { return false }
        return position == 0 || bytes[position - 1] != UInt8(ascii: ".")
    }

    /// Whether the name at byte `offset` is a label: an argument label in the body
    /// (`Options(T: 1)`), or an element label of a tuple type (`(T: Int, value: T)`) or a
    /// function type's parameter name (`(_ T: Int) -> T`) anywhere in the declaration: followed
    /// by `:`, after the `(` or a `,` of a parenthesized list (or after a first name there).
    func isArgumentLabel(at offset: Int) -> Bool {
        let tokens = tree.tokens
        let range = declaration.firstToken..<min(declaration.endToken, tokens.count)
        // The token that starts at `offset`, by bisection (tokens are in source order).
        let low = range.lowerBound + SyntaxTree.partitionPoint(range.count) {
            Int(tokens[range.lowerBound + $0].start) < offset
        }
        guard low > range.lowerBound + 1, low + 1 < tokens.count, Int(tokens[low].start) == offset,
              tokens[low + 1].kind == .colon else { return false }
        // The innermost bracket around it must be a `(`, reached over whole groups (within a
        // bounded walk, so that a huge argument list of such labels stays linear; past it, a
        // use).
        var cursor = low - 1
        if tokens[cursor].kind == .identifier || tokens[cursor].kind == .wildcard { cursor -= 1 }
        guard tokens[cursor].kind == .leftParen || tokens[cursor].kind == .comma else { return false }
        var steps = 0
        while cursor > range.lowerBound && steps < 4096 {
            steps += 1
            switch tokens[cursor].kind {
            case .leftParen: return true
            case .leftSquare, .leftBrace: return false
            case .rightParen, .rightSquare, .rightBrace:
                let open = Int(tree.stream.matching[cursor])
                guard open >= 0, open < cursor else { return false }
                cursor = open - 1
            default:
                cursor -= 1
            }
        }
        return false
    }

    /// The byte ranges of the declarations inside this one that declare a generic parameter
    /// named like this one (declarations are in source order: found by bisection).
    func shadowingDeclarations() -> [Range<Int>] {
        let declarations = tree.declarations
        let bodyStart = declaration.body?.lowerBound ?? declaration.endToken
        var position = SyntaxTree.partitionPoint(declarations.count) { declarations[$0].firstToken < bodyStart }
        var ranges: [Range<Int>] = []
        while position < declarations.count && declarations[position].firstToken < declaration.endToken {
            let nested = declarations[position]
            if nested.genericParameters.contains(where: { $0.name == name }) {
                let start = Int(tokens[nested.firstToken].start)
                let end = Int(tokens[max(nested.firstToken, nested.endToken - 1)].end)
                ranges.append(start..<max(start, end))
            }
            position += 1
        }
        return ranges
    }

    /// The typealiases this file declares in code (in a function, closure or a type declared
    /// there: the index keeps none of those) that may stand for a function type
    /// (`typealias Handler<T> = (T) -> Void` in a function body), by name. Worked out once per
    /// file, by the rule, and shared by the analyses of its generic parameters: a file of
    /// thousands of generic functions stays linear.
    static func functionAliasNamesDeclaredInCode(in tree: SyntaxTree) -> Set<String> {
        let declarations = tree.declarations
        var names: Set<String> = []
        for candidate in declarations.indices where declarations[candidate].kind == .typealias {
            var current = declarations[candidate].parent
            var inCode = declarations[candidate].isLocal
            while !inCode, let position = current {
                if !declarations[position].kind.isTypeLike { inCode = true }
                current = declarations[position].parent
            }
            if inCode && ProjectIndex.mayStandForFunction(declarations[candidate].type) { names.insert(declarations[candidate].name) }
        }
        return names
    }

    /// The parameter type holding byte offset `use` as a bare identifier in a position
    /// `some` may take, and whether the replacement needs parentheses.
    func locate(_ use: Int) -> (TypeNode, Bool)? {
        for item in declaration.parameters {
            guard let type = item.type, type.startOffset <= use, use < type.endOffset else { continue }
            return position(of: use, in: type, parentWraps: false)
        }
        return nil
    }

    /// Walks down to the identifier at `use`; nil when a step on the way rules `some` out.
    func position(of use: Int, in type: TypeNode, parentWraps: Bool) -> (TypeNode, Bool)? {
        guard type.startOffset <= use, use < type.endOffset else { return nil }
        switch type.kind {
        case let .identifier(name, _, arguments):
            if type.startOffset == use { return arguments.isEmpty ? (type, parentWraps) : nil }
            // A generic typealias of a function type may put its argument in an argument
            // position (`Completion<T>` for `(Result<T, any Error>) -> Void`).
            if index.functionTypealiasNames.contains(name) || codeFunctionAliasNames.contains(name) { return nil }
            for argument in arguments { if let found = position(of: use, in: argument, parentWraps: false) { return found } }
            return nil
        case let .member(base, name, _, arguments):
            // `T.Element` uses T as a base: not replaceable; a generic argument of the base is
            // (`Outer<T>.Inner` becomes `Outer<some P>.Inner`). Arguments are fine, unless the
            // member is a generic typealias of a function type (`API.Completion<T>`).
            // (`Box<T>.Handler` for `typealias Handler = (T) -> Void` puts T in a parameter.)
            if index.functionTypealiasNames.contains(name) || codeFunctionAliasNames.contains(name) { return nil }
            if base.startOffset <= use && use < base.endOffset {
                guard base.startOffset != use else { return nil }
                return position(of: use, in: base, parentWraps: false)
            }
            for argument in arguments { if let found = position(of: use, in: argument, parentWraps: false) { return found } }
            return nil
        case let .optional(inner), let .implicitlyUnwrapped(inner):
            return position(of: use, in: inner, parentWraps: true)
        case let .metatype(base, _, _):
            return position(of: use, in: base, parentWraps: true)
        case let .array(inner):
            return position(of: use, in: inner, parentWraps: false)
        case let .dictionary(key, value):
            return position(of: use, in: key, parentWraps: false) ?? position(of: use, in: value, parentWraps: false)
        case let .tuple(elements):
            let parenthesized = elements.count == 1 && elements[0].label == nil
            for element in elements {
                if let found = position(of: use, in: element.type, parentWraps: parenthesized ? parentWraps : false) { return found }
            }
            return nil
        case let .function(_, _, _, _, result):
            // Only the result position can hold `some`.
            return position(of: use, in: result, parentWraps: false)
        case let .attributed(_, _, base):
            return position(of: use, in: base, parentWraps: parentWraps)
        case let .specified(keyword, _, base) where keyword == .some:
            // A generic argument of an opaque type: `some Collection<T>` becomes
            // `some Collection<some P>`.
            guard base.startOffset != use else { return nil }
            // Also of a member of an opaque composition: `some Collection<T> & Sendable`
            // becomes `some Collection<some P> & Sendable`; a member itself cannot be `some`.
            if case let .composition(members) = base.kind {
                guard let member = members.first(where: { $0.startOffset <= use && use < $0.endOffset }),
                      member.startOffset != use else { return nil }
                return position(of: use, in: member, parentWraps: false)
            }
            return position(of: use, in: base, parentWraps: false)
        case .variadic, .specified, .composition, .suppressed, .unknown:
            return nil
        }
    }

    // MARK: Edits

    func makeEdits(use: Int, replacement: String, ownRequirements: [Int]) -> [TextEdit] {
        // A backticked use (`` `T` ``) is replaced with its backticks.
        let length = file.bytes[use] == UInt8(ascii: "`") ? name.utf8.count + 2 : name.utf8.count
        var edits = [TextEdit(range: use..<(use + length), replacement: replacement)]
        edits.append(removalOfGenericParameter())
        edits += removalOfRequirements(ownRequirements)
        return edits
    }

    /// Deletes this parameter from `<…>`, or the whole clause when it is the only one.
    func removalOfGenericParameter() -> TextEdit {
        let parameters = declaration.genericParameters
        if parameters.count == 1, let clause = declaration.genericClause {
            // An operator's name and the `<` can be one token (`func +<T>`): only its `<` goes.
            let opener = tokens[clause.lowerBound]
            let start = opener.end - opener.start > 1 && file.bytes[Int(opener.end) - 1] == UInt8(ascii: "<") ? Int(opener.end) - 1 : Int(opener.start)
            var end = Int(tokens[clause.upperBound - 1].end)
            // `func && <M: P> (lhs: …)`: a space on each side of the clause; one of them goes
            // with it (`func && (lhs: …)`).
            let space = UInt8(ascii: " ")
            if start > 0, end < file.bytes.count, file.bytes[start - 1] == space, file.bytes[end] == space { end += 1 }
            return TextEdit(range: start..<end, replacement: "")
        }
        let position = parameters.firstIndex { $0.token == parameter.token } ?? 0
        let start = Int(tokens[parameter.token].start)
        let end = parameter.constraint?.endOffset ?? Int(tokens[parameter.token].end)
        if position + 1 < parameters.count {
            // Up to the next parameter, its `each` or `let` kept (`<T: P, each U>`).
            let next = parameters[position + 1]
            let nextStart = next.isPack || next.isValue ? next.token - 1 : next.token
            return TextEdit(range: start..<Int(tokens[nextStart].start), replacement: "")
        }
        let previous = parameters[position - 1]
        let previousEnd = previous.constraint?.endOffset ?? Int(tokens[previous.token].end)
        return TextEdit(range: previousEnd..<end, replacement: "")
    }

    /// Deletes this parameter's requirements from the `where` clause, or the whole clause.
    func removalOfRequirements(_ own: [Int]) -> [TextEdit] {
        guard !own.isEmpty, let clause = declaration.whereClause else { return [] }
        let requirements = declaration.requirements
        if own.count == requirements.count {
            var start = clause.lowerBound > 0 ? Int(tokens[clause.lowerBound - 1].end) : Int(tokens[clause.lowerBound].start)
            // A comment before `where` stays, with the line break after it (`) // note` then
            // `where …` on the next line): only `where` and its requirements go.
            let whereStart = Int(tokens[clause.lowerBound].start)
            // Comments are in source order: the first that starts at or after `start` is found
            // by bisection (a look through all of them per finding was quadratic on a large file).
            let comments = tree.stream.comments
            let first = SyntaxTree.partitionPoint(comments.count) { Int(comments[$0].start) < start }
            var end = requirements.last!.right.endOffset
            if first < comments.count && Int(comments[first].end) <= whereStart {
                start = whereStart
                // A clause on a line of its own goes with its line (no line of blanks is left).
                let bytes = tree.file.bytes
                func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
                var lineStart = whereStart
                while lineStart > 0 && isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
                var lineEnd = end
                while lineEnd < bytes.count && isBlank(bytes[lineEnd]) { lineEnd += 1 }
                if lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: "\n"), lineEnd < bytes.count,
                   bytes[lineEnd] == UInt8(ascii: "\n") || bytes[lineEnd] == UInt8(ascii: "\r") {
                    start = lineStart
                    end = lineEnd + (bytes[lineEnd] == UInt8(ascii: "\r") && lineEnd + 1 < bytes.count && bytes[lineEnd + 1] == UInt8(ascii: "\n") ? 2 : 1)
                }
            }
            return [TextEdit(range: start..<end, replacement: "")]
        }
        // Delete each run of consecutive own requirements with one separator.
        var edits: [TextEdit] = []
        let sorted = own.sorted()
        var runStart = 0
        while runStart < sorted.count {
            var runEnd = runStart
            while runEnd + 1 < sorted.count && sorted[runEnd + 1] == sorted[runEnd] + 1 { runEnd += 1 }
            let first = sorted[runStart], last = sorted[runEnd]
            if last + 1 < requirements.count {
                edits.append(TextEdit(range: requirements[first].left.startOffset..<requirements[last + 1].left.startOffset, replacement: ""))
            } else {
                edits.append(TextEdit(range: requirements[first - 1].right.endOffset..<requirements[last].right.endOffset, replacement: ""))
            }
            runStart = runEnd + 1
        }
        return edits
    }
}
