/// Well-known SDK classes that are not `Sendable`, for `static_var_concurrency`.
///
/// A `static let` or global `let` whose type (or initializer) is one of these classes is
/// rejected by Swift 6: `static property 'x' is not concurrency-safe because non-'Sendable'
/// type 'ISO8601DateFormatter' may have shared mutable state`.
///
/// The list is deliberately small and hand-curated: only classes that real code commonly
/// stores in a `static let`, and every entry checked against the compiler (swiftc 6.3.1,
/// swift-corelibs-foundation on Linux, `-swift-version 6`) by
/// `Scripts/verify-sendability-catalog.sh`, which type-checks
/// `struct S { static let x: CLASS = CLASS() }` for each candidate and fails if an entry
/// here is not flagged. Classes the compiler accepts are absent on purpose, for example
/// `DateFormatter`, `NumberFormatter`, `JSONEncoder`, `JSONDecoder`, `NSLock`,
/// `DispatchQueue`, `URLSession`, `FileManager`, `NSRegularExpression`,
/// `NotificationCenter` and `ProcessInfo` (declared `Sendable` / `@unchecked Sendable`),
/// and the value types `Calendar`, `Locale` and `TimeZone`.
///
/// Sendability of Foundation classes can differ between swift-corelibs-foundation (Linux)
/// and Apple's Foundation; the entries follow the compiler on Linux.
public enum SendabilityCatalog {
    /// Class names (without module or generic arguments) that swiftc reports as
    /// non-`Sendable` when used as the type of a `static let` or global `let`.
    public static let nonSendableClasses: Set<String> = [
        // Formatters that are not `Sendable` (unlike `DateFormatter`, `NumberFormatter`,
        // `DateIntervalFormatter`, which are `@unchecked Sendable`): the classic
        // `static let formatter = ISO8601DateFormatter()`.
        "ISO8601DateFormatter",
        "ByteCountFormatter",
        "MeasurementFormatter",
        "LengthFormatter",
        "MassFormatter",
        "EnergyFormatter",

        // Caches and mutable Objective-C-style collections, often used as a shared
        // in-memory store: `static let cache = NSCache<NSString, UIImage>()`.
        "NSCache",
        "NSMutableArray",
        "NSMutableDictionary",
        "NSMutableSet",
        "NSCountedSet",
        "NSMutableOrderedSet",
        "NSMutableString",
        "NSMutableData",
        "NSMutableAttributedString",

        // Threads, run loops, timers and work items, which belong to one thread or
        // queue: `static let timer = Timer(...)`, `static let work = DispatchWorkItem { }`.
        "Thread",
        "RunLoop",
        "Timer",
        "DispatchWorkItem",

        // `UserDefaults` is not `Sendable` in swift-corelibs-foundation:
        // `static let shared = UserDefaults(suiteName: "group")!`.
        "UserDefaults",

        // A bare `NSObject` used as a synchronisation token: `static let lock = NSObject()`.
        "NSObject",

        // Query building blocks kept as constants: `static let byName = NSSortDescriptor(...)`.
        "NSPredicate",
        "NSSortDescriptor",

        // Objects with state of their own: streams, ports, parsers, archivers, scanners, the
        // XML tree's nodes, mutable requests and components, and the abstract `Formatter`
        // (`static let parser = XMLParser(data: …)`, `static let scanner = Scanner(string: …)`).
        "Stream",
        "InputStream",
        "OutputStream",
        "Port",
        "SocketPort",
        "PortMessage",
        "Host",
        "NotificationQueue",
        "Scanner",
        "Formatter",
        "JSONSerialization",
        "PropertyListSerialization",
        "NSCoder",
        "NSKeyedArchiver",
        "NSKeyedUnarchiver",
        "NSEnumerator",
        "URLProtocol",
        "NSMutableURLRequest",
        "NSMutableCharacterSet",
        "NSMutableIndexSet",
        "NSDateComponents",
        "NSURLComponents",
        "XMLParser",
        "XMLNode",
        "XMLDocument",
        "XMLElement",
        "XMLDTD",
        "XMLDTDNode",
    ]
}
