import XCTest
@testable import LintKit

/// `FixApplier`: which fixes are taken, the bytes they make, and that many edits in one file
/// are applied in one pass.
final class FixApplierTests: XCTestCase {
    private func fix(_ edits: (Range<Int>, String)...) -> Fix {
        Fix(description: "test", edits: edits.map { TextEdit(range: $0.0, replacement: $0.1) })
    }

    func testAppliesEditsAndSkipsAFixThatOverlapsOneTaken() {
        let bytes = Array("let a: P = b".utf8)
        let (result, applied) = FixApplier.apply([
            fix((7..<8, "any P")),
            fix((7..<7, "(")),          // an insertion at the start of a replaced range: skipped
            fix((11..<12, "c"), (0..<3, "var")),
        ], to: bytes)
        XCTAssertEqual(String(decoding: result, as: UTF8.self), "var a: any P = c")
        XCTAssertEqual(applied, 2)
    }

    func testInsertionsAtOnePlaceKeepTheFixesOrder() {
        let bytes = Array("ab".utf8)
        let (result, applied) = FixApplier.apply([fix((1..<1, "1")), fix((1..<1, "2")), fix((2..<2, "3"))], to: bytes)
        XCTAssertEqual(String(decoding: result, as: UTF8.self), "a12b3")
        XCTAssertEqual(applied, 3)
    }

    func testAFixWithAnEditOutsideTheFileIsSkipped() {
        let (result, applied) = FixApplier.apply([fix((0..<1, "x"), (5..<9, "y"))], to: Array("abc".utf8))
        XCTAssertEqual(String(decoding: result, as: UTF8.self), "abc")
        XCTAssertEqual(applied, 0)
    }

    /// Random fixes, in and out of file order, against a plain reading of the rule: a fix is
    /// taken when none of its edits conflicts with an edit taken before, and the taken edits
    /// are applied from the start of the file, insertions at one place in the fixes' order.
    func testMatchesAPlainReadingOnRandomFixes() {
        var generator = SplitMix(seed: 42)
        for round in 0..<300 {
            let size = Int(generator.next() % 60) + 1
            let bytes = (0..<size).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            var fixes: [Fix] = []
            for _ in 0..<Int(generator.next() % 12) {
                var edits: [TextEdit] = []
                for _ in 0..<Int(generator.next() % 3) + 1 {
                    let start = Int(generator.next() % UInt64(size + 1))
                    let length = Int(generator.next() % 4) % (size - start + 1)
                    edits.append(TextEdit(range: start..<(start + length), replacement: String(generator.next() % 100)))
                }
                // A fix's own edits never overlap (see `Fix.edits`).
                let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
                if zip(sorted, sorted.dropFirst()).contains(where: { FixApplier.conflict($0.range, $1.range) || $0.range == $1.range }) { continue }
                fixes.append(Fix(description: "r", edits: edits))
            }
            let expected = Self.plainApply(fixes, to: bytes)
            let actual = FixApplier.apply(fixes, to: bytes)
            XCTAssertEqual(actual.bytes, expected.bytes, "round \(round)")
            XCTAssertEqual(actual.applied, expected.applied, "round \(round)")
        }
    }

    /// 200,000 fixes in one file (a rewrite per line of a generated file) are all applied.
    func testManyFixesInOneFileAreAllApplied() {
        let line = Array("func f(_ p: P) {}\n".utf8)
        var bytes: [UInt8] = []
        var fixes: [Fix] = []
        for index in 0..<200_000 {
            let start = index * line.count + 12
            fixes.append(fix((start..<(start + 1), "any P")))
            bytes += line
        }
        let (result, applied) = FixApplier.apply(fixes, to: bytes)
        XCTAssertEqual(applied, 200_000)
        XCTAssertEqual(result.count, bytes.count + 200_000 * 4)
        XCTAssertEqual(String(decoding: result.prefix(22), as: UTF8.self), "func f(_ p: any P) {}\n")
    }

    /// A file changed on disk after it was read is not overwritten; an unchanged one is.
    func testAFileChangedSinceItWasReadIsNotOverwritten() throws {
        let tree = try TempTree()
        defer { tree.remove() }
        try tree.write("a.swift", "let a: P? = nil\n")
        let path = tree.root.path + "/a.swift"
        guard case let .success(file) = FileReader.read(path) else { return XCTFail("cannot read the file") }
        try "let a: P? = nil\n// edited meanwhile\n".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try FixApplier.write(Array("let a: (any P)? = nil\n".utf8), over: file)) { error in
            XCTAssertTrue("\(error)".contains("changed on disk"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "let a: P? = nil\n// edited meanwhile\n")
        guard case let .success(current) = FileReader.read(path) else { return XCTFail("cannot read the file") }
        try FixApplier.write(Array("let a: (any P)? = nil\n".utf8), over: current)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "let a: (any P)? = nil\n")
    }

    /// Written many at a time, a file changed on disk after it was read is still not
    /// overwritten, and the others are.
    func testABatchLeavesAFileChangedSinceItWasRead() throws {
        let tree = try TempTree()
        defer { tree.remove() }
        try tree.write("a.swift", "let a: P? = nil\n")
        try tree.write("b.swift", "let b: P? = nil\n")
        let root = tree.root.path
        guard case let .success(a) = FileReader.read(root + "/a.swift"), case let .success(b) = FileReader.read(root + "/b.swift") else {
            return XCTFail("cannot read the files")
        }
        try "let a: P? = nil\n// edited meanwhile\n".write(toFile: root + "/a.swift", atomically: false, encoding: .utf8)
        let failures = FixApplier.write([(a, Array("let a: (any P)? = nil\n".utf8)), (b, Array("let b: (any P)? = nil\n".utf8))])
        XCTAssertEqual(Array(failures.keys), [root + "/a.swift"])
        XCTAssertTrue(failures.values.first?.reason.contains("changed on disk") ?? false)
        XCTAssertEqual(try String(contentsOfFile: root + "/a.swift", encoding: .utf8), "let a: P? = nil\n// edited meanwhile\n")
        XCTAssertEqual(try String(contentsOfFile: root + "/b.swift", encoding: .utf8), "let b: (any P)? = nil\n")
    }

    /// The plain reading: every taken edit checked against every other, applied in one pass.
    private static func plainApply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var taken: [TextEdit] = []
        var applied = 0
        for fix in fixes {
            guard fix.edits.allSatisfy({ $0.range.upperBound <= bytes.count }),
                  !fix.edits.contains(where: { edit in taken.contains { FixApplier.conflict($0.range, edit.range) } }) else { continue }
            taken += fix.edits
            applied += 1
        }
        let order = taken.indices.sorted { (taken[$0].range.lowerBound, $0) < (taken[$1].range.lowerBound, $1) }
        var result: [UInt8] = []
        var cursor = 0
        for position in order {
            let edit = taken[position]
            result += bytes[cursor..<max(cursor, edit.range.lowerBound)]
            result += Array(edit.replacement.utf8)
            cursor = max(cursor, edit.range.upperBound)
        }
        result += bytes[cursor...]
        return (result, applied)
    }
}

/// A small deterministic random number generator for the tests.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
