/// Turns a run's findings into the text of one output format.
///
/// Reporters are pure: they read only their arguments, never the file system or the clock,
/// so the same findings and context always give the same bytes.
public protocol Reporter: Sendable {
    /// Renders `findings`, which arrive already sorted (by path, line, column, rule id).
    ///
    /// The result is the whole output, ending in a newline unless the format is empty.
    func report(_ findings: [Finding], context: ReportContext) -> String

    /// The same output as UTF-8 bytes, for writing to a file or standard output. The default
    /// encodes ``report(_:context:)``; a reporter that builds bytes anyway (SARIF) returns
    /// them without a round trip through `String`.
    func reportBytes(_ findings: [Finding], context: ReportContext) -> [UInt8]

    /// The same output as consecutive pieces of UTF-8 bytes, whose concatenation is
    /// ``reportBytes(_:context:)``: a large report is written piece by piece instead of being
    /// copied into one buffer first. The default is the one piece ``reportBytes(_:context:)``.
    func reportPieces(_ findings: [Finding], context: ReportContext) -> [[UInt8]]

    /// Hands the pieces of ``reportPieces(_:context:)`` to `deliver`, in order, on the calling
    /// thread, each as soon as it is rendered: a large report is written while its later
    /// pieces are still being rendered. A piece's bytes are valid only during the call (they
    /// are not copied into an array). The default renders them all first.
    func deliverPieces(_ findings: [Finding], context: ReportContext, to deliver: (UnsafeBufferPointer<UInt8>) -> Void)
}

extension Reporter {
    /// Encodes ``report(_:context:)`` as UTF-8.
    public func reportBytes(_ findings: [Finding], context: ReportContext) -> [UInt8] {
        Array(report(findings, context: context).utf8)
    }

    /// ``reportBytes(_:context:)`` as one piece.
    public func reportPieces(_ findings: [Finding], context: ReportContext) -> [[UInt8]] {
        [reportBytes(findings, context: context)]
    }

    /// ``reportPieces(_:context:)``, each piece handed to `deliver` once all are rendered.
    public func deliverPieces(_ findings: [Finding], context: ReportContext, to deliver: (UnsafeBufferPointer<UInt8>) -> Void) {
        for piece in reportPieces(findings, context: context) { piece.withUnsafeBufferPointer(deliver) }
    }
}

/// What a reporter may need beyond the findings themselves.
public struct ReportContext: Sendable {
    /// The rules of the run, in the order SARIF lists them in `tool.driver.rules`.
    public var rules: [RuleMetadata]
    /// The tool's version, e.g. `0.1.0`.
    public var toolVersion: String
    /// Absolute path of the folder relative paths are taken against, e.g. the current directory.
    public var rootDirectory: String
    /// The folder a SARIF log's URIs and fingerprints are relative to (`%SRCROOT%`): the
    /// repository around ``rootDirectory`` (see ``ProjectFiles/sourceRoot(around:githubWorkspace:)``),
    /// so that a run from a subfolder names files as one from the top does; by default
    /// ``rootDirectory``.
    public var sourceRoot: String
    /// The linted files by path, for reading lines and the byte ranges of fixes.
    ///
    /// A path may be missing; reporters then leave out what they cannot compute.
    public var files: [String: SourceFile]
    /// What kept the run from linting everything (a path that does not exist, a file that
    /// cannot be read or is not UTF-8, a file `--fix` could not write): formats that can carry
    /// them (SARIF's `invocations`) say so, so that a dashboard does not show a clean run.
    public var toolErrors: [ToolError]
    /// Warnings about the run as a whole that do not make it fail (no rule enabled, no Swift
    /// file under the paths): SARIF carries them as warning notifications of a successful run.
    public var runWarnings: [String] = []
    /// Warnings about one place of a file that do not make the run fail (a file linted in part:
    /// ``LintResult/partlyLinted``): SARIF carries them as warning notifications with their
    /// location, GitHub Actions as `::warning` annotations.
    public var fileWarnings: [ToolError] = []
    /// The repository's folder on a GitHub Actions runner (`GITHUB_WORKSPACE`), when the run
    /// is on one: the runner reads a relative `file=` of a workflow command from there, so
    /// ``GitHubActionsReporter`` names files relative to it (a step may run in a subfolder).
    public var githubWorkspace: String?

    /// Creates a context.
    public init(rules: [RuleMetadata] = [], toolVersion: String = "", rootDirectory: String,
                files: [String: SourceFile] = [:], toolErrors: [ToolError] = []) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.rootDirectory = rootDirectory
        self.sourceRoot = rootDirectory
        self.files = files
        self.toolErrors = toolErrors
    }
}

/// An error of the run itself, about one path (see ``ReportContext/toolErrors``).
public struct ToolError: Sendable, Equatable {
    /// The path as the run names it.
    public var path: String
    /// What went wrong (`cannot read file: Permission denied`).
    public var message: String
    /// Where in the file, when the problem lies at a place (a byte that is not UTF-8).
    public var location: SourceLocation?
    /// Whether ``path`` is the file's name, which a report may turn into a URI; false for a
    /// name shown with escapes (bytes that are not UTF-8, `bad\xFFname.swift`).
    public var pathIsFileName: Bool

    /// Creates an error, at `location` in the file when given.
    public init(path: String, message: String, location: SourceLocation? = nil, pathIsFileName: Bool = true) {
        self.path = path
        self.message = message
        self.location = location
        self.pathIsFileName = pathIsFileName
    }
}

/// The output formats `--reporter` accepts; the raw value is the option's spelling.
public enum ReporterKind: String, CaseIterable, Sendable {
    /// `path:line:column: warning: message (rule_id)`, as swiftc and Xcode print.
    case text
    /// A stable JSON array of findings; see ``JSONReporter``.
    case json
    /// SARIF 2.1.0 for code scanning dashboards and editors; see ``SARIFReporter``.
    case sarif
    /// GitHub Actions workflow commands that annotate pull requests.
    case githubActions = "github-actions"
    /// Checkstyle XML, read by Jenkins and many CI dashboards.
    case checkstyle
    /// JUnit XML, read by Jenkins and GitLab test reports.
    case junit

    /// A reporter for this format.
    public func makeReporter() -> any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .githubActions: return GitHubActionsReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        }
    }
}
