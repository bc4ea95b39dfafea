/// Escaping for the XML reporters (Checkstyle and JUnit).
///
/// Characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) become U+FFFD, since not even a
/// character reference may name them.
enum XMLEscaping {
    /// `text` escaped for a double-quoted attribute value; tab and line breaks become character
    /// references so attribute normalization keeps them.
    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// `text` escaped for element content.
    static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "'" where inAttribute: output += "&apos;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n" where inAttribute: output += "&#10;"
            case "\r": output += "&#13;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
