import Foundation
import LintKit

/// `swiftlint-lite rules [RULE]`.
enum RulesCommand {
    /// Lists the rules, or prints one rule's document. "enabled" and "severity" follow the
    /// configuration (`--config`, else `.lint.yml` when present, else the nearest above this
    /// folder in a repository, with a note naming it), or the defaults.
    static func run(_ id: String?, configPath: String?) -> Int32 {
        guard let id else {
            var enabled = Set(RuleRegistry.ids)
            var severities: [String: Severity] = [:]
            let path = configPath ?? (Configuration.isPresent(".lint.yml") ? ".lint.yml" : Configuration.nearestAbove() ?? ".lint.yml")
            if configPath != nil || Configuration.isPresent(path) {
                if configPath == nil && path != ".lint.yml" {
                    // As `lint` says it: the table follows a configuration found above.
                    printError("note: using the configuration \(path), the nearest above this folder")
                }
                do {
                    let configuration = try Configuration.load(path: path)
                    let rules = try configuration.makeRules(configPath: path)
                    enabled = Set(rules.map(\.metadata.id))
                    // A disabled rule shows the severity the configuration gives it too (what
                    // `--only` would run it with).
                    for (id, settings) in configuration.rules { if let severity = settings.severity { severities[id] = severity } }
                    for rule in rules { severities[rule.metadata.id] = rule.severity }
                } catch {
                    printError(error.description)
                    return 2
                }
            }
            let header = "id".padding(toLength: 26, withPad: " ", startingAt: 0) + "severity  enabled  autofix  description"
            print(header)
            for rule in RuleRegistry.all {
                let metadata = rule.metadata
                let autofix = RuleDocumentation.hasAutofix(metadata.id) ? "yes" : "no"
                let severity = severities[metadata.id] ?? metadata.defaultSeverity
                print(metadata.id.padding(toLength: 26, withPad: " ", startingAt: 0)
                      + severity.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                      + (enabled.contains(metadata.id) ? "yes" : "no").padding(toLength: 9, withPad: " ", startingAt: 0)
                      + autofix.padding(toLength: 9, withPad: " ", startingAt: 0) + metadata.summary)
            }
            return 0
        }
        if id == SuppressionRegions.superfluousRuleID {
            // No rule makes these findings, but each ends with this id: say what it means.
            let metadata = SuppressionRegions.superfluousMetadata(severity: .warning)
            print("# \(metadata.id)\n\n\(metadata.summary)\n\n\(metadata.rationale)\n\n"
                  + "Not a rule of its own: `--no-superfluous-disable`, `--disable \(metadata.id)` or `disabled_rules: [\(metadata.id)]` "
                  + "turn it off; a `disable \(metadata.id)` comment silences it where that comment applies. README's "
                  + "'Suppression comments' section has the details.")
            return 0
        }
        guard RuleRegistry.rule(withID: id) != nil else {
            let hint = Suggestion.closest(to: id, in: RuleRegistry.ids).map { "; did you mean '\($0)'?" }
                ?? "; the rules are \(RuleRegistry.ids.joined(separator: ", "))"
            printError("error: unknown rule '\(id)'\(hint)")
            return 2
        }
        print(RuleDocumentation.markdown(for: id) ?? "# \(id)\n\n(no documentation)")
        return 0
    }
}
