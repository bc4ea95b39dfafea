import Foundation
import XCTest
@testable import LintKit

/// ``AtomicFile``: whole content or nothing, permissions and links kept, no temporary files left.
final class AtomicFileTests: XCTestCase {
    private var tree: TempTree!
    private var folder: String { tree.root.path }

    override func setUpWithError() throws {
        tree = try TempTree()
    }

    override func tearDownWithError() throws {
        tree.remove()
    }

    private func contents(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0)
        return status.st_mode & 0o7777
    }

    /// Nothing but the written files in the folder: no temporary file survives.
    private func assertOnlyFiles(_ names: Set<String>, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder)), names, file: file, line: line)
    }

    func testAReportNeedNotBeDurableButIsStillWholeOrNothing() throws {
        let path = folder + "/report.sarif"
        try AtomicFile.write(pieces: [Array("old".utf8)], to: path)
        try AtomicFile.write(pieces: [Array("{".utf8), Array("}\n".utf8)], to: path, durable: false)
        XCTAssertEqual(try contents(path), Array("{}\n".utf8))
        try assertOnlyFiles(["report.sarif"])
    }

    func testPiecesAreWrittenInOrder() throws {
        let path = folder + "/out.sarif"
        let pieces: [[UInt8]] = [Array("{\n".utf8), [], Array(repeating: UInt8(ascii: "x"), count: 300_000), Array("}\n".utf8)]
        try AtomicFile.write(pieces: pieces, to: path)
        XCTAssertEqual(try contents(path), pieces.flatMap { $0 })
        try AtomicFile.write(pieces: [], to: path)
        XCTAssertEqual(try contents(path), [], "no pieces: an empty file replaces the old one")
        try assertOnlyFiles(["out.sarif"])
    }

    /// Pieces handed over one by one while the producer runs reach the file in order; the old
    /// content stays under the name until the producer returns. Over a megabyte, so that the
    /// write-out of the pages is requested on the way.
    func testStreamedPiecesReplaceTheFileWhenTheProducerReturns() throws {
        let path = folder + "/streamed.sarif"
        try AtomicFile.write(pieces: [Array("old\n".utf8)], to: path)
        let pieces = (0..<5).map { index in [UInt8](repeating: UInt8(ascii: "a") + UInt8(index), count: 400_000) }
        try AtomicFile.write(to: path, durable: false) { write in
            for piece in pieces {
                piece.withUnsafeBufferPointer(write)
                XCTAssertEqual(try? contents(path), Array("old\n".utf8), "not replaced before the producer returns")
            }
        }
        XCTAssertEqual(try contents(path), pieces.flatMap { $0 })
        try assertOnlyFiles(["streamed.sarif"])
    }

    /// A producer whose pieces cannot be written (the folder is gone) ends in an error naming
    /// the path; nothing is left behind.
    func testStreamedWriteIntoMissingFolderFails() throws {
        let path = folder + "/missing/out.sarif"
        var handed = 0
        XCTAssertThrowsError(try AtomicFile.write(to: path, durable: false) { write in
            Array("x".utf8).withUnsafeBufferPointer(write)
            handed += 1
        }) { error in
            XCTAssertTrue((error as? FileReader.Failure)?.path == path)
        }
        XCTAssertEqual(handed, 0, "the producer is not called when the file cannot be created")
        try assertOnlyFiles([])
    }

    func testNewFileGetsTheUsualPermissions() throws {
        let path = folder + "/new.txt"
        let mask = umask(0o022)
        defer { umask(mask) }
        try AtomicFile.write("hello\n", to: path)
        XCTAssertEqual(mode(path), 0o644)
        XCTAssertEqual(try contents(path), Array("hello\n".utf8))
    }

    /// `fix` rewrites an executable script: it stays executable.
    func testExistingFileKeepsItsPermissions() throws {
        let path = folder + "/script.swift"
        try AtomicFile.write("#!/usr/bin/env swift\n", to: path)
        XCTAssertEqual(chmod(path, 0o750), 0)
        try AtomicFile.write("#!/usr/bin/env swift\nprint(1)\n", to: path)
        XCTAssertEqual(mode(path), 0o750)
        XCTAssertEqual(try contents(path), Array("#!/usr/bin/env swift\nprint(1)\n".utf8))
    }

    /// A link at the destination is followed: the file it names is replaced, the link stays.
    func testSymbolicLinkIsFollowed() throws {
        let real = folder + "/real.swift"
        let link = folder + "/link.swift"
        try AtomicFile.write("old\n", to: real)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.swift")
        try AtomicFile.write("new\n", to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real.swift")
        XCTAssertEqual(try contents(real), Array("new\n".utf8))
        try assertOnlyFiles(["real.swift", "link.swift"])
    }

    /// A link to a file that does not exist yet makes that file; the link stays (hw61: the
    /// link was replaced by a file of its own).
    func testDanglingSymbolicLinkMakesItsTarget() throws {
        let link = folder + "/report.txt"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "made.txt")
        try AtomicFile.write("new\n", to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "made.txt")
        XCTAssertEqual(try contents(folder + "/made.txt"), Array("new\n".utf8))
        try assertOnlyFiles(["made.txt", "report.txt"])
    }

    func testFailureNamesThePathAndLeavesNothingBehind() throws {
        let path = folder + "/missing-folder/out.sarif"
        XCTAssertThrowsError(try AtomicFile.write("x", to: path)) { error in
            let failure = error as? FileReader.Failure
            XCTAssertEqual(failure?.path, path)
            XCTAssertEqual(failure?.reason, "cannot write file: No such file or directory")
        }
        // A folder at the destination: the rename fails, the temporary file is removed.
        let folderPath = folder + "/taken"
        try FileManager.default.createDirectory(atPath: folderPath, withIntermediateDirectories: false)
        XCTAssertThrowsError(try AtomicFile.write("x", to: folderPath))
        try assertOnlyFiles(["taken"])
    }

    /// The SARIF reporter's pieces are its bytes, with and without results.
    func testSARIFPiecesConcatenateToTheLog() {
        let findings = (0..<1200).map { line in
            Finding(ruleID: "existential_any", severity: .warning, path: "/root/F\(line % 7).swift", offset: line,
                    location: SourceLocation(line: line + 1, column: 1, utf16Column: 1), message: "m",
                    lineFingerprint: "line \(line % 3)")
        }.sorted()
        for subset in [[], Array(findings.prefix(1)), findings] {
            let context = ReportContext(rootDirectory: "/root")
            let pieces = SARIFReporter().reportPieces(subset, context: context)
            XCTAssertEqual(pieces.flatMap { $0 }, SARIFReporter().reportBytes(subset, context: context))
            var delivered: [[UInt8]] = []
            SARIFReporter().deliverPieces(subset, context: context) { delivered.append(Array($0)) }
            XCTAssertEqual(delivered, pieces, "delivered in the same pieces and order")
            if subset.count > 512 { XCTAssertGreaterThan(pieces.count, 3, "results in more than one chunk") }
            XCTAssertEqual(pieces.flatMap { $0 }, Array(SARIFReporter().report(subset, context: context).utf8))
        }
    }

    /// `/dev/null` is written into, not replaced by a regular file.
    func testDeviceIsWrittenInPlace() throws {
        try AtomicFile.write(pieces: [Array("discarded".utf8)], to: "/dev/null")
        var status = stat()
        XCTAssertEqual(stat("/dev/null", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
    }

    /// A FIFO that nobody reads is an error at once, not a hang; one with a reader gets the bytes.
    func testFIFOWithoutReaderFailsAndWithReaderIsWritten() throws {
        let fifo = folder + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try AtomicFile.write("x", to: fifo)) { error in
            XCTAssertEqual((error as? FileReader.Failure)?.reason, "cannot write file: No such device or address")
        }
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        try AtomicFile.write(pieces: [Array("ab".utf8), Array("c".utf8)], to: fifo)
        var buffer = [UInt8](repeating: 0, count: 8)
        XCTAssertEqual(read(reader, &buffer, 8), 3)
        XCTAssertEqual(Array(buffer.prefix(3)), Array("abc".utf8))
        try assertOnlyFiles(["fifo"])
    }

    func testFolderIsAnError() throws {
        XCTAssertThrowsError(try AtomicFile.write("x", to: folder)) { error in
            XCTAssertEqual((error as? FileReader.Failure)?.reason, "cannot write file: Is a directory")
        }
        try assertOnlyFiles([])
    }

    /// A name at the file system's 255-byte limit: the temporary file's name does not grow with it.
    func testLongestFileNameIsWritten() throws {
        let name = String(repeating: "n", count: 249) + ".sarif"
        let path = folder + "/" + name
        try AtomicFile.write("long\n", to: path)
        XCTAssertEqual(try contents(path), Array("long\n".utf8))
        try assertOnlyFiles([name])
    }

    /// `/dev/stdout` and its kin name the run's own streams; other paths none.
    func testTheRunsOwnStreamsAreRecognized() {
        XCTAssertEqual(AtomicFile.openDescriptor(named: "/dev/stdout"), 1)
        XCTAssertEqual(AtomicFile.openDescriptor(named: "/dev/stderr"), 2)
        XCTAssertEqual(AtomicFile.openDescriptor(named: "/dev/fd/2"), 2)
        XCTAssertEqual(AtomicFile.openDescriptor(named: "/proc/self/fd/1"), 1)
        XCTAssertNil(AtomicFile.openDescriptor(named: "/dev/null"))
        XCTAssertNil(AtomicFile.openDescriptor(named: folder + "/report.txt"))
    }

    /// An earlier run's report is removed, through a link too; a device is left alone.
    func testOnlyAnEarlierRegularFileIsRemoved() throws {
        let report = folder + "/old.txt"
        try AtomicFile.write("old\n", to: report)
        XCTAssertEqual(symlink(report, folder + "/link.txt"), 0)
        XCTAssertEqual(AtomicFile.removeEarlierOutput(folder + "/link.txt"), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: report))
        XCTAssertEqual(AtomicFile.removeEarlierOutput("/dev/null"), 0)
        XCTAssertEqual(AtomicFile.removeEarlierOutput("/dev/stdout"), 0)
        var status = stat()
        XCTAssertEqual(stat("/dev/null", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR)
    }
}
