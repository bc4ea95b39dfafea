/// The protocols and protocol typealiases that the Swift toolchain and the Apple SDKs
/// declare publicly, so that `existential_any` knows that a name such as `Error`,
/// `Codable` or `View` is a protocol (or a typealias of one) without a build.
///
/// The data lives in `toolchainTable` (`ToolchainCatalog+Generated.swift`) and `appleTable`
/// (`AppleFrameworkCatalog+Generated.swift`), written by
/// `Scripts/generate-protocol-catalog.py` from the toolchain's `.swiftinterface` files,
/// `swift-symbolgraph-extract` output for binary-only modules (Foundation, Dispatch,
/// XCTest, ...) and the hand-curated `Scripts/apple-only-protocols.txt` (Combine,
/// SwiftUI, UIKit, AppKit). Regenerate it with the script; do not edit it by hand.
///
/// Lookups are by spelled name. A protocol nested in a type (`NotificationCenter.AsyncMessage`)
/// is found under its qualified name and under its last component (`AsyncMessage`); a
/// typealias nested in a type (`Unicode.Encoding`) only under its qualified name.
/// A module-qualified spelling (`Swift.Error`) is also accepted.
public enum ProtocolCatalog {
    /// One catalogued protocol or protocol typealias.
    public struct Entry: Sendable, Hashable {
        /// The declared name: the last component for a name nested in a type
        /// (`AsyncMessage` for `NotificationCenter.AsyncMessage`).
        public let name: String
        /// The name with its enclosing types, without the module
        /// (`NotificationCenter.AsyncMessage`); equal to `name` for a top-level declaration.
        public let qualifiedName: String
        /// The module that declares it (`Swift`, `_Concurrency`, `FoundationEssentials`,
        /// `Combine`, `SwiftUI`, ...).
        public let module: String
        /// `true` for a typealias whose target is a protocol or a composition of protocols
        /// (`Codable = Decodable & Encodable`, `AnyActor = AnyObject & Sendable`); `false`
        /// for a protocol declaration.
        public let isCompositionAlias: Bool
        /// The primary associated types a protocol declares (`["Element"]` for
        /// `protocol Collection<Element>`); empty for a typealias or a protocol without them.
        public let primaryAssociatedTypes: [String]
        /// For a typealias, its target as written without module qualifiers and spaces
        /// (`"Decodable&Encodable"`); `nil` for a protocol.
        public let aliasTarget: String?
    }

    /// Every catalogued name, mapped to its entry; built once, on first use, from
    /// `toolchainTable` and `appleTable`. Keys are the spelled names described in the type's documentation.
    /// When several modules declare the same name, a protocol wins over a typealias, a
    /// top-level declaration over a nested one, and otherwise the first module in
    /// lexicographic order.
    public static let entries: [String: Entry] = parse(toolchainTable + "\n" + appleTable)

    /// The last component of every entry's name (`Collection`, `Error`): the catalog's part of
    /// ``ProjectIndex/protocolLikeNames``.
    public static let simpleNames: Set<String> = Set(entries.keys.map { key in
        key.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(key[key.utf8.index(after: $0)...]) } ?? key
    })

    /// The modules that appear in the catalog, used to strip a module qualifier.
    private static let modules: Set<String> = Set(entries.values.map(\.module))

    /// Whether `name` is a module that declares catalogued protocols (`Swift`, `Foundation`…).
    public static func isModule(_ name: String) -> Bool { modules.contains(name) }

    /// Returns the entry for a protocol or protocol typealias spelled `name` (`"Error"`,
    /// `"Codable"`, `"NotificationCenter.AsyncMessage"`, `"Swift.Error"`), or `nil` when the
    /// catalog does not know it.
    public static func entry(named name: String) -> Entry? {
        if let entry = entries[name] {
            return entry
        }
        // `Swift.Error`, `Foundation.LocalizedError`: drop a leading module qualifier.
        if let dot = name.firstIndex(ofASCII: UInt8(ascii: ".")), modules.contains(String(name[..<dot])) {
            return entries[String(name[name.utf8.index(after: dot)...])]
        }
        return nil
    }

    /// Whether `name` is a catalogued protocol or a typealias of a protocol or protocol
    /// composition, i.e. whether a type position spelled `name` must be written `any name`.
    public static func isProtocolOrAlias(_ name: String) -> Bool {
        entry(named: name) != nil
    }

    /// Parses the table: one entry per line, fields separated by single spaces,
    /// `protocol <Module> <Name> [<Assoc>,<Assoc>]` or `alias <Module> <Name> <Target>`.
    /// Malformed lines are skipped.
    static func parse(_ table: String) -> [String: Entry] {
        var result: [String: Entry] = [:]
        result.reserveCapacity(512)
        // Split as UTF-8 bytes: splitting the `String` walks its characters, which took
        // milliseconds at every start for a table of a few hundred lines.
        var table = table
        table.withUTF8 { bytes in
            for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
                let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
                    .map { String(decoding: $0, as: UTF8.self) }
                guard fields.count >= 3 else { continue }
                let isAlias: Bool
                switch fields[0] {
                case "protocol": isAlias = false
                case "alias": isAlias = true
                default: continue
                }
                if isAlias && fields.count != 4 { continue }
                let qualified = fields[2]
                let last = qualified.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(qualified[qualified.utf8.index(after: $0)...]) } ?? qualified
                guard !last.isEmpty else { continue }
                let isNested = last.utf8.count != qualified.utf8.count
                let entry = Entry(
                    name: last,
                    qualifiedName: qualified,
                    module: fields[1],
                    isCompositionAlias: isAlias,
                    primaryAssociatedTypes: !isAlias && fields.count > 3
                        ? fields[3].utf8.split(separator: UInt8(ascii: ",")).map { String(Substring($0)) } : [],
                    aliasTarget: isAlias ? fields[3] : nil
                )
                insert(entry, forKey: qualified, into: &result)
                if isNested && !isAlias {
                    insert(entry, forKey: last, into: &result)
                }
            }
        }
        return result
    }

    /// Stores `entry` under `key` unless the entry already there ranks higher.
    private static func insert(_ entry: Entry, forKey key: String, into table: inout [String: Entry]) {
        if let existing = table[key], !ranks(entry, above: existing) {
            return
        }
        table[key] = entry
    }

    /// Preference between two entries for the same name: protocol over typealias,
    /// top-level over nested, then the module that sorts first.
    private static func ranks(_ a: Entry, above b: Entry) -> Bool {
        if a.isCompositionAlias != b.isCompositionAlias {
            return !a.isCompositionAlias
        }
        let aNested = a.qualifiedName != a.name
        let bNested = b.qualifiedName != b.name
        if aNested != bNested {
            return !aNested
        }
        return a.module < b.module
    }
}
