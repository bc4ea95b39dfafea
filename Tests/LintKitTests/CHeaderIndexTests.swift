import XCTest
@testable import LintKit

/// The engine reads the public headers of a package's C targets, so `static_var_concurrency`
/// knows which imported C structs are Sendable.
final class CHeaderIndexTests: XCTestCase {
    private var package: URL!

    override func setUpWithError() throws {
        package = FileManager.default.temporaryDirectory.appendingPathComponent("cheader-index-\(UUID().uuidString)")
        try write("// swift-tools-version:5.9\nimport PackageDescription\n", to: "Package.swift")
        try write("""
            #define LIB_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
            typedef struct LibLock { void *opaque; } LIB_SWIFT_NAME(__Lock) LibLock;
            LibLock lib_lock_alloc(void) LIB_SWIFT_NAME(__Lock.allocate());
            typedef struct LibPoint { double x; double y; } LibPoint;
            """, to: "Sources/CLib/include/lib.h")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: package)
    }

    private func write(_ text: String, to relative: String) throws {
        let url = package.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func staticVarFindings(_ swift: String) throws -> [Finding] {
        try write(swift, to: "Sources/App/App.swift")
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning)
        return LintEngine(rules: [rule]).lint(paths: [package.appendingPathComponent("Sources/App/App.swift").path]).findings
    }

    func testStructWithPointerFieldIsNotSendable() throws {
        let findings = try staticVarFindings("""
            typealias Lock = __Lock
            enum Registry {
                static let lock = Lock.allocate()
                static let other: __Lock = __Lock.allocate()
            }
            """)
        XCTAssertEqual(findings.map(\.location.line), [3, 4])
    }

    func testStructOfNumbersIsSendable() throws {
        let findings = try staticVarFindings("""
            enum Geometry {
                static let origin = LibPoint(x: 0, y: 0)
                static let unit: LibPoint = LibPoint(x: 1, y: 1)
            }
            """)
        XCTAssertEqual(findings, [])
    }

    func testSwiftDeclarationForAnotherPlatformDoesNotHideTheHeader() throws {
        let findings = try staticVarFindings("""
            #if WASI
            struct __Lock {
                static func allocate() -> __Lock { __Lock() }
            }
            #endif
            enum Registry {
                static let lock = __Lock.allocate()
            }
            """)
        XCTAssertEqual(findings.map(\.location.line), [7])
    }

    func testWithoutTheHeaderTheSwiftStructDecides() throws {
        try FileManager.default.removeItem(at: package.appendingPathComponent("Sources/CLib"))
        let findings = try staticVarFindings("""
            struct __Lock {
                static func allocate() -> __Lock { __Lock() }
            }
            enum Registry {
                static let lock = __Lock.allocate()
            }
            """)
        XCTAssertEqual(findings, [])
    }

    func testSwiftSendableConformanceOverridesTheHeader() throws {
        let findings = try staticVarFindings("""
            extension __Lock: @unchecked Sendable {}
            enum Registry {
                static let lock = __Lock.allocate()
            }
            """)
        XCTAssertEqual(findings, [])
    }

    func testSwiftActorOfTheSameNameIsSendable() throws {
        let findings = try staticVarFindings("""
            actor LibLock {}
            enum Registry {
                static let lock = LibLock()
            }
            """)
        XCTAssertEqual(findings, [])
    }

    func testLeastSendableVerdictWins() {
        XCTAssertEqual(ProjectIndex.leastSendable(nil, .sendable), .sendable)
        XCTAssertEqual(ProjectIndex.leastSendable(.sendable, .nonSendable), .nonSendable)
        XCTAssertEqual(ProjectIndex.leastSendable(.nonSendable, .unknown), .nonSendable)
        XCTAssertEqual(ProjectIndex.leastSendable(.sendable, .unknown), .unknown)
    }
}
