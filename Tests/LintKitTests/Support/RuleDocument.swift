import Foundation
@testable import LintKit

/// A rule document (`Rules/<id>.md`) read the way the tests use it: its examples.
struct RuleDocument {
    /// One fenced example.
    struct Example {
        enum Section { case triggering, nonTriggering, before, after }
        var section: Section
        /// The code with markers removed.
        var code: String
        /// Byte offsets of the `↓` markers in `code`.
        var markers: [Int]
        /// `path=` from the info string, or `Example.swift`.
        var fileName: String
        /// `option:key=value` entries.
        var options: [String: String]
        /// The line of the opening fence in the document (for failure messages).
        var line: Int
    }

    var id: String
    var text: String
    var examples: [Example] = []

    /// The repository root, found from this file's path.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Every document in `Rules/`.
    static func all() throws -> [RuleDocument] {
        let folder = repositoryRoot.appendingPathComponent("Rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return RuleDocument(id: String(name.dropLast(3)), text: text)
        }
    }

    init(id: String, text: String) {
        self.id = id
        self.text = text
        parse()
    }

    private mutating func parse() {
        var section: Example.Section?
        var lines = text.components(separatedBy: "\n")[...]
        var lineNumber = 0
        while let line = lines.popFirst() {
            lineNumber += 1
            if line.hasPrefix("## ") {
                let heading = line.dropFirst(3).lowercased()
                if heading.hasPrefix("triggering") { section = .triggering }
                else if heading.hasPrefix("non-triggering") { section = .nonTriggering }
                else if heading.hasPrefix("corrections") { section = .before }
                else { section = nil }
                continue
            }
            guard line.hasPrefix("```") else { continue }
            let info = line.dropFirst(3).split(separator: " ").map(String.init)
            let fenceLine = lineNumber
            var body: [String] = []
            while let next = lines.popFirst() {
                lineNumber += 1
                if next.hasPrefix("```") { break }
                body.append(next)
            }
            guard info.first == "swift", let current = section else { continue }
            var kind = current
            if current == .before || current == .after {
                if info.contains("before") { kind = .before } else if info.contains("after") { kind = .after } else { continue }
            } else if info.contains(where: { !($0 == "swift" || $0.hasPrefix("path=") || $0.hasPrefix("option:") || $0 == "no-swiftc") }) {
                continue
            }
            var fileName = "Example.swift"
            var options: [String: String] = [:]
            for word in info {
                if word.hasPrefix("path=") { fileName = String(word.dropFirst(5)) }
                if word.hasPrefix("option:"), let equals = word.firstIndex(of: "=") {
                    options[String(word[word.index(word.startIndex, offsetBy: 7)..<equals])] = String(word[word.index(after: equals)...])
                }
            }
            let raw = body.joined(separator: "\n") + "\n"
            var code: [UInt8] = []
            var markers: [Int] = []
            let marker = Array("↓".utf8)
            let bytes = Array(raw.utf8)
            var index = 0
            while index < bytes.count {
                if bytes[index...].starts(with: marker) {
                    markers.append(code.count)
                    index += marker.count
                } else {
                    code.append(bytes[index])
                    index += 1
                }
            }
            examples.append(Example(section: kind, code: String(decoding: code, as: UTF8.self), markers: markers,
                                    fileName: fileName, options: options, line: fenceLine))
        }
    }
}

/// Lints one in-memory file with one rule and returns that rule's findings.
func lintExample(_ code: String, fileName: String, ruleID: String, options: [String: String] = [:]) throws -> [Finding] {
    guard let ruleType = RuleRegistry.rule(withID: ruleID) else { return [] }
    var values: [String: YAMLValue] = [:]
    for (key, value) in options {
        values[key] = try YAMLReader.parse("v: \(value)").mappingEntries?.first?.value
    }
    let rule = try ruleType.init(options: RuleOptions(values))
    let engine = LintEngine(rules: [ConfiguredRule(rule: rule, severity: .warning)], reportSuperfluousDisables: false)
    let result = engine.lint(files: [SourceFile(path: fileName, text: code)])
    return result.findings.filter { $0.ruleID == ruleID }
}

/// `static_var_concurrency`'s findings in `code`, as `name: type` pairs (the non-`Sendable`
/// type's spelling, `?` for a finding that names none), in source order.
func reportedStaticVarTypes(_ code: String, fileName: String) throws -> [String] {
    let findings = try lintExample(code, fileName: fileName, ruleID: "static_var_concurrency")
    return findings.sorted { $0.offset < $1.offset }.map { finding in
        let name = finding.message.components(separatedBy: "'")[1]
        let type = finding.message.components(separatedBy: "non-'Sendable' type '").last?.components(separatedBy: "' may").first ?? "?"
        return name + ": " + type
    }
}

/// `static_var_concurrency`'s findings in `code`, each as the type its message prints (`'T'`
/// or `'T' (aka 'U')`), preceded by the variable's name and a space with `withNames`, in
/// source order.
func printedStaticVarTypes(_ code: String, fileName: String, withNames: Bool = false) throws -> [String] {
    let findings = try lintExample(code, fileName: fileName, ruleID: "static_var_concurrency")
    return findings.sorted { $0.offset < $1.offset }.map { finding in
        let after = finding.message.components(separatedBy: "non-'Sendable' type ").last ?? ""
        let printed = after.components(separatedBy: " may have shared mutable state").first ?? "?"
        return withNames ? finding.message.components(separatedBy: "'")[1] + " " + printed : printed
    }
}
