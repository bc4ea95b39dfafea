import Foundation
import LintKit

// MARK: - The place of an error line, for the reports

extension LintCommand {
    /// The ``ToolError`` of an error line (`.lint.yml:3:5: error: unknown key 'x'`): its
    /// place, when the head gives line and column, and the text after `error: `.
    static func toolError(fromMessage message: String, path: String?) -> ToolError {
        guard let marker = message.range(of: "error: ") else { return ToolError(path: path ?? "", message: message) }
        let reason = String(message[marker.upperBound...])
        let head = message[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        if head.count >= 4, let line = Int(head[head.count - 3]), let column = Int(head[head.count - 2]) {
            let file = head.dropLast(3).joined(separator: ":")
            return ToolError(path: file, message: reason, location: place(line: line, column: column, inFileAt: file))
        }
        return ToolError(path: path ?? "", message: reason)
    }

    /// Line `line` and UTF-8 column `column` (an error line's, as swiftc counts) of the file at
    /// `path`, with the UTF-16 column that SARIF's regions count, from the file read again;
    /// when it cannot be (a stream such as `<(git show main:.lint.yml)`, which is read once,
    /// or a file that is not UTF-8), the UTF-8 column stands for both.
    static func place(line: Int, column: Int, inFileAt path: String) -> SourceLocation {
        let given = SourceLocation(line: line, column: column, utf16Column: column)
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              case let .success(file) = FileReader.read(path), line >= 1, line <= file.lineTable.lineCount
        else { return given }
        let lineRange = file.lineTable.rangeOfLine(line)
        let offset = lineRange.lowerBound + column - 1
        // A column past the line's end (an error at the end of a line) keeps its own count.
        guard offset <= lineRange.upperBound else { return given }
        return file.lineTable.location(of: offset)
    }
}
