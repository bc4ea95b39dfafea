/// `@preconcurrency import M`: swiftc (Swift 5 mode) says nothing about a value whose type is
/// not `Sendable` only because of types that `M` declares (`let key = Crypto.PrivateKey()`,
/// `[Thing]`), while a type of the file's own module in the same value still counts
/// (`(Mine, Thing)` is reported).
extension StaticVarConcurrencyRule {
    /// The modules the file imports with `@preconcurrency` that the project declares (the
    /// toolchain's types keep their verdicts: swiftc still reports Foundation's classes that
    /// are explicitly not `Sendable`).
    static func preconcurrencyModules(of tree: SyntaxTree) -> Set<String> {
        var modules = Set<String>()
        for declaration in tree.declarations where declaration.kind == .import && declaration.hasAttribute("preconcurrency") {
            modules.insert(String(ProjectIndex.importedModule(declaration.name)))
        }
        return modules
    }

    /// Whether the type spelled `typeText` (quoted as the message quotes it) is not `Sendable`
    /// only through types declared in `modules`: every type name in it that the project
    /// declares at top level is declared in those modules only, there is at least one, and it
    /// holds no function type or existential (not `Sendable` on their own).
    static func isExcusedByPreconcurrency(_ typeText: String, modules: Set<String>, index: ProjectIndex) -> Bool {
        guard !modules.isEmpty, !typeText.contains("->"), !typeText.contains("any ") else { return false }
        var sawExcused = false
        // The first component of each (dotted) name: what the index keeps at top level.
        for name in typeText.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
            let head = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            guard let symbols = index.topLevel[head], !symbols.isEmpty else { continue }
            guard symbols.allSatisfy({ modules.contains($0.module) }) else { return false }
            sawExcused = true
        }
        return sawExcused
    }
}
