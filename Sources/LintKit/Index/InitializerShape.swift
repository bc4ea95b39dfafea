/// What a call `T(…)` needs to know about one of `T`'s initializers to tell whether it makes a
/// `T` or a `T?`: its parameters' argument labels, which have default values, which is
/// variadic, which take a closure, and whether it is failable (`init?` or `init!`; a value
/// made by either is typed `T?` when inferred).
public struct InitializerShape: Sendable, Equatable {
    /// One parameter.
    public struct Parameter: Sendable, Equatable {
        /// The argument label, `_` for an unlabeled parameter.
        public var label: String
        /// It has a default value (a call may leave it out).
        public var isDefaulted = false
        /// It is variadic (`Int...`): it takes the unlabeled arguments after its own, or none.
        public var isVariadic = false
        /// Its type is a function type (`() -> Void`, `@escaping (Int) -> Void`, an Optional of
        /// one): a trailing closure can be its argument.
        public var takesClosure = false
        /// Its type when that is one name without generic arguments (`T` in `init(value: T)`),
        /// or the name in one of the shapes of ``typeForm`` (`T` in `init(make: @escaping () ->
        /// T)`): a generic parameter of the type the call's argument may give (see
        /// ``ProjectIndex/inferredGenericArguments(ofPath:call:scope:depth:)``).
        public var typeName: String?
        /// How the type holds ``typeName``: `T` itself, `T?`, `[T]`, `T.Type` or a function
        /// type's result.
        public var typeForm: GenericParameterForm = .bare
        /// For a function type's result (``typeForm``), the function's parameter types when
        /// each is one name (`Resource` of `(Resource) -> U`): what `$0` and the like stand for
        /// in a closure passed there, once the call binds the names.
        public var closureParameterNames: [String]?

        /// Creates a parameter.
        public init(label: String, isDefaulted: Bool = false, isVariadic: Bool = false, takesClosure: Bool = false,
                    typeName: String? = nil) {
            self.label = label
            self.isDefaulted = isDefaulted
            self.isVariadic = isVariadic
            self.takesClosure = takesClosure
            self.typeName = typeName
        }
    }

    /// The parameters, in order.
    public var parameters: [Parameter]
    /// `init?` or `init!`.
    public var isFailable: Bool

    /// Creates a shape.
    public init(parameters: [Parameter], isFailable: Bool) {
        self.parameters = parameters
        self.isFailable = isFailable
    }

    /// Whether a call with argument labels `call` (`_` for an unlabeled argument, in order)
    /// and `trailingClosures` trailing closures can mean this initializer, as Swift matches
    /// arguments: the labels name its parameters in order (a variadic parameter takes the
    /// unlabeled arguments after its own), parameters left out have default values (a variadic
    /// one may be left out too), and the trailing closures go, in order, to the parameters after
    /// the last labeled one that take a closure, the others being left out. Returns how many
    /// defaulted parameters the call leaves out, or nil when it cannot mean this initializer.
    public func defaultsLeftOut(by call: [String], trailingClosures: Int) -> Int? {
        match(call, trailingClosures: trailingClosures)?.defaultsLeftOut
    }

    /// The parameter each argument of a call with argument labels `call` and
    /// `trailingClosures` trailing closures goes to (for the arguments of the argument list, in
    /// order), as ``defaultsLeftOut(by:trailingClosures:)`` matches them; nil when the call
    /// cannot mean this initializer.
    public func parameterPositions(of call: [String], trailingClosures: Int) -> [Int]? {
        match(call, trailingClosures: trailingClosures)?.positions
    }

    /// The parameter a call's one trailing closure goes to, given the parameters its other
    /// arguments go to (``parameterPositions(of:trailingClosures:)``): the first after them
    /// that takes a closure; nil when there is none.
    public func trailingClosureParameter(after positions: [Int]) -> Parameter? {
        parameters.indices.first { $0 > (positions.last ?? -1) && parameters[$0].takesClosure }.map { parameters[$0] }
    }

    /// The matching ``defaultsLeftOut(by:trailingClosures:)`` and
    /// ``parameterPositions(of:trailingClosures:)`` describe.
    private func match(_ call: [String], trailingClosures: Int) -> (defaultsLeftOut: Int, positions: [Int])? {
        var parameter = 0
        var leftOut = 0
        var argument = 0
        var positions: [Int] = []
        positions.reserveCapacity(call.count)
        while argument < call.count {
            let label = call[argument]
            while parameter < parameters.count && parameters[parameter].label != label {
                guard parameters[parameter].isDefaulted || parameters[parameter].isVariadic else { return nil }
                leftOut += parameters[parameter].isDefaulted ? 1 : 0
                parameter += 1
            }
            guard parameter < parameters.count else { return nil }
            positions.append(parameter)
            argument += 1
            if parameters[parameter].isVariadic {
                while argument < call.count && call[argument] == "_" {
                    positions.append(parameter)
                    argument += 1
                }
            }
            parameter += 1
        }
        var closures = trailingClosures
        while parameter < parameters.count {
            if closures > 0 && parameters[parameter].takesClosure {
                closures -= 1
            } else if parameters[parameter].isDefaulted || parameters[parameter].isVariadic {
                leftOut += parameters[parameter].isDefaulted ? 1 : 0
            } else {
                return nil
            }
            parameter += 1
        }
        return closures == 0 ? (leftOut, positions) : nil
    }

    /// Whether the call `T(…)` with argument labels `call` makes an Optional, going by the
    /// initializers `shapes` of `T`: of those the call can mean, the ones that leave out the
    /// fewest default values are the candidates (as swiftc ranks overloads:
    /// `NSMutableData(contentsOf: url)` is `init?(contentsOf:)`, not
    /// `init(contentsOf:options:)`); true when there is one and all are failable; false
    /// otherwise (also when the shapes do not settle it: overloads told apart by their
    /// argument types only are left as an instance).
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
    /// word is the label; a top-level `=` gives it a default value; `...` makes it variadic; a
    /// top-level `->` in its type makes it take a closure). The index reads declarations
    /// without their parameters, so the clause is read here. A function's clause reads the
    /// same way (its static functions' labels tell overloads apart).
    static func of(_ index: Int, in tree: SyntaxTree) -> InitializerShape {
        // Read in place: a copy of the declaration would retain every part of it.
        let clause = tree.declarations[index].parameterClause
        let tokens = tree.tokens
        var shape = InitializerShape(parameters: [], isFailable: isFailable(index, in: tree))
        guard let clause, clause.count > 2 else { return shape }
        let matching = tree.stream.matching
        var index = clause.lowerBound + 1
        let end = clause.upperBound - 1
        var parameterStart = index
        var current = Parameter(label: "")
        // The parameter's top-level `:` and `=`, once met.
        var colon: Int?
        var equal: Int?
        func finishParameter(upTo stop: Int) {
            // Attributes before the name (`@_…`) are skipped.
            var first = parameterStart
            while first < stop && tokens[first].kind == .atSign { first += 2 }
            guard first < stop else { return }
            let label = tokens[first].kind == .wildcard ? "_" : tree.text(of: first)
            current.label = label.utf8.first == UInt8(ascii: "`") ? label.trimmingBackticks : label
            // A type of one name (`value: T`, `_ value: T = x`), or one of the shapes around one
            // name that tell a generic argument too (`T?`, `[T]`, `T.Type`, `() -> T`).
            // (In broken code the `=` may come before the `:`: then there is no type to read.)
            // An attribute before the name (`@ViewBuilder content: () -> T`) may be a result
            // builder's, which makes the closure's value something else than its last line.
            let hasBuilder = stride(from: parameterStart, to: first, by: 2).contains { !GenericParameterForm.isPlainClosureAttribute($0 + 1, in: tree) }
            if let colon, colon < (equal ?? stop),
               let (name, form) = GenericParameterForm.read(tokens, (colon + 1)..<(equal ?? stop), in: tree),
               form != .closureResult || !hasBuilder {
                current.typeName = name
                current.typeForm = form
                if form == .closureResult {
                    current.closureParameterNames = GenericParameterForm.closureParameterNames(tokens, (colon + 1)..<(equal ?? stop), in: tree)
                }
            }
            shape.parameters.append(current)
        }
        func startsParameter(at start: Int) -> Bool {
            var first = start
            while first + 1 < end && tokens[first].kind == .atSign { first += 2 }
            func isName(_ position: Int) -> Bool {
                position < end && (tokens[position].kind == .identifier || tokens[position].kind == .keyword || tokens[position].kind == .wildcard)
            }
            guard isName(first) else { return false }
            let colon = isName(first + 1) ? first + 2 : first + 1
            return colon < end && tokens[colon].kind == .colon
        }
        while index < end {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace:
                let close = Int(matching[index])
                // A function type in parentheses (`(() -> Void)?`) takes a closure too.
                if tokens[index].kind == .leftParen && close > index
                    && (index + 1..<close).contains(where: { tokens[$0].kind == .arrow }) && !current.isDefaulted {
                    current.takesClosure = true
                }
                index = close > index ? close + 1 : index + 1
                continue
            case .colon:
                if colon == nil { colon = index }
            case .equal:
                if equal == nil { equal = index }
                current.isDefaulted = true
            case .arrow:
                if !current.isDefaulted { current.takesClosure = true }
            case .postfixOperator, .binaryOperator:
                if tree.token(index, is: "...") { current.isVariadic = true }
            // A comma inside a type's generic arguments (`Dictionary<String, Int>`) starts no
            // parameter: one starts with `name:`, `label name:` or `_ name:`, after attributes.
            case .comma where startsParameter(at: index + 1):
                finishParameter(upTo: index)
                parameterStart = index + 1
                current = Parameter(label: "")
                colon = nil
                equal = nil
            default:
                break
            }
            index += 1
        }
        finishParameter(upTo: end)
        return shape
    }
}

/// How a parameter's type holds a generic parameter of the type a call constructs, so that the
/// argument's type gives that generic parameter's (see
/// ``ProjectIndex/inferredGenericArguments(ofPath:call:scope:depth:)``).
public enum GenericParameterForm: Sendable, Equatable {
    /// `T`: the argument's type.
    case bare
    /// `T?`: the argument's type, unwrapped when it is an Optional.
    case optional
    /// `[T]`: the argument's element type.
    case array
    /// `T.Type`: the type the argument names (`Engine.self`).
    case metatype
    /// `(…) -> T` (`@escaping`, `async` and `throws` included): what the closure returns.
    case closureResult

    /// The name and form of the parameter type spanning `range` of `tree`'s tokens, when it is
    /// one of the forms around a single name; nil otherwise.
    static func read(_ tokens: [Token], _ range: Range<Int>, in tree: SyntaxTree) -> (String, GenericParameterForm)? {
        var start = range.lowerBound
        let end = range.upperBound
        var hasBuilder = false
        while start + 1 < end && tokens[start].kind == .atSign {
            if !isPlainClosureAttribute(start + 1, in: tree) { hasBuilder = true }
            start += 2
        }
        guard start < end, tokens[end - 1].kind == .identifier || tokens[end - 1].kind == .rightSquare
                || tokens[end - 1].kind == .postfixQuestionMark else { return nil }
        func name(_ position: Int) -> String? {
            tokens[position].kind == .identifier ? tree.text(of: position).trimmingBackticks : nil
        }
        switch end - start {
        case 1:
            return name(start).map { ($0, .bare) }
        case 2 where tokens[start + 1].kind == .postfixQuestionMark:
            return name(start).map { ($0, .optional) }
        case 3 where tokens[start].kind == .leftSquare && tokens[start + 2].kind == .rightSquare:
            return name(start + 1).map { ($0, .array) }
        case 3 where tokens[start + 1].kind == .period && tree.token(start + 2, is: "Type"):
            return name(start).map { ($0, .metatype) }
        default:
            break
        }
        // `() -> T`, `(Int) async throws -> T`.
        guard tokens[start].kind == .leftParen, end - start >= 4, tokens[end - 2].kind == .arrow,
              Int(tree.stream.matching[start]) > start else { return nil }
        var position = Int(tree.stream.matching[start]) + 1
        while position < end - 2, tokens[position].keyword == .async || tokens[position].keyword == .throws { position += 1 }
        // A result builder's closure (`@ScreenBuilder () -> T`) builds its value from its
        // lines: what it returns is not what its last line is.
        guard position == end - 2, !hasBuilder else { return nil }
        return name(end - 1).map { ($0, .closureResult) }
    }

    /// The parameter types of the function type in `range` (after its attributes), when each
    /// is one name without generic arguments (`(Resource, Int) -> U`); nil otherwise.
    static func closureParameterNames(_ tokens: [Token], _ range: Range<Int>, in tree: SyntaxTree) -> [String]? {
        var start = range.lowerBound
        while start + 1 < range.upperBound && tokens[start].kind == .atSign { start += 2 }
        guard start < range.upperBound, tokens[start].kind == .leftParen else { return nil }
        let close = Int(tree.stream.matching[start])
        guard close > start, close < range.upperBound else { return nil }
        var names: [String] = []
        var position = start + 1
        while position < close {
            guard tokens[position].kind == .identifier else { return nil }
            names.append(tree.text(of: position).trimmingBackticks)
            position += 1
            guard position == close || tokens[position].kind == .comma else { return nil }
            position += 1
        }
        return names
    }

    /// Whether the attribute named at token `position` leaves a closure's value what its body
    /// returns (`@escaping`, `@Sendable`, `@MainActor`, …), unlike a result builder's.
    static func isPlainClosureAttribute(_ position: Int, in tree: SyntaxTree) -> Bool {
        guard position < tree.tokens.count else { return false }
        return plainClosureAttributes.contains(tree.text(of: position))
    }

    /// The attributes of a closure parameter or its type that are no result builder's.
    static let plainClosureAttributes: Set<String> = ["escaping", "Sendable", "autoclosure", "MainActor", "noescape", "convention",
                                                       "isolated", "_inheritActorContext", "_implicitSelfCapture", "preconcurrency"]

    /// The name and form of `type` (a stored property's annotation, for a memberwise
    /// initializer), when it is one of the forms around a single name; nil otherwise.
    static func read(_ type: TypeNode) -> (String, GenericParameterForm)? {
        func bareName(_ node: TypeNode) -> String? {
            if case let .identifier(name, _, arguments) = node.kind, arguments.isEmpty { return name }
            return nil
        }
        switch type.kind {
        case .identifier: return bareName(type).map { ($0, .bare) }
        case let .optional(inner): return bareName(inner).map { ($0, .optional) }
        case let .array(inner): return bareName(inner).map { ($0, .array) }
        case let .metatype(base, isProtocol, _): return isProtocol ? nil : bareName(base).map { ($0, .metatype) }
        case let .function(_, _, _, _, result): return bareName(result).map { ($0, .closureResult) }
        case let .attributed(_, specifiers, base) where specifiers.isEmpty: return read(base)
        default: return nil
        }
    }
}
