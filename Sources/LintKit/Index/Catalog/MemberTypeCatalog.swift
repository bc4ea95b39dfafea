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

    /// Every name that is a generic parameter or member type of some entry: a name outside it
    /// is no catalogued type's member (a quick test before the entries are consulted).
    public static let allNames: Set<String> = entries.values.reduce(into: Set<String>()) { names, entry in
        names.formUnion(entry.genericParameters)
        names.formUnion(entry.memberTypes)
    }

    /// Parses the table: `<Qualified.Name> <kind> <GenericParam,...|-> <MemberType> ...` per
    /// line. It is read byte by byte (it runs at the start of most runs): fields are the runs
    /// of bytes between spaces, generic parameters those between commas.
    static func parse(_ table: String) -> [String: Entry] {
        var result: [String: Entry] = [:]
        result.reserveCapacity(1024)
        var text = table
        text.withUTF8 { bytes in
            var fields: [String] = []
            var fieldStart = 0
            func word(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            func finishLine() {
                defer { fields.removeAll(keepingCapacity: true) }
                guard fields.count >= 3 else { return }
                let generics: Set<String> = fields[2] == "-" ? [] : Set(fields[2].split(separator: ",").map(String.init))
                result[fields[0]] = Entry(kind: fields[1], genericParameters: generics, memberTypes: Set(fields[3...]))
            }
            for position in 0...bytes.count {
                let byte = position < bytes.count ? bytes[position] : UInt8(ascii: "\n")
                guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") else { continue }
                if position > fieldStart { fields.append(word(fieldStart..<position)) }
                fieldStart = position + 1
                if byte == UInt8(ascii: "\n") { finishLine() }
            }
        }
        return result
    }
}
