/// Prints GitHub Actions workflow commands, so findings appear inline on a pull request:
///
///     ::warning file=Sources/App/main.swift,line=3,col=15,title=existential_any::Use 'any P'…
///
/// `::error` is used for error findings. The file is relative to the repository's folder on a
/// runner (``ReportContext/githubWorkspace``: the runner reads a relative path from there, also
/// when the step runs in a subfolder), elsewhere to the root folder, when inside it; else
/// absolute; `col` counts UTF-16 code
/// units, as the browser does. Values are escaped as the Actions runner requires: `%`, `\r` and
/// `\n` everywhere, and also `:` and `,` in properties. Each path the run could not lint
/// (``ReportContext/toolErrors``) is an `::error` titled `swiftlint-lite`, and a warning about a
/// run that checked nothing (``ReportContext/runWarnings``) a `::warning` of that title.
public struct GitHubActionsReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    /// Renders one workflow command per finding, each ending in a newline.
    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        // On a runner: the workspace and the run's folder as the file system spells them (a
        // symbolic link in either), worked out once.
        let workspace = context.githubWorkspace.flatMap { $0.hasPrefix("/") ? FileDiscovery.realPath($0) ?? $0 : nil }
        let root = workspace == nil ? context.rootDirectory : FileDiscovery.realPath(context.rootDirectory) ?? context.rootDirectory
        func shown(_ path: String) -> String {
            guard let workspace else { return ReportPaths.display(path, root: root) }
            // A file outside the workspace keeps its absolute path, never one relative to the
            // run's folder, which the runner would read from the workspace.
            let absolute = ReportPaths.absolute(path, root: root)
            return ReportPaths.relative(absolute, root: workspace) ?? absolute
        }
        for finding in findings {
            let path = shown(finding.path)
            let properties = [
                "file=" + Self.escapeProperty(path),
                "line=\(finding.location.line)",
                "col=\(finding.location.utf16Column)",
                "title=" + Self.escapeProperty(finding.ruleID),
            ]
            output += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))"
                + "::\(Self.escapeData(finding.message))\n"
        }
        for (level, error) in context.toolErrors.map({ ("error", $0) }) + context.fileWarnings.map({ ("warning", $0) }) {
            // An error of the run as a whole (a usage error) is at no file.
            var properties = error.path.isEmpty ? [] : ["file=" + Self.escapeProperty(shown(error.path))]
            if let location = error.location { properties += ["line=\(location.line)", "col=\(location.utf16Column)"] }
            properties.append("title=swiftlint-lite")
            output += "::\(level) \(properties.joined(separator: ","))::\(Self.escapeData(error.message))\n"
        }
        // A run that checked nothing (a mistyped path in the workflow) is an annotation too.
        for warning in context.runWarnings {
            output += "::warning title=swiftlint-lite::\(Self.escapeData(warning))\n"
        }
        return output
    }

    /// `text` escaped for the message part of a workflow command.
    static func escapeData(_ text: String) -> String {
        escape(text, alsoPropertyDelimiters: false)
    }

    /// `text` escaped for a property value of a workflow command.
    static func escapeProperty(_ text: String) -> String {
        escape(text, alsoPropertyDelimiters: true)
    }

    private static func escape(_ text: String, alsoPropertyDelimiters: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where alsoPropertyDelimiters: output += "%3A"
            case "," where alsoPropertyDelimiters: output += "%2C"
            // Another control character (an escape sequence quoted from a file) is written as
            // its code, never sent to the log as it is.
            case _ where (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F:
                output += "%" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
