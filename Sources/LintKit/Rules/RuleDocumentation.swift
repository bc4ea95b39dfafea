/// The rule documents (`Rules/<id>.md`), embedded at build time so that the installed binary
/// can print them (`swiftlint-lite rules RULE`) and SARIF can carry them as `help`.
/// `Scripts/embed-rule-docs.py` regenerates `Rules/Documentation/*.swift`; a test
/// checks that it matches `Rules/`.
public enum RuleDocumentation {
    /// The Markdown document of rule `id`.
    public static func markdown(for id: String) -> String? { documents[id] }

    /// Whether the rule's document says it has an autofix.
    public static func hasAutofix(_ id: String) -> Bool {
        guard let document = documents[id] else { return false }
        return document.contains("| Autofix | yes")
    }
}
