// The Unicode character classes of the Swift grammar ("Lexical Structure" in The Swift
// Programming Language): which scalars may start or continue an identifier or operator.

extension Cursor {
    /// Decodes the UTF-8 scalar at `position`, returning it and its length, or nil when the
    /// bytes are not valid UTF-8.
    func decodeScalar() -> (scalar: UInt32, length: Int)? {
        let first = peek()
        if first < 0x80 { return (UInt32(first), 1) }
        let length: Int
        var value: UInt32
        switch first {
        case 0xC2...0xDF: length = 2; value = UInt32(first & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(first & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(first & 0x07)
        default: return nil
        }
        guard position + length <= count else { return nil }
        for index in 1..<length {
            let byte = base[position + index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        if length == 3 && (value < 0x800 || (0xD800...0xDFFF).contains(value)) { return nil }
        if length == 4 && (value < 0x10000 || value > 0x10FFFF) { return nil }
        return (value, length)
    }

    /// The number of bytes an invalid UTF-8 sequence at `position` spans, as swift-syntax
    /// skips it: a byte that cannot start a scalar together with every following byte that
    /// cannot either; or a lead byte with the continuation bytes that follow it.
    func invalidSequenceLength() -> Int {
        let first = peek()
        var length = 1
        if !first.isUTF8Start {
            while position + length < count && !base[position + length].isUTF8Start { length += 1 }
            return length
        }
        let expected = (~first).leadingZeroBitCount
        while length < expected && position + length < count {
            let byte = base[position + length]
            if byte < 0x80 || byte >= 0xC0 { break }
            length += 1
        }
        return length
    }
}

extension UInt8 {
    /// Whether the byte may begin a UTF-8 sequence (RFC 3629: not a continuation byte, not
    /// C0, C1 or F5–FF).
    @inline(__always) var isUTF8Start: Bool { self < 0x80 || (self >= 0xC2 && self < 0xF5) }
}

enum UnicodeClass {
    /// Whether a non-ASCII scalar may begin an operator.
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    /// Whether a non-ASCII scalar may continue an operator.
    static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
        if isOperatorHead(scalar) { return true }
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Whether a non-ASCII scalar may continue an identifier (and, unless it is a combining
    /// mark, start one). Whitespace-like and private-use scalars are excluded.
    static func isIdentifierContinuation(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
             0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
             0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F,
             0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
             0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
             0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFF8,
             0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
             0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
             0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
             0xD0000...0xDFFFD, 0xE0000...0xEFFFD:
            return true
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            return true
        default:
            return false
        }
    }

    /// Whether a non-ASCII scalar may start an identifier.
    static func isIdentifierStart(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return false
        default: return isIdentifierContinuation(scalar)
        }
    }
}
