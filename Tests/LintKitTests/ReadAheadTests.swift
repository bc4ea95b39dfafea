import Foundation
import XCTest
@testable import LintKit

/// Read-ahead starts only after reads that waited for the disk, and then hands the kernel
/// the later files in order.
final class ReadAheadTests: XCTestCase {
    private func paths(_ count: Int) -> [String?] {
        (0..<count).map { $0 == 150 ? nil : "/f\($0).swift" }
    }

    func testCachedReadsNeverStartIt() {
        let recorder = EventLog()
        let readAhead = ReadAhead(paths: paths(200)) { recorder.note($0) }
        for position in 0..<200 { readAhead.noteRead(at: position, nanoseconds: 30_000, bytes: 10_000) }
        readAhead.stop()
        XCTAssertEqual(recorder.events, [])
    }

    func testOneSlowReadIsNotEnough() {
        let recorder = EventLog()
        let readAhead = ReadAhead(paths: paths(200)) { recorder.note($0) }
        readAhead.noteRead(at: 3, nanoseconds: 5_000_000, bytes: 10_000)
        for position in 4..<200 { readAhead.noteRead(at: position, nanoseconds: 30_000, bytes: 10_000) }
        readAhead.stop()
        XCTAssertEqual(recorder.events, [])
    }

    func testTheSecondSlowReadStartsItFromALittleBefore() {
        let recorder = EventLog()
        let readAhead = ReadAhead(paths: paths(200)) { recorder.note($0) }
        readAhead.noteRead(at: 70, nanoseconds: 2_000_000, bytes: 10_000)
        readAhead.noteRead(at: 100, nanoseconds: 2_000_000, bytes: 10_000)
        // A third slow read starts nothing more.
        readAhead.noteRead(at: 120, nanoseconds: 2_000_000, bytes: 10_000)
        // Its thread goes on until the last path (or a stop, which would end it early).
        let deadline = Date().addingTimeInterval(10)
        while recorder.events.last != "/f199.swift" && Date() < deadline { usleep(1_000) }
        readAhead.stop()
        let expected = (100 - ReadAhead.lookBack..<200).filter { $0 != 150 }.map { "/f\($0).swift" }
        XCTAssertEqual(recorder.events, expected)
    }

    func testAfterStopNothingStarts() {
        let recorder = EventLog()
        let readAhead = ReadAhead(paths: paths(10)) { recorder.note($0) }
        readAhead.stop()
        readAhead.noteRead(at: 1, nanoseconds: 2_000_000, bytes: 10)
        readAhead.noteRead(at: 2, nanoseconds: 2_000_000, bytes: 10)
        readAhead.stop()
        XCTAssertEqual(recorder.events, [])
    }

    func testSlownessGrowsWithTheFileSize() {
        XCTAssertFalse(ReadAhead.isSlow(nanoseconds: 200_000, bytes: 1_000))
        XCTAssertTrue(ReadAhead.isSlow(nanoseconds: 300_000, bytes: 1_000))
        // 660 KB copied from the cache at ~5 GB/s takes ~130 µs: not slow.
        XCTAssertFalse(ReadAhead.isSlow(nanoseconds: 600_000, bytes: 660_000))
        XCTAssertTrue(ReadAhead.isSlow(nanoseconds: 2_000_000, bytes: 660_000))
    }

    /// The kernel's read-ahead is only a hint: a file that cannot be opened, a folder or a
    /// FIFO is passed over without blocking or failing.
    func testAdvisingOddPathsDoesNotBlock() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readahead-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let file = folder.appendingPathComponent("a.swift").path
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("let a = 1\n".utf8)))
        for path in [fifo, file, folder.path, folder.appendingPathComponent("missing.swift").path] {
            ReadAhead.adviseWillNeed(path)
        }
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "let a = 1\n")
    }

    #if os(Linux)
    /// A read from the page cache is not a read from storage: a slow one (its thread
    /// descheduled on a busy machine) does not start read-ahead. A file dropped from the page
    /// cache is read from storage.
    func testStorageReadsTellTheDiskFromThePageCache() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readahead-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.swift").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(repeating: UInt8(ascii: "x"), count: 256 << 10)))
        XCTAssertNotNil(ReadAhead.StorageReads.blocksReadByThisThread())
        // Just written, so in the page cache.
        var reads = ReadAhead.StorageReads()
        guard case .success = FileReader.read(path) else { return XCTFail("not read") }
        XCTAssertFalse(reads.readSinceLastCheck())
        // Written to disk and dropped from the cache, it is read from storage, except on a
        // file system that keeps files in memory only.
        let type = fileSystemType(of: folder.resolvingSymlinksInPath().path)
        try XCTSkipIf(type == "tmpfs" || type == "ramfs", "the temporary folder is in memory (\(type ?? ""))")
        let descriptor = open(path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertEqual(fsync(descriptor), 0)
        XCTAssertEqual(posix_fadvise(descriptor, 0, 0, Int32(POSIX_FADV_DONTNEED)), 0)
        close(descriptor)
        guard case .success = FileReader.read(path) else { return XCTFail("not read") }
        XCTAssertTrue(reads.readSinceLastCheck())
        // Counted once: the next check starts from there.
        XCTAssertFalse(reads.readSinceLastCheck())
    }

    /// The type of the file system that holds `path` (`/proc/mounts`: the longest mount point
    /// that is a prefix of the path).
    private func fileSystemType(of path: String) -> String? {
        guard let mounts = try? String(contentsOfFile: "/proc/mounts", encoding: .utf8) else { return nil }
        var best: (point: String, type: String)?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            let point = String(fields[1])
            let inside = point == "/" || path == point || path.hasPrefix(point + "/")
            if inside && point.count >= (best?.point.count ?? 0) { best = (point, String(fields[2])) }
        }
        return best?.type
    }
    #endif
}
