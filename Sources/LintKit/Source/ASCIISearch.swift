#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Searches in a string's UTF-8 bytes for ASCII needles. `String.contains(_:)` with a string
/// argument goes through Foundation on Linux, and `firstIndex(of:)` with a `Character` walks
/// grapheme clusters: both cost thousands of instructions per call, which matters on paths
/// and dotted type names looked up for every declaration.
extension StringProtocol {
    /// Whether the ASCII byte `byte` occurs.
    func containsASCII(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ ASCIISearch.firstOffset(of: byte, in: $0) }) { return found != nil }
        return utf8.contains(byte)
    }

    /// The index of the first occurrence of the ASCII byte `byte` (valid for slicing).
    func firstIndex(ofASCII byte: UInt8) -> Index? {
        // Over the contiguous bytes: the UTF-8 view's generic search steps an index per byte.
        if let found = utf8.withContiguousStorageIfAvailable({ ASCIISearch.firstOffset(of: byte, in: $0) }) {
            return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
        }
        return utf8.firstIndex(of: byte)
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
        // Both sides' bytes in place when they are contiguous (no copy of the needle per call:
        // a path is searched for `/.build/checkouts/` for every file).
        let search = { (haystack: UnsafeBufferPointer<UInt8>) -> Int? in
            needle.utf8.withContiguousStorageIfAvailable { ASCIISearch.firstOffset(of: $0, in: haystack) }
                ?? Array(needle.utf8).withUnsafeBufferPointer { ASCIISearch.firstOffset(of: $0, in: haystack) }
        }
        let found = utf8.withContiguousStorageIfAvailable(search) ?? Array(utf8).withUnsafeBufferPointer(search)
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found)
        return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
    }
}

/// Byte searches behind ``StringProtocol/firstRange(ofBytes:)``.
enum ASCIISearch {
    /// The offset of the first `byte` in `haystack`, or nil.
    static func firstOffset(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = haystack.baseAddress, let found = memchr(base, Int32(byte), haystack.count) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The offset of the last `byte` in `haystack`, or nil.
    static func lastOffset(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = haystack.count
        while offset > 0 {
            offset -= 1
            if haystack[offset] == byte { return offset }
        }
        return nil
    }

    /// The offset of the first run of `pattern`'s bytes in `haystack`, or nil (an empty
    /// pattern is found at 0).
    static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = pattern.first else { return 0 }
        guard haystack.count >= pattern.count else { return nil }
        let last = haystack.count - pattern.count
        var start = 0
        while start <= last {
            // The next place the first byte occurs (memchr), then the rest compared there.
            guard let candidate = firstOffset(of: first, in: UnsafeBufferPointer(rebasing: haystack[start...last])) else { return nil }
            start += candidate
            var matched = 1
            while matched < pattern.count && haystack[start + matched] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return start }
            start += 1
        }
        return nil
    }
}


extension String {
    /// The index of the last occurrence of the ASCII byte `byte` (valid for slicing).
    func lastIndex(ofASCII byte: UInt8) -> Index? {
        if let found = utf8.withContiguousStorageIfAvailable({ ASCIISearch.lastOffset(of: byte, in: $0) }) {
            return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
        }
        return utf8.lastIndex(of: byte)
    }
}

extension Substring {
    /// The index of the last occurrence of the ASCII byte `byte` (valid for slicing).
    func lastIndex(ofASCII byte: UInt8) -> Index? {
        if let found = utf8.withContiguousStorageIfAvailable({ ASCIISearch.lastOffset(of: byte, in: $0) }) {
            return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
        }
        return utf8.lastIndex(of: byte)
    }
}

extension Substring {
    /// The pieces between the occurrences of the ASCII byte `byte`, as
    /// `split(separator:omittingEmptySubsequences:)` gives them, found by byte: `split` on
    /// text compares `Character`s, hundreds of instructions each.
    func split(atASCII byte: UInt8, omittingEmptySubsequences: Bool = true) -> [Substring] {
        var pieces: [Substring] = []
        var rest = self
        while let found = rest.firstIndex(ofASCII: byte) {
            let piece = rest[..<found]
            if !(omittingEmptySubsequences && piece.isEmpty) { pieces.append(piece) }
            rest = rest[rest.utf8.index(after: found)...]
        }
        if !(omittingEmptySubsequences && rest.isEmpty) { pieces.append(rest) }
        return pieces
    }
}

extension String {
    /// See ``Substring/split(atASCII:omittingEmptySubsequences:)``.
    func split(atASCII byte: UInt8, omittingEmptySubsequences: Bool = true) -> [Substring] {
        Substring(self).split(atASCII: byte, omittingEmptySubsequences: omittingEmptySubsequences)
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
