import Foundation
import LintKit

/// The command line, parsed.
struct Arguments {
    enum Command {
        /// Lint paths (the default).
        case lint
        /// `rules [RULE]`.
        case rules(String?)
        /// `dump tokens|declarations|types|interface FILE`.
        case dump(String, String)
        case help
        case version
    }

    var command: Command = .lint
    var paths: [String] = []
    var configPath: String?
    var reporter: ReporterKind?
    var outputPath: String?
    /// The reporter an `--output` file's name asks for when `--reporter` is not given: SARIF for
    /// a name ending in `.sarif` (the name `upload-sarif` and editors look for); nil otherwise.
    var reporterForOutputName: ReporterKind? {
        outputPath.map { $0.lowercased().hasSuffix(".sarif") } == true ? .sarif : nil
    }
    var strict = false
    /// `--no-strict`: warnings do not fail the run, whatever the configuration's `strict` says.
    var noStrict = false
    var quiet = false
    var only: [String] = []
    var disable: [String] = []
    var baselinePath: String?
    var writeBaselinePath: String?
    var stdinPath: String?
    var timings = false
    var tracePath: String?
    var noSuperfluousDisable = false
    var fix = false

    /// The options that take no value.
    static let flags: Set<String> = ["--strict", "--no-strict", "--quiet", "--timings", "--no-superfluous-disable", "--fix", "--version", "--help"]

    /// A usage error: the message names the offending argument.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var index = 0
        var positional: [String] = []
        func value(for option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "option '\(option)' needs a value") }
            // `--trace -q`: an option where a value belongs is a mistake; a value that starts
            // with `-` is written `--trace=-q`.
            let next = arguments[index]
            if next.hasPrefix("-") && next != "-" {
                // Only the long form takes `=value`: `-o -q` is written `--output=-q`.
                let long = option == "-o" ? "--output" : option
                throw UsageError(description: "option '\(option)' needs a value, got the option '\(next)' (write '\(long)=\(next)' for a value that starts with '-')")
            }
            return next
        }
        var onlyPositional = false
        var firstWordIsPath = false
        // Whether options come before the first word (`--strict lint`).
        var firstWordFollowsOptions = false
        // The options given, by their long names, for the checks after the loop.
        var given: [String] = []
        while index < arguments.count {
            var argument = arguments[index]
            var inlineValue: String?
            if !onlyPositional, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func take() throws(UsageError) -> String {
                let taken: String
                if let inlineValue { taken = inlineValue } else { taken = try value(for: argument) }
                // An empty path or name (`--output=`, `--stdin-path ""`) is a mistake, not a value.
                guard !taken.isEmpty else { throw UsageError(description: "option '\(argument)' needs a non-empty value") }
                return taken
            }
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                // After `--` every word is a path, a first one too (`-- rules` lints `rules`).
                if positional.isEmpty && onlyPositional { firstWordIsPath = true }
                if positional.isEmpty && !given.isEmpty { firstWordFollowsOptions = true }
                positional.append(argument)
                index += 1
                continue
            }
            // A flag takes no value: `--strict=false` would otherwise turn strict mode on.
            if let inlineValue, Self.flags.contains(argument) {
                throw UsageError(description: "option '\(argument)' takes no value (got '\(argument)=\(inlineValue)'); write '\(argument)' without a value")
            }
            switch argument {
            case "--": onlyPositional = true
            case "--config": result.configPath = try take()
            case "--reporter":
                let name = try take()
                guard let kind = ReporterKind(rawValue: name) else {
                    throw UsageError(description: "unknown reporter '\(name)'; use one of: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                result.reporter = kind
            case "--output", "-o": result.outputPath = try take()
            case "--strict": result.strict = true
            case "--no-strict": result.noStrict = true
            case "--quiet", "-q": result.quiet = true
            case "--only": result.only.append(try take())
            case "--disable": result.disable.append(try take())
            case "--baseline": result.baselinePath = try take()
            case "--write-baseline": result.writeBaselinePath = try take()
            case "--stdin-path": result.stdinPath = try take()
            case "--timings": result.timings = true
            case "--trace": result.tracePath = try take()
            case "--no-superfluous-disable": result.noSuperfluousDisable = true
            case "--fix": result.fix = true
            case "--version": result.command = .version
            case "--help", "-h": result.command = .help
            default:
                let known = ["--config", "--reporter", "--output", "--strict", "--no-strict", "--quiet", "--only", "--disable", "--baseline",
                             "--write-baseline", "--stdin-path", "--timings", "--trace", "--no-superfluous-disable", "--fix", "--version", "--help"]
                // A slip of case (`--STRICT`, `-Q`) is the likeliest typo: compared in lower case,
                // short options too.
                // `-o=report.json`: a short option takes its value as the next word.
                if argument.hasPrefix("-o=") {
                    let value = argument.dropFirst(3)
                    throw UsageError(description: "unknown option '\(argument)'; write '-o \(value)' or '--output=\(value)'")
                }
                let lowered = argument.lowercased()
                let short = ["-o": "-o", "-q": "-q", "-h": "-h"][lowered]
                let hint = (short ?? Suggestion.closest(to: lowered, in: known)).map { "; did you mean '\($0)'?" } ?? "; see 'swiftlint-lite --help'"
                throw UsageError(description: "unknown option '\(argument)'\(hint)")
            }
            if argument != "--" { given.append(argument == "-o" ? "--output" : argument == "-q" ? "--quiet" : argument) }
            index += 1
        }
        /// A subcommand takes none of the lint options (only `rules` reads `--config`): given
        /// before a first word that is a subcommand's name, they would be ignored.
        func rejectOptions(of subcommand: String, allowing allowed: Set<String>) throws(UsageError) {
            guard let option = given.first(where: { !allowed.contains($0) }) else { return }
            throw UsageError(description: "'\(subcommand)' takes no '\(option)'; to lint a folder named '\(subcommand)', write './\(subcommand)'")
        }
        if case .lint = result.command, let first = positional.first, !firstWordIsPath {
            switch first {
            case "rules":
                try rejectOptions(of: "rules", allowing: ["--config"])
                guard positional.count <= 2 else { throw UsageError(description: "'rules' takes at most one rule id") }
                // A rule's document is the same whatever the configuration says.
                if positional.count == 2 && given.contains("--config") {
                    throw UsageError(description: "'rules \(positional[1])' prints the rule's document, which no configuration changes; '--config' goes with 'rules' alone")
                }
                result.command = .rules(positional.count == 2 ? positional[1] : nil)
                return result
            case "dump":
                try rejectOptions(of: "dump", allowing: [])
                guard positional.count == 3 else { throw UsageError(description: "usage: swiftlint-lite dump tokens|declarations|types|interface FILE") }
                result.command = .dump(positional[1], positional[2])
                return result
            case "lint":
                // After options (`--strict lint`) the word could mean either; with a file or
                // folder of that name here, it is not taken silently for the subcommand.
                if firstWordFollowsOptions && FileManager.default.fileExists(atPath: "lint") {
                    throw UsageError(description: "'lint' after options is the subcommand, which lints the current folder; to lint the folder 'lint', write './lint' (or put 'lint' first)")
                }
                positional.removeFirst()
            default:
                break
            }
        }
        // `--disable superfluous_disable_command` is --no-superfluous-disable.
        if result.disable.contains(SuppressionRegions.superfluousRuleID) {
            result.noSuperfluousDisable = true
            result.disable.removeAll { $0 == SuppressionRegions.superfluousRuleID }
        }
        for rule in result.only + result.disable where RuleRegistry.rule(withID: rule) == nil {
            if rule == SuppressionRegions.superfluousRuleID {
                throw UsageError(description: "'\(rule)' is not a rule that can be chosen; --disable or --no-superfluous-disable turns its findings off")
            }
            // `--only a,b` (as `.lint.yml` lists and suppression comments take them).
            let parts = rule.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count > 1 && parts.allSatisfy({ RuleRegistry.rule(withID: $0) != nil }) {
                let option = result.only.contains(rule) ? "--only" : "--disable"
                throw UsageError(description: "unknown rule '\(rule)'; name one rule per option and repeat it ("
                                 + parts.map { "\(option) \($0)" }.joined(separator: " ") + ")")
            }
            let hint = Suggestion.closest(to: rule, in: RuleRegistry.ids).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(description: "unknown rule '\(rule)'\(hint)")
        }
        result.paths = positional
        if result.strict && result.noStrict {
            throw UsageError(description: "'--strict' and '--no-strict' cannot be used together")
        }
        if result.writeBaselinePath != nil, let option = given.first(where: { $0 == "--reporter" || $0 == "--output" }) {
            // A run that records a baseline writes no report: the option would do nothing.
            throw UsageError(description: "'--write-baseline' writes the baseline and no report; '\(option)' cannot be used with it")
        }
        if result.stdinPath != nil {
            // Standard input is the one file linted: paths would be ignored, and `--fix` has no
            // file to write back to.
            if !positional.isEmpty { throw UsageError(description: "'--stdin-path' lints standard input only; do not name paths as well") }
            if result.fix { throw UsageError(description: "'--fix' cannot be used with '--stdin-path': there is no file to write back to") }
            if let path = result.stdinPath, Self.namesFolder(path) {
                throw UsageError(description: "'--stdin-path \(path)' names a folder; name the file the text will be saved as")
            }
        }
        return result
    }

    /// Whether `path` names a folder: by its spelling (`.`, `..`, a final `/`) or on disk.
    static func namesFolder(_ path: String) -> Bool {
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        if path.hasSuffix("/") || last == "." || last == ".." { return true }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
