/// Prints Checkstyle XML, read by Jenkins (Warnings Next Generation) and other CI dashboards:
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <checkstyle version="4.3">
///       <file name="Sources/App/main.swift">
///         <error line="3" column="15" severity="warning" message="…" source="swiftlint-lite.existential_any"/>
///       </file>
///     </checkstyle>
///
/// One `<file>` per file, named as the GitHub Actions reporter names it: relative to the root
/// folder when inside it (`sub/../a.swift` is `a.swift`), else absolute, so that readers
/// matching names against the repository find it. Columns count UTF-16 code units, as
/// Java-based readers do. A path the run could not lint (``ReportContext/toolErrors``) gets an
/// `error` of source `swiftlint-lite`, after the file's findings, in the same `<file>`. Files
/// come in path order.
public struct CheckstyleReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    /// Renders the Checkstyle document followed by a newline.
    public func report(_ findings: [Finding], context: ReportContext) -> String {
        // The `<error>` lines of each file.
        var order: [String] = []
        var lines: [String: [String]] = [:]
        func add(_ line: String, path: String) {
            // An error of the run as a whole (a usage error), at no file: under the current
            // folder's name, `.`, rather than a path of this machine.
            let name = path.isEmpty ? "." : ReportPaths.display(path, root: context.rootDirectory)
            if lines[name] == nil { order.append(name) }
            lines[name, default: []].append(line)
        }
        for finding in findings {
            add("    <error line=\"\(finding.location.line)\" column=\"\(finding.location.utf16Column)\""
                + " severity=\"\(finding.severity.rawValue)\""
                + " message=\"\(XMLEscaping.attribute(finding.message))\""
                + " source=\"\(XMLEscaping.attribute("swiftlint-lite." + finding.ruleID))\"/>\n", path: finding.path)
        }
        for error in context.toolErrors {
            let position = error.location.map { " line=\"\($0.line)\" column=\"\($0.utf16Column)\"" } ?? ""
            add("    <error\(position) severity=\"error\" message=\"\(XMLEscaping.attribute(error.message))\" source=\"swiftlint-lite\"/>\n",
                path: error.path)
        }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        // Files in path order, as the other reports list them (a path that could not be linted
        // among them, not after them).
        order.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        for name in order {
            output += "  <file name=\"\(XMLEscaping.attribute(name))\">\n"
            output += lines[name]!.joined()
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}
