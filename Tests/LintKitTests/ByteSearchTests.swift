import XCTest
@testable import LintKit

/// The byte searches that replace Foundation's text searches on hot or large inputs.
final class ByteSearchTests: XCTestCase {
    func testFirstRangeOfBytesFindsTheFirstRunAndSlicesAtIt() {
        let text = "café ## Triggering examples\n## Triggering examples again"
        let range = text.firstRange(ofBytes: "## Triggering")
        XCTAssertEqual(range.map { String(text[..<$0.lowerBound]) }, "café ")
        XCTAssertEqual(range.map { String(text[$0]) }, "## Triggering")
        XCTAssertNil(text.firstRange(ofBytes: "## Non-triggering"))
        // A needle longer than the text, a needle at the very end, an empty needle.
        XCTAssertNil("ab".firstRange(ofBytes: "abc"))
        XCTAssertEqual("xxab".firstRange(ofBytes: "ab").map { "xxab".utf8.distance(from: "xxab".startIndex, to: $0.lowerBound) }, 2)
        XCTAssertEqual("ab".firstRange(ofBytes: ""), "ab".startIndex..<"ab".startIndex)
    }

    func testFirstRangeOfBytesInASubstringIsRelativeToIt() {
        let text = "abcabc"
        let tail = text.dropFirst(2)  // "cabc"
        let range = tail.firstRange(ofBytes: "abc")
        XCTAssertEqual(range.map { String(tail[$0]) }, "abc")
        XCTAssertEqual(range.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }, 3)
        // A partial match that restarts (`aab` in `aaab`).
        XCTAssertEqual("aaab".firstRange(ofBytes: "aab").map { "aaab".utf8.distance(from: "aaab".startIndex, to: $0.lowerBound) }, 1)
    }

    func testTheRuleDocumentInTheSARIFHelpStopsBeforeItsExamples() {
        let document = "# rule\n\nWhy.\n\n\n## Triggering examples\n\n```swift\nlet x: P\n```\n"
        XCTAssertEqual(SARIFRuleTable.helpMarkdown(document), "# rule\n\nWhy.\n")
        XCTAssertEqual(SARIFRuleTable.helpMarkdown("# rule\n"), "# rule\n")
    }

    func testFolderPartIsTheSameForFilesOfOneFolder() {
        XCTAssertEqual(PathText.folderPart(of: "/a/b/c.swift"), "/a/b/")
        XCTAssertEqual(PathText.folderPart(of: "/a/b/d.swift"), PathText.folderPart(of: "/a/b/c.swift"))
        XCTAssertNotEqual(PathText.folderPart(of: "/a/bc/d.swift"), PathText.folderPart(of: "/a/b/c.swift"))
        XCTAssertEqual(PathText.folderPart(of: "c.swift"), "")
    }

    func testASourceFileWorksOutItsOwnerOnceAndTreesShareIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("owner-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Sources/Kit", withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Kit\")])\n"
            .write(toFile: folder + "/Package.swift", atomically: false, encoding: .utf8)
        let file = SourceFile(path: folder + "/Sources/Kit/A.swift", text: "struct A {}\n")
        let first = Parser.parse(file)
        let second = Parser.parse(file)
        XCTAssertEqual(first.module, "Kit")
        XCTAssertEqual(second.module, "Kit")
        XCTAssertEqual(first.packageKey, folder)
        XCTAssertEqual(file.owner, ProjectIndex.owner(ofFile: file.path))
    }

    func testSingleByteSearchesAgreeWithTheUTF8ViewOnStringsAndSubstrings() {
        // Small (inline) and large strings, non-ASCII text before and after the byte, and
        // substrings that do not start at their base's start.
        let texts = ["", ".", "a.b", "Outer.Inner.Leaf", "café.Ünïcode.名前.x", String(repeating: "long.path/", count: 20) + "end",
                     "no dots at all", ".leading", "trailing."]
        for text in texts {
            for byte in [UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "z")] {
                XCTAssertEqual(text.firstIndex(ofASCII: byte), text.utf8.firstIndex(of: byte), "\(text) first \(byte)")
                XCTAssertEqual(text.lastIndex(ofASCII: byte), text.utf8.lastIndex(of: byte), "\(text) last \(byte)")
                XCTAssertEqual(text.containsASCII(byte), text.utf8.contains(byte), "\(text) contains \(byte)")
                let tail = text.dropFirst(min(2, text.count))
                XCTAssertEqual(tail.firstIndex(ofASCII: byte), tail.utf8.firstIndex(of: byte), "\(tail) first \(byte)")
                XCTAssertEqual(tail.lastIndex(ofASCII: byte), tail.utf8.lastIndex(of: byte), "\(tail) last \(byte)")
                XCTAssertEqual(tail.containsASCII(byte), tail.utf8.contains(byte), "\(tail) contains \(byte)")
            }
        }
        // The indices slice where the byte is.
        let path = "café/Sources/A.swift"
        XCTAssertEqual(path.lastIndex(ofASCII: UInt8(ascii: "/")).map { String(path[..<$0]) }, "café/Sources")
        XCTAssertEqual(path.firstIndex(ofASCII: UInt8(ascii: "/")).map { String(path[..<$0]) }, "café")
    }

    func testExistentialMessageNamesGetBackticksPerComponent() {
        XCTAssertEqual(ExistentialWalker.withRawIdentifierBackticks("Outer.Delegate"), "Outer.Delegate")
        XCTAssertEqual(ExistentialWalker.withRawIdentifierBackticks("P"), "P")
        XCTAssertEqual(ExistentialWalker.withRawIdentifierBackticks("Outer.class"), "Outer.`class`")
        XCTAssertEqual(ExistentialWalker.withRawIdentifierBackticks("My Proto"), "`My Proto`")
        XCTAssertEqual(ExistentialWalker.withRawIdentifierBackticks("A.My Proto.B"), "A.`My Proto`.B")
        XCTAssertEqual(ExistentialWalker.withRawIdentifierBackticks("Self.Bare"), "Self.Bare")
        XCTAssertEqual(ExistentialWalker.withRawIdentifierBackticks("Base<T>.init"), "Base<T>.`init`")
        XCTAssertEqual(ExistentialWalker.withRawIdentifierBackticks("_"), "`_`")
    }

    func testSplitAtAnASCIIByteAgreesWithSplitOnCharacters() {
        for text in ["", ".", "a.b", "..a..b..", "Outer.Inner.Leaf", "café.名前", "\u{1}x\u{1}\u{1}y"] {
            for byte in [UInt8(ascii: "."), 0x01] {
                let separator = Character(Unicode.Scalar(byte))
                for omitting in [true, false] {
                    XCTAssertEqual(text.split(atASCII: byte, omittingEmptySubsequences: omitting),
                                   text.split(separator: separator, omittingEmptySubsequences: omitting), "\(text) \(byte) \(omitting)")
                    let tail = text.dropFirst()
                    XCTAssertEqual(tail.split(atASCII: byte, omittingEmptySubsequences: omitting),
                                   tail.split(separator: separator, omittingEmptySubsequences: omitting), "\(tail) \(byte) \(omitting)")
                }
            }
        }
    }
}
