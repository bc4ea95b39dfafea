/// Prints JUnit XML, read by Jenkins and GitLab test reports.
///
/// One test suite, `swiftlint-lite`, with one failing test case per finding, named
/// `path:line:column` (the text reporter's position, UTF-8 column) with the rule id as class
/// name; the failure's `type` is the severity and its body the text reporter's line. A run
/// without findings gives one passing test case, `lint`, so dashboards show the check ran.
public struct JUnitReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    /// Renders the JUnit document followed by a newline.
    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let tests = max(findings.count, 1)
        let counts = "tests=\"\(tests)\" failures=\"\(findings.count)\" errors=\"0\""
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"swiftlint-lite\" \(counts)>\n"
        output += "  <testsuite name=\"swiftlint-lite\" \(counts) skipped=\"0\">\n"
        if findings.isEmpty {
            output += "    <testcase classname=\"swiftlint-lite\" name=\"lint\"/>\n"
        }
        for finding in findings {
            let name = "\(finding.path):\(finding.location.line):\(finding.location.column)"
            output += "    <testcase classname=\"\(XMLEscaping.attribute(finding.ruleID))\""
                + " name=\"\(XMLEscaping.attribute(name))\">\n"
            output += "      <failure type=\"\(finding.severity.rawValue)\""
                + " message=\"\(XMLEscaping.attribute(finding.message))\">"
                + XMLEscaping.content(TextReporter.line(for: finding)) + "</failure>\n"
            output += "    </testcase>\n"
        }
        return output + "  </testsuite>\n</testsuites>\n"
    }
}
