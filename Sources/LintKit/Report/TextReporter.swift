/// Prints one line per finding in the form swiftc and Xcode understand:
///
///     Sources/App/main.swift:3:17: warning: Use 'any P' for an existential type (existential_any)
///
/// The path is printed as the finding carries it (a control character in it escaped: see
/// ``PrintablePath``); the column counts UTF-8 bytes, as swiftc does.
/// Line breaks inside a message are folded to spaces so every finding stays on one line, and
/// other control characters escaped (`\x1B`).
public struct TextReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    /// Renders the findings, one line each; no findings give an empty string.
    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in findings {
            output += TextReporter.line(for: finding) + "\n"
        }
        return output
    }

    /// The text line for one finding, without a trailing newline.
    public static func line(for finding: Finding) -> String {
        "\(PrintablePath.escaped(finding.path)):\(finding.location.line):\(finding.location.column): "
            + "\(finding.severity.rawValue): \(PrintablePath.escapingControlCharacters(singleLine(finding.message))) (\(finding.ruleID))"
    }

    /// `text` with each line break (`\r\n`, `\n` or `\r`) replaced by a space.
    static func singleLine(_ text: String) -> String {
        // Bytes, not characters: a line break is always a character of its own (`\r\n` one
        // character), and comparing each character of every message cost more than the rest
        // of the line.
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        var output = ""
        for character in text {
            output.append(character == "\n" || character == "\r" || character == "\r\n" ? " " : character)
        }
        return output
    }
}
