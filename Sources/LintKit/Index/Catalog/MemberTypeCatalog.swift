/// The member type names of the toolchain's public types and protocols (standard library,
/// concurrency, Foundation), so that a name such as `Element` inside `extension Array`, or
/// `Index` inside a type that conforms to `Collection`, is known to be the type's own and not
/// a protocol of that name that the project declares.
///
/// The data lives in `toolchainTable` (`MemberTypeCatalog+<n>.generated.swift`), written by
/// `Scripts/generate-member-type-catalog.py` from `swift-symbolgraph-extract` output.
/// Regenerate it with the script; do not edit it by hand.
public enum MemberTypeCatalog {
    /// The names visible inside one catalogued type.
    public struct Entry: Sendable {
        /// `struct`, `enum`, `class`, `actor` or `protocol`.
        public let kind: String
        /// Its generic parameters and those of the types around it (`Array`: `Element`):
        /// visible in its extensions only.
        public let genericParameters: Set<String>
        /// For a protocol, the types, typealiases and associated types it and the protocols it
        /// refines declare (visible in its extensions and in the protocols refining it); for a
        /// concrete type, those it and its superclasses declare, with a witness of each
        /// associated type of its protocols (`Array`: `Index`, `SubSequence`, …; visible in
        /// its extensions and a class's subclasses).
        public let memberTypes: Set<String>
    }

    /// The entries by qualified type name (`Array`, `Dictionary.Keys`), built once, on first
    /// use, from `toolchainTable`.
    public static let entries: [String: Entry] = parse(toolchainTable)

    /// Parses the table: `<Qualified.Name> <kind> <GenericParam,...|-> <MemberType> ...` per line.
    static func parse(_ table: String) -> [String: Entry] {
        var result: [String: Entry] = [:]
        for line in table.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 3 else { continue }
            let generics = fields[2] == "-" ? [] : fields[2].split(separator: ",").map(String.init)
            result[String(fields[0])] = Entry(kind: String(fields[1]), genericParameters: Set(generics),
                                              memberTypes: Set(fields.dropFirst(3).map(String.init)))
        }
        return result
    }
}
