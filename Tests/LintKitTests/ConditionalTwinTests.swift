import XCTest
@testable import LintKit

/// Names declared once per branch of an `#if` (a protocol in one, a struct or a typealias of a
/// struct in the other): `existential_any` reads them as the compiler of the host (Linux, where
/// the tests run) does, at top level and inside types and extensions alike (a reviewer's cases
/// against swiftc 6.3.1, `-enable-upcoming-feature ExistentialAny`).
final class ConditionalTwinTests: XCTestCase {
    /// `line:column` of each `existential_any` finding in `source` (``lintExample(_:fileName:ruleID:options:)``).
    private func reportedPositions(_ source: String) throws -> [String] {
        let file = SourceFile(path: "/tmp/twins/Twins.swift", text: source)
        return try lintExample(source, fileName: file.path, ruleID: "existential_any").map { finding in
            let location = file.lineTable.location(of: finding.offset)
            return "\(location.line):\(location.column)"
        }
    }

    /// Twin typealiases of one file (one of a protocol, one of a struct) and twin member types
    /// of a type or an extension: the branch Linux compiles decides.
    func testTheBranchTheHostCompilesDecides() throws {
        #if os(Linux)
        let positions = try reportedPositions("""
            protocol Shape { var area: Double { get } }
            struct Sq: Shape { var area: Double { 1 } }
            #if os(Linux)
            typealias A1 = Sq
            #else
            typealias A1 = Shape
            #endif
            #if os(macOS)
            typealias A2 = Shape
            #else
            typealias A2 = Sq
            #endif
            struct Net {
                #if os(Linux)
                struct Delegate {}
                typealias Conn = Sq
                #else
                protocol Delegate {}
                typealias Conn = Shape
                #endif
                var d: Delegate?
                var c: Conn
            }
            extension Net {
                #if os(Linux)
                protocol Cache {}
                #else
                struct Cache {}
                #endif
                func cache(_ c: Cache) {}
            }
            enum Platform {
                #if os(Linux)
                typealias Surface = Shape
                #else
                typealias Surface = Sq
                #endif
                static func draw(_ s: Surface) {}
            }
            struct U { var a1: A1; var a2: A2? }
            func use(_ c: Net.Conn, _ d: Net.Delegate?, _ s: Platform.Surface?) {}
            """)
        XCTAssertEqual(positions, ["30:21", "38:27", "41:59"])
        #endif
    }
}
