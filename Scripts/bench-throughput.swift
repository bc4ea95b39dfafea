// Tokenizer and parser throughput on one core, for Scripts/bench.sh (issue 2's goals:
// tokenizer ≥ 150 MB/s, tokenizer + parser ≥ 60 MB/s, release build).
//
// Not part of the package. bench.sh compiles it in one of two ways:
//   - linked against the release build's LintKit objects:
//       swiftc -O -static-stdlib -parse-as-library Scripts/bench-throughput.swift -I .build/release/Modules \
//              .build/release/LintKit.build/*.o -o /tmp/lintkit-throughput
//   - or, as a fallback, together with the sources, as part of module LintKit:
//       swiftc -O -static-stdlib -wmo -parse-as-library -module-name LintKit Sources/LintKit/**/*.swift \
//              Scripts/bench-throughput.swift -o /tmp/lintkit-throughput
//     (the `import LintKit` below is then ignored with a warning).
// It uses only LintKit's public API, so both builds measure the product's code.
//
// Usage: lintkit-throughput [--runs N] DIR...
// Reads every .swift file under DIR into memory first (so no I/O is timed), then times, single-
// threaded, each stage over all files, best of N runs (5 by default).
import Foundation
import LintKit

@main
struct BenchThroughput {
    static func main() {
        var runs = 5
        var roots: [String] = []
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            if argument == "--runs", let value = arguments.popFirst(), let number = Int(value), number > 0 {
                runs = number
            } else if argument == "--help" || argument == "-h" {
                print("usage: lintkit-throughput [--runs N] DIR...")
                return
            } else {
                roots.append(argument)
            }
        }
        guard !roots.isEmpty else {
            FileHandle.standardError.write(Data("usage: lintkit-throughput [--runs N] DIR...\n".utf8))
            exit(2)
        }

        let files = loadFiles(roots)
        let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
        guard totalBytes > 0 else {
            FileHandle.standardError.write(Data("no .swift files under \(roots.joined(separator: " "))\n".utf8))
            exit(2)
        }
        let megabytes = Double(totalBytes) / 1_000_000
        print(String(format: "files %d, %.1f MB (MB = 10^6 bytes), best of %d runs, one thread", files.count, megabytes, runs))

        // Line tables are built when a SourceFile is created; time that separately.
        let lineTable = best(runs) { () -> Int in
            var lines = 0
            for file in files { lines &+= LineTable(file.bytes).lineCount }
            return lines
        }
        let lex = best(runs) { () -> Int in
            var tokens = 0
            for file in files { tokens &+= Lexer.tokenize(file.bytes).count }
            return tokens
        }
        let lexParse = best(runs) { () -> Int in
            var declarations = 0
            for file in files {
                let stream = Lexer.tokenize(file.bytes)
                declarations &+= Parser.parse(file, stream: stream).declarations.count
            }
            return declarations
        }
        // The parser alone, on streams tokenized beforehand.
        let streams = files.map { Lexer.tokenize($0.bytes) }
        let parse = best(runs) { () -> Int in
            var declarations = 0
            for (file, stream) in zip(files, streams) { declarations &+= Parser.parse(file, stream: stream).declarations.count }
            return declarations
        }

        func row(_ name: String, _ measurement: (seconds: Double, checksum: Int), _ unit: String) {
            let padded = name.padding(toLength: 20, withPad: " ", startingAt: 0)
            print(padded + String(format: " %8.3f s %9.1f MB/s", measurement.seconds, megabytes / measurement.seconds)
                  + "   (\(measurement.checksum) \(unit))")
        }
        row("line table", lineTable, "lines")
        row("tokenizer", lex, "tokens")
        row("parser alone", parse, "declarations")
        row("tokenizer + parser", lexParse, "declarations")
        print(String(format: "RESULT tokenizer_mbps=%.1f parser_mbps=%.1f tokenizer_parser_mbps=%.1f",
                     megabytes / lex.seconds, megabytes / parse.seconds, megabytes / lexParse.seconds))
    }

    /// Every `.swift` file under `roots` (hidden folders and `.build` skipped, as the linter
    /// does), sorted by path so runs are comparable.
    static func loadFiles(_ roots: [String]) -> [SourceFile] {
        var paths: [String] = []
        let manager = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                paths.append(root)
                continue
            }
            let url = URL(fileURLWithPath: root)
            guard let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey],
                                                      options: [.skipsHiddenFiles]) else { continue }
            for case let item as URL in enumerator {
                if item.lastPathComponent == ".build" { enumerator.skipDescendants(); continue }
                if item.pathExtension == "swift",
                   (try? item.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                    paths.append(item.path)
                }
            }
        }
        paths.sort()
        return paths.compactMap { path in
            guard let data = manager.contents(atPath: path) else { return nil }
            return SourceFile(path: path, bytes: [UInt8](data))
        }
    }

    /// The fastest of `runs` timings of `body`, and its result (kept so nothing is optimized away).
    static func best(_ runs: Int, _ body: () -> Int) -> (seconds: Double, checksum: Int) {
        var fastest = Double.infinity
        var checksum = 0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            checksum = body()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            fastest = min(fastest, seconds)
        }
        return (fastest, checksum)
    }
}
