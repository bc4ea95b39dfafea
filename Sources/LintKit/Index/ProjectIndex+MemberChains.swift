// MARK: - Typing member chains: constructions, static members, nested types

/// What a prefix of a member chain denotes: a type (the chain may construct it or name its
/// static members) or a value.
enum ChainValue {
    /// A type: its path when the project declares it, else its name as written.
    case type(path: String?, name: String, arguments: [WrittenType]?)
    /// A value of a known type.
    case value(InferredType)
}

extension ProjectIndex {
    /// The type of the value a member chain gives, inside the type at `scope`: a construction
    /// (`K()`, `K.init()`, `Outer.Nested()`, `G<Int>()`), a static property of a type the
    /// project declares (its annotation or its initializer's type), a static function's
    /// result (`-> Self` being the type), an enum case, `Optional(x)`/`Optional.some(x)`/
    /// `Array(repeating: x, count: n)`, a stored property of a value of a non-generic type of
    /// the project. Anything else (other instance members, types the index does not know,
    /// inherited static members) is unknown.
    func chainType(_ steps: [ChainStep], scope: String, depth: Int) -> InferredType? {
        guard let first = steps.first, depth < Self.inferenceDepthLimit else { return nil }
        // `Store.shared?.engine`: instance members after an unwrap are the rule's to type (the
        // last step's unwrap is its caller's: it types the chain up to there).
        guard !steps.dropLast().contains(where: { $0.unwrap != .none }) else { return nil }
        if let wrapped = wrappingCallType(steps, scope: scope, depth: depth) ?? wrappingCallMembers(steps, scope: scope, depth: depth) {
            return wrapped
        }
        if let task = taskType(steps, scope: scope, depth: depth) { return task }
        if let result = resultCatchingType(steps, scope: scope, depth: depth) { return result }
        if let converted = sequenceConversionType(steps, scope: scope, depth: depth)
            ?? standardSequenceChainType(steps, scope: scope, depth: depth) { return converted }
        var current: ChainValue
        var start = 1
        if first.name == "Self" {
            guard !scope.isEmpty, let kind = nominalKind(atPath: scope), kind != .protocol else { return nil }
            current = .type(path: scope, name: scope, arguments: first.genericArguments)
        } else if let path = nominalPath(named: first.name, from: scope) {
            current = .type(path: path, name: path, arguments: first.genericArguments)
        } else if let member = enclosingStaticMemberType(first, scope: scope, depth: depth) {
            current = .value(member)
        } else if first.isCalled, first.genericArguments == nil, let result = globalFunctionResult(named: first.name),
                  scope.isEmpty || !declaresMember(first.name, around: scope), !hasPrivateFileScopeNamesake(first.name) {
            // `make()`: a file-scope function's result (unless a member of an enclosing type
            // of that name hides it).
            current = .value(inferredType(ofWritten: result, scope: "", genericNames: [], depth: depth + 1))
        } else if first.isCalled, first.genericArguments == nil, !genericGlobalFunctions.isEmpty,
                  scope.isEmpty || !declaresMember(first.name, around: scope), !hasPrivateFileScopeNamesake(first.name),
                  let type = genericFunctionCallType(first, scope: scope, depth: depth + 1) {
            // `box(1)`: a generic file-scope function's result, typed from the arguments.
            current = .value(type)
        } else if !first.isCalled, first.genericArguments == nil, globalValue(named: first.name) != nil,
                  scope.isEmpty || !declaresMember(first.name, around: scope),
                  let type = globalValueType(named: first.name, depth: depth + 1) {
            // `defaultSession`: a file-scope `let`'s type (unless a member of an enclosing
            // type of that name hides it).
            current = .value(type)
        } else if let type = cLibraryValueType(first, scope: scope) {
            // `getenv("HOME")`, `stdout`: the C library's pointers.
            current = .value(type)
        } else if steps.count > 1, !first.isCalled, first.genericArguments == nil, first.unwrap == .none,
                  moduleNames.contains(first.name) || ProtocolCatalog.isModule(first.name)
                    || isUnknownOwnModule(named: first.name, before: steps[1].name),
                  topLevel[first.name] == nil, typeKind(atPath: first.name) == nil {
            // `App.Engine()`, `Swift.Array<Engine>()`: a module's name before one of its types
            // (printed without the module, as swiftc prints it); a project module's type is
            // resolved from file scope, a toolchain module's where it is written (its
            // generic arguments are read there).
            let isToolchainModule = ProtocolCatalog.isModule(first.name) && !moduleNames.contains(first.name)
            if isToolchainModule, steps.count == 2, steps[1].isCalled, steps[1].unwrap == .none,
               nominalPath(named: steps[1].name, from: scope) != nil || typealiasDeclaration(named: steps[1].name, scope: scope) != nil {
                // `Foundation.Data()` where the project declares a `Data` of its own: the
                // toolchain's type, as the catalogs know it.
                return toolchainConstruction(steps[1], scope: scope, depth: depth)
            }
            return chainType(Array(steps.dropFirst()), scope: ProtocolCatalog.isModule(first.name) && !moduleNames.contains(first.name) ? scope : "",
                             depth: depth + 1)
        } else if steps.count > 1, steps[1].name != "init", !first.isCalled, first.genericArguments == nil, first.unwrap == .none,
                  let target = staticMemberBase(throughAlias: first.name, scope: scope) {
            // `Dependencies.live` of `typealias Dependencies = AppDependencies`: the aliased
            // type's members (its static `live` is an `AppDependencies`, as swiftc says).
            if let path = nominalPath(named: target, from: scope) {
                current = .type(path: path, name: path, arguments: nil)
            } else if Self.startsLikeTypeName(Self.lastComponent(ofPath: target)), !target.containsASCII(UInt8(ascii: ".")) {
                // `Store.standard` of `typealias Store = UserDefaults`: a toolchain type.
                current = .type(path: nil, name: target, arguments: nil)
            } else {
                return nil
            }
        } else if Self.startsLikeTypeName(first.name) || isCStructConstruction(first, scope: scope) {
            // A typealias declared in a type is named by its path (`Theme.Colors()`), as
            // swiftc names it and as a written annotation of it is.
            var name = first.name
            if let alias = typealiasDeclaration(named: first.name, scope: scope), alias.path.hasSuffix("." + first.name) { name = alias.path }
            current = .type(path: nil, name: name, arguments: first.genericArguments)
        } else {
            return nil
        }
        if first.isCalled, case .type = current {
            guard let instance = constructed(current, by: first, scope: scope, depth: depth) else { return nil }
            current = .value(instance)
        }
        while start < steps.count {
            guard let next = member(steps[start], of: current, scope: scope, depth: depth) else { return nil }
            current = next
            start += 1
        }
        if case let .value(type) = current { return type }
        return nil
    }

    /// A value of the toolchain's type that `step` constructs (`Data()` of `Foundation.Data()`),
    /// written where the project declares a type of the same name: its sendability as the
    /// catalogs know it (nil when they do not), its written generic arguments deciding a
    /// standard generic type's.
    func toolchainConstruction(_ step: ChainStep, scope: String, depth: Int) -> InferredType? {
        let arguments = step.genericArguments ?? []
        let argumentTypes = arguments.map { inferredType(ofWritten: $0, scope: scope, genericNames: [], depth: depth + 1, sugarsGenerics: false) }
        let verdict = toolchainSendability(ofNamed: step.name, arguments: arguments.map(\.node)) { nodes in
            InferredType.combined(nodes.map { sendability(of: $0, scope: scope, genericNames: [], depth: depth + 1) })
        }
        guard verdict != .unknown else { return nil }
        let spellings = step.genericArguments.map { written in zip(written, argumentTypes).map { $1.spelling ?? $0.text } }
        return .leaf(spelling: Self.spelling(step.name, arguments: spellings), sendability: verdict)
    }

    /// `Optional(x)`, `Optional.some(x)` (an Optional of x's type),
    /// `Array(repeating: x, count: n)` (an array of it), `Array(x)` of an array (the same array),
    /// `Set(x)` of an array (a `Set` of its elements) and `Unmanaged.passRetained(x)` or
    /// `passUnretained(x)` (an `Unmanaged<X>`, Sendable when X is).
    func wrappingCallType(_ steps: [ChainStep], scope: String, depth: Int) -> InferredType? {
        guard let last = steps.last, last.isCalled, let argument = last.wrappedArgument else { return nil }
        let names = steps.map(\.name)
        let isOptional = names == ["Optional"] || names == ["Optional", "some"]
        let isUnmanaged = names == ["Unmanaged", "passRetained"] || names == ["Unmanaged", "passUnretained"]
        let isSet = names == ["Set"] && steps[0].genericArguments == nil && last.argumentLabels == ["_"]
        guard isOptional || isUnmanaged || isSet || names == ["Array"] else { return nil }
        // `Optional<any Model>.some(M())`: the written argument is the wrapped type, whatever
        // the value's own (a project's `Optional` aside).
        if isOptional, let written = steps[0].genericArguments, written.count == 1, nominalPath(named: "Optional", from: scope) == nil {
            return .optional(inferredType(ofWritten: written[0], scope: scope, genericNames: [], depth: depth + 1, sugarsGenerics: false))
        }
        guard let element = inferredType(of: argument, scope: scope, depth: depth + 1) else { return nil }
        if isUnmanaged {
            // Only a type the project does not declare itself is the standard library's.
            guard nominalPath(named: "Unmanaged", from: scope) == nil, let spelling = element.spelling else { return nil }
            return .leaf(spelling: "Unmanaged<" + spelling + ">", sendability: element.sendability)
        }
        // `Optional(x)` of an Optional is an Optional of that Optional (swiftc: `K??`).
        if isOptional { return .optional(element) }
        if isSet {
            // `Set(nodes)` of an array: a set of its elements (the standard library's `Set`).
            guard nominalPath(named: "Set", from: scope) == nil, case let .array(inner) = element, let text = inner.spelling else { return nil }
            return .leaf(spelling: "Set<" + text + ">", sendability: inner.sendability)
        }
        if last.argumentLabels?.first == "repeating" { return .array(element) }
        // `Array(engines)`: a conversion, an array of the sequence's elements (those of
        // another array; another sequence's are not known here).
        if case .array = element { return element }
        // `Array(engines.prefix(2))`, `Array(zip(a, b))`: of a sequence the index types.
        if names == ["Array"], steps[0].genericArguments == nil, last.argumentLabels == ["_"],
           nominalPath(named: "Array", from: scope) == nil {
            return Self.arrayConversionType(of: element)
        }
        return nil
    }

    /// The standard library's type-erasing collections, whose `init(_:)` takes a collection
    /// of the same elements (`AnySequence([1, 2])` is an `AnySequence<Int>`).
    static let typeErasingCollections: Set<String> = ["AnySequence", "AnyCollection", "AnyBidirectionalCollection",
                                                      "AnyRandomAccessCollection"]

    /// The standard collections that `init(_:)` makes of an array's elements, `Sendable` when
    /// their element is.
    static let arrayLikeCollections: Set<String> = ["ContiguousArray", "ArraySlice"]

    /// The element of `ContiguousArray(x)` or `ArraySlice(x)` for an array `x`, or of
    /// `CollectionOfOne(x)` (`x` itself), when the project declares no type of the name; nil
    /// otherwise.
    func standardCollectionElement(_ name: String, by step: ChainStep, scope: String, depth: Int) -> InferredType? {
        guard Self.arrayLikeCollections.contains(name) || name == "CollectionOfOne", topLevel[name] == nil,
              nominalPath(named: name, from: scope) == nil, step.argumentLabels == ["_"], step.trailingClosures == 0,
              let value = step.argumentValues?.first, let type = inferredType(of: value, scope: scope, depth: depth + 1) else { return nil }
        if name == "CollectionOfOne" { return type }
        if case let .array(element) = type { return element }
        return nil
    }

    /// The static properties by which SDK classes hand out their shared instance
    /// (`UserDefaults.standard`, `Thread.current`, `RunLoop.main`).
    static let sdkSingletonNames: Set<String> = ["standard", "current", "main", "shared", "default"]

    /// Dispatch's factories of event sources, by method name: each returns an existential of
    /// a protocol that does not refine `Sendable` (`DispatchSource.makeTimerSource()` is an
    /// `any DispatchSourceTimer`; checked with swiftc 6.3.1 on Linux, where the last three
    /// are missing, as Apple's Dispatch declares them).
    static let dispatchSourceFactories: [String: String] = [
        "makeTimerSource": "DispatchSourceTimer", "makeReadSource": "DispatchSourceRead",
        "makeWriteSource": "DispatchSourceWrite", "makeSignalSource": "DispatchSourceSignal",
        "makeUserDataAddSource": "DispatchSourceUserDataAdd", "makeUserDataOrSource": "DispatchSourceUserDataOr",
        "makeUserDataReplaceSource": "DispatchSourceUserDataReplace",
        "makeFileSystemObjectSource": "DispatchSourceFileSystemObject", "makeProcessSource": "DispatchSourceProcess",
        "makeMemoryPressureSource": "DispatchSourceMemoryPressure",
    ]

    /// The standard library's pointer types whose `static func allocate(…)` makes an instance
    /// of the type (`UnsafeMutablePointer<Int>.allocate(capacity: 4)`).
    static let allocatingPointerTypes: Set<String> = ["UnsafeMutablePointer", "UnsafeMutableRawPointer",
                                                       "UnsafeMutableBufferPointer", "UnsafeMutableRawBufferPointer"]

    /// Whether `name` reads as a type's: it starts with an uppercase letter or `_` and one.
    static func startsLikeTypeName(_ name: String) -> Bool {
        guard let initial = name.unicodeScalars.first(where: { $0 != "_" }) else { return false }
        return initial.properties.isUppercase
    }

    /// The value the call `step` of the type `value` names makes: an instance, or an Optional
    /// of one when every initializer the call's argument labels can mean is failable
    /// (`init?`/`init!`): the project's initializers of the type, or the toolchain's
    /// (``FailableInitializerCatalog``).
    func constructed(_ value: ChainValue, by step: ChainStep, scope: String, depth: Int) -> InferredType? {
        guard var made = instance(of: value, scope: scope, depth: depth) else { return nil }
        guard case let .type(path, name, arguments) = value else { return made }
        // A generic type named without arguments: the call's arguments may give them.
        if let path, arguments == nil, made.spelling == path,
           let inferred = inferredGenericArguments(ofPath: path, call: step, scope: scope, depth: depth + 1),
           let instance = instance(ofPath: path, inferredArguments: inferred, depth: depth + 1) {
            made = instance
        }
        // `Regex { OneOrMore(.digit) }`: a RegexBuilder regex without captures matches a
        // `Substring`; with captures its output (a tuple) is not worked out here: `Regex<_>`.
        if path == nil, arguments == nil, name == "Regex", step.argumentLabels == nil, step.trailingClosures == 1 {
            made = .leaf(spelling: step.regexBuilderCaptures == false ? "Regex<Substring>" : "Regex<_>", sendability: made.sendability)
        }
        // `AsyncStream(Engine.self) { … }`: the first argument names the element.
        if path == nil, arguments == nil, let stream = asyncStreamConstruction(named: name, by: step, scope: scope, depth: depth) {
            made = stream
        }
        // `AnySequence([1, 2])`: a standard type-erasing wrapper of an array has its element.
        if path == nil, arguments == nil, made.spelling == name, Self.typeErasingCollections.contains(name),
           nominalPath(named: name, from: scope) == nil, step.argumentLabels == ["_"], let values = step.argumentValues,
           case let .array(element)? = inferredType(of: values[0], scope: scope, depth: depth + 1), let spelled = element.spelling {
            made = .leaf(spelling: name + "<" + spelled + ">", sendability: made.sendability)
        }
        // `ContiguousArray([Engine()])`, `ArraySlice(engines)`, `CollectionOfOne(Engine())`: a
        // standard collection of the argument's elements (or of the argument), `Sendable` when
        // they are.
        if path == nil, arguments == nil, let element = standardCollectionElement(name, by: step, scope: scope, depth: depth),
           let spelled = element.spelling {
            made = .leaf(spelling: name + "<" + spelled + ">", sendability: element.sendability)
        }
        // No argument list: `Engine { … }`, a trailing closure alone.
        let labels = step.argumentLabels ?? []
        func isFailable(_ shapes: [InitializerShape]) -> Bool {
            InitializerShape.callIsFailable(shapes, labels: labels, trailingClosures: step.trailingClosures)
        }
        if let path {
            let isFailableCall = isFailable(initializerShapes(ofPath: path))
                || callsSynthesizedRawValueInitializer(path, by: step, scope: scope, depth: depth)
            return isFailableCall ? .optional(made) : made
        }
        // A toolchain class: its catalogued initializers and those the project's extensions add.
        if isFailable(toolchainInitializers(of: name)) { return .optional(made) }
        // A typealias of a type: a failable call makes an Optional of the type itself (swiftc
        // types `KA(x: 1)` as `K?`, where `KA()` is `KA`).
        if typealiasNames.contains(name), let target = aliasedNominal(name, from: scope), target != name {
            let targetPath = nominalPath(named: target, from: "")
            let shapes = targetPath.map { initializerShapes(ofPath: $0) } ?? toolchainInitializers(of: target)
            if isFailable(shapes) || targetPath.map({ callsSynthesizedRawValueInitializer($0, by: step, scope: scope, depth: depth) }) == true,
               let instance = instance(of: .type(path: targetPath, name: targetPath ?? target, arguments: arguments),
                                                          scope: scope, depth: depth) {
                return .optional(instance)
            }
        }
        return made
    }

    /// The initializers of the toolchain class `name`: its catalogued ones and those the
    /// project's extensions add.
    func toolchainInitializers(of name: String) -> [InitializerShape] {
        FailableInitializerCatalog.initializers(of: name) + initializers(atPath: name).shapes
    }

    /// The initializers of the type at `path` (see ``TypeFacts/initializers``); a class that
    /// declares none has its superclass's too, the project's or a catalogued toolchain class's.
    func initializerShapes(ofPath path: String, depth: Int = 0) -> [InitializerShape] {
        let own = initializers(atPath: path)
        guard !own.declaresInitializer, depth < 8, let inherited = own.inheritance, nominalKind(atPath: path) == .class else {
            return own.shapes
        }
        for name in inherited.sorted() {
            if let superclass = nominalPath(named: name, from: Self.declaringScope(ofPath: path)) {
                guard nominalKind(atPath: superclass) == .class else { continue }
                return own.shapes + initializerShapes(ofPath: superclass, depth: depth + 1)
            }
            let catalogued = FailableInitializerCatalog.initializers(of: name)
            if !catalogued.isEmpty { return own.shapes + catalogued }
        }
        return own.shapes
    }

    /// A value of the type `value` names, as a call constructs it.
    func instance(of value: ChainValue, scope: String, depth: Int) -> InferredType? {
        guard case let .type(path, name, arguments) = value else { return nil }
        if let path {
            guard let made = instanceType(ofPath: path, arguments: arguments, scope: scope, depth: depth + 1) else { return nil }
            // A type nested in a generic type named with its arguments (`Outer<Int>.Holds`).
            guard name != path else { return made }
            return .leaf(spelling: name + genericArgumentText(arguments, scope: scope, depth: depth + 1), sendability: made.sendability)
        }
        // Each written argument is typed once, for the spelling and the sendability.
        let argumentTypes = arguments?.map { inferredType(ofWritten: $0, scope: scope, genericNames: [], depth: depth + 1, sugarsGenerics: false) }
        // `Optional<C>.none`: an Optional, not a name spelled `C?` (which a `nil` wrapped again).
        if name == "Optional", let argumentTypes, argumentTypes.count == 1 { return .optional(argumentTypes[0]) }
        // `Array<C>()`, `[C]()`, `[String: C]()`: an array or a dictionary, whose members
        // (`first`, `map`, `+`) are the standard library's, as a literal's are.
        if name == "Array", let argumentTypes, argumentTypes.count == 1, argumentTypes[0].spelling != nil { return .array(argumentTypes[0]) }
        if name == "Dictionary", let argumentTypes, argumentTypes.count == 2, argumentTypes.allSatisfy({ $0.spelling != nil }) {
            return .dictionary(key: argumentTypes[0], value: argumentTypes[1])
        }
        var sendability = sendability(ofNamed: name, scope: scope, depth: depth + 1)
        if let argumentTypes, Self.knownSendableNames.contains(name) || Self.conditionallySendableToolchainGenerics.contains(name) {
            // `Array<K>()`: a standard generic type is Sendable when its arguments are.
            sendability = InferredType.combined(argumentTypes.map(\.sendability))
        } else if let arguments, !arguments.isEmpty, typealiasNames.contains(name), typealiasDeclaration(named: name, scope: scope) != nil {
            // `Keyed<Node>(…)` of `typealias Keyed<V> = Pair<String, V>`: as the written type
            // `Keyed<Node>` is, its arguments put in the alias's target.
            let written = TypeNode(kind: .identifier(name: name, token: -1, arguments: arguments.map(\.node)), range: 0..<0,
                                   startOffset: 0, endOffset: 0)
            sendability = self.sendability(of: written, scope: scope, genericNames: [], depth: depth + 1)
        }
        let spellings = arguments.map { written in zip(written, argumentTypes ?? []).map { $1.spelling ?? $0.text } }
        // `Regex("a+")`: the initializer from a pattern string makes a `Regex<AnyRegexOutput>`.
        if name == "Regex" && spellings == nil { return .leaf(spelling: "Regex<AnyRegexOutput>", sendability: sendability) }
        return .leaf(spelling: Self.spelling(name, arguments: spellings), sendability: sendability)
    }

    /// `name` with generic arguments as the compiler prints them: `[E]` for `Array<E>`,
    /// `[K : V]` for `Dictionary<K, V>`, `W?` for `Optional<W>`, else `Name<A, B>` (`Name`
    /// without arguments).
    static func spelling(_ name: String, arguments: [String]?) -> String {
        guard let parts = arguments, !parts.isEmpty else { return name }
        switch (name, parts.count) {
        case ("Array", 1): return "[" + parts[0] + "]"
        case ("Dictionary", 2): return "[" + parts[0] + " : " + parts[1] + "]"
        case ("Optional", 1): return InferredType.needsParentheses(parts[0]) ? "(" + parts[0] + ")?" : parts[0] + "?"
        default: return name + "<" + parts.joined(separator: ", ") + ">"
        }
    }

    /// What `step` after `value` denotes: on a type, `init`, `self`, a nested type, a static
    /// member or an enum case; on a value, a collection member (see
    /// ``collectionMember(_:of:scope:depth:)``).
    func member(_ step: ChainStep, of value: ChainValue, scope: String, depth: Int) -> ChainValue? {
        if case let .value(type) = value {
            // `NotificationCenter.default.addObserver(forName:…)`: an SDK member's result.
            if case let .leaf(spelling, _) = type, let result = sdkMemberResult(step, ofTypeNamed: spelling) { return .value(result) }
            // `JSONDecoder().decode(Model.self, from: data)`: a `Model`.
            if case let .leaf(spelling, _) = type, let decoded = decodedValueType(step, ofTypeNamed: spelling, scope: scope, depth: depth) {
                return .value(decoded)
            }
            // `Client.shared.session`: a stored property of a non-generic type of the project,
            // as the index keeps it (its annotation or its initializer's type).
            if let stored = storedPropertyType(step, of: type, depth: depth + 1) { return .value(stored) }
            // `Pipeline.empty.adding(stage)`: a method of a non-generic type of the project that
            // returns the type itself (a builder's), wherever it is declared; `Flags.a.union(.b)`
            // of an `OptionSet` (`SetAlgebra`'s methods that return `Self`).
            if step.isCalled, step.genericArguments == nil, case let .leaf(owner, _) = type, typeKind(atPath: owner) != nil,
               types[owner]?.genericParameters == nil,
               returnsOwnType(method: step.name, ofPath: owner)
                || (Self.setAlgebraSelfMethods.contains(step.name) && step.argumentLabels == ["_"] && conforms(owner, to: "OptionSet")) {
                return .value(type)
            }
            // `Pool<Int>().map { _ in Engine() }`, `pool.first()`: a member of a generic type of
            // the project, its generic parameters given by the value's type.
            if case let .leaf(spelling, _) = type, let generic = genericInstanceMemberType(step, ofValueSpelled: spelling, scope: scope,
                                                                                           depth: depth + 1) {
                return .value(generic)
            }
            // `Store.all.first`, `Store.engines.map { … }`: the standard library's collection
            // members of an array.
            return collectionMember(step, of: type, scope: scope, depth: depth + 1).map { .value($0) }
        }
        guard case let .type(path, name, _) = value else { return nil }
        switch step.name {
        case "init":
            return step.isCalled ? constructed(value, by: step, scope: scope, depth: depth).map { .value($0) } : nil
        case "self":
            guard !step.isCalled else { return nil }
            // A protocol's `P.self` is the existential metatype `(any P).Type`: Sendable when
            // the protocol refines `Sendable`.
            if let path, typeKind(atPath: path) == .protocol {
                return .value(.leaf(spelling: "(any " + name + ").Type",
                                    sendability: protocolRefinesSendable(path, metatype: true) ? .sendable : .nonSendable))
            }
            return .value(.leaf(spelling: name + ".Type", sendability: .sendable))
        default:
            break
        }
        // A case of a generic enum with its arguments written (`Either<Int, String>.left(1)`,
        // `Result<Engine, Error>.success(…)`, `Optional<Engine>.none`) is a value of that type.
        if case let .type(_, _, arguments?) = value, !arguments.isEmpty,
           isEnumCase(step, of: path, named: name) {
            return instance(of: value, scope: scope, depth: depth).map { .value($0) }
        }
        // `Outcome.success(Conn())` of `enum Outcome<Value> { case success(Value) }`: the
        // arguments give the enum's generic arguments (`Outcome<Conn>`).
        if case .type(let path?, _, nil) = value, step.isCalled,
           let arguments = inferredCaseArguments(ofPath: path, case: step.name, call: step, scope: scope, depth: depth) {
            return instance(ofPath: path, inferredArguments: arguments, depth: depth).map { .value($0) }
        }
        guard let path else {
            // `DI.Net.shared` of `enum DI { typealias Net = AppDependencies.Net }`: the aliased
            // type's members (`DI.Net()` and `DI.Net.init()` stay constructions of the alias,
            // printed as swiftc prints them).
            if step.name != "init", case .type(nil, _, nil) = value, let target = aliasedMemberBase(ofAliasPath: name, scope: scope) {
                return member(step, of: .type(path: target, name: target, arguments: nil), scope: scope, depth: depth + 1)
            }
            // A C type's static members are its header's functions and constants given a
            // `swift_name` on it (`__Lock.allocate()`), which make or hold one: taken as such.
            // So are the singletons of the well-known SDK classes (`UserDefaults.standard`), and
            // what `allocate(…)` of the standard library's mutable pointers makes.
            if step.isCalled, name == "DispatchSource", let source = Self.dispatchSourceFactories[step.name] {
                return .value(.leaf(spelling: "any " + source, sendability: .nonSendable))
            }
            if let result = sdkMemberResult(step, ofTypeNamed: name) { return .value(result) }
            if !step.isCalled, topLevel[name] == nil, let spelling = CLibraryCatalog.staticPropertyTypes[name + "." + step.name] {
                return .value(CLibraryCatalog.inferredType(spelling))
            }
            // `AsyncStream.makeStream(of: Engine.self)`: a stream and its continuation.
            if case let .type(_, _, arguments) = value,
               let pair = asyncStreamPair(named: name, arguments: arguments, by: step, scope: scope, depth: depth) {
                return .value(pair)
            }
            if !step.isCalled, Self.sdkSingletonNames.contains(step.name), Self.sdkResultTypeNames.contains(name),
               !SendabilityCatalog.nonSendableClasses.contains(name) {
                // `NotificationCenter.default`: a shared instance whose members are typed next
                // (its own sendability is left unknown).
                return .value(.leaf(spelling: name, sendability: .unknown))
            }
            let isSingleton = !step.isCalled && Self.sdkSingletonNames.contains(step.name)
                && SendabilityCatalog.nonSendableClasses.contains(name)
            let isAllocation = step.isCalled && step.name == "allocate" && Self.allocatingPointerTypes.contains(name)
            guard isSingleton || isAllocation || isCImportedType(name, scope: scope) else { return nil }
            return instance(of: value, scope: scope, depth: depth).map { .value($0) }
        }
        let nestedPath = path + "." + step.name
        // What swiftc prints for the nested type: through the generic arguments written
        // before it (`Outer<Int>.Holds`).
        var nestedName = nestedPath
        if case let .type(_, _, arguments?) = value, !arguments.isEmpty {
            nestedName = name + genericArgumentText(arguments, scope: scope, depth: depth + 1) + "." + step.name
        } else if name != path {
            nestedName = name + "." + step.name
        }
        if types[nestedPath]?.nominal != nil {
            let nested = ChainValue.type(path: nestedPath, name: nestedName, arguments: step.genericArguments)
            guard step.isCalled else { return nested }
            return constructed(nested, by: step, scope: scope, depth: depth).map { .value($0) }
        }
        if nested[path]?[step.name]?.kind == .typealias {
            // `Outer.Alias()`: a typealias declared in a type, named by its path as swiftc
            // names it (and as `Alias()` written inside `Outer` is).
            let alias = ChainValue.type(path: nil, name: nestedPath, arguments: step.genericArguments)
            guard step.isCalled else { return alias }
            return constructed(alias, by: step, scope: scope, depth: depth).map { .value($0) }
        }
        // `Binding.constant(true)`, `Factory.make(Engine())`: a generic static function's result
        // typed from the arguments, on a type named without its generic arguments.
        if step.isCalled, case .type(_, _, nil) = value, let generic = genericStaticCallType(step, ofPath: path, scope: scope, depth: depth + 1) {
            return .value(generic)
        }
        let member = staticMemberType(step.name, of: path, isCalled: step.isCalled, labels: Self.callLabels(of: step), depth: depth + 1)
        // `Factory<Int>.build { 1 }` of `static func build(…) -> Factory<Product>`: the type
        // with the arguments written before the call, not `Factory<_>`; so is a member of the
        // type itself, written `Self` or bare (`Slot<Int>.standard` of `static var standard: Self`).
        if case let .type(_, _, arguments?) = value, !arguments.isEmpty, case let .leaf(spelling, _)? = member,
           spelling == path + "<" + Array(repeating: "_", count: arguments.count).joined(separator: ", ") + ">"
            || (spelling == path && types[path]?.genericParameters?.count == arguments.count) {
            return instanceType(ofPath: path, arguments: arguments, scope: scope, depth: depth + 1).map { .value($0) }
        }
        // A case or static member of the type itself, in a type named through generic
        // arguments (`Outer<Node>.Kind.a` is an `Outer<Node>.Kind`).
        if name != path, case let .leaf(spelling, sendability)? = member, spelling == path {
            return .value(.leaf(spelling: name, sendability: sendability))
        }
        return member.map { .value($0) }
    }

    /// Whether `step` is a case of the enum at `path` (the project's), or of the standard
    /// library's `Result` or `Optional` (`name`), used as a case is: called when it has a payload.
    private func isEnumCase(_ step: ChainStep, of path: String?, named name: String) -> Bool {
        guard let path else {
            switch (name, step.name) {
            case ("Result", "success"), ("Result", "failure"), ("Optional", "some"): return step.isCalled
            case ("Optional", "none"): return !step.isCalled
            default: return false
            }
        }
        // The names first (a set): the members are scanned only for a name that is one.
        guard typeKind(atPath: path) == .enum, let facts = types[path], declares(step.name, as: .staticValue, in: facts, atPath: path)
        else { return false }
        return staticMembers(named: step.name, ofPath: path).contains { member in
            (member.kind == .simpleCase ? !step.isCalled : member.kind == .payloadCase && step.isCalled)
        }
    }

    /// Whether a type around `scope` (it or an enclosing one) declares an instance or static
    /// member named `name`.
    func declaresMember(_ name: String, around scope: String) -> Bool {
        scopePaths(scope).contains { declaresMember(name, atPath: $0) }
    }

    /// Whether the type at `path` declares an instance or static member named `name`.
    func declaresMember(_ name: String, atPath path: String) -> Bool {
        guard let facts = types[path] else { return false }
        return declares(name, as: .instanceMember, in: facts, atPath: path) || declares(name, as: .staticMethod, in: facts, atPath: path)
            || declares(name, as: .staticValue, in: facts, atPath: path)
    }
}
