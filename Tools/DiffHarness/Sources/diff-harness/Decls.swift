// The declaration comparison: the declarations LintKit's parser finds against those in
// swift-syntax's tree, as (kind, name, line, generic parameter names), in source order.
//
// swift-syntax side (a SyntaxVisitor over `Parser.parse(source:)`): import, protocol, class,
// struct, enum, actor, extension, func, init, deinit, subscript, every name bound by a
// var/let (tuple patterns give one entry per name; `_` is not a name), typealias,
// associatedtype, macro, every element of an enum case, operator and precedencegroup
// declarations — in every `#if` clause, at any depth (members, local declarations in bodies,
// accessors and closures). LintKit's side reads every clause too (`readingEveryBranch`), though
// the rules skip the branches no build compiles (`#if false`).
//
// Normalizations, both sides alike:
//  - names lose their backticks (`` `default` `` is `default`);
//  - an import's name is its path joined with `.`; an extension's name is the extended type
//    as written with all whitespace and comments removed;
//  - `init?`/`init!` are `init`; an operator's name is its spelling;
//  - a protocol's primary associated types (`protocol P<Element>`) count as its generic
//    parameters, as LintKit's `Declaration.genericParameters` holds them;
//  - the line is the line of the name token (of the keyword for init, deinit and subscript,
//    of the first token of the path or extended type for import and extension).

@_spi(RawSyntax) import SwiftSyntax
import SwiftParser
import LintKit

struct HDecl: Equatable {
    var kind: String
    var name: String
    var line: Int
    var generics: [String]
    /// Byte offset of the name token (sort key).
    var offset: Int

    static func == (a: HDecl, b: HDecl) -> Bool {
        a.kind == b.kind && a.name == b.name && a.line == b.line && a.generics == b.generics
    }

    var description: String {
        let generic = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
        return "\(kind) \(name)\(generic) (line \(line))"
    }
}

enum DeclCheck {
    static func firstDifference(bytes: [UInt8], path: String) -> String? {
        let theirs = bytes.withUnsafeBufferPointer { swiftSyntaxDecls($0, bytes) }
        let ours = lintKitDecls(bytes, path: path)
        var index = 0
        while index < theirs.count || index < ours.count {
            let reference = index < theirs.count ? theirs[index] : nil
            let mine = index < ours.count ? ours[index] : nil
            if let reference, let mine, reference == mine {
                index += 1
                continue
            }
            let line = min(reference?.line ?? Int.max, mine?.line ?? Int.max)
            var hint = ""
            if let reference, index + 1 < ours.count, ours[index + 1] == reference {
                hint = " (extra in LintKit)"
            } else if let mine, index + 1 < theirs.count, theirs[index + 1] == mine {
                hint = " (missing in LintKit)"
            }
            return "\(line == Int.max ? 0 : line): decl #\(index): swift-syntax \(reference?.description ?? "<none>") | LintKit \(mine?.description ?? "<none>")\(hint)"
        }
        return nil
    }

    static func stripBackticks(_ name: String) -> String {
        if name.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`") { return String(name.dropFirst().dropLast()) }
        return name
    }

    /// Removes whitespace and comments (for extended types written across lines).
    static func squeeze(_ text: String) -> String {
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            if scalar == "/" && scalars.dropFirst().first == "/" {
                while let next = scalars.first, next != "\n" { scalars = scalars.dropFirst() }
                continue
            }
            if scalar == "/" && scalars.dropFirst().first == "*" {
                scalars = scalars.dropFirst(2)
                while !scalars.isEmpty && !(scalars.first == "*" && scalars.dropFirst().first == "/") { scalars = scalars.dropFirst() }
                scalars = scalars.dropFirst(2)
                continue
            }
            if !scalar.properties.isWhitespace { result.unicodeScalars.append(scalar) }
            scalars = scalars.dropFirst()
        }
        return result
    }

    // MARK: LintKit side

    static func lintKitDecls(_ bytes: [UInt8], path: String) -> [HDecl] {
        let file = SourceFile(path: path, bytes: bytes)
        let tree = LintKit.Parser.parse(file, readingEveryBranch: true)
        let tokens = tree.stream.tokens
        var result: [HDecl] = []
        func line(_ token: Int) -> Int { lineAndColumn(bytes, Int(tokens[token].start)).line }
        for declaration in tree.declarations {
            // A freestanding macro's expansion at file scope (`#Preview { … }`), which LintKit
            // keeps as the parent of the code in it; swift-syntax's list has declarations only.
            if declaration.kind == .macro && tree.text(of: declaration.keywordToken) == "#" { continue }
            let kind = declaration.kind.rawValue
            let generics = declaration.genericParameters.map { stripBackticks($0.name) }
            if declaration.kind.isVariable && !declaration.patternNameTokens.isEmpty {
                for token in declaration.patternNameTokens {
                    let name = stripBackticks(tree.text(of: token))
                    if name == "_" { continue }
                    result.append(HDecl(kind: kind, name: name, line: line(token), generics: generics, offset: Int(tokens[token].start)))
                }
                continue
            }
            var name = declaration.name
            switch declaration.kind {
            case .extension, .import: name = squeeze(name)
            default: name = stripBackticks(name)
            }
            // `let _ = …` and a tuple pattern that binds no name (`let (_, _) = …`): swift-syntax
            // lists bound names only.
            if declaration.kind.isVariable && (name == "_" || name.isEmpty) { continue }
            let token = min(declaration.nameToken, tokens.count - 1)
            result.append(HDecl(kind: kind, name: name, line: line(token), generics: generics, offset: Int(tokens[token].start)))
        }
        return result.sorted { $0.offset < $1.offset }
    }

    // MARK: swift-syntax side

    static func swiftSyntaxDecls(_ buffer: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8]) -> [HDecl] {
        let tree = SSParser.parse(source: buffer)
        let collector = DeclCollector(viewMode: .sourceAccurate, bytes: bytes)
        collector.walk(tree)
        return collector.decls.sorted { $0.offset < $1.offset }
    }
}

final class DeclCollector: SyntaxVisitor {
    let bytes: [UInt8]
    var decls: [HDecl] = []

    init(viewMode: SyntaxTreeViewMode, bytes: [UInt8]) {
        self.bytes = bytes
        super.init(viewMode: viewMode)
    }

    func add(_ kind: String, _ name: String, at node: some SyntaxProtocol, generics: GenericParameterClauseSyntax? = nil) {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let names = generics?.parameters.map { DeclCheck.stripBackticks($0.name.text) } ?? []
        decls.append(HDecl(kind: kind, name: name, line: lineAndColumn(bytes, offset).line, generics: names, offset: offset))
    }

    func name(_ token: TokenSyntax) -> String { DeclCheck.stripBackticks(token.text) }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = node.path.map { DeclCheck.stripBackticks($0.name.text) }.joined(separator: ".")
        if let first = node.path.first { add("import", path, at: first) }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add("protocol", name(node.name), at: node.name)
        // LintKit models primary associated types (`protocol P<Element>`) as the protocol's
        // generic parameters: the names written in its angle brackets.
        if let clause = node.primaryAssociatedTypeClause {
            decls[decls.count - 1].generics = clause.primaryAssociatedTypes.map { DeclCheck.stripBackticks($0.name.text) }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add("class", name(node.name), at: node.name, generics: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add("struct", name(node.name), at: node.name, generics: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add("enum", name(node.name), at: node.name, generics: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        add("actor", name(node.name), at: node.name, generics: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add("extension", DeclCheck.squeeze(node.extendedType.trimmedDescription), at: node.extendedType)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add("func", name(node.name), at: node.name, generics: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        add("init", "init", at: node.initKeyword, generics: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        add("deinit", "deinit", at: node.deinitKeyword)
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        add("subscript", "subscript", at: node.subscriptKeyword, generics: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        add("typealias", name(node.name), at: node.name, generics: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        add("associatedtype", name(node.name), at: node.name)
        return .visitChildren
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        add("macro", name(node.name), at: node.name, generics: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        add("case", name(node.name), at: node.name)
        return .visitChildren
    }

    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind {
        add("operator", node.name.text, at: node.name)
        return .visitChildren
    }

    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind {
        add("precedencegroup", name(node.name), at: node.name)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = node.bindingSpecifier.tokenKind == .keyword(.let) ? "let" : "var"
        for binding in node.bindings { addNames(in: binding.pattern, kind) }
        return .visitChildren
    }

    func addNames(in pattern: PatternSyntax, _ kind: String) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            add(kind, name(identifier.identifier), at: identifier.identifier)
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            for element in tuple.elements { addNames(in: element.pattern, kind) }
        }
    }
}
