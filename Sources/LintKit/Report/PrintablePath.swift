/// File paths as a line of terminal or log output shows them.
///
/// A file name may hold any byte but `/` and NUL, line breaks and escape sequences included. A
/// name printed raw could break the one-finding-per-line form that editors and CI parse, or
/// pass for a workflow command of its own (`x\n::error::…` in a GitHub Actions log). So a path
/// that holds a control character is printed with it escaped, as `ls --quoting-style=escape`
/// does; every other path is printed as it is.
public enum PrintablePath {
    /// `path` with each control character (U+0000–U+001F, U+007F) escaped: `\n`, `\r` and `\t`
    /// as such, the others as `\x1B`; backslashes are then doubled, so that the escaped form
    /// reads back unambiguously. A path without a control character is returned unchanged.
    public static func escaped(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return path }
        var output = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\\": output += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                output += hexEscape(UInt8(scalar.value))
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `text` (a message, which may quote the source) with each control character but the tab
    /// written `\x1B`, so that no escape sequence from a file reaches a terminal or a CI log;
    /// backslashes stay as they are (`\Item.name`).
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            if (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F {
                output += hexEscape(UInt8(scalar.value))
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A file name's bytes that are not valid UTF-8, printable: valid parts as they are, each
    /// byte of an invalid sequence as `\xFF` (see ``escaped(_:)`` for control characters).
    public static func escaped(bytes: [UInt8]) -> String {
        var output = ""
        var position = 0
        while position < bytes.count {
            // The length the lead byte announces, if the bytes that follow make it valid.
            let lead = bytes[position]
            let announced = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
            let end = min(bytes.count, position + max(announced, 1))
            if announced > 0, let character = String(validating: bytes[position..<end], as: UTF8.self) {
                output += character == "\\" ? "\\\\" : escaped(character)
                position = end
            } else {
                output += hexEscape(lead)
                position += 1
            }
        }
        return output
    }

    /// `\x1B`: a byte as two upper-case hexadecimal digits after `\x`.
    private static func hexEscape(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "\\x" + (hex.count == 1 ? "0" + hex : hex)
    }
}
