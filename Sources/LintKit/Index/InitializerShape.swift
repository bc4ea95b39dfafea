/// What a call `T(…)` needs to know about one of `T`'s initializers to tell whether it makes a
/// `T` or a `T?`: its argument labels, which parameters have default values, and whether it
/// is failable (`init?` or `init!`; a value made by either is typed `T?` when inferred).
public struct InitializerShape: Sendable, Equatable {
    /// Each parameter's argument label, `_` for an unlabeled one.
    public var labels: [String]
    /// For each parameter, whether it has a default value (a call may leave it out).
    public var defaulted: [Bool]
    /// Whether a parameter is variadic: such an initializer is never matched (how many
    /// arguments it takes is not known from the labels alone).
    public var hasVariadic = false
    /// `init?` or `init!`.
    public var isFailable: Bool

    /// Creates a shape.
    public init(labels: [String], defaulted: [Bool], hasVariadic: Bool = false, isFailable: Bool) {
        self.labels = labels
        self.defaulted = defaulted
        self.hasVariadic = hasVariadic
        self.isFailable = isFailable
    }

    /// Whether a call with argument labels `call` (`_` for an unlabeled argument, in order)
    /// and `trailingClosures` trailing closures can mean this initializer: the labels name its
    /// parameters in order, parameters left out have default values, and each trailing closure
    /// takes one of the parameters after the last labeled one. Returns how many defaulted
    /// parameters the call leaves out, or nil when it cannot mean this initializer.
    public func defaultsLeftOut(by call: [String], trailingClosures: Int) -> Int? {
        guard !hasVariadic else { return nil }
        var parameter = 0
        var leftOut = 0
        for label in call {
            while parameter < labels.count && labels[parameter] != label {
                guard defaulted[parameter] else { return nil }
                leftOut += 1
                parameter += 1
            }
            guard parameter < labels.count else { return nil }
            parameter += 1
        }
        var closures = trailingClosures
        while parameter < labels.count {
            if closures > 0 {
                closures -= 1
            } else if defaulted[parameter] {
                leftOut += 1
            } else {
                return nil
            }
            parameter += 1
        }
        return closures == 0 ? leftOut : nil
    }

    /// Whether the call `T(…)` with argument labels `call` makes an Optional, going by the
    /// initializers `shapes` of `T`: of those the call can mean, the ones that leave out the
    /// fewest default values are the candidates (as swiftc ranks overloads:
    /// `NSMutableData(contentsOf: url)` is `init?(contentsOf:)`, not
    /// `init(contentsOf:options:)`); true when there is one and all are failable; false
    /// otherwise (also when the shapes do not settle it).
    public static func callIsFailable(_ shapes: [InitializerShape], labels call: [String], trailingClosures: Int) -> Bool {
        var fewest = Int.max
        var allFailable = true
        for shape in shapes {
            guard let leftOut = shape.defaultsLeftOut(by: call, trailingClosures: trailingClosures), leftOut <= fewest else { continue }
            if leftOut < fewest {
                fewest = leftOut
                allFailable = true
            }
            allFailable = allFailable && shape.isFailable
        }
        return fewest != Int.max && allFailable
    }
}

extension InitializerShape {
    /// Whether the initializer declared at `index` of `tree` is failable: `init?` or `init!`.
    static func isFailable(_ index: Int, in tree: SyntaxTree) -> Bool {
        let afterKeyword = tree.declarations[index].keywordToken + 1
        guard afterKeyword < tree.tokens.count else { return false }
        let kind = tree.tokens[afterKeyword].kind
        return kind == .postfixQuestionMark || kind == .exclamationMark
    }

    /// The shape of the initializer declared at `index` of `tree`, read from its tokens: the
    /// `?` or `!` after `init`, and each top-level parameter of its parameter clause (its first
    /// word is the label; a top-level `=` gives it a default value; `...` makes it variadic).
    /// The index reads declarations without their parameters, so the clause is read here.
    static func of(_ index: Int, in tree: SyntaxTree) -> InitializerShape {
        // Read in place: a copy of the declaration would retain every part of it.
        let clause = tree.declarations[index].parameterClause
        let tokens = tree.tokens
        var shape = InitializerShape(labels: [], defaulted: [], isFailable: isFailable(index, in: tree))
        guard let clause, clause.count > 2 else { return shape }
        let matching = tree.stream.matching
        var index = clause.lowerBound + 1
        let end = clause.upperBound - 1
        var parameterStart = index
        var sawDefault = false
        func finishParameter(upTo stop: Int) {
            // Attributes before the name (`@escaping` belongs to the type, but `@_…` may precede).
            var first = parameterStart
            while first < stop && tokens[first].kind == .atSign { first += 2 }
            guard first < stop else { return }
            let label = tokens[first].kind == .wildcard ? "_" : tree.text(of: first)
            shape.labels.append(label.utf8.first == UInt8(ascii: "`") ? label.trimmingBackticks : label)
            shape.defaulted.append(sawDefault)
        }
        while index < end {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace:
                let close = Int(matching[index])
                index = close > index ? close + 1 : index + 1
                continue
            case .equal:
                sawDefault = true
            case .postfixOperator, .binaryOperator:
                if tree.token(index, is: "...") { shape.hasVariadic = true }
            case .comma:
                finishParameter(upTo: index)
                parameterStart = index + 1
                sawDefault = false
            default:
                break
            }
            index += 1
        }
        finishParameter(upTo: end)
        return shape
    }
}
