import LintKit

/// `swiftlint-lite rules [RULE]`.
enum RulesCommand {
    static func run(_ id: String?) -> Int32 {
        guard let id else {
            let header = "id".padding(toLength: 26, withPad: " ", startingAt: 0) + "severity  enabled  autofix  description"
            print(header)
            for rule in RuleRegistry.all {
                let metadata = rule.metadata
                let autofix = RuleDocumentation.hasAutofix(metadata.id) ? "yes" : "no"
                print(metadata.id.padding(toLength: 26, withPad: " ", startingAt: 0)
                      + metadata.defaultSeverity.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                      + "yes      " + autofix.padding(toLength: 9, withPad: " ", startingAt: 0) + metadata.summary)
            }
            return 0
        }
        guard RuleRegistry.rule(withID: id) != nil else {
            let hint = Suggestion.closest(to: id, in: RuleRegistry.ids).map { "; did you mean '\($0)'?" } ?? ""
            printError("error: unknown rule '\(id)'\(hint)")
            return 2
        }
        print(RuleDocumentation.markdown(for: id) ?? "# \(id)\n\n(no documentation)")
        return 0
    }
}
