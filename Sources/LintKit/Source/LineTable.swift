import Foundation

/// A position in a source file in the units each consumer expects.
public struct SourceLocation: Hashable, Sendable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column counted in UTF-8 bytes (what swiftc and Xcode print).
    public var column: Int
    /// 1-based column counted in UTF-16 code units (what SARIF and editors use).
    public var utf16Column: Int

    /// Creates a location.
    public init(line: Int, column: Int, utf16Column: Int) {
        self.line = line
        self.column = column
        self.utf16Column = utf16Column
    }
}

/// Maps byte offsets to lines and columns with a binary search over line starts.
///
/// A line ends at `\n`, at `\r\n`, or at a lone `\r`, as in the Swift grammar.
public struct LineTable: Sendable {
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    private let bytes: [UInt8]
    /// For a large file: for each block of `1 << blockShift` bytes, the index of the line
    /// holding the block's first byte, so that a lookup searches only the few lines between
    /// two blocks' entries instead of the whole table. Empty for small files.
    private let blockLines: [Int32]
    /// For each block that lies in a line begun more than a block before it (a huge line, as
    /// in a minified or generated file): the first character boundary at or after the block's
    /// start, and the UTF-16 units from the line's start to it. A column on such a line is
    /// counted from the nearest checkpoint, so that many findings on one line cost linear time.
    private let longLineCheckpoints: [Int: (boundary: Int, utf16: Int)]
    /// Bytes per block of ``blockLines``, as a power of two.
    static let blockShift = 12
    /// Files from this size on get ``blockLines``.
    static let blockIndexMinimumBytes = 1 << 16

    /// Builds the table for `bytes` in one pass.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [Int] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
                // No `\r` anywhere (nearly every file): memchr finds each `\n`.
                var index = 0
                while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), count - index) {
                    index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
                    starts.append(index)
                }
                return
            }
            var index = 0
            while index < count {
                let byte = base[index]
                index += 1
                // Most bytes are above `\r`: one comparison each.
                if byte > UInt8(ascii: "\r") { continue }
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < count && base[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
        }
        lineStarts = starts
        blockLines = bytes.count >= Self.blockIndexMinimumBytes ? Self.blockLines(starts, byteCount: bytes.count) : []
        longLineCheckpoints = Self.longLineCheckpoints(bytes, starts: starts, blockLines: blockLines)
    }

    /// The checkpoints of ``longLineCheckpoints``, in one pass over the huge lines' bytes.
    private static func longLineCheckpoints(_ bytes: [UInt8], starts: [Int], blockLines: [Int32]) -> [Int: (boundary: Int, utf16: Int)] {
        var checkpoints: [Int: (boundary: Int, utf16: Int)] = [:]
        let blockSize = 1 << blockShift
        bytes.withUnsafeBufferPointer { buffer in
            for block in blockLines.indices {
                let blockStart = block << blockShift
                let lineStart = starts[Int(blockLines[block])]
                guard blockStart - lineStart >= blockSize, blockStart < buffer.count else { continue }
                var boundary = blockStart
                while boundary < buffer.count && buffer[boundary] & 0xC0 == 0x80 { boundary += 1 }
                // From the previous block's checkpoint on the same line, or from the line's start.
                let previous = checkpoints[block - 1] ?? (boundary: lineStart, utf16: 0)
                let units = utf16Length(of: UnsafeBufferPointer(rebasing: buffer[previous.boundary..<boundary]))
                checkpoints[block] = (boundary, previous.utf16 + units)
            }
        }
        return checkpoints
    }

    /// The line holding the first byte of each block (see ``blockLines``).
    private static func blockLines(_ starts: [Int], byteCount: Int) -> [Int32] {
        let blockCount = byteCount >> blockShift + 1
        var blocks: [Int32] = []
        blocks.reserveCapacity(blockCount)
        var line = 0
        for block in 0..<blockCount {
            let offset = block << blockShift
            while line + 1 < starts.count && starts[line + 1] <= offset { line += 1 }
            blocks.append(Int32(truncatingIfNeeded: line))
        }
        return blocks
    }

    /// The number of lines (a file ending in a newline has an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        if offset >= 0 && !blockLines.isEmpty {
            // The line lies between the lines of the offset's block and of the next block.
            let block = min(offset >> Self.blockShift, blockLines.count - 1)
            low = Int(blockLines[block])
            if block + 1 < blockLines.count { high = Int(blockLines[block + 1]) }
        }
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The line and columns of byte `offset`.
    public func location(of offset: Int) -> SourceLocation {
        let index = lineIndex(of: offset)
        let start = lineStarts[index]
        let clamped = max(start, min(offset, bytes.count))
        var from = (boundary: start, utf16: 0)
        if clamped - start > 1 << Self.blockShift, !longLineCheckpoints.isEmpty {
            // A checkpoint of this line (a block's checkpoint belongs to the line holding the
            // block's first byte), not past the offset.
            let block = clamped >> Self.blockShift
            for candidate in [block, block - 1] where candidate << Self.blockShift >= start {
                if let checkpoint = longLineCheckpoints[candidate], checkpoint.boundary <= clamped {
                    from = checkpoint
                    break
                }
            }
        }
        var utf16 = bytes.withUnsafeBufferPointer { buffer in
            from.utf16 + Self.utf16Length(of: UnsafeBufferPointer(rebasing: buffer[from.boundary..<clamped]))
        }
        // A byte order mark is no character to an editor: line 1's UTF-16 columns start after
        // it (the UTF-8 column counts its bytes, as swiftc's does).
        if index == 0 && clamped >= 3 && bytes.starts(with: Self.byteOrderMark) { utf16 -= 1 }
        return SourceLocation(line: index + 1, column: clamped - start + 1, utf16Column: utf16 + 1)
    }

    /// The UTF-8 byte order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// UTF-16 code units of the UTF-8 text `text` (an invalid byte counts as one replacement
    /// character). ASCII, nearly every line's text, is skipped eight bytes at a time.
    static func utf16Length(of text: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = text.baseAddress else { return 0 }
        let count = text.count
        var cursor = 0
        while cursor + 8 <= count && UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            cursor += 8
        }
        var utf16 = cursor
        while cursor < count {
            let length: Int
            switch base[cursor] {
            case 0..<0x80: length = 1; utf16 += 1
            case 0xC0..<0xE0: length = 2; utf16 += 1
            case 0xE0..<0xF0: length = 3; utf16 += 1
            case 0xF0..<0xF8: length = 4; utf16 += 2
            default: length = 1; utf16 += 1  // invalid byte: one replacement character
            }
            cursor += length
        }
        return utf16
    }

    /// The byte range of line `line` (1-based), without its line terminator.
    public func rangeOfLine(_ line: Int) -> Range<Int> {
        let index = max(0, min(line - 1, lineStarts.count - 1))
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) {
            end -= 1
        }
        return start..<end
    }
}
