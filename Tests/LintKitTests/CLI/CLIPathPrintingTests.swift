import Foundation
import LintKit
import XCTest

/// How file names are printed and named: control characters escaped, names that are not
/// UTF-8 reported, the reporter an `-o` name asks for, and one name per file in Checkstyle
/// and JUnit.
final class CLIPathPrintingTests: CLITestCase {
    /// A file name holding a line break cannot add a line of its own (a GitHub Actions
    /// workflow command) to the text output.
    func testControlCharactersInNamesAreEscaped() throws {
        let tree = try makeTree()
        try tree.write("x\n::error title=Injected::all passed\n.swift", "protocol P {}\nfunc f(_ x: P) {}\n")
        let result = try run(["--only", "existential_any", "."], in: tree)
        XCTAssertEqual(result.stdoutLines, [
            "x\\n::error title=Injected::all passed\\n.swift:2:13: warning: use of protocol 'P' as a type must be written 'any P' (existential_any)",
        ])
        XCTAssertEqual(PrintablePath.escaped("a\\b\u{1B}.swift"), "a\\\\b\\x1B.swift")
        XCTAssertEqual(PrintablePath.escaped("a\\b.swift"), "a\\b.swift", "a name without control characters is unchanged")
    }

    /// A Swift file or folder whose name is not UTF-8 is an error naming it (exit 2), never
    /// silently left out.
    func testNamesThatAreNotUTF8AreErrors() throws {
        let tree = try makeTree()
        try tree.write("Decl.swift", "protocol P {}\n")
        try createFile(bytes: Array(tree.path("bad").utf8) + [0xFF] + Array("name.swift".utf8), contents: "var a: P? = nil\n")
        try createFolder(bytes: Array(tree.path("Assets").utf8) + [0xE9])
        try createFile(bytes: Array(tree.path("Assets").utf8) + [0xE9] + Array("/Z.swift".utf8), contents: "var z: P? = nil\n")
        let result = try run(["-q", "."], in: tree)
        assertStatus(result, 2)
        XCTAssertTrue(result.stderr.contains("bad\\xFFname.swift: error: the name is not valid UTF-8; not linted"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Assets\\xE9: error: the name is not valid UTF-8; not linted"), result.stderr)
        // In SARIF such a name is no URI: the notification has no location.
        let sarif = try run(["-q", "--reporter", "sarif", "."], in: tree)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: sarif.stdoutData) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        let invocation = try XCTUnwrap((runs.first?["invocations"] as? [[String: Any]])?.first)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 2)
        XCTAssertTrue(notifications.allSatisfy { $0["locations"] == nil }, "\(notifications)")
    }

    /// Without `--reporter`, an `-o` name ending in `.sarif` gets SARIF (the name code-scanning
    /// uploads look for); other names get the default text.
    func testOutputNameEndingInSarifPicksSARIF() throws {
        let tree = try makeTree()
        try tree.write("a.swift", "protocol P {}\nfunc f(_ x: P) {}\n")
        assertStatus(try run(["-q", "-o", "lint.sarif", "a.swift"], in: tree), 0)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: tree.url("lint.sarif"))) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        assertStatus(try run(["-q", "-o", "lint.txt", "a.swift"], in: tree), 0)
        XCTAssertTrue(try tree.read("lint.txt").hasPrefix("a.swift:2:13: warning:"))
        assertStatus(try run(["-q", "--reporter", "json", "-o", "lint.sarif", "a.swift"], in: tree), 0)
        XCTAssertTrue(try tree.read("lint.sarif").hasPrefix("["), "--reporter wins over the name")
    }

    /// Checkstyle names a file once, in the form the GitHub Actions reporter uses, and JUnit
    /// gives two findings of one rule at one place two test case names.
    func testXMLReportersNameEachFileOnce() throws {
        let tree = try makeTree()
        try tree.write("W.swift", "protocol P {}\nstruct T { var a, b: P }\n")
        try tree.write("sub/keep.swift", "")
        let checkstyle = try run(["-q", "--only", "existential_any", "--reporter", "checkstyle", "sub/../W.swift"], in: tree)
        XCTAssertTrue(checkstyle.stdout.contains("<file name=\"W.swift\">"), checkstyle.stdout)
        XCTAssertEqual(checkstyle.stdout.components(separatedBy: "<file ").count - 1, 1, checkstyle.stdout)
        let junit = try run(["-q", "--only", "existential_any", "--reporter", "junit", "W.swift"], in: tree)
        XCTAssertTrue(junit.stdout.contains("name=\"W.swift:2:22\""), junit.stdout)
        XCTAssertTrue(junit.stdout.contains("name=\"W.swift:2:22 #2\""), junit.stdout)
    }

    private func createFile(bytes: [UInt8], contents: String) throws {
        let handle = (bytes + [0]).withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { fopen($0.baseAddress!, "wb") }
        }
        guard let handle else { throw CocoaError(.fileWriteUnknown) }
        _ = contents.utf8CString.withUnsafeBufferPointer { fwrite($0.baseAddress!, 1, $0.count - 1, handle) }
        fclose(handle)
    }

    private func createFolder(bytes: [UInt8]) throws {
        let status = (bytes + [0]).withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        guard status == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
