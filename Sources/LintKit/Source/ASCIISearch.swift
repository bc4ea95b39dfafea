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
        let bytes = Array(needle.utf8)
        guard let first = bytes.first else { return true }
        let haystack = Array(utf8)
        guard haystack.count >= bytes.count else { return false }
        var start = 0
        while start <= haystack.count - bytes.count {
            if haystack[start] == first && haystack[start..<(start + bytes.count)].elementsEqual(bytes) { return true }
            start += 1
        }
        return false
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
