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
        // Through the array (a `for` loop copies each finding), and a rule id like the one
        // before is not looked up again: findings of one rule come in runs.
        var previousID: String?
        for index in findings.indices {
            let ruleID = findings[index].ruleID
            guard ruleID != previousID else { continue }
            previousID = ruleID
            guard indexByID[ruleID] == nil else { continue }
            let severity = findings[index].severity
            let rule = ruleID == SuppressionRegions.superfluousRuleID
                ? Self.superfluousDisableCommand(severity: severity)
                : RuleMetadata(id: ruleID, name: ruleID, summary: ruleID, rationale: "", defaultSeverity: severity)
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

    /// The descriptor of the findings about suppression comments, which no rule makes.
    static func superfluousDisableCommand(severity: Severity) -> RuleMetadata {
        SuppressionRegions.superfluousMetadata(severity: severity)
    }

    /// A `reportingDescriptor` for `rule`; empty texts fall back to the next best one. Its
    /// help is plain text (the summary and rationale) and, as Markdown, the rule document up to
    /// its examples (``helpMarkdown(_:)``): the examples are the test suite's, and made every
    /// log half a megabyte.
    static func descriptor(for rule: RuleMetadata) -> JSONValue {
        let summary = rule.summary.isEmpty ? (rule.name.isEmpty ? rule.id : rule.name) : rule.summary
        let rationale = rule.rationale.isEmpty ? summary : rule.rationale
        let text = rationale == summary ? summary : summary + "\n\n" + rationale
        let markdown = rule.helpMarkdown.isEmpty ? text : helpMarkdown(rule.helpMarkdown)
        return [
            "id": .string(rule.id),
            "name": .string(rule.name.isEmpty ? rule.id : rule.name),
            "shortDescription": ["text": .string(summary)],
            "fullDescription": ["text": .string(rationale)],
            "help": ["text": .string(text), "markdown": .string(markdown)],
            "defaultConfiguration": ["level": .string(rule.defaultSeverity.rawValue)],
        ]
    }

    /// A rule document without its example sections (from `## Triggering examples` on).
    static func helpMarkdown(_ document: String) -> String {
        guard let range = document.firstRange(ofBytes: "\n## Triggering examples") else { return document }
        var kept = String(document[..<range.lowerBound])
        while kept.hasSuffix("\n") { kept.removeLast() }
        return kept + "\n"
    }
}
