/// The local names a task's body may see: where each is visible, so that a local that
/// shares a member's name hides the member there (`count` of `for count in 0..<3` is no
/// `self.count`).
extension TaskAnalysis {
    /// Names declared locally before `end`, which shadow members where they are visible:
    /// parameters of the enclosing function (everywhere), closure parameters and capture-list
    /// names (in their closure), local functions (in their whole block), and names bound by
    /// `let`/`var` and loop variables (from where they are declared to the end of the
    /// innermost `{ … }` around the declaration, which covers an `if let` or `for` body and,
    /// beyond it, the rest of the block).
    ///
    /// The names of the outermost function around the task are read once for all its tasks
    /// (``FunctionLocals``): a name declared after `end` is visible from its declaration on,
    /// so it never hides a use before `end`.
    func localNames(before end: Int) -> LocalNames {
        var current = closure.declaration
        var start = closure.leftBrace
        var wholeEnd = closure.rightBrace + 1
        var parameters: [String] = []
        while let position = current {
            let declaration = tree.declarations[position]
            if declaration.kind.isTypeLike { break }
            for parameter in declaration.parameters {
                if let name = parameter.secondName ?? parameter.firstName { parameters.append(name) }
            }
            if let body = declaration.body, body.lowerBound < start {
                start = body.lowerBound
                wholeEnd = max(wholeEnd, body.upperBound)
            }
            current = declaration.parent
        }
        // A use past the function (in a method the task calls) is read up to the use.
        var names = end <= wholeEnd
            ? functionLocals.names(from: start) { scannedLocalNames(from: start, to: wholeEnd) }
            : scannedLocalNames(from: start, to: end)
        for name in parameters { names.addEverywhere(name) }
        return names
    }

    /// The local names declared from token `start` to `end` (see ``localNames(before:)``),
    /// without the enclosing functions' parameters.
    func scannedLocalNames(from start: Int, to end: Int) -> LocalNames {
        var names = LocalNames()
        for position in tree.closures(openingIn: start..<max(start, end)) {
            let other = tree.closures[position]
            let inside = other.leftBrace..<(other.rightBrace + 1)
            for name in other.parameterNames { names.add(name, visible: inside) }
            for capture in other.captures where capture.name != "self" { names.add(capture.name, visible: inside) }
        }
        // The `{` of the blocks open at `position`, innermost last.
        var openBraces: [Int] = []
        func visibility(from position: Int) -> Range<Int> {
            guard let brace = openBraces.last, let close = match(brace), close > position else { return position..<Int.max }
            return position..<close
        }
        var position = start
        while position < end {
            let token = tokens[position]
            if token.kind == .leftBrace {
                openBraces.append(position)
            } else if token.kind == .rightBrace {
                _ = openBraces.popLast()
            } else if (token.keyword == .let || token.keyword == .var) && tokens[position + 1].kind == .identifier {
                names.add(tree.name(of: position + 1), visible: visibility(from: position))
            } else if (token.keyword == .let || token.keyword == .var)
                        && (tokens[position + 1].kind == .leftParen || tokens[position + 1].kind == .period) {
                for name in patternNames(from: position + 1, end: end) { names.add(name, visible: visibility(from: position)) }
            } else if token.keyword == .func && tokens[position + 1].kind == .identifier {
                // A local function, visible in its whole block.
                let block = openBraces.last ?? start
                names.add(tree.name(of: position + 1), visible: block..<(match(block) ?? Int.max))
                // Its parameters, in its signature and body.
                if let local = tree.declaration(namedAt: position + 1), let body = tree.declarations[local].body {
                    for parameter in tree.declarations[local].parameters {
                        if let name = parameter.secondName ?? parameter.firstName { names.add(name, visible: position..<(body.upperBound + 1)) }
                    }
                }
            } else if token.keyword == .catch && token.kind == .keyword && tokens[position + 1].kind == .leftBrace {
                // A `catch` without a pattern binds the error to `error` in its body.
                names.add("error", visible: (position + 1)..<(match(position + 1) ?? Int.max))
            } else if token.keyword == .for && tokens[position + 1].kind != .colon {
                // A loop's pattern (not the argument label of `sleep(for:)`).
                var cursor = position + 1
                while cursor < end && tokens[cursor].keyword != .in && tokens[cursor].kind != .leftBrace {
                    if tokens[cursor].kind == .identifier && tokens[cursor].keyword != .await {
                        names.add(tree.name(of: cursor), visible: visibility(from: position))
                    }
                    cursor += 1
                }
            }
            position += 1
        }
        return names
    }

    /// The names a tuple or enum-case pattern starting at `start` binds: `a` and `b` in
    /// `let (a, b) = …`, `screen` in `case let .open(screen)` and in `case let .open(name: screen)`
    /// (a case name after `.` and an argument label before `:` bind nothing). The pattern ends
    /// at `=`, `:`, `{`, `in`, `where` or a `,` outside its brackets.
    func patternNames(from start: Int, end: Int) -> [String] {
        var names: [String] = []
        var depth = 0
        var position = start
        while position < end {
            let token = tokens[position]
            switch token.kind {
            case .leftParen, .leftSquare:
                depth += 1
            case .rightParen, .rightSquare:
                depth -= 1
            case .equal, .leftBrace:
                return names
            case .colon where depth == 0, .comma where depth == 0:
                return names
            case .identifier:
                if tokens[position - 1].kind != .period && tokens[position + 1].kind != .colon {
                    names.append(tree.name(of: position))
                }
            default:
                if token.keyword == .in || token.keyword == .where { return names }
            }
            if depth < 0 { return names }
            position += 1
        }
        return names
    }
}

/// Local names and the token ranges where each is visible (see
/// ``TaskAnalysis/localNames(before:)``).
struct LocalNames {
    private var visibility: [String: [Range<Int>]] = [:]
    /// Names visible everywhere (the enclosing functions' parameters): kept apart, so that
    /// adding them to a shared table does not copy it.
    private var everywhere: Set<String> = []

    /// Records that `name` is visible in `range`.
    mutating func add(_ name: String, visible range: Range<Int>) {
        visibility[name, default: []].append(range)
    }

    /// Records that `name` is visible everywhere.
    mutating func addEverywhere(_ name: String) {
        everywhere.insert(name)
    }

    /// Whether `name` is a local name at token `position`.
    func contains(_ name: String, at position: Int) -> Bool {
        everywhere.contains(name) || visibility[name]?.contains { $0.contains(position) } ?? false
    }
}

/// What the functions that hold tasks declare, read once per function and shared by the
/// analyses of the file's tasks: a function with thousands of tasks would otherwise be read
/// from its start once per task.
final class FunctionLocals {
    private var scans: [Int: LocalNames] = [:]
    private var declarations: [Int: [String: [Int]]] = [:]

    /// The names read from token `start` (a function body's `{`), made by `scan` on first use.
    func names(from start: Int, scan: () -> LocalNames) -> LocalNames {
        if let known = scans[start] { return known }
        let names = scan()
        scans[start] = names
        return names
    }

    /// The declarations directly inside the function at declaration `function` of `tree`, by
    /// each name they declare (`let (a, b)` under `a` and `b`), in source order.
    func declarations(in function: Int, of tree: SyntaxTree) -> [String: [Int]] {
        if let known = declarations[function] { return known }
        let list = tree.declarations
        var table: [String: [Int]] = [:]
        var position = function + 1
        while position < list.count && list[position].firstToken < list[function].endToken {
            defer { position += 1 }
            guard list[position].parent == function else { continue }
            if list[position].patternNameTokens.count > 1 {
                for token in list[position].patternNameTokens { table[tree.name(of: token), default: []].append(position) }
            } else {
                table[list[position].name, default: []].append(position)
            }
        }
        declarations[function] = table
        return table
    }
}
