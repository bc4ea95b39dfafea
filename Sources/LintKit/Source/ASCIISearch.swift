/// Searches in a string's UTF-8 bytes for ASCII needles. `String.contains(_:)` with a string
/// argument goes through Foundation on Linux, and `firstIndex(of:)` with a `Character` walks
/// grapheme clusters: both cost thousands of instructions per call, which matters on paths
/// and dotted type names looked up for every declaration.
extension StringProtocol {
    /// Whether the ASCII byte `byte` occurs.
    @inlinable func containsASCII(_ byte: UInt8) -> Bool {
        utf8.contains(byte)
    }

    /// The index of the first occurrence of the ASCII byte `byte` (valid for slicing).
    @inlinable func firstIndex(ofASCII byte: UInt8) -> Index? {
        utf8.firstIndex(of: byte)
    }

    /// Whether `needle` occurs as a run of bytes (byte-wise, no Unicode normalization: right
    /// for paths and ASCII markers).
    func containsBytes(_ needle: String) -> Bool {
        firstRange(ofBytes: needle) != nil
    }

    /// The range of the first occurrence of `needle` as a run of bytes (byte-wise, no Unicode
    /// normalization), or nil. Foundation's `range(of:)` compares Unicode text: on a rule
    /// document of 50 KB it took millions of instructions.
    func firstRange(ofBytes needle: String) -> Range<Index>? {
        let pattern = Array(needle.utf8)
        let found = utf8.withContiguousStorageIfAvailable { ASCIISearch.firstOffset(of: pattern, in: $0) }
            ?? Array(utf8).withUnsafeBufferPointer { ASCIISearch.firstOffset(of: pattern, in: $0) }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found)
        return lower..<utf8.index(lower, offsetBy: pattern.count)
    }
}

/// Byte searches behind ``StringProtocol/firstRange(ofBytes:)``.
enum ASCIISearch {
    /// The offset of the first run of `pattern`'s bytes in `haystack`, or nil (an empty
    /// pattern is found at 0).
    static func firstOffset(of pattern: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = pattern.first else { return 0 }
        guard haystack.count >= pattern.count else { return nil }
        var start = 0
        while start <= haystack.count - pattern.count {
            if haystack[start] == first {
                var matched = 1
                while matched < pattern.count && haystack[start + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return start }
            }
            start += 1
        }
        return nil
    }
}

extension String {
    /// The index of the last occurrence of the ASCII byte `byte` (valid for slicing).
    @inlinable func lastIndex(ofASCII byte: UInt8) -> Index? {
        utf8.lastIndex(of: byte)
    }
}

extension Substring {
    /// The index of the last occurrence of the ASCII byte `byte` (valid for slicing).
    @inlinable func lastIndex(ofASCII byte: UInt8) -> Index? {
        utf8.lastIndex(of: byte)
    }
}

/// Path arithmetic on bytes, for the per-file lookups of the engine.
enum PathText {
    /// The folder holding `path` (`/a/b.swift` → `/a`, `b.swift` → ``, `/a` and `/` → `/`).
    static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.utf8.count > 1 && trimmed.utf8.last == UInt8(ascii: "/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(ofASCII: UInt8(ascii: "/")) else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var parent = trimmed[..<slash]
        while parent.utf8.count > 1 && parent.utf8.last == UInt8(ascii: "/") { parent = parent.dropLast() }
        return String(parent)
    }

    /// `path` up to its last `/` (that `/` included), or "" when it has none: two files of one
    /// folder have the same, without a new string being made.
    static func folderPart(of path: String) -> Substring {
        guard let slash = path.lastIndex(ofASCII: UInt8(ascii: "/")) else { return "" }
        return path[...slash]
    }

    /// The last component of `path`.
    static func lastComponent(_ path: String) -> Substring {
        guard let slash = path.lastIndex(ofASCII: UInt8(ascii: "/")) else { return Substring(path) }
        return path[path.utf8.index(after: slash)...]
    }

    /// The non-empty components of `path` split at `/`.
    static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }
}
