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

    /// C's usual lower-case names: a call with no argument or labeled ones constructs the
    /// struct; one with an unlabeled argument may be a C function of the same name.
    func testLowerCaseStructConstructionsAreTyped() throws {
        try write("typedef struct { int *p; } ptr_t;\nstruct raw { void *q; };\n", to: "Sources/CLib/include/lower.h")
        let findings = try staticVarFindings("""
            let a = ptr_t()
            let b = ptr_t(p: nil)
            let c = raw()
            enum Holder { static let d = ptr_t() }
            let e = ptr_t(nil)
            """)
        XCTAssertEqual(findings.map(\.location.line), [1, 2, 3, 4])
        XCTAssertTrue(findings[0].message.contains("non-'Sendable' type 'ptr_t'"), findings[0].message)
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

    // MARK: Functions and values of the headers

    func testHeadersNameTheirFunctionsValuesAndEnumerators() {
        let header = """
            int lib_open(const char *path);
            static inline int LibInlineMax(int a, int b) { return a > b ? a : b; }
            extern int lib_verbosity;
            int (*lib_hook)(int);
            typedef int (*lib_callback_t)(int);
            enum lib_mode { lib_mode_fast = 1, lib_mode_safe = (1 << 2), LIB_MODE_LAST };
            struct lib_pair { int first; int (*compare)(int, int); };
            """
        let symbols = CHeaderScanner.scanAll([Array(header.utf8)])
        XCTAssertEqual(symbols.functionNames, ["lib_open", "LibInlineMax"])
        XCTAssertEqual(symbols.valueNames, ["lib_verbosity", "lib_hook", "lib_mode_fast", "lib_mode_safe", "LIB_MODE_LAST"],
                       "variables (a function pointer too) and enumerators; not typedefs, fields or parameters")
    }

    func testLetHoldingAHeaderFunctionIsReported() throws {
        try write("""
            int LibCompute(int value);
            enum { lib_limit = 4 };
            """, to: "Sources/CLib/include/extra.h")
        let findings = try staticVarFindings("""
            import CLib
            let compute = LibCompute
            let limit = lib_limit
            let verbosity = PATH_MAX
            """)
        XCTAssertEqual(findings.map(\.location.line), [2])
        XCTAssertEqual(findings.first?.message,
                       "let 'compute' is not concurrency-safe because non-'Sendable' function type of 'LibCompute' may have shared mutable state")
    }

    func testFunctionReferencesFollowSwiftLookup() throws {
        let findings = try staticVarFindings("""
            import Foundation
            let close = 3
            let sysClose = close
            func helper() {}
            let run = helper
            private let read = 7
            let sysRead = read
            let sysWrite = write
            let number = errno
            let allocator = kCFAllocatorDefault
            class Base {}
            final class Child: Base {
                static let inherited = shared
                static func make() {}
                static let maker = make
                static let labelled = make()
            }
            enum Holder {
                static let shared = 1
            }
            """)
        XCTAssertEqual(findings.map(\.location.line), [5, 8, 15],
                       "a file-scope value (private too) shadows the C library's function; a static property of any type may be inherited")
    }

    func testFunctionReferencesCanBeTurnedOff() throws {
        let source = "import Foundation\nlet sysClose = close\nfunc helper() {}\nlet run = helper\n"
        XCTAssertEqual(try staticVarFindings(source).count, 2)
        let options = RuleOptions(["function_references": .scalar("false", YAMLPosition(line: 1, column: 1))])
        let rule = ConfiguredRule(rule: try StaticVarConcurrencyRule(options: options), severity: .warning)
        let findings = LintEngine(rules: [rule]).lint(paths: [package.appendingPathComponent("Sources/App/App.swift").path]).findings
        XCTAssertEqual(findings, [])
    }
}
