import Foundation

/// Recognizes files that say they are generated (`// DO NOT EDIT`, `Do not edit directly!`,
/// `Do NOT modify`, `@generated`), which `--fix` leaves alone: their generator would undo the
/// edit.
public enum GeneratedFile {
    /// How much of the head of a file is searched for a marker.
    static let headLength = 2048

    /// Whether the first ``headLength`` bytes of `bytes` hold `do not edit` or `do not modify`
    /// (any case) or `@generated`.
    public static func isMarked(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(headLength), as: UTF8.self).lowercased()
        return head.containsBytes("do not edit") || head.containsBytes("do not modify") || head.containsBytes("@generated")
    }
}
