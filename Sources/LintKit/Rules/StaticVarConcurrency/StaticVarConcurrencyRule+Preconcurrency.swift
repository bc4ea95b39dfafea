/// `@preconcurrency import M` and `@preconcurrency class Legacy`: swiftc (Swift 5 mode) says
/// nothing about a value whose type is not `Sendable` only because of types that `M` declares
/// (`let key = Crypto.PrivateKey()`, `[Thing]`) or that are declared `@preconcurrency`, while
/// a type of the file's own module in the same value still counts (`(Mine, Thing)` is
/// reported).
extension StaticVarConcurrencyRule {
    /// The modules the file imports with `@preconcurrency`, and those they re-export
    /// (`@_exported import OldKit` in a `Bridge` imported so: swiftc excuses `OldKit`'s types
    /// too), transitively (the toolchain's types keep their verdicts, but for Dispatch's:
    /// swiftc still reports Foundation's classes that are explicitly not `Sendable`).
    static func preconcurrencyModules(of tree: SyntaxTree, index: ProjectIndex) -> Set<String> {
        var modules = Set<String>()
        var pending: [String] = []
        for declaration in tree.declarations where declaration.kind == .import && declaration.hasAttribute("preconcurrency") {
            pending.append(String(ProjectIndex.importedModule(declaration.name)))
        }
        while let module = pending.popLast() {
            guard modules.insert(module).inserted else { continue }
            pending.append(contentsOf: index.reexports[module] ?? [])
        }
        return modules
    }

    /// Whether the type spelled `typeText` (quoted as the message quotes it) is not `Sendable`
    /// only through types declared in `modules` or declared `@preconcurrency` themselves
    /// (`@preconcurrency final class Legacy`, `@preconcurrency protocol LegacyDelegate`: swiftc
    /// says nothing of `Legacy?`, `[String : Legacy]` or `[any LegacyDelegate]`): every type
    /// name in it that the project declares at top level is one of those, there is at least
    /// one, and it holds no function type, no existential of another protocol (not `Sendable`
    /// on their own), no composition and no metatype of an existential (`any LegacyDelegate.Type`). A type
    /// nested in a `@preconcurrency` one is not excused (`Legacy.Inner` is reported), nor a
    /// type of the file's own module beside it (`(Mine, Legacy)`).
    static func isExcusedByPreconcurrency(_ typeText: String, modules: Set<String>, index: ProjectIndex) -> Bool {
        // A function type, or an existential of a composition (`any LegacyDelegate & Marker`,
        // also through an alias: swiftc 6.3.1 reports it whatever module its protocols are from).
        guard !typeText.contains("->"), !typeText.contains(" & ") else { return false }
        // A key path is never `Sendable` in the Swift 5 mode, whatever its root's module: the
        // standard library's class is what swiftc reports (`'WritableKeyPath<Item, String>'`
        // after `@preconcurrency import Lib`, hw63).
        let quoted = typeText.hasPrefix("'") ? typeText.dropFirst() : Substring(typeText)
        if KeyPathSpelling.classNames.contains(where: { quoted.hasPrefix($0 + "<") || quoted.hasPrefix($0 + "'") }) { return false }
        var sawExcused = false
        var followsAny = false
        var previousWasExistential = false
        // The first component of each (dotted) name: what the index keeps at top level.
        for word in typeText.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
            if word == "any" {
                followsAny = true
                continue
            }
            let isExistential = followsAny
            followsAny = false
            // The metatype of an existential is reported all the same (`any Plugin.Type`,
            // `(any Plugin).Type`).
            let isMetatype = word.hasSuffix(".Type") || word.hasSuffix(".Protocol")
            if isMetatype && (isExistential || (word.hasPrefix(".") && previousWasExistential)) { return false }
            previousWasExistential = isExistential
            let name = String(word)
            let head = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            // Dispatch's classes and protocols are not `Sendable` only for want of a
            // conformance (Foundation's are explicitly not): `@preconcurrency import Dispatch`
            // excuses them (`DispatchWorkItem`, `any DispatchSourceTimer`).
            if modules.contains("Dispatch") && head.hasPrefix("Dispatch") && index.topLevel[head] == nil {
                sawExcused = true
                continue
            }
            guard let symbols = index.topLevel[head], !symbols.isEmpty else {
                // An existential of a protocol the project does not declare.
                if isExistential { return false }
                continue
            }
            if isDeclaredPreconcurrency(name, index: index) {
                sawExcused = true
                continue
            }
            // An existential of the module's protocol is excused as its concrete types are
            // (`any Plugin`, `[any Plugin]` after `@preconcurrency import Kit`).
            guard symbols.allSatisfy({ modules.contains($0.module) }) else { return false }
            sawExcused = true
        }
        return sawExcused
    }

    /// Whether every declaration of the project's type at `path` (`Legacy`, `Legacy.Inner`) is
    /// marked `@preconcurrency`.
    static func isDeclaredPreconcurrency(_ path: String, index: ProjectIndex) -> Bool {
        if let dot = path.lastIndex(ofASCII: UInt8(ascii: ".")) {
            let owner = String(path[..<dot])
            let name = String(path[path.utf8.index(after: dot)...])
            return index.nested[owner]?[name]?.attributes.contains("preconcurrency") == true
        }
        guard let symbols = index.topLevel[path], !symbols.isEmpty else { return false }
        return symbols.allSatisfy { $0.attributes.contains("preconcurrency") }
    }
}
