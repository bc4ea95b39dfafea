// MARK: - Values by name: what a bare name in an initializer refers to

/// What the declarations of one name are, project-wide (a name may be several at once).
public struct ValueNameKinds: OptionSet, Sendable {
    /// The kinds, one bit each.
    public let rawValue: UInt16
    /// The kinds whose bits are set in `rawValue`.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// A file-scope `func`.
    public static let globalFunction = ValueNameKinds(rawValue: 1 << 0)
    /// A file-scope `var` or `let`.
    public static let globalValue = ValueNameKinds(rawValue: 1 << 1)
    /// A static or class property, or an enum case, of some type.
    public static let staticValue = ValueNameKinds(rawValue: 1 << 2)
    /// A function declared in a package's C headers.
    public static let cFunction = ValueNameKinds(rawValue: 1 << 3)
    /// A variable or enumerator declared in a package's C headers.
    public static let cValue = ValueNameKinds(rawValue: 1 << 4)
    /// A method named `sink` or `assign` that returns nothing (see
    /// ``ProjectIndex/isSubscriptionLookalike(_:)``).
    public static let subscriptionLookalike = ValueNameKinds(rawValue: 1 << 5)
    /// A method named `sink` or `assign` that returns a cancellable of Combine's, recorded
    /// under its name and first argument label (`sink(onValue:`; see
    /// ``ProjectIndex/declaresCancellableSubscription(named:firstLabel:)``).
    public static let cancellableSubscription = ValueNameKinds(rawValue: 1 << 6)
    /// A function, an initializer (under its type's name) or a variable of this name has a
    /// function type that returns `Void` in its parameter clause (its annotation): a closure
    /// passed there, or assigned, returns nothing (see
    /// ``ProjectIndex/recordClosureResults(ofParameters:of:key:)``).
    public static let voidClosureTaker = ValueNameKinds(rawValue: 1 << 7)
    /// As ``voidClosureTaker``, for a function type that returns something else (or a type
    /// not read here).
    public static let valueClosureTaker = ValueNameKinds(rawValue: 1 << 8)
    /// A `private` or `fileprivate` file-scope function of some file, or variable of a name of
    /// ``CLibraryCatalog`` (only its own file sees it, but such a name is then not taken for the
    /// library's, see ``ProjectIndex/cLibraryValueType(_:scope:)``, nor for another file's
    /// function: the index does not know which file a call is in).
    public static let privateFileScopeValue = ValueNameKinds(rawValue: 1 << 9)
    /// A function declared `@Sendable` (file-scope or a member of some type): a reference to
    /// it is `Sendable`.
    public static let sendableFunction = ValueNameKinds(rawValue: 1 << 10)
}

extension ProjectIndex {
    /// Records a file-scope function or variable of `tree` (each name of a tuple pattern),
    /// unless it is `private` or `fileprivate`: only its own file sees it (see
    /// ``fileScopeKinds(of:in:)``).
    func addGlobalValue(_ index: Int, of tree: SyntaxTree, isFunction: Bool, reader: inout ValueExpressionReader?) {
        // Fields are read through the array, not a copy of the whole declaration.
        let modifiers = tree.declarations[index].modifiers
        if Self.isFilePrivate(modifiers) {
            // A name of the C library's, or a function's: the file that declares it calls its
            // own, not another file's or the library's of the name.
            for name in Self.boundNames(index, in: tree)
            where isFunction || CLibraryCatalog.functionResults[name] != nil || CLibraryCatalog.valueTypes[name] != nil {
                valueNames[name, default: []].insert(.privateFileScopeValue)
            }
            return
        }
        let kind: ValueNameKinds = isFunction ? .globalFunction : .globalValue
        for name in Self.boundNames(index, in: tree) { valueNames[name, default: []].insert(kind) }
        guard isFunction else {
            // A `let` of one name: what its annotation or initializer says it holds.
            if tree.declarations[index].kind == .constant && tree.declarations[index].patternNameTokens.isEmpty {
                recordGlobalValue(tree.declarations[index].name, Self.staticMember(index, in: tree, reader: &reader))
            }
            return
        }
        let isGeneric = !tree.declarations[index].genericParameters.isEmpty
        let result = isGeneric
            ? nil
            : tree.declarations[index].type.map { WrittenType(node: $0, text: tree.file.text($0.startOffset..<$0.endOffset)) }
        recordGlobalFunction(tree.declarations[index].name, result: result,
                             generic: isGeneric ? GenericFunctionSignature.of(index, in: tree) : nil)
    }

    /// Records the file-scope function `name` with its written result type (nil: generic, or
    /// none written) and, for a generic one, its signature. A name recorded before, in this
    /// file or another (an overload), has no known result or signature. Adding files and
    /// merging indexes both go through here.
    func recordGlobalFunction(_ name: String, result: WrittenType?, generic: GenericFunctionSignature? = nil) {
        if globalFunctionResults.index(forKey: name) == nil {
            globalFunctionResults[name] = result
            if let generic { genericGlobalFunctions[name] = generic }
        } else {
            globalFunctionResults[name] = .some(nil)
            if !genericGlobalFunctions.isEmpty { genericGlobalFunctions[name] = nil }
        }
    }

    /// Whether declaration `index` of `tree` is written with `@Sendable` before its keyword
    /// (`@Sendable static func metrics()`), read from its tokens: most declarations have no
    /// attribute, and a copy of their attribute list for each would cost more.
    static func isMarkedSendable(_ index: Int, in tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        var position = tree.declarations[index].firstToken
        let keyword = tree.declarations[index].keywordToken
        while position + 1 < keyword {
            if tokens[position].kind == .atSign && tree.token(position + 1, is: "Sendable") { return true }
            position += 1
        }
        return false
    }

    /// Records the file-scope `let` `name`; a second one of the name makes it ambiguous.
    func recordGlobalValue(_ name: String, _ value: StaticMember?) {
        globalValues[name] = globalValues.index(forKey: name) == nil ? value : .some(nil)
    }

    /// The file-scope `let` `name` when the project declares exactly one, not `private`; else nil.
    func globalValue(named name: String) -> StaticMember? {
        globalValues[name] ?? nil
    }

    /// The type of the file-scope `let` or `var` `name` (its annotation, or its initializer's
    /// type), kept once the index is complete: globals built from the globals before them
    /// were worked out again at each use, exponentially (hw61).
    func globalValueType(named name: String, depth: Int) -> InferredType? {
        func workOut() -> InferredType? {
            guard let global = globalValue(named: name) else { return nil }
            return global.type.map({ inferredType(ofWritten: $0, scope: "", genericNames: [], depth: depth) })
                ?? global.initializer.flatMap({ inferredType(of: $0, scope: "", depth: depth) })
        }
        guard let memo = verdictMemo else { return workOut() }
        return memo.globalValueTypes.value(for: .init(path: name, depth: depth), workingOut: workOut)
    }

    /// Whether some file declares a `private` or `fileprivate` file-scope function named
    /// `name`: a call of the name in that file means its own, and the index does not know
    /// which file a chain is read in, so the project's other function of the name is not
    /// taken for it.
    func hasPrivateFileScopeNamesake(_ name: String) -> Bool {
        valueNames[name]?.contains(.privateFileScopeValue) == true
    }

    /// The written result type of the file-scope function `name` when the project declares
    /// exactly one, not generic and not `private`, with a result type; else nil.
    func globalFunctionResult(named name: String) -> WrittenType? {
        globalFunctionResults[name] ?? nil
    }

    /// The names declaration `index` of `tree` binds: its name, or each name of a tuple
    /// pattern (`let (a, b) = …`).
    static func boundNames(_ index: Int, in tree: SyntaxTree) -> [String] {
        let tokens = tree.declarations[index].patternNameTokens
        return tokens.isEmpty ? [tree.declarations[index].name] : tokens.map { tree.text(of: $0) }
    }

    /// Records the functions and values the packages' C headers declare.
    public func addCSymbols(functions: Set<String>, values: Set<String>) {
        dropVerdicts()
        for name in functions { valueNames[name, default: []].insert(.cFunction) }
        for name in values { valueNames[name, default: []].insert(.cValue) }
    }

    /// Names of C library values (not functions) that code often names bare: a lowercase name
    /// the project does not declare is otherwise taken for an imported function.
    static let cLibraryValueNames: Set<String> = [
        "errno", "h_errno", "environ", "optarg", "optind", "opterr", "optopt", "timezone", "daylight", "tzname",
        "signgam", "stdin", "stdout", "stderr", "in6addr_any", "in6addr_loopback", "sys_errlist", "sys_nerr",
    ]

    /// Static properties that conforming to a standard library protocol gives a type, by
    /// synthesis or from the protocol's extensions, and that name no global function
    /// (`max` and `min` do, so they are left to the usual lookup).
    static let toolchainStaticPropertyNames: Set<String> = [
        "allCases", "zero", "pi", "infinity", "nan", "signalingNaN", "greatestFiniteMagnitude",
        "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne", "bitWidth", "isSigned", "radix", "defaultValue",
    ]

    /// Whether `name`, used bare as a value in the type at `scopePath` ("" at file scope),
    /// refers to a function: a Swift function (file-scope, static, or an instance method of an
    /// enclosing type, unapplied), one a package's C header declares, or an imported one (a
    /// lowercase name nothing in the project declares). Swift's lookup order: the enclosing types' members, innermost first (a static
    /// context sees static members and unapplied instance methods), then file-scope
    /// declarations, then imported ones.
    ///
    /// Conservative where the index cannot see: inside a type, a name that any type declares as
    /// a static property (a superclass's or a protocol extension's may be inherited), and
    /// anywhere, a name declared as a file-scope or C value, is not taken for a function; nor is
    /// a name that starts with an uppercase letter or with `k` and an uppercase letter
    /// (imported constants, `kCFAllocatorDefault`) unless a C header declares it a function.
    public func refersToFunction(_ name: String, from scopePath: String, in tree: SyntaxTree) -> Bool {
        for scope in scopePaths(scopePath) where !scope.isEmpty {
            guard let facts = types[scope] else { continue }
            if declares(name, as: .staticValue, in: facts, atPath: scope) { return false }
            if declares(name, as: .staticMethod, in: facts, atPath: scope) || declares(name, as: .instanceMethod, in: facts, atPath: scope) {
                return true
            }
            if declares(name, as: .instanceMember, in: facts, atPath: scope) { return false }
        }
        // Inside a type, a static property the standard library's protocols give their
        // conforming types (`allCases` of `CaseIterable`, synthesized; `zero`, `pi`) is one.
        if !scopePath.isEmpty && Self.toolchainStaticPropertyNames.contains(name) { return false }
        let kinds = (valueNames[name] ?? []).union(Self.fileScopeKinds(of: name, in: tree))
        // Inside a type, a static property of that name may be inherited (from a superclass or
        // a protocol extension) without the index seeing the link.
        if !scopePath.isEmpty && kinds.contains(.staticValue) { return false }
        if kinds.contains(.globalValue) || kinds.contains(.cValue) { return false }
        if kinds.contains(.globalFunction) || kinds.contains(.cFunction) { return true }
        return Self.looksLikeImportedFunction(name)
    }

    /// What the file-scope declarations of `tree` named `name` are (its private ones too).
    static func fileScopeKinds(of name: String, in tree: SyntaxTree) -> ValueNameKinds {
        tree.fileScopeValueKinds[name] ?? []
    }

    /// A name nothing in the project declares that reads as a function's: it starts with a
    /// lowercase letter (after any underscores), is not `k` + uppercase (Apple's constants),
    /// and is not a C library value. (`self`, `true`, `nil` are keywords, never names here.)
    static func looksLikeImportedFunction(_ name: String) -> Bool {
        let bytes = Array(name.utf8.drop { $0 == UInt8(ascii: "_") })
        guard let first = bytes.first, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return false }
        if first == UInt8(ascii: "k"), bytes.count > 1, bytes[1] >= UInt8(ascii: "A") && bytes[1] <= UInt8(ascii: "Z") { return false }
        return !cLibraryValueNames.contains(name)
    }
}

extension SyntaxTree {
    /// The file-scope functions and values of the file by name, private ones too (built on
    /// first use, like ``localTypeNames``: one walk of the declarations per file, not one per
    /// lookup).
    var fileScopeValueKinds: [String: ValueNameKinds] {
        if let built = fileScopeValueKindsStorage { return built }
        var table: [String: ValueNameKinds] = [:]
        for index in declarations.indices where declarations[index].parent == nil && !declarations[index].isLocal {
            switch declarations[index].kind {
            case .function:
                table[declarations[index].name, default: []].insert(.globalFunction)
            case .variable, .constant:
                for name in ProjectIndex.boundNames(index, in: self) { table[name, default: []].insert(.globalValue) }
            default:
                continue
            }
        }
        fileScopeValueKindsStorage = table
        return table
    }
}

// MARK: - Methods named like Combine's subscriptions

extension ProjectIndex {
    /// Whether a name of `length` UTF-8 bytes may be `sink` or `assign` (checked for every
    /// function the project declares before anything else).
    @inline(__always)
    static func mayBeSubscriptionName(length: Int) -> Bool { length == 4 || length == 6 }

    /// Whether `declaration` is a function named `sink` or `assign` that returns no
    /// cancellable of Combine's (nothing, `Void`, or a type of its own such as a `Token`): a
    /// project's own callback API (`observable.sink { … }`), whose call leaves no
    /// `AnyCancellable` to keep.
    static func isSubscriptionLookalike(_ declaration: Declaration) -> Bool {
        guard mayBeSubscriptionName(length: declaration.name.utf8.count),
              declaration.name == "sink" || declaration.name == "assign" else { return false }
        guard let result = declaration.type else { return true }
        return !namesCancellable(result)
    }

    /// Whether `type` names `AnyCancellable` or `Cancellable` anywhere in it.
    static func namesCancellable(_ type: TypeNode) -> Bool {
        var found = false
        type.forEachNode { node in
            if let name = node.simpleName, name == "AnyCancellable" || name == "Cancellable" { found = true }
        }
        return found
    }

    /// The key a `sink` or `assign` that returns a cancellable of Combine's (`AnyCancellable`,
    /// `Cancellable`) is recorded under: its name and first argument label, `sink(onValue:`;
    /// nil for any other declaration.
    static func cancellableSubscriptionKey(_ declaration: Declaration, in tree: SyntaxTree) -> String? {
        guard mayBeSubscriptionName(length: declaration.name.utf8.count),
              declaration.name == "sink" || declaration.name == "assign",
              let result = declaration.type, let clause = declaration.parameterClause, clause.count > 2,
              namesCancellable(result) else { return nil }
        // The first parameter's label: the word after `(` (the index parses no parameters).
        let label = clause.lowerBound + 1
        guard tree.tokens[label].kind.isWord else { return nil }
        return declaration.name + "(" + tree.text(of: label) + ":"
    }

    /// Whether the project declares a `sink` or `assign` method named `name` whose first
    /// argument label is `firstLabel` and that returns a cancellable of Combine's (an
    /// overload of its own, `sink(onValue:)`, whose result must be kept as Combine's is).
    public func declaresCancellableSubscription(named name: String, firstLabel: String) -> Bool {
        valueNames[name + "(" + firstLabel + ":"]?.contains(.cancellableSubscription) ?? false
    }

    /// Whether the project declares a `sink` or `assign` method named `name` that returns a
    /// cancellable of Combine's, whatever its labels.
    public func declaresAnyCancellableSubscription(named name: String) -> Bool {
        valueNames[name + "("]?.contains(.cancellableSubscription) ?? false
    }

    /// Whether the project declares a `sink` or `assign` method (named `name`) that returns no
    /// cancellable of Combine's.
    public func declaresSubscriptionLookalike(named name: String) -> Bool {
        valueNames[name]?.contains(.subscriptionLookalike) ?? false
    }

    /// The key of ``valueNames`` under which the kinds of the `sink` or `assign` methods named
    /// `name` that protocols and extensions declare are recorded.
    static func inheritableSubscriptionKey(_ name: String) -> String { name + "(extension" }

    /// Whether the `sink` or `assign` methods named `name` that protocols and extensions of the
    /// project declare (which a type may have without declaring them itself:
    /// `extension Publisher { func sink(receiveValue:) -> AnyCancellable }`) all return a
    /// cancellable of Combine's, and there is one.
    public func inheritsOnlyCancellableSubscriptions(named name: String) -> Bool {
        guard let kinds = valueNames[Self.inheritableSubscriptionKey(name)] else { return false }
        return kinds.contains(.cancellableSubscription) && !kinds.contains(.subscriptionLookalike)
    }

    /// The kinds of the `sink` or `assign` methods named `name` that the type at `path` has
    /// from what it inherits, as far as the project declares it: the protocols it conforms to
    /// and its superclasses, their declarations and extensions, and what they inherit in turn
    /// (a bounded walk). Empty when none of them declares one.
    public func inheritedSubscriptionKinds(ofPath path: String, named name: String) -> ValueNameKinds {
        var kinds: ValueNameKinds = []
        var pending = [path]
        var visited: Set<String> = [path]
        while let current = pending.popLast(), visited.count < 64 {
            for inherited in types[current]?.inheritance ?? [] {
                guard let parent = nominalPath(named: inherited, from: ""), visited.insert(parent).inserted else { continue }
                kinds.formUnion(valueNames[parent + "." + name] ?? [])
                pending.append(parent)
            }
        }
        return kinds
    }

    /// Whether the type at `path` itself declares `sink` or `assign` methods named `name` and
    /// each of them returns a cancellable of Combine's (`Store.sink(_:) -> AnyCancellable`).
    public func declaresOnlyCancellableSubscriptions(ofPath path: String, named name: String) -> Bool {
        guard let kinds = valueNames[path + "." + name] else { return false }
        return kinds.contains(.cancellableSubscription) && !kinds.contains(.subscriptionLookalike)
    }
}
