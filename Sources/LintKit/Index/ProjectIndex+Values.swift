// MARK: - Values by name: what a bare name in an initializer refers to

/// What the declarations of one name are, project-wide (a name may be several at once).
public struct ValueNameKinds: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

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

}

/// What a bare name used as a value refers to, as far as the index can tell.
public enum ValueReference: Equatable, Sendable {
    /// A function declared in Swift: the file-scope or static function, or an instance method
    /// of the enclosing type (unapplied: `(Self) -> …`), with its declaration's path and name.
    case swiftFunction(owner: String, name: String, isInstanceMethod: Bool)
    /// A function the index knows only by name: one of the packages' C headers declare it, or
    /// a lowercase name nothing in the project declares (an imported C or Swift function).
    case importedFunction
    /// Something else, or not known.
    case other
}

extension ProjectIndex {
    /// Records a file-scope function or variable of `tree` (each name of a tuple pattern),
    /// unless it is `private` or `fileprivate`: only its own file sees it (see
    /// ``fileScopeKinds(of:in:)``).
    func addGlobalValue(_ index: Int, of tree: SyntaxTree, isFunction: Bool) {
        let declaration = tree.declarations[index]
        if declaration.modifiers.contains(.private) || declaration.modifiers.contains(.fileprivate) { return }
        let kind: ValueNameKinds = isFunction ? .globalFunction : .globalValue
        if declaration.patternNameTokens.isEmpty {
            valueNames[declaration.name, default: []].insert(kind)
        } else {
            for token in declaration.patternNameTokens { valueNames[tree.text(of: token), default: []].insert(kind) }
        }
    }

    /// Records the functions and values the packages' C headers declare.
    public func addCSymbols(functions: Set<String>, values: Set<String>) {
        for name in functions { valueNames[name, default: []].insert(.cFunction) }
        for name in values { valueNames[name, default: []].insert(.cValue) }
    }

    /// Names of C library values (not functions) that code often names bare: a lowercase name
    /// the project does not declare is otherwise taken for an imported function.
    static let cLibraryValueNames: Set<String> = [
        "errno", "h_errno", "environ", "optarg", "optind", "opterr", "optopt", "timezone", "daylight", "tzname",
        "signgam", "stdin", "stdout", "stderr", "in6addr_any", "in6addr_loopback", "sys_errlist", "sys_nerr",
    ]

    /// What `name`, used bare as a value in the type at `scopePath` ("" at file scope), refers
    /// to. Swift's lookup order: the enclosing types' members, innermost first (a static
    /// context sees static members and unapplied instance methods), then file-scope
    /// declarations, then imported ones.
    ///
    /// Conservative where the index cannot see: inside a type, a name that any type declares as
    /// a static property (a superclass's or a protocol extension's may be inherited), and
    /// anywhere, a name declared as a file-scope or C value, is not taken for a function, nor is a name that starts with an uppercase letter
    /// or with `k` and an uppercase letter (imported constants, `kCFAllocatorDefault`) unless a
    /// C header declares it a function.
    public func valueReference(named name: String, from scopePath: String, in tree: SyntaxTree) -> ValueReference {
        for scope in scopePaths(scopePath) where !scope.isEmpty {
            guard let facts = types[scope] else { continue }
            if facts.staticValueNames.contains(name) { return .other }
            if facts.staticMethodNames.contains(name) { return .swiftFunction(owner: scope, name: name, isInstanceMethod: false) }
            if facts.methodNames.contains(name) { return .swiftFunction(owner: scope, name: name, isInstanceMethod: true) }
            if facts.memberNames.contains(name) { return .other }
        }
        let kinds = (valueNames[name] ?? []).union(Self.fileScopeKinds(of: name, in: tree))
        // Inside a type, a static property of that name may be inherited (from a superclass or
        // a protocol extension) without the index seeing the link.
        if !scopePath.isEmpty && kinds.contains(.staticValue) { return .other }
        if kinds.contains(.globalValue) || kinds.contains(.cValue) { return .other }
        if kinds.contains(.globalFunction) { return .swiftFunction(owner: "", name: name, isInstanceMethod: false) }
        if kinds.contains(.cFunction) { return .importedFunction }
        return Self.looksLikeImportedFunction(name) ? .importedFunction : .other
    }

    /// What the file-scope declarations of `tree` named `name` are (its private ones too).
    static func fileScopeKinds(of name: String, in tree: SyntaxTree) -> ValueNameKinds {
        var kinds: ValueNameKinds = []
        let declarations = tree.declarations
        for index in declarations.indices where declarations[index].parent == nil && !declarations[index].isLocal {
            switch declarations[index].kind {
            case .function:
                if declarations[index].name == name { kinds.insert(.globalFunction) }
            case .variable, .constant:
                let tokens = declarations[index].patternNameTokens
                if tokens.isEmpty ? declarations[index].name == name : tokens.contains(where: { tree.text(of: $0) == name }) {
                    kinds.insert(.globalValue)
                }
            default:
                continue
            }
        }
        return kinds
    }

    /// A name nothing in the project declares that reads as a function's: it starts with a
    /// lowercase letter (after any underscores), is not `k` + uppercase (Apple's constants),
    /// and is not a C library value or a literal keyword.
    static func looksLikeImportedFunction(_ name: String) -> Bool {
        let bytes = Array(name.utf8.drop { $0 == UInt8(ascii: "_") })
        guard let first = bytes.first, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return false }
        if first == UInt8(ascii: "k"), bytes.count > 1, bytes[1] >= UInt8(ascii: "A") && bytes[1] <= UInt8(ascii: "Z") { return false }
        if name == "self" || name == "super" || name == "true" || name == "false" || name == "nil" { return false }
        return !cLibraryValueNames.contains(name)
    }
}
