/// The rules of a SARIF run: `tool.driver.rules` and the `ruleIndex` of each rule id.
struct SARIFRuleTable {
    private(set) var descriptors: [JSONValue] = []
    private var indexByID: [String: Int] = [:]

    /// Lists `rules` in order (first entry wins for a repeated id), then a bare descriptor for
    /// each rule id used by `findings` but not described, in order of first use.
    init(rules: [RuleMetadata], findings: [Finding]) {
        for rule in rules where indexByID[rule.id] == nil {
            indexByID[rule.id] = descriptors.count
            descriptors.append(SARIFRuleTable.descriptor(for: rule))
        }
        for finding in findings where indexByID[finding.ruleID] == nil {
            let rule = RuleMetadata(id: finding.ruleID, name: finding.ruleID, summary: finding.ruleID,
                                    rationale: "", defaultSeverity: finding.severity)
            indexByID[rule.id] = descriptors.count
            descriptors.append(SARIFRuleTable.descriptor(for: rule))
        }
    }

    /// The index of `ruleID` in `descriptors` (every finding's rule id is present).
    func index(of ruleID: String) -> Int {
        indexByID[ruleID] ?? 0
    }

    /// The `tool.driver` object.
    func driver(version: String) -> JSONValue {
        [
            "name": .string(SARIFReporter.toolName),
            "version": .string(version),
            "informationUri": .string(SARIFReporter.informationURI),
            "rules": .array(descriptors),
        ]
    }

    /// A `reportingDescriptor` for `rule`; empty texts fall back to the next best one.
    static func descriptor(for rule: RuleMetadata) -> JSONValue {
        let summary = rule.summary.isEmpty ? (rule.name.isEmpty ? rule.id : rule.name) : rule.summary
        let rationale = rule.rationale.isEmpty ? summary : rule.rationale
        let help = rule.helpMarkdown.isEmpty ? summary : rule.helpMarkdown
        return [
            "id": .string(rule.id),
            "name": .string(rule.name.isEmpty ? rule.id : rule.name),
            "shortDescription": ["text": .string(summary)],
            "fullDescription": ["text": .string(rationale)],
            "help": ["text": .string(help), "markdown": .string(help)],
            "defaultConfiguration": ["level": .string(rule.defaultSeverity.rawValue)],
        ]
    }
}
