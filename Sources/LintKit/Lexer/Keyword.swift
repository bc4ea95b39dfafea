/// Keywords and the contextual words the parser and rules look for.
///
/// The lexer stores one in every word token so that later stages compare small integers,
/// not bytes. Cases up to and including `while` are reserved words the lexer classifies as
/// ``TokenKind/keyword``; the rest are contextual and stay ``TokenKind/identifier`` tokens.
public enum Keyword: UInt8, Sendable {
    /// Not a keyword.
    case none = 0
    // MARK: Reserved (lexer-classified)
    case capitalAny  // "Any"
    case `as`
    case `associatedtype`
    case `break`
    case `case`
    case `catch`
    case `class`
    case `continue`
    case `default`
    case `defer`
    case `deinit`
    case `do`
    case `else`
    case `enum`
    case `extension`
    case `fallthrough`
    case `false`
    case `fileprivate`
    case `for`
    case `func`
    case `guard`
    case `if`
    case `import`
    case `in`
    case `init`
    case `inout`
    case `internal`
    case `is`
    case `let`
    case `nil`
    case `operator`
    case `precedencegroup`
    case `private`
    case `protocol`
    case `public`
    case `repeat`
    case `rethrows`
    case `return`
    case `self`
    case capitalSelf  // "Self"
    case `static`
    case `struct`
    case `subscript`
    case `super`
    case `switch`
    case `throw`
    case `throws`
    case `true`
    case `try`
    case `typealias`
    case `var`
    case `where`
    case `while`
    // MARK: Contextual
    case `actor`
    case `any`
    case `some`
    case `async`
    case `await`
    case `weak`
    case `unowned`
    case `get`
    case `set`
    case willSet
    case didSet
    case `mutating`
    case nonmutating
    case nonisolated
    case `macro`
    case `each`
    case consuming
    case borrowing
    case `open`
    case `final`
    case `override`
    case `lazy`
    case `optional`
    case `required`
    case `convenience`
    case `dynamic`
    case `indirect`
    case `package`
    case typeKeyword  // "Type"
    case protocolKeyword  // "Protocol"
    case Task
    case detached
    case sink
    case assign
    case store
    case unsafe
    case sending
    case isolated
    case distributed
    case `prefix`
    case `postfix`
    case `infix`
    case `copy`
    case `discard`
    case `then`
    case _modify
    case _read
    case modify
    case read

    /// Whether the lexer classifies this word as a keyword token.
    @inlinable public var isReserved: Bool { rawValue != 0 && rawValue <= Keyword.`while`.rawValue }

    /// The word's spelling.
    public var text: String { Keyword.spellings[Int(rawValue)] }

    /// Spellings indexed by raw value.
    static let spellings: [String] = ["", "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "actor", "any", "some", "async", "await", "weak", "unowned", "get", "set", "willSet", "didSet", "mutating", "nonmutating", "nonisolated", "macro", "each", "consuming", "borrowing", "open", "final", "override", "lazy", "optional", "required", "convenience", "dynamic", "indirect", "package", "Type", "Protocol", "Task", "detached", "sink", "assign", "store", "unsafe", "sending", "isolated", "distributed", "prefix", "postfix", "infix", "copy", "discard", "then", "_modify", "_read", "modify", "read"]
}
