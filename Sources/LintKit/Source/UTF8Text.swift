/// Turning a run of a file's bytes into a `String`.
///
/// The parser makes a string for nearly every name it keeps. `String(decoding:as:)` takes a
/// general path for a slice (validation, then a copy); a name of at most 15 ASCII bytes,
/// most of them, fits in a small string that needs neither a heap allocation nor a second
/// pass. Invalid UTF-8 is repaired (U+FFFD) either way, as `String(decoding:as:)` does.
public enum UTF8Text {
    /// The bytes `range` of `bytes` as a string (`range` must lie inside `bytes`).
    @inline(__always)
    public static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            string(UnsafeBufferPointer(rebasing: buffer[range]))
        }
    }

    /// `source` as a string.
    public static func string(_ source: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = source.baseAddress, !source.isEmpty else { return "" }
        return String(unsafeUninitializedCapacity: source.count) { target in
            target.baseAddress!.initialize(from: base, count: source.count)
            return source.count
        }
    }
}
