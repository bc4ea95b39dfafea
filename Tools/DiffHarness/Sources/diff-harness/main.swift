// diff-harness: differential checks of LintKit against swift-syntax 603.0.1.
//
//   diff-harness tokens [options] DIR_OR_FILE...
//   diff-harness decls  [options] DIR_OR_FILE...
//   diff-harness dump | dump-swift-syntax | lex-speed DIR_OR_FILE...
//
// Options:
//   --limit N        check only the first N files (in sorted path order)
//   --sample K       check K files spread evenly over the sorted list (deterministic)
//   --max-reports R  print the first difference of at most R mismatching files (default: all)
//   --fine           (tokens) compare LintKit's exact token kind, not only the coarse class
//   --no-comments    (tokens) do not compare comments
//   --via-parser     (tokens) take boundaries from swift-syntax's parsed tree (normalized back
//                    to the lexer's view) instead of from its lexer
//   --quiet          print only the summary line
//
// Prints one line per mismatching file (its first difference) and then the summary
// `N files, M with token mismatches` (or `… with declaration mismatches`); exits 1 when M > 0.
// `dump` prints LintKit's tokens and comments, `dump-swift-syntax` swift-syntax's lexemes and
// the literal extents found in them, `lex-speed` LintKit's tokenizer throughput.
// See README.md for what is normalized and why.

import Foundation

struct Options {
    var command = ""
    var paths: [String] = []
    var limit: Int?
    var sample: Int?
    var maxReports = Int.max
    var fine = false
    var comments = true
    var viaParser = false
    var quiet = false
}

func usage() -> Never {
    let text = """
        usage: diff-harness tokens|decls|lex-speed|dump|dump-swift-syntax [--limit N] [--sample K] [--max-reports R] [--fine] [--no-comments] [--via-parser] [--quiet] PATH...

        """
    FileHandle.standardError.write(text.data(using: .utf8)!)
    exit(2)
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    guard let command = arguments.popFirst(), ["tokens", "decls", "lex-speed", "dump", "dump-swift-syntax"].contains(command) else { usage() }
    options.command = command
    func number(_ name: String) -> Int {
        guard let text = arguments.popFirst(), let value = Int(text), value >= 0 else {
            FileHandle.standardError.write("\(name) needs a non-negative number\n".data(using: .utf8)!)
            exit(2)
        }
        return value
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--limit": options.limit = number(argument)
        case "--sample": options.sample = number(argument)
        case "--max-reports": options.maxReports = number(argument)
        case "--fine": options.fine = true
        case "--no-comments": options.comments = false
        case "--via-parser": options.viaParser = true
        case "--quiet": options.quiet = true
        case "--help", "-h": usage()
        default:
            if argument.hasPrefix("--") { usage() }
            options.paths.append(argument)
        }
    }
    if options.paths.isEmpty { usage() }
    return options
}

/// Every `.swift` file under the given paths (files are taken as they are), sorted, without
/// duplicates. Paths may contain spaces and any other character.
func swiftFiles(under paths: [String]) -> [String] {
    var found = Set<String>()
    let manager = FileManager.default
    for path in paths {
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            FileHandle.standardError.write("diff-harness: no such file or directory: \(path)\n".data(using: .utf8)!)
            exit(2)
        }
        if !isDirectory.boolValue {
            found.insert(path)
            continue
        }
        guard let enumerator = manager.enumerator(atPath: path) else { continue }
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") {
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                var isDir: ObjCBool = false
                if manager.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue { found.insert(full) }
            }
        }
    }
    return found.sorted()
}

func select(_ files: [String], _ options: Options) -> [String] {
    var files = files
    if let sample = options.sample, sample < files.count {
        if sample == 0 {
            files = []
        } else {
            // Evenly spread, deterministic: the file at i * count / sample for each i.
            let count = files.count
            files = (0..<sample).map { files[$0 * count / sample] }
        }
    }
    if let limit = options.limit, limit < files.count { files = Array(files.prefix(limit)) }
    return files
}

func readBytes(_ path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return [UInt8](data)
}

/// 1-based line and UTF-8 column of `offset`, computed here (not with LintKit's line table,
/// which is itself under test).
func lineAndColumn(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        } else if byte == UInt8(ascii: "\r") {
            if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") {
                if index + 1 >= end { break }
                index += 1
            }
            line += 1
            lineStart = index + 1
        }
        index += 1
    }
    return (line, offset - lineStart + 1)
}

/// Source text for a report: at most 40 bytes, line breaks and tabs escaped.
func snippet(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    let lower = max(0, min(range.lowerBound, bytes.count))
    let upper = max(lower, min(range.upperBound, bytes.count))
    var text = String(decoding: bytes[lower..<min(upper, lower + 40)], as: UTF8.self)
    if upper - lower > 40 { text += "…" }
    return text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
        .replacingOccurrences(of: "\t", with: "\\t")
}

let options = parseOptions()
let files = select(swiftFiles(under: options.paths), options)

if options.command == "dump" {
    // LintKit's tokens and comments of each file, one a line (for writing tests).
    for path in files {
        guard let bytes = readBytes(path) else { continue }
        let stream = LKLexer.tokenize(bytes)
        for token in stream.tokens {
            let keyword = token.keyword == .none ? "" : " keyword=\(token.keyword)"
            print("\(token.kind) \(token.start)..<\(token.end) flags=\(token.flags)\(keyword) `\(snippet(bytes, token.range))`")
        }
        for comment in stream.comments {
            print("comment \(comment.kind) \(comment.start)..<\(comment.end) `\(snippet(bytes, comment.range))`")
        }
    }
    exit(0)
}

if options.command == "dump-swift-syntax" {
    // swift-syntax's lexemes (its lexer on its own) and the literal extents the harness
    // derives from them.
    for path in files {
        guard let bytes = readBytes(path) else { continue }
        bytes.withUnsafeBufferPointer { buffer in
            var comments: [HComment] = []
            let lexemes = TokenCheck.lex(buffer, comments: &comments)
            for lexeme in lexemes {
                print("\(lexeme.kind) \(lexeme.start)..<\(lexeme.end) `\(snippet(bytes, lexeme.start..<lexeme.end))`")
            }
            for extent in TokenCheck.literalExtents(lexemes, buffer: buffer) {
                print("literal \(extent.fine) \(extent.start)..<\(extent.end) `\(snippet(bytes, extent.start..<extent.end))`")
            }
        }
    }
    exit(0)
}

if options.command == "lex-speed" {
    // Tokenizer throughput (LintKit only), best of 5 passes over the files held in memory.
    let contents = files.compactMap(readBytes)
    let total = contents.reduce(0) { $0 + $1.count }
    var best = Double.infinity
    var tokenCount = 0
    for _ in 0..<5 {
        let passStart = Date()
        tokenCount = 0
        for bytes in contents { tokenCount += LKLexer.tokenize(bytes).count }
        best = min(best, Date().timeIntervalSince(passStart))
    }
    print(String(format: "%d files, %.1f MB, %d tokens: %.3f s, %.0f MB/s", contents.count,
                 Double(total) / 1_000_000, tokenCount, best, Double(total) / 1_000_000 / best))
    exit(0)
}
var mismatching = 0
var reported = 0
var checkedBytes = 0
let started = Date()

for path in files {
    guard let bytes = readBytes(path) else {
        FileHandle.standardError.write("diff-harness: cannot read \(path)\n".data(using: .utf8)!)
        mismatching += 1
        continue
    }
    checkedBytes += bytes.count
    let difference: String?
    if options.command == "tokens" {
        difference = TokenCheck.firstDifference(bytes: bytes, fine: options.fine, comments: options.comments, viaParser: options.viaParser)
    } else {
        difference = DeclCheck.firstDifference(bytes: bytes, path: path)
    }
    if let difference {
        mismatching += 1
        if !options.quiet && reported < options.maxReports {
            reported += 1
            print("\(path):\(difference)")
        }
    }
}

let seconds = Date().timeIntervalSince(started)
let what = options.command == "tokens" ? "token" : "declaration"
print("\(files.count) files, \(mismatching) with \(what) mismatches")
FileHandle.standardError.write(
    String(format: "checked %.1f MB in %.1f s\n", Double(checkedBytes) / 1_000_000, seconds).data(using: .utf8)!)
exit(mismatching > 0 ? 1 : 0)
