// MARK: - The shape of an initializer, as far as its type can be read from the syntax

/// The shape of an expression that gives a stored property its value, kept only as far as a
/// syntax tool can read the value's type from it: constructions and member chains, literals,
/// collection and tuple literals, casts, closures, key paths. Read by ``ValueExpressionReader``; typed by
/// ``ProjectIndex/inferredType(of:scope:depth:)``.
public indirect enum ValueExpression: Sendable {
    /// An integer, floating-point, string or Boolean literal: the name of its default type.
    case literal(String)
    /// `nil`.
    case nilLiteral
    /// `A.b.c(…)`: names joined by `.`, each possibly called.
    case chain([ChainStep])
    /// `[a, b]`.
    case array([ValueExpression])
    /// `[k: v, …]`.
    case dictionary(keys: [ValueExpression], values: [ValueExpression])
    /// `(a, label: b)`: labels and values.
    case tuple([TupleItem])
    /// A value of a written type: `x as T`, `[K]()`, `{ () -> T in … }()`.
    case typed(WrittenType)
    /// An Optional of the value (`try? x`, `x as? T`), not nested when it is one already.
    case optional(ValueExpression)
    /// `x!`.
    case forceUnwrapped(ValueExpression)
    /// The branches of `c ? a : b` or `if c { a } else { b }`: typed when they agree.
    case choice([ValueExpression])
    /// A closure value.
    case closure(ClosureShape)
    /// A key-path literal `\Root.member.member`: the root's names (`Outer`, `Inner` in
    /// `\Outer.Inner.value`; none in `\.value`, whose root the context gives) and the members', with `"?"`, `"!"` and `"[]"` for optional
    /// chaining, force unwraps and subscripts, and `"self"` for `\Root.self` (see
    /// ``ValueExpressionReader/keyPathLiteral(_:)``).
    case keyPath(root: [String], members: [String])
    /// A value whose type a rule worked out from what the index does not keep (a key-path
    /// literal typed from its file's tree, see ``replacingKeyPaths(_:)``).
    case inferred(InferredType)
    /// Members of a value that is no name (`[Engine()].first`, `(0..<3).map { … }`): the
    /// standard library's collection members are typed (see
    /// ``ProjectIndex/collectionMember(_:of:scope:depth:)``).
    case members(base: ValueExpression, steps: [ChainStep])
    /// `.name`, `.name(…)`, `.name.more`: an implicit member expression, a member of the type
    /// its context gives (an enum case, a static property, an initializer), named by the
    /// steps from its first name on. Typed only beside values that give that type (`[Tag.a,
    /// .b]`, `c ? Tag.a : .b`; see ``ProjectIndex/agreedType(_:scope:depth:ofCollection:)``).
    case implicitMember([ChainStep])
    /// Anything else.
    case unknown
}

extension ValueExpression {
    /// Whether a key-path literal is part of the value (`\A.b`, `[\A.b]`, `(1, \A.b)`).
    public var containsKeyPath: Bool {
        switch self {
        case .keyPath: return true
        case let .array(elements): return elements.contains { $0.containsKeyPath }
        case let .dictionary(keys, values): return keys.contains { $0.containsKeyPath } || values.contains { $0.containsKeyPath }
        case let .tuple(items): return items.contains { $0.value.containsKeyPath }
        case let .optional(inner), let .forceUnwrapped(inner): return inner.containsKeyPath
        case let .choice(branches): return branches.contains { $0.containsKeyPath }
        case let .members(base, _): return base.containsKeyPath
        case .literal, .nilLiteral, .chain, .implicitMember, .typed, .closure, .inferred, .unknown: return false
        }
    }

    /// The value with each key-path literal replaced by the type `type(root, members)` gives
    /// it (``inferred(_:)``), or by ``unknown`` when that is nil.
    public func replacingKeyPaths(_ type: ([String], [String]) -> InferredType?) -> ValueExpression {
        switch self {
        case let .keyPath(root, members):
            return type(root, members).map { .inferred($0) } ?? .unknown
        case let .array(elements):
            return .array(elements.map { $0.replacingKeyPaths(type) })
        case let .dictionary(keys, values):
            return .dictionary(keys: keys.map { $0.replacingKeyPaths(type) }, values: values.map { $0.replacingKeyPaths(type) })
        case let .tuple(items):
            return .tuple(items.map { TupleItem(label: $0.label, value: $0.value.replacingKeyPaths(type)) })
        case let .optional(inner):
            return .optional(inner.replacingKeyPaths(type))
        case let .forceUnwrapped(inner):
            return .forceUnwrapped(inner.replacingKeyPaths(type))
        case let .choice(branches):
            return .choice(branches.map { $0.replacingKeyPaths(type) })
        case let .members(base, steps):
            return .members(base: base.replacingKeyPaths(type), steps: steps)
        case .literal, .nilLiteral, .chain, .implicitMember, .typed, .closure, .inferred, .unknown:
            return self
        }
    }

    /// The value with the names of `locals` (a closure's own parameters and bindings, which
    /// no global of the same name is) standing for their values: a member chain that is one
    /// of them alone is its value, one that goes on from one (`a.b`) is those members of it,
    /// and a call of one (`a()`) is unknown, as is the value `Optional(x)` wraps when it is;
    /// an argument of a construction is replaced on its own (`Engine(count: n)` is an
    /// `Engine` whatever `n` is).
    func substituting(_ locals: [String: ValueExpression]) -> ValueExpression {
        guard !locals.isEmpty else { return self }
        switch self {
        case let .chain(steps):
            guard let first = steps.first else { return self }
            if let value = locals[first.name] {
                guard !first.isCalled, first.genericArguments == nil else { return .unknown }
                if steps.count == 1 { return value }
                // `$0.name`: members of the value (see ``ProjectIndex/inferredType(of:scope:depth:)``).
                guard first.unwrap == .none, !steps.contains(where: { $0.wrappedArgument != nil }) else { return .unknown }
                var members = Array(steps.dropFirst())
                for index in members.indices { members[index].substituteArguments(locals) }
                return .members(base: value, steps: members)
            }
            return Self.substitutingArguments(of: steps, locals).map { .chain($0) } ?? .unknown
        case let .implicitMember(steps):
            // `.a(n)`: only the arguments are the closure's values (`a` names a member).
            return Self.substitutingArguments(of: steps, locals).map { .implicitMember($0) } ?? .unknown
        case let .array(elements):
            return .array(elements.map { $0.substituting(locals) })
        case let .dictionary(keys, values):
            return .dictionary(keys: keys.map { $0.substituting(locals) }, values: values.map { $0.substituting(locals) })
        case let .tuple(items):
            return .tuple(items.map { TupleItem(label: $0.label, value: $0.value.substituting(locals)) })
        case let .optional(inner):
            return .optional(inner.substituting(locals))
        case let .forceUnwrapped(inner):
            return .forceUnwrapped(inner.substituting(locals))
        case let .choice(branches):
            return .choice(branches.map { $0.substituting(locals) })
        case let .closure(shape):
            var shape = shape
            shape.body = shape.body?.substituting(Self.localsForNestedClosure(locals))
            return .closure(shape)
        case .members(let base, var steps):
            let replaced = base.substituting(locals)
            if case .unknown = replaced { return .unknown }
            for index in steps.indices { steps[index].substituteArguments(locals) }
            return .members(base: replaced, steps: steps)
        case .literal, .nilLiteral, .typed, .keyPath, .inferred, .unknown:
            return self
        }
    }

    /// `steps` with the names of `locals` standing for their values in what their calls read
    /// (see ``ChainStep/substituteArguments(_:)``); nil when a value `Optional(x)` wraps becomes
    /// unknown.
    private static func substitutingArguments(of steps: [ChainStep], _ locals: [String: ValueExpression]) -> [ChainStep]? {
        var steps = steps
        for index in steps.indices {
            if let wrapped = steps[index].wrappedArgument {
                let replaced = wrapped.substituting(locals)
                if case .unknown = replaced { return nil }
                steps[index].wrappedArgument = replaced
            }
            steps[index].substituteArguments(locals)
        }
        return steps
    }

    /// `locals` as a closure nested in the one they belong to sees them: without the anonymous
    /// arguments `$0`, `$1`, … (inside the nested closure they are its own), and with a name
    /// that stands for one of them (`peer` of `{ peer in … }`, read as `$0`) unknown, since
    /// the nested closure's own `$0` would take its place.
    static func localsForNestedClosure(_ locals: [String: ValueExpression]) -> [String: ValueExpression] {
        var nested: [String: ValueExpression] = [:]
        for (name, value) in locals where !name.hasPrefix("$") {
            nested[name] = value.mentionsAnonymousArgument ? .unknown : value
        }
        return nested
    }

    /// Whether an anonymous closure argument (`$0`, `$1`, …) is part of the value, outside
    /// the closures nested in it.
    var mentionsAnonymousArgument: Bool {
        switch self {
        case let .chain(steps):
            return steps.first?.name.hasPrefix("$") == true
                || steps.contains { step in
                    step.argumentValues?.contains(where: \.mentionsAnonymousArgument) == true
                        || step.wrappedArgument?.mentionsAnonymousArgument == true
                        || step.firstArgument?.mentionsAnonymousArgument == true
                }
        case let .implicitMember(steps):
            return steps.contains { $0.argumentValues?.contains(where: \.mentionsAnonymousArgument) == true }
        case let .array(elements), let .choice(elements):
            return elements.contains(where: \.mentionsAnonymousArgument)
        case let .dictionary(keys, values):
            return (keys + values).contains(where: \.mentionsAnonymousArgument)
        case let .tuple(items):
            return items.contains { $0.value.mentionsAnonymousArgument }
        case let .optional(inner), let .forceUnwrapped(inner), let .members(inner, _):
            return inner.mentionsAnonymousArgument
        case .literal, .nilLiteral, .typed, .closure, .keyPath, .inferred, .unknown:
            return false
        }
    }

    /// The value, or nil when it is ``unknown``.
    var known: ValueExpression? {
        if case .unknown = self { return nil }
        return self
    }
}

/// One name of a member chain `A.b.c(…)`.
public struct ChainStep: Sendable {
    /// The name (`init`, `self` and `Self` included).
    public var name: String
    /// The generic arguments written after the name (`Tag`, `Int` in `Tagged<Tag, Int>`).
    public var genericArguments: [WrittenType]?
    /// Whether an argument list (or a trailing closure) follows.
    public var isCalled: Bool
    /// The first argument of `Optional(x)`, `Optional.some(x)` and `Array(repeating: x, count: n)`,
    /// whose type gives the result's.
    public var wrappedArgument: ValueExpression?
    /// The argument labels of the call's argument list, `_` for an unlabeled argument (nil
    /// when there is no argument list): which initializer `T(…)` calls.
    public var argumentLabels: [String]?
    /// The values of the call's arguments, in the order of ``argumentLabels``, for a name that
    /// reads as a type's (a construction, whose generic arguments its arguments may give:
    /// `Box(value: 1)` makes a `Box<Int>`); nil otherwise.
    public var argumentValues: [ValueExpression]?
    /// How many trailing closures follow the call.
    public var trailingClosures = 0
    /// For a subscript step (named `[]`, its arguments' labels in ``argumentLabels``): whether
    /// its one argument is a range (`a[0..<2]`, `a[1...]`, `a[...]`).
    public var subscriptsRange = false
    /// For `Regex { … }`: whether the builder closure names a capture (`Capture`,
    /// `TryCapture`, `Reference`), which makes the output a tuple; nil for another step.
    public var regexBuilderCaptures: Bool?
    /// Whether the closure whose value ``closureResult`` holds throws (its body has a `try`
    /// that is not `try?` or `try!`, or its signature says `throws`).
    public var closureThrows = false
    /// For a collection member that takes a closure (`map { … }`, `compactMap(…)`): the value
    /// the closure returns; for one that takes a first value (`reduce(into: [], …)`): that
    /// value; for a construction's trailing closure (`Factory { Database() }`), the value it
    /// returns. Read only for ``ProjectIndex/collectionMemberNames``, `Task`, `Result`,
    /// `Dictionary` and constructions.
    public var closureResult: ValueExpression?
    /// How many parameters the closure of ``closureResult`` takes, when it is known: its
    /// signature's names, or one more than the highest `$n` it uses. A closure of two or
    /// more takes a tuple element apart (`pairs.map { ($1, $0) }`).
    public var closureParameterCount: Int?
    /// See ``closureResult``.
    public var firstArgument: ValueExpression?

    /// Puts the values of `locals` for their names in the values the step's call reads (see
    /// ``ValueExpression/substituting(_:)``).
    mutating func substituteArguments(_ locals: [String: ValueExpression]) {
        argumentValues = argumentValues?.map { $0.substituting(locals) }
        closureResult = closureResult?.substituting(ValueExpression.localsForNestedClosure(locals))
        firstArgument = firstArgument?.substituting(locals)
    }
    /// What follows the step before the next `.`: `?` (optional chaining, `a?.b`) or `!`
    /// (`a!.b`); never set on a chain's last step.
    public var unwrap: Unwrap = .none

    /// A postfix `?` or `!` between two steps of a chain.
    public enum Unwrap: Sendable {
        /// Nothing: `a.b`.
        case none
        /// `a?.b`: the rest of the chain runs on the wrapped value, and its result is optional.
        case optionalChaining
        /// `a!.b`: the rest runs on the wrapped value.
        case forced
    }

    /// A step named `name`, not called.
    public init(name: String) {
        self.name = name
        self.isCalled = false
    }
}

/// One element of a tuple literal.
public struct TupleItem: Sendable {
    /// The label, if written.
    public var label: String?
    /// The value.
    public var value: ValueExpression
}

/// A type written in the source, with its text (for spellings the node cannot give).
public struct WrittenType: Sendable {
    /// The parsed type.
    public var node: TypeNode
    /// The source text from the node's first byte to its last.
    public var text: String

    /// Whether `Self` is written in it (`Self`, `Self?`, `[Self]`, `(Self, Int)`).
    public var mentionsSelf: Bool {
        var found = false
        node.forEachNode { part in
            if case .identifier("Self", _, _) = part.kind { found = true }
        }
        return found
    }

    /// The source text of `part`, a node inside ``node``.
    public func text(of part: TypeNode) -> String {
        let base = node.startOffset
        let utf8 = text.utf8
        guard part.startOffset >= base, part.endOffset - base <= utf8.count, part.startOffset <= part.endOffset else { return text }
        let start = utf8.index(utf8.startIndex, offsetBy: part.startOffset - base)
        let end = utf8.index(utf8.startIndex, offsetBy: part.endOffset - base)
        return String(text[start..<end])
    }

    /// Whether `array`, an array node inside ``node``, is InlineArray's sugar (`[2 of T]`):
    /// more than `[` is written before its element.
    public func isInlineArray(_ array: TypeNode, element: TypeNode) -> Bool {
        let base = node.startOffset
        guard array.startOffset >= base, element.startOffset > array.startOffset,
              element.startOffset - base <= text.utf8.count else { return false }
        let before = text.utf8.dropFirst(array.startOffset - base).prefix(element.startOffset - array.startOffset)
        return before.contains { $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
    }
}

/// A closure literal used as a value (not called).
public struct ClosureShape: Sendable {
    /// `(Int, String)`: the written parameter types, or `()`.
    public var parameters: String
    /// The written parameter types, one by one (none without a signature).
    public var parameterTypes: [WrittenType] = []
    /// ` async`, ` throws`, ` async throws` or ` throws(E)` from the signature, or "".
    public var effects: String = ""
    /// `E` of ` throws(E)` in ``effects``, as written.
    public var thrownType: WrittenType?
    /// The attributes written before the signature (`MainActor` for `{ @MainActor in … }`).
    public var attributes: [String] = []
    /// The written result type, if any.
    public var result: WrittenType?
    /// The body's value when there is no signature and the body is one expression (`{ 1 }`).
    public var body: ValueExpression?
    /// Whether the body is one expression whose value is no `()` (`{ (s: String) in s.isEmpty }`):
    /// when ``body`` cannot be typed, the result is printed `_`, not guessed.
    public var hasUnreadResult = false
    /// Whether it is marked `@Sendable`.
    public var isSendable: Bool
    /// How many parameters it takes, when that is known (see
    /// ``ChainStep/closureParameterCount``).
    public var parameterCount: Int?
}

/// A static member of a type, with what its type can be read from: the property's annotation
/// or initializer, the function's result type, or an enum case.
public struct StaticMember: Sendable {
    /// What kind of member.
    public enum Kind: Sendable {
        /// A `static`/`class` stored or computed property.
        case property
        /// A `static`/`class` function.
        case function
        /// An enum case without associated values.
        case simpleCase
        /// An enum case with associated values (a function until called).
        case payloadCase
    }

    /// The member's name.
    public var name: String
    /// Its kind.
    public var kind: Kind
    /// A property's annotation or a function's result type.
    public var type: WrittenType?
    /// A property's initializer, when it has no annotation.
    public var initializer: ValueExpression?
    /// For an enum case with associated values: each value's type name when it is a plain
    /// name (`Value` in `case success(Value)`), else nil; which generic parameters of the enum
    /// a construction's arguments give (see
    /// ``ProjectIndex/inferredCaseArguments(ofPath:case:call:scope:depth:)``).
    public var payloadTypeNames: [String?] = []
    /// For a function: the argument labels of its parameters (`_` for none), which tell its
    /// overloads apart; nil when they were not read.
    public var argumentLabels: [String]?
    /// For a member inside an extension of a nested type: the extended type and the names
    /// the member writes, which decide where they are read from (see
    /// ``ProjectIndex/extensionReadingScope(of:scope:extended:)``).
    public var extensionContext: ExtensionContext?
    /// For a function with a result type and a parameter whose type is a name (`T`, `[T]`,
    /// `() -> T`, …), declared with generic parameters or in a generic type or an extension
    /// (which may extend one): what a call needs to type the result from its arguments when
    /// such a name is a generic parameter of the function or of its type (see
    /// ``ProjectIndex/genericStaticCallType(_:ofPath:scope:depth:)``).
    public var signature: GenericFunctionSignature?
}
