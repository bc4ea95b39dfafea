import Foundation

/// Recognizes files that say they are generated (`// DO NOT EDIT`, `Do not edit directly!`,
/// `Do NOT modify`, `@generated`), which `--fix` leaves alone: their generator would undo the
/// edit.
public enum GeneratedFile {
    /// How much of the head of a file is searched for a marker.
    static let headLength = 2048

    /// Whether the comments in the first ``headLength`` bytes of `bytes` hold `do not edit`,
    /// `do not modify` or `@generated`, in any case. Code and string literals do not count:
    /// `let hint = "Do not edit by hand"` says nothing about the file. Nor do the two phrases
    /// in a documentation comment (`/// Do not edit this value directly; use the setter.`),
    /// which is about the declaration after it; `@generated` counts there too (`/** @generated */`).
    /// The comments are the lexer's, of the head alone.
    public static func isMarked(_ bytes: [UInt8]) -> Bool {
        let head = Array(bytes.prefix(headLength))
        var plain: [UInt8] = [], documentation: [UInt8] = []
        for comment in Lexer.tokenize(head).comments {
            let isDocumentation = comment.kind == .docLine || comment.kind == .docBlock
            if isDocumentation { documentation += head[Int(comment.start)..<Int(comment.end)] + [UInt8(ascii: "\n")] }
            else { plain += head[Int(comment.start)..<Int(comment.end)] + [UInt8(ascii: "\n")] }
        }
        let text = String(decoding: plain, as: UTF8.self).lowercased()
        let documented = String(decoding: documentation, as: UTF8.self).lowercased()
        return text.containsBytes("do not edit") || text.containsBytes("do not modify") || text.containsBytes("@generated")
            || documented.containsBytes("@generated")
    }
}
