/// Prints JUnit XML, read by Jenkins and GitLab test reports.
///
/// One test suite, `swiftlint-lite`, with one failing test case per finding, named
/// `path:line:column` (UTF-8 column; the path relative to the root folder when inside it, else
/// absolute, as the Checkstyle and GitHub Actions reporters name it) with the rule id as class
/// name, and ` #2`, ` #3`… after the second and later findings of one rule at one place (two
/// variables of `var a, b: P`), since readers merge test cases of equal names; the failure's `type` is the severity and its body the text reporter's line. A run
/// without findings gives one passing test case, `lint`, so dashboards show the check ran (a
/// skipped one when the run checked nothing: no rule enabled, no Swift file). Times are `0`.
/// Each path the run could not lint (``ReportContext/toolErrors``) is a test case with an
/// `<error>`, counted in `errors`, so that a run that exited 2 does not show as passing; the
/// run's warnings (``ReportContext/runWarnings``, ``ReportContext/fileWarnings``) are the
/// suite's `<system-err>`.
public struct JUnitReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    /// Renders the JUnit document followed by a newline.
    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let errors = context.toolErrors
        let tests = max(findings.count + errors.count, 1)
        // A run that checked nothing (``ReportContext/runWarnings``) is a skipped test, not a
        // passing one.
        let skipped = findings.isEmpty && errors.isEmpty && !context.runWarnings.isEmpty ? 1 : 0
        // Times are not measured per finding: 0, which readers that add durations expect.
        let counts = "tests=\"\(tests)\" failures=\"\(findings.count)\" errors=\"\(errors.count)\" time=\"0\""
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"swiftlint-lite\" \(counts)>\n"
        output += "  <testsuite name=\"swiftlint-lite\" \(counts) skipped=\"\(skipped)\">\n"
        if findings.isEmpty && errors.isEmpty {
            if skipped == 1 {
                output += "    <testcase classname=\"swiftlint-lite\" name=\"lint\" time=\"0\">\n"
                output += "      <skipped message=\"\(XMLEscaping.attribute(context.runWarnings.joined(separator: "; ")))\"/>\n"
                output += "    </testcase>\n"
            } else {
                output += "    <testcase classname=\"swiftlint-lite\" name=\"lint\" time=\"0\"/>\n"
            }
        }
        var repeats: [String: Int] = [:]
        for finding in findings {
            // The path as the test case's name spells it, in the failure's text too.
            var shown = finding
            shown.path = ReportPaths.display(finding.path, root: context.rootDirectory)
            var name = "\(shown.path):\(finding.location.line):\(finding.location.column)"
            let seen = repeats[finding.ruleID + "\u{0}" + name, default: 0] + 1
            repeats[finding.ruleID + "\u{0}" + name] = seen
            if seen > 1 { name += " #\(seen)" }
            output += "    <testcase classname=\"\(XMLEscaping.attribute(finding.ruleID))\""
                + " name=\"\(XMLEscaping.attribute(name))\" time=\"0\">\n"
            output += "      <failure type=\"\(finding.severity.rawValue)\""
                + " message=\"\(XMLEscaping.attribute(finding.message))\">"
                + XMLEscaping.content(TextReporter.line(for: shown)) + "</failure>\n"
            output += "    </testcase>\n"
        }
        for error in errors {
            // An error of the run as a whole (a usage error) is the run's test case, `lint`.
            let path = error.path.isEmpty ? "" : ReportPaths.display(error.path, root: context.rootDirectory)
            let name = error.path.isEmpty ? "lint" : error.location.map { "\(path):\($0.line):\($0.column)" } ?? path
            let text = error.path.isEmpty ? "error: \(error.message)" : "\(name): error: \(error.message)"
            output += "    <testcase classname=\"swiftlint-lite\" name=\"\(XMLEscaping.attribute(name))\" time=\"0\">\n"
            output += "      <error type=\"error\" message=\"\(XMLEscaping.attribute(error.message))\">"
                + XMLEscaping.content(text) + "</error>\n"
            output += "    </testcase>\n"
        }
        // Warnings that do not fail the run (a folder named that holds no Swift file, a file
        // linted in part) go to the suite's standard error, which readers show beside it;
        // those of a run that checked nothing are its skipped test's message already.
        var warnings = skipped == 1 ? [] : context.runWarnings.map { "warning: " + $0 }
        for warning in context.fileWarnings {
            let path = ReportPaths.display(warning.path, root: context.rootDirectory)
            warnings.append((warning.location.map { "\(path):\($0.line):\($0.column)" } ?? path) + ": warning: " + warning.message)
        }
        if !warnings.isEmpty {
            output += "    <system-err>" + XMLEscaping.content(warnings.joined(separator: "\n")) + "</system-err>\n"
        }
        return output + "  </testsuite>\n</testsuites>\n"
    }
}
