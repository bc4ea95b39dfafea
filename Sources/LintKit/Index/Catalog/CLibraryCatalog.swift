/// The C library's functions and variables whose values are pointers, which are not
/// `Sendable`, for `static_var_concurrency`: `static let home = getenv("HOME")` and
/// `let log = fopen(path, "a")` are rejected by Swift 6 with the pointer's type.
///
/// Each type is spelled as swiftc 6.3.1 prints it on Linux (Glibc, imported through
/// `Foundation` or `Glibc`), checked with swiftc: a C function's pointer result is implicitly
/// unwrapped, which swiftc prints as an optional (`'UnsafeMutablePointer<CChar>?'`). Only
/// names that real code calls are listed; a function whose result is a number (`getpid()`)
/// or a C function pointer (`signal(_:_:)`) is `Sendable` and absent on purpose.
public enum CLibraryCatalog {
    private static let string = "UnsafeMutablePointer<CChar>?"
    private static let raw = "UnsafeMutableRawPointer?"
    private static let file = "UnsafeMutablePointer<FILE>?"
    private static let folder = "OpaquePointer?"

    /// Result types by function name.
    public static let functionResults: [String: String] = [
        "getenv": string, "getcwd": string, "realpath": string, "strdup": string, "strndup": string,
        "strerror": string, "strsignal": string, "dlerror": string, "ctime": string, "asctime": string,
        "strchr": string, "strrchr": string, "strstr": string, "strtok": string, "dirname": string,
        "ttyname": string, "getlogin": string, "getpass": string,
        "malloc": raw, "calloc": raw, "realloc": raw, "valloc": raw, "aligned_alloc": raw, "mmap": raw,
        "dlopen": raw, "dlsym": raw, "memchr": raw, "memcpy": raw, "memmove": raw, "memset": raw,
        "fopen": file, "fdopen": file, "popen": file, "tmpfile": file, "freopen": file,
        "opendir": folder, "fdopendir": folder,
        "getpwuid": "UnsafeMutablePointer<passwd>?", "getpwnam": "UnsafeMutablePointer<passwd>?",
        "getgrgid": "UnsafeMutablePointer<group>?", "getgrnam": "UnsafeMutablePointer<group>?",
        "localtime": "UnsafeMutablePointer<tm>?", "gmtime": "UnsafeMutablePointer<tm>?",
        "gethostbyname": "UnsafeMutablePointer<hostent>?",
    ]

    /// Types of the C library's global variables, by name.
    public static let valueTypes: [String: String] = [
        "stdin": file, "stdout": file, "stderr": file, "optarg": string,
        "environ": "UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>",
    ]

    /// Types of the standard library's static properties that hold C pointers, by
    /// `Type.property`.
    public static let staticPropertyTypes: [String: String] = [
        "CommandLine.unsafeArgv": "UnsafeMutablePointer<UnsafeMutablePointer<Int8>?>",
    ]

    /// `spelling` as an inferred type: an optional of the pointer when it ends with `?`.
    static func inferredType(_ spelling: String) -> InferredType {
        guard spelling.hasSuffix("?") else { return .leaf(spelling: spelling, sendability: .nonSendable) }
        return .optional(.leaf(spelling: String(spelling.dropLast()), sendability: .nonSendable))
    }
}

extension ProjectIndex {
    /// The type of `step` when it calls a function of ``CLibraryCatalog`` (`getenv("HOME")`)
    /// or names one of its variables (`stdout`) at `scope`, and nothing of the project's can
    /// be meant instead: no type, function or variable of the name at file scope (a private
    /// one in any file included), and inside a type, no member of the name around it nor a
    /// static property of the name anywhere (it may be inherited).
    func cLibraryValueType(_ step: ChainStep, scope: String) -> InferredType? {
        guard step.genericArguments == nil else { return nil }
        let table = step.isCalled ? CLibraryCatalog.functionResults : CLibraryCatalog.valueTypes
        guard let spelling = table[step.name], topLevel[step.name] == nil else { return nil }
        let kinds = valueNames[step.name] ?? []
        guard kinds.isDisjoint(with: [.globalFunction, .globalValue, .privateFileScopeValue]) else { return nil }
        if !scope.isEmpty && (kinds.contains(.staticValue) || declaresMember(step.name, around: scope)) { return nil }
        return CLibraryCatalog.inferredType(spelling)
    }
}
