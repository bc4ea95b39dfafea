/// Prints Checkstyle XML, read by Jenkins (Warnings Next Generation) and other CI dashboards:
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <checkstyle version="4.3">
///       <file name="Sources/App/main.swift">
///         <error line="3" column="15" severity="warning" message="…" source="swiftlint-lite.existential_any"/>
///       </file>
///     </checkstyle>
///
/// One `<file>` per path with findings, paths as the findings carry them. Columns count UTF-16
/// code units, as Java-based readers do. Each path the run could not lint
/// (``ReportContext/toolErrors``) gets an `error` of source `swiftlint-lite` after them.
public struct CheckstyleReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    /// Renders the Checkstyle document followed by a newline.
    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var currentPath: String?
        for finding in findings {
            if finding.path != currentPath {
                if currentPath != nil { output += "  </file>\n" }
                output += "  <file name=\"\(XMLEscaping.attribute(finding.path))\">\n"
                currentPath = finding.path
            }
            output += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.utf16Column)\""
                + " severity=\"\(finding.severity.rawValue)\""
                + " message=\"\(XMLEscaping.attribute(finding.message))\""
                + " source=\"\(XMLEscaping.attribute("swiftlint-lite." + finding.ruleID))\"/>\n"
        }
        if currentPath != nil { output += "  </file>\n" }
        for error in context.toolErrors {
            let position = error.location.map { " line=\"\($0.line)\" column=\"\($0.utf16Column)\"" } ?? ""
            output += "  <file name=\"\(XMLEscaping.attribute(error.path))\">\n"
            output += "    <error\(position) severity=\"error\" message=\"\(XMLEscaping.attribute(error.message))\" source=\"swiftlint-lite\"/>\n"
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}
