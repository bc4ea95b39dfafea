/// The toolchain's types and protocols whose sendability the index knows by name: the standard
/// library's and Foundation's, which no file of the project declares, and what the project's
/// extensions declare of the key-path classes.
extension ProjectIndex {
    /// Standard library and Foundation names known to be Sendable.
    static let knownSendableNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Float16", "Float80", "CGFloat", "Bool", "String", "Substring", "Character", "Unicode", "StaticString", "Never",
        "Void", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "Duration", "ContinuousClock", "SuspendingClock",
        "Range", "ClosedRange", "Array", "Dictionary", "Set", "Optional", "Result", "ObjectIdentifier", "Error",
        "Sendable", "Locale", "TimeZone", "Calendar", "CharacterSet", "IndexSet", "URLComponents", "DateComponents",
        "ContiguousArray", "ArraySlice",
    ]

    /// Standard library types that are not Sendable (checked with swiftc 6.3.1: a `static let`
    /// of each is reported): pointers, key paths, the type-erasing wrappers, the
    /// regex options and the task groups. (Foundation's `Notification`, `NSString` and the like are not
    /// Sendable on Linux but are on Apple platforms, and are left out.)
    static let knownNonSendableNames: Set<String> = [
        "CVaListPointer", "UnsafeCurrentTask", "RegexSemanticLevel", "RegexRepetitionBehavior", "RegexWordBoundaryKind",
        "ManagedBufferPointer",
        "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer", "UnsafeBufferPointer",
        "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "OpaquePointer",
        "AutoreleasingUnsafeMutablePointer", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath",
        "AnyKeyPath", "AnyHashable", "Mirror", "AnySequence", "AnyCollection", "AnyIterator",
        "AnyBidirectionalCollection", "AnyRandomAccessCollection", "AnyIndex", "Regex", "AnyRegexOutput",
        "LazyMapSequence", "LazyFilterSequence", "ManagedBuffer",
        "TaskGroup", "ThrowingTaskGroup", "DiscardingTaskGroup", "ThrowingDiscardingTaskGroup",
    ]

    /// Member types of standard library types that are not `Sendable` whatever the generic
    /// arguments of their base (checked with swiftc 6.3.1: `AsyncStream<Int>.Iterator` is
    /// reported; `AsyncStream<Int>.Continuation`, `Array<Int>.Iterator` are not), by dotted name.
    static let knownNonSendableMemberTypes: Set<String> = [
        "AsyncStream.Iterator", "AsyncThrowingStream.Iterator", "TaskGroup.Iterator", "ThrowingTaskGroup.Iterator",
        "LazyMapSequence.Iterator", "LazyFilterSequence.Iterator",
    ]

    /// Standard library generic types that are `Sendable` when their generic arguments are
    /// (checked with swiftc 6.3.1: `CollectionOfOne<Int>` is not reported, `CollectionOfOne<C>`
    /// of a non-`Sendable` class is), and names that are Sendable whatever their arguments.
    /// Unlike ``knownSendableNames`` these count only where the project declares no type of
    /// that name.
    static let conditionallySendableToolchainGenerics: Set<String> = [
        "CollectionOfOne", "Repeated", "KeyValuePairs", "Slice", "ReversedCollection", "EnumeratedSequence",
        "Zip2Sequence", "LazySequence", "FlattenSequence", "JoinedSequence", "DefaultIndices", "IndexingIterator",
        "DropFirstSequence", "PrefixSequence", "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo",
        "StrideTo", "StrideThrough", "InlineArray", "Task", "AsyncStream", "AsyncThrowingStream",
        "UnfoldSequence", "CollectionDifference", "TaskLocal",
        // `Unmanaged<Node>` of a non-`Sendable` class is reported, `Unmanaged<Safe>` is not.
        "Unmanaged",
        // Synchronization's (checked the same way: `Atomic<UnsafeRawPointer?>` and
        // `AtomicLazyReference<C>` of a non-`Sendable` class are reported).
        "Atomic", "AtomicLazyReference",
    ]

    /// Standard library types that are Sendable whatever their generic arguments (see
    /// ``conditionallySendableToolchainGenerics``).
    static let alwaysSendableToolchainNames: Set<String> = [
        "EmptyCollection", "MemoryLayout", "CheckedContinuation", "UnsafeContinuation", "TaskPriority",
        "CodingUserInfoKey", "Int128", "UInt128", "StaticBigInt", "Hasher", "DecodingError", "EncodingError",
        "CancellationError", "SystemRandomNumberGenerator",
    ]

    /// The standard library's key-path classes, each with its superclasses, nearest first.
    static let keyPathSuperclasses: [String: [String]] = [
        "AnyKeyPath": [],
        "PartialKeyPath": ["AnyKeyPath"],
        "KeyPath": ["PartialKeyPath", "AnyKeyPath"],
        "WritableKeyPath": ["KeyPath", "PartialKeyPath", "AnyKeyPath"],
        "ReferenceWritableKeyPath": ["WritableKeyPath", "KeyPath", "PartialKeyPath", "AnyKeyPath"],
    ]

    /// What the project's extensions declare of the key-path class `name` or a superclass of
    /// it: `Sendable` (`extension KeyPath: @retroactive @unchecked Sendable {}`), or
    /// unavailable; nil when they declare nothing (or `name` is no key-path class).
    func declaredKeyPathSendability(_ name: String) -> Sendability? {
        guard let ancestors = Self.keyPathSuperclasses[name] else { return nil }
        for candidate in [name] + ancestors {
            guard let facts = types[candidate] else { continue }
            if facts.isSendableUnavailable { return .nonSendable }
            if facts.inheritance?.contains("Sendable") == true { return .sendable }
        }
        return nil
    }

    /// Foundation's and Dispatch's protocols whose names are their own: `NS…` and
    /// `Dispatch…`, and a few others no package is likely to reuse. (`FormatStyle`,
    /// `Observable` and the like are left out: another module may declare a type so named.)
    static func isDistinctiveFoundationProtocol(_ entry: ProtocolCatalog.Entry) -> Bool {
        guard foundationModules.contains(entry.module) else { return false }
        return entry.name.hasPrefix("NS") || entry.name.hasPrefix("Dispatch") || distinctiveFoundationProtocolNames.contains(entry.name)
    }

    /// The modules of ``isDistinctiveFoundationProtocol(_:)``.
    static let foundationModules: Set<String> = ["Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch"]

    /// Foundation protocols without an `NS` prefix whose names are their own.
    static let distinctiveFoundationProtocolNames: Set<String> = [
        "DataProtocol", "MutableDataProtocol", "ContiguousBytes", "ReferenceConvertible", "ProgressReporting",
        "StreamDelegate", "PortDelegate", "XMLParserDelegate",
    ]

    /// Whether the toolchain protocol `name`, inherited in the type at `scope` where the
    /// project declares nothing of that name, refines `Sendable` (`LocalizedError`,
    /// `CodingKey`); with `metatype`, `Sendable` or `SendableMetatype`.
    func isToolchainSendableProtocol(_ name: String, scope: String, metatype: Bool = false) -> Bool {
        guard (metatype ? ProtocolCatalog.hasSendableMetatype(name) : ProtocolCatalog.refinesSendable(name)) == true else { return false }
        return nominalPath(named: name, from: scope) == nil && typealiasTarget(named: name, scope: scope) == nil
    }

    /// Sendability of the toolchain's type `name` (written with its module, `Foundation.Operation`,
    /// where the project declares a type of that name too): what the catalogs know of it,
    /// with `arguments` deciding a generic standard type's.
    func toolchainSendability(ofNamed name: String, arguments: [TypeNode], combine: ([TypeNode]) -> Sendability) -> Sendability {
        if Self.knownSendableNames.contains(name) || Self.conditionallySendableToolchainGenerics.contains(name) {
            return arguments.isEmpty ? .sendable : combine(arguments)
        }
        if Self.alwaysSendableToolchainNames.contains(name) { return .sendable }
        return catalogSendability(ofNamed: name)
    }

    /// Sendability of a (possibly dotted) name from the toolchain catalogs alone: the SDK's
    /// non-Sendable classes and the standard library's non-Sendable types, and existentials of
    /// toolchain protocols (Sendable when the protocol refines `Sendable`; not when a standard
    /// library protocol does not, those being always in scope, nor a Foundation or Dispatch
    /// protocol of a name no other module is likely to declare: `NSLocking`,
    /// `DispatchSourceTimer`, `DataProtocol`; another module's name could be a type of a
    /// module the index has not seen). Unknown otherwise.
    func catalogSendability(ofNamed name: String) -> Sendability {
        let last = name.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(name[name.utf8.index(after: $0)...]) } ?? name
        if SendabilityCatalog.nonSendableClasses.contains(last) || Self.knownNonSendableNames.contains(last) { return .nonSendable }
        if let refines = ProtocolCatalog.refinesSendable(name) {
            if refines { return .sendable }
            if let entry = ProtocolCatalog.entry(named: name),
               entry.module == "Swift" || entry.module == "_Concurrency" || Self.isDistinctiveFoundationProtocol(entry) {
                return .nonSendable
            }
        }
        return .unknown
    }
}
