import LintKit

/// `swiftlint-lite dump tokens|declarations|types FILE`: what the tokenizer and parser see.
enum DumpCommand {
    static func run(_ what: String, path: String) -> Int32 {
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
            printError("error: unknown dump '\(what)'; use tokens, declarations or types")
            return 2
        }
        for recovery in tree.recoveries { printError("\(path):\(position(recovery.offset)): note: parser recovered: \(recovery.reason)") }
        return 0
    }
}
