import LintKit

/// `swiftlint-lite dump tokens|declarations|types|interface FILE`: what the tokenizer and
/// parser see; `interface` also takes a folder (its `.swift` files' stubs, in path order).
enum DumpCommand {
    static func run(_ what: String, path: String) -> Int32 {
        if what == "interface" { return dumpInterface(path) }
        // The kind first: `dump foo x.swift` is about `foo`, not about reading `x.swift`.
        guard ["tokens", "declarations", "types"].contains(what) else {
            printError("error: unknown dump '\(what)'; use tokens, declarations, types or interface")
            return 2
        }
        let file: SourceFile
        switch FileReader.read(path) {
        case let .success(read): file = read
        case let .failure(failure):
            printError(failure.description)
            return 2
        }
        let tree = Parser.parse(file)
        func position(_ offset: Int) -> String {
            let location = file.lineTable.location(of: offset)
            return "\(location.line):\(location.column)"
        }
        switch what {
        case "tokens":
            for token in tree.tokens {
                print("\(position(Int(token.start)))\t\(token.kind)\t\(file.text(token.range).debugDescription)")
            }
        case "declarations":
            for (index, declaration) in tree.declarations.enumerated() {
                let generics = declaration.genericParameters.map(\.name).joined(separator: ",")
                print("\(index)\t\(position(Int(tree.tokens[declaration.nameToken].start)))\t\(declaration.kind.rawValue)\t\(declaration.name)"
                      + "\tparent=\(declaration.parent.map(String.init) ?? "-")" + (generics.isEmpty ? "" : "\t<\(generics)>"))
            }
        case "types":
            for use in tree.typeUses {
                print("\(position(use.type.startOffset))\t\(use.context)\t\(file.text(use.type.startOffset..<use.type.endOffset))")
            }
        default:
            return 2  // not reached: the kind is checked before the file is read
        }
        for recovery in tree.recoveries { printError("\(path):\(position(recovery.offset)): note: parser recovered: \(recovery.reason)") }
        return 0
    }

    /// Prints the ``InterfaceStub`` of the file, or of every `.swift` file in the folder.
    private static func dumpInterface(_ path: String) -> Int32 {
        let (files, problems) = FileDiscovery(root: path).discover([path])
        // `path: error: reason`, as the lint command names a path it cannot read (a link that
        // leads nowhere, met in a folder, is a warning).
        for problem in problems {
            printError("\(problem.isEscaped ? problem.path : PrintablePath.escaped(problem.path)): \(problem.isWarning ? "warning" : "error"): \(problem.reason)")
        }
        var status: Int32 = problems.allSatisfy(\.isWarning) ? 0 : 2
        for file in files {
            switch FileReader.read(file) {
            case let .success(read): print(InterfaceStub.text(of: Parser.parse(read)), terminator: "")
            case let .failure(failure):
                printError(failure.description)
                status = 2
            }
        }
        return status
    }
}
