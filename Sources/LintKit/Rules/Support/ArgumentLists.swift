/// Finding the call an argument belongs to (and the generic arguments a callee is written
/// with), for rules that look at closures passed as arguments (`Task(operation: { … })`, `DispatchQueue.main.async(execute: { … })`).
extension SyntaxTree {
    /// The labels of a compound name's parentheses opening at `open`, `(x:_:)` giving `["x",
    /// "_"]` (backticks taken off), when they hold only labels each followed by `:`; nil for
    /// anything else, `()` included (a call, not a name).
    func compoundNameLabels(openingAt open: Int) -> [String]? {
        let tokens = self.tokens
        guard open < tokens.count, tokens[open].kind == .leftParen else { return nil }
        let close = Int(stream.matching[open])
        guard close > open + 1 else { return nil }
        var labels: [String] = []
        var position = open + 1
        while position < close {
            switch tokens[position].kind {
            case .identifier, .wildcard, .keyword: break
            default: return nil
            }
            guard tokens[position + 1].kind == .colon else { return nil }
            labels.append(tokens[position].kind == .wildcard ? "_" : text(of: position).trimmingBackticks)
            position += 2
        }
        return labels
    }

    /// The `(` of the argument list that the argument label at `label` is in; nil when a `{`,
    /// `[`, `;` or the start of the file comes first, or after 64 steps back (an argument list
    /// longer than that is not one these rules follow).
    func openParen(ofArgumentLabeled label: Int) -> Int? {
        let tokens = self.tokens
        var position = label - 1
        var steps = 0
        while position >= 0 && steps < 64 {
            steps += 1
            switch tokens[position].kind {
            case .leftParen:
                return position
            case .rightParen, .rightSquare, .rightBrace:
                let open = Int(stream.matching[position])
                guard open >= 0, open < position else { return nil }
                position = open - 1
            case .leftBrace, .leftSquare, .semicolon:
                return nil
            default:
                position -= 1
            }
        }
        return nil
    }

    /// The name token of the function a closure at `brace` is passed to: `name { }`,
    /// `name(…) { }`, `name(label: { })`; nil for anything else.
    func calleeToken(ofClosureAt brace: Int) -> Int? {
        guard brace > 0 else { return nil }
        let tokens = self.tokens
        var callee = brace - 1
        switch tokens[callee].kind {
        case .rightParen:
            let open = Int(stream.matching[callee])
            guard open > 0, open < callee else { return nil }
            callee = open - 1
        case .leftParen:
            // `perform({ … })`: the first argument, unlabeled.
            callee -= 1
        case .colon:
            // `label: {` inside an argument list: back to its `(`.
            guard callee > 0, let open = openParen(ofArgumentLabeled: callee - 1), open > 0 else { return nil }
            callee = open - 1
        default:
            break
        }
        guard tokens[callee].kind == .identifier else { return nil }
        return callee
    }

    /// Whether the callee token at `callee` is `run` in `MainActor.run`, which runs its closure
    /// at once and returns its value.
    func isMainActorRun(callee: Int) -> Bool {
        callee >= 2 && token(callee, is: "run") && tokens[callee - 1].kind == .period && token(callee - 2, is: "MainActor")
    }

    /// The argument labels of the call whose argument list opens at `openParen`, `_` for an
    /// unlabeled argument (`["_", "label"]` for `f(x, label: y)`), and how many trailing
    /// closures follow the `)` (counted up to the first labeled one); nil when the list does
    /// not close.
    func argumentLabels(ofCallAt openParen: Int) -> (labels: [String], trailingClosures: Int)? {
        let tokens = self.tokens
        let close = Int(stream.matching[openParen])
        guard close > openParen else { return nil }
        var labels: [String] = []
        var position = openParen + 1
        var argumentStart = true
        while position < close {
            let token = tokens[position]
            if argumentStart {
                let labeled = position + 1 < close && tokens[position + 1].kind == .colon
                    && (token.kind == .identifier || token.kind == .keyword)
                labels.append(labeled ? text(of: position) : "_")
                argumentStart = false
            }
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace:
                let other = Int(stream.matching[position])
                guard other > position else { return nil }
                position = other + 1
                continue
            case .comma:
                argumentStart = true
            default:
                break
            }
            position += 1
        }
        let trailing = close + 1 < tokens.count && tokens[close + 1].kind == .leftBrace ? 1 : 0
        return (labels, trailing)
    }

    /// Whether a call with argument `labels` and `trailingClosures` trailing closures can call
    /// a function with `parameters`: each argument matches the next parameter of its label in
    /// order, skipping parameters that have default values; a variadic parameter takes the
    /// unlabeled arguments after it; the parameters left over have defaults or take the
    /// trailing closures.
    static func call(labels: [String], trailingClosures: Int, matches parameters: [Parameter]) -> Bool {
        func label(_ parameter: Parameter) -> String { parameter.firstName ?? "_" }
        func isVariadic(_ parameter: Parameter) -> Bool {
            if case .variadic? = parameter.type?.kind { return true }
            return false
        }
        var next = 0
        var previousVariadic = false
        for argument in labels {
            if previousVariadic && argument == "_" { continue }
            previousVariadic = false
            while next < parameters.count && label(parameters[next]) != argument {
                guard parameters[next].defaultValue != nil else { return false }
                next += 1
            }
            guard next < parameters.count else { return false }
            previousVariadic = isVariadic(parameters[next])
            next += 1
        }
        var trailing = trailingClosures
        while next < parameters.count {
            if trailing > 0 {
                trailing -= 1
            } else if parameters[next].defaultValue == nil && !isVariadic(parameters[next]) {
                return false
            }
            next += 1
        }
        return trailing == 0
    }

    /// The `<` of the generic argument list that the operator token at `close` (`>`, `>>`)
    /// ends, when a name is written right before it (`Result<Int, Failure>`, `Task<(), Never>`);
    /// nil otherwise.
    func genericArgumentsOpen(closingAt close: Int) -> Int? {
        let tokens = self.tokens
        guard text(of: close).utf8.allSatisfy({ $0 == UInt8(ascii: ">") }) else { return nil }
        var depth = 0
        var position = close
        while position > 0 && position > close - 32 {
            let token = tokens[position]
            if token.kind.isOperator {
                for byte in text(of: position).utf8 {
                    if byte == UInt8(ascii: ">") { depth += 1 } else if byte == UInt8(ascii: "<") { depth -= 1 } else { return nil }
                }
                if depth == 0 {
                    let name = position - 1
                    guard tokens[name].kind == .identifier, Int(tokens[name].end) == Int(token.start) else { return nil }
                    return position
                }
            } else if token.kind == .rightParen {
                // A tuple or function type among the arguments (`Task<(), Never>`,
                // `Task<(Int, String), Never>`): skipped whole.
                let open = Int(stream.matching[position])
                guard open >= 0, open < position else { return nil }
                position = open
            } else if token.kind != .identifier && token.kind != .comma && token.kind != .period && token.kind != .keyword
                        && token.kind != .leftSquare && token.kind != .rightSquare && token.kind != .colon && token.kind != .postfixQuestionMark
                        && token.kind != .arrow {
                return nil
            }
            position -= 1
        }
        return nil
    }
}
