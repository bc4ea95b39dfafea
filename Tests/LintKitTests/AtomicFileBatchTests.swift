import Foundation
import XCTest
@testable import LintKit

/// ``AtomicFile/writeDurably(_:mayReplace:)``: many files flushed together, each still whole
/// or untouched, nothing left behind; and ``TemporaryFileCleanup``'s slots.
final class AtomicFileBatchTests: XCTestCase {
    private var tree: TempTree!
    private var folder: String { tree.root.path }

    override func setUpWithError() throws {
        tree = try TempTree()
    }

    override func tearDownWithError() throws {
        tree.remove()
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// More files than one batch holds: every file gets its new content, permissions are
    /// kept, and only the files themselves remain in the folder.
    func testManyFilesAreAllWrittenAndNothingIsLeftBehind() throws {
        let count = AtomicFile.batchSize * 2 + 5
        var rewrites: [AtomicFile.Rewrite] = []
        for index in 0..<count {
            let path = folder + "/f\(index).swift"
            try AtomicFile.write("old \(index)\n", to: path)
            rewrites.append(AtomicFile.Rewrite(path: path, bytes: Array("new \(index)\n".utf8)))
        }
        XCTAssertEqual(chmod(folder + "/f3.swift", 0o755), 0)
        let failures = AtomicFile.writeDurably(rewrites)
        XCTAssertEqual(failures.count, 0, "\(failures)")
        for index in 0..<count {
            XCTAssertEqual(try contents(folder + "/f\(index).swift"), "new \(index)\n")
        }
        var status = stat()
        XCTAssertEqual(stat(folder + "/f3.swift", &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o755, "the permission bits are kept")
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder)),
                       Set((0..<count).map { "f\($0).swift" }), "no temporary file is left")
    }

    /// A file the check refuses just before its rename keeps its content, with the reason;
    /// one that cannot be written (a folder of that name) fails alone; the others are written.
    func testARefusedOrUnwritableFileFailsAloneAndKeepsItsContent() throws {
        let kept = folder + "/kept.swift"
        let written = folder + "/written.swift"
        let blocked = folder + "/blocked.swift"
        try AtomicFile.write("kept\n", to: kept)
        try AtomicFile.write("old\n", to: written)
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: false)
        var asked: [String] = []
        let failures = AtomicFile.writeDurably([
            AtomicFile.Rewrite(path: kept, bytes: Array("replaced\n".utf8)),
            AtomicFile.Rewrite(path: blocked, bytes: Array("x\n".utf8)),
            AtomicFile.Rewrite(path: written, bytes: Array("new\n".utf8)),
        ]) { path in
            asked.append(path)
            return path == kept ? FileReader.Failure(path: path, reason: "changed on disk") : nil
        }
        XCTAssertEqual(Set(failures.keys), [kept, blocked])
        XCTAssertEqual(failures[kept]?.reason, "changed on disk")
        XCTAssertTrue(failures[blocked]?.reason.contains("directory") ?? false, "\(String(describing: failures[blocked]))")
        XCTAssertEqual(asked, [kept, written], "asked just before each rename, in order")
        XCTAssertEqual(try contents(kept), "kept\n")
        XCTAssertEqual(try contents(written), "new\n")
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder)), ["kept.swift", "written.swift", "blocked.swift"])
    }

    /// A destination that is not a regular file is written in place, as a plain write does.
    func testADeviceIsWrittenInPlace() {
        let failures = AtomicFile.writeDurably([AtomicFile.Rewrite(path: "/dev/null", bytes: Array("discarded\n".utf8))])
        XCTAssertTrue(failures.isEmpty, "\(failures)")
        var status = stat()
        XCTAssertEqual(stat("/dev/null", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR)
    }

    /// Each registered temporary file has a slot of its own until it is cleared; when all are
    /// taken, a further one is not recorded, and a cleared slot is used again.
    func testCleanupSlotsAreDistinctAndReused() {
        var slots: [Int] = []
        for index in 0..<TemporaryFileCleanup.slotCount {
            guard let slot = TemporaryFileCleanup.register(folder + "/never-created-\(index).tmp") else {
                return XCTFail("slot \(index) was not given")
            }
            slots.append(slot)
        }
        defer { slots.forEach { TemporaryFileCleanup.clear($0) } }
        XCTAssertEqual(Set(slots).count, TemporaryFileCleanup.slotCount)
        XCTAssertNil(TemporaryFileCleanup.register(folder + "/one-too-many.tmp"))
        TemporaryFileCleanup.clear(slots[5])
        XCTAssertEqual(TemporaryFileCleanup.register(folder + "/again.tmp"), slots[5])
    }
}
