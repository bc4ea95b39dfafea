#if os(Linux)
import Foundation
import XCTest
@testable import LintKit

/// When a run restarts itself with glibc's allocator settings (``AllocatorTuning``).
final class AllocatorTuningTests: XCTestCase {
    func testFoldersAndLargeFilesAreWorthRestartingSmallFilesAreNot() throws {
        let tree = try TempTree()
        defer { tree.remove() }
        let file = try tree.write("Sources/a.swift", "let a = 1\n").path
        let folder = tree.url("Sources").path
        let half = AllocatorTuning.largeInput / 2
        let large = try tree.write("Big.swift", bytes: Array(repeating: UInt8(ascii: " "), count: half)).path
        XCTAssertTrue(AllocatorTuning.isWorthRestarting(paths: []), "no path: the current folder")
        XCTAssertTrue(AllocatorTuning.isWorthRestarting(paths: [folder]))
        XCTAssertTrue(AllocatorTuning.isWorthRestarting(paths: [file, folder]))
        XCTAssertFalse(AllocatorTuning.isWorthRestarting(paths: [file]))
        XCTAssertFalse(AllocatorTuning.isWorthRestarting(paths: [file, tree.url("missing.swift").path]))
        XCTAssertFalse(AllocatorTuning.isWorthRestarting(paths: [large, file]), "just under the size")
        XCTAssertTrue(AllocatorTuning.isWorthRestarting(paths: [large, large]), "the files' sizes add up")
    }

    func testExecutablePathIsTheRunningProgram() throws {
        let path = try XCTUnwrap(AllocatorTuning.executablePath())
        XCTAssertTrue(path.hasPrefix("/"))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path))
        XCTAssertEqual(path, try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    }

    func testSettingsAreGlibcMallocTunables() {
        let settings = AllocatorTuning.tunables.split(separator: ":")
        XCTAssertEqual(settings.count, 2)
        // Not huge pages: fresh 2 MB blocks are what this kind of machine makes slowest.
        XCTAssertFalse(AllocatorTuning.tunables.contains("hugetlb"))
        for setting in settings {
            XCTAssertTrue(setting.hasPrefix("glibc.malloc."), String(setting))
            XCTAssertEqual(setting.split(separator: "=").count, 2, String(setting))
        }
    }
}
#endif
