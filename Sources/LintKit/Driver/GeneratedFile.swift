import Foundation

/// Recognizes files that say they are generated (`// DO NOT EDIT`, `Do not edit directly!`,
/// `Do NOT modify`, `@generated`), which `--fix` leaves alone: their generator would undo the
/// edit.
public enum GeneratedFile {
    /// How much of the head of a file is searched for a marker.
    static let headLength = 2048

    /// Whether the comments in the first ``headLength`` bytes of `bytes` hold `do not edit`,
    /// `do not modify` or `@generated`, in any case. Code and string literals do not count:
    /// `let hint = "Do not edit by hand"` says nothing about the file.
    public static func isMarked(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: commentBytes(bytes.prefix(headLength)), as: UTF8.self).lowercased()
        return head.containsBytes("do not edit") || head.containsBytes("do not modify") || head.containsBytes("@generated")
    }

    /// The bytes of the comments in `bytes` (`//` to the end of the line, `/* … */`, nested),
    /// each comment followed by a newline. A rough scan, enough for a file's head: string
    /// literals are skipped from quote to quote, so a `"//"` is no comment.
    static func commentBytes(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""),
            backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        var comments: [UInt8] = []
        var position = bytes.startIndex
        var blockDepth = 0
        var inLineComment = false
        var inString = false
        func next(_ offset: Int = 1) -> UInt8? {
            position + offset < bytes.endIndex ? bytes[position + offset] : nil
        }
        while position < bytes.endIndex {
            let byte = bytes[position]
            if inLineComment {
                comments.append(byte)
                if byte == newline { inLineComment = false }
            } else if blockDepth > 0 {
                if byte == star && next() == slash {
                    blockDepth -= 1
                    position += 1
                    comments.append(newline)
                } else if byte == slash && next() == star {
                    blockDepth += 1
                    position += 1
                } else {
                    comments.append(byte)
                }
            } else if inString {
                if byte == backslash { position += 1 } else if byte == quote { inString = false }
            } else if byte == slash && next() == slash {
                inLineComment = true
                position += 1
            } else if byte == slash && next() == star {
                blockDepth = 1
                position += 1
            } else if byte == quote {
                inString = true
            }
            position += 1
        }
        return comments
    }
}
