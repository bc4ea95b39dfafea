#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A position in a UTF-8 buffer with small helpers to look at and step over bytes.
///
/// All lexing is written as `mutating` methods on the cursor, one extension per concern.
struct Cursor {
    /// The first byte of the buffer.
    let base: UnsafePointer<UInt8>
    /// The number of bytes in the buffer.
    let count: Int
    /// The offset of the next byte to read.
    var position: Int

    init(base: UnsafePointer<UInt8>, count: Int, position: Int = 0) {
        self.base = base
        self.count = count
        self.position = position
    }

    // MARK: Looking

    /// Whether every byte has been read.
    @inline(__always) var isAtEnd: Bool { position >= count }

    /// The byte at `position + offset`, or 0 past either end.
    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index >= 0 && index < count ? base[index] : 0
    }

    /// The byte at absolute `index`, or 0 out of range.
    @inline(__always) func byte(at index: Int) -> UInt8 {
        index >= 0 && index < count ? base[index] : 0
    }

    /// Whether the next bytes are `ascii`.
    @inline(__always) func starts(with ascii: StaticString) -> Bool {
        let length = ascii.utf8CodeUnitCount
        guard position + length <= count else { return false }
        let expected = ascii.utf8Start
        for index in 0..<length where base[position + index] != expected[index] { return false }
        return true
    }

    // MARK: Moving

    /// Steps over one byte.
    @inline(__always) mutating func advance() { position += 1 }

    /// Steps over `n` bytes.
    @inline(__always) mutating func advance(by n: Int) { position += n }

    /// Steps over the next byte if it is `byte`.
    @inline(__always) mutating func advance(if byte: UInt8) -> Bool {
        if peek() == byte { position += 1; return true }
        return false
    }

    /// Steps over bytes while `predicate` holds.
    @inline(__always) mutating func advance(while predicate: (UInt8) -> Bool) {
        while position < count && predicate(base[position]) { position += 1 }
    }

    /// Steps over the spaces that indent a line, eight at a time (the first byte that is not
    /// a space is found with one XOR); whatever follows is left to the caller.
    @inline(never)
    mutating func skipIndentationSpaces() {
        while position + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let difference = word ^ 0x2020_2020_2020_2020
            if difference != 0 {
                position += difference.trailingZeroBitCount >> 3
                return
            }
            position += 8
        }
    }

    /// Steps to the next line terminator (not over it): the first `\n` or `\r`, found with
    /// `memchr` (comments and long lines are scanned many bytes at a time).
    mutating func advanceToEndOfLine() {
        guard position < count else { return }
        let start = base + position
        let length = count - position
        let raw = UnsafeRawPointer(start)
        var end = memchr(raw, Int32(UInt8(ascii: "\n")), length).map { UnsafeRawPointer($0) - raw } ?? length
        if let carriageReturn = memchr(raw, Int32(UInt8(ascii: "\r")), end) {
            end = UnsafeRawPointer(carriageReturn) - raw
        }
        position += end
    }
}

// MARK: - Byte classes

/// Byte classes as tables, for the lexer's hottest loops: one load per byte instead of a
/// computation.
enum ByteClassTable {
    /// 1 for the ASCII identifier-continuation bytes (see
    /// ``Swift/UInt8/isASCIIIdentifierContinuation``), 0 for every other byte. Made once per
    /// process and never freed; only read after that, so sharing the pointer is safe.
    nonisolated(unsafe) static let identifierContinuation: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 { table[byte] = UInt8(byte).isASCIIIdentifierContinuation ? 1 : 0 }
        return UnsafePointer(table)
    }()

    /// 1 for the bytes a string literal's body stops at (`\`, `"`, `'`, `\n`, `\r`: see
    /// ``LexerState/skipStringLiteral(delimiterLength:flags:)``), 0 for every other byte.
    /// Made once per process and never freed, like ``identifierContinuation``.
    nonisolated(unsafe) static let stringLiteralStop: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 { table[byte] = 0 }
        for stop in "\\\"'\n\r".utf8 { table[Int(stop)] = 1 }
        return UnsafePointer(table)
    }()
}

extension UInt8 {
    /// `A`–`Z`, `a`–`z`, `_`.
    @inline(__always) var isASCIIIdentifierStart: Bool {
        (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") || self == UInt8(ascii: "_")
    }
    /// An identifier start, a digit, or `$`… for ASCII bytes.
    @inline(__always) var isASCIIIdentifierContinuation: Bool {
        // Bit masks of `$`, `0`–`9` (bits 0–63) and `A`–`Z`, `_`, `a`–`z` (bits 64–127): one
        // shift of the word the byte's top bit selects, and no branch.
        let word: UInt64 = self & 0x40 == 0 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return self < 128 && (word >> UInt64(self & 63)) & 1 != 0
    }
    /// `0`–`9`.
    @inline(__always) var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    /// A hexadecimal digit.
    @inline(__always) var isASCIIHexDigit: Bool {
        isASCIIDigit || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f"))
    }
    /// One of the ASCII operator characters `/ = - + ! * % < > & | ^ ~ ?` (and `.` handled apart).
    @inline(__always) var isASCIIOperatorCharacter: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
