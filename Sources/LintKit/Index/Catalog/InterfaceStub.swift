/// The part of a file that other modules can see and that the index reads: its public
/// protocols, types and typealiases (headers only, bodies empty), extensions that add
/// conformances, and `@_exported` imports. ``PackageCatalog`` is made of these stubs, one
/// per module of each package it knows.
///
/// A header is rebuilt from its tokens, one space wherever the source had whitespace or a
/// comment, so a comment inside a header cannot swallow the `{}` put after it and tokens that
/// touched still touch (`Array<P>` stays one generic type).
public enum InterfaceStub {
    /// The stub of a parsed file: one declaration per line, nested types inside their
    /// parents' braces; empty when the file declares nothing visible.
    public static func text(of tree: SyntaxTree) -> String {
        var children: [Int: [Int]] = [:]
        var topLevel: [Int] = []
        for index in tree.declarations.indices {
            if let parent = tree.declarations[index].parent {
                children[parent, default: []].append(index)
            } else {
                topLevel.append(index)
            }
        }
        var writer = Writer(tree: tree, children: children)
        for index in topLevel { writer.write(index, defaultAccessIsPublic: false, depth: 0) }
        return writer.output
    }

    /// Walks the declarations and appends the visible ones.
    private struct Writer {
        let tree: SyntaxTree
        let children: [Int: [Int]]
        var output = ""

        /// Appends declaration `index` (and its visible members) when it is visible.
        /// `defaultAccessIsPublic`: inside a `public extension`, members without an access
        /// modifier are public.
        mutating func write(_ index: Int, defaultAccessIsPublic: Bool, depth: Int) {
            let declaration = tree.declarations[index]
            let isPublic = Self.isPublic(declaration, defaultAccessIsPublic: defaultAccessIsPublic)
            switch declaration.kind {
            case .import:
                guard depth == 0, declaration.attributes.contains(where: { $0.name == "_exported" }) else { return }
                line(header(declaration, declaration.firstToken..<declaration.endToken), depth: depth)
            case .typealias:
                guard isPublic else { return }
                line(header(declaration, declaration.firstToken..<declaration.endToken), depth: depth)
            case .protocol:
                guard isPublic, let body = declaration.body else { return }
                line(header(declaration, declaration.firstToken..<body.lowerBound) + " {}", depth: depth)
            case .struct, .class, .enum, .actor:
                guard isPublic, let body = declaration.body else { return }
                writeBlock(index, header: header(declaration, declaration.firstToken..<body.lowerBound), membersArePublic: false, depth: depth)
            case .extension:
                guard depth == 0, let body = declaration.body else { return }
                // An extension is kept for the conformances it adds, or for the public types
                // declared in it.
                let membersArePublic = Self.isPublic(declaration, defaultAccessIsPublic: false)
                let visibleMembers = (children[index] ?? []).contains { isVisibleType($0, defaultAccessIsPublic: membersArePublic) }
                guard !declaration.inheritance.isEmpty || visibleMembers else { return }
                writeBlock(index, header: header(declaration, declaration.firstToken..<body.lowerBound), membersArePublic: membersArePublic, depth: depth)
            default:
                return
            }
        }

        /// Appends `header {` … `}` with the visible nested declarations, or `header {}`.
        private mutating func writeBlock(_ index: Int, header: String, membersArePublic: Bool, depth: Int) {
            let members = (children[index] ?? []).filter { isVisibleType($0, defaultAccessIsPublic: membersArePublic) }
            guard !members.isEmpty else {
                line(header + " {}", depth: depth)
                return
            }
            line(header + " {", depth: depth)
            for member in members { write(member, defaultAccessIsPublic: membersArePublic, depth: depth + 1) }
            line("}", depth: depth)
        }

        /// Whether member `index` is a type or typealias that ``write(_:defaultAccessIsPublic:depth:)`` keeps.
        private func isVisibleType(_ index: Int, defaultAccessIsPublic: Bool) -> Bool {
            let declaration = tree.declarations[index]
            switch declaration.kind {
            case .protocol, .struct, .class, .enum, .actor, .typealias: break
            default: return false
            }
            return Self.isPublic(declaration, defaultAccessIsPublic: defaultAccessIsPublic)
        }

        /// Whether `declaration` is `public` or `open`, or has no access modifier where that
        /// means public (`defaultAccessIsPublic`: members of a `public extension`).
        private static func isPublic(_ declaration: Declaration, defaultAccessIsPublic: Bool) -> Bool {
            let access = declaration.modifiers.first(where: ProjectIndex.isAccessLevel) ?? .none
            return access == .public || access == .open || (access == .none && defaultAccessIsPublic)
        }

        private mutating func line(_ text: String, depth: Int) {
            output += String(repeating: "    ", count: depth) + text + "\n"
        }

        /// The tokens `range` of `declaration` as source text, a space for whatever trivia stood
        /// between two. `@available` attributes are left out (the index has no use for
        /// platforms and versions) unless they make the declaration `unavailable`, which
        /// takes back a conformance.
        private func header(_ declaration: Declaration, _ range: Range<Int>) -> String {
            let tokens = tree.tokens
            var skipped: [Range<Int>] = []
            for attribute in declaration.attributes where attribute.name == "available" {
                guard let arguments = attribute.arguments,
                      !arguments.contains(where: { tree.text(of: $0) == "unavailable" }) else { continue }
                skipped.append(attribute.token..<(arguments.upperBound + 1))
            }
            var bytes: [UInt8] = []
            var first = true
            for index in range where index < tokens.count && tokens[index].kind != .endOfFile {
                if skipped.contains(where: { $0.contains(index) }) { continue }
                if !first && tokens[index].hasLeadingTrivia { bytes.append(UInt8(ascii: " ")) }
                first = false
                bytes.append(contentsOf: tree.file.bytes[tokens[index].range])
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
