import XCTest
@testable import LintKit

/// `existential_any` on a protocol or protocol alias reached as a member of a generic
/// parameter or associated type (`S.Delegate` with `S: Service`), and on an alias a protocol
/// declares, seen from a type that conforms through a composition typealias. Each expectation
/// is what swiftc 6.3.1 reports with the upcoming feature `ExistentialAny` (a review of
/// realistic code, session 73, found them missed).
final class ExistentialGenericMemberTests: XCTestCase {
    /// `line:column message` of each finding in `text`.
    private func findings(_ text: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let source = SourceFile(path: "/tmp/generic-members/Sources/M/a.swift", bytes: Array(text.utf8))
        return LintEngine(rules: [rule]).lint(files: [source]).findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    func testMembersOfGenericParametersAndAssociatedTypes() throws {
        let found = try findings("""
            protocol ServiceDelegate: AnyObject {}
            protocol Service {
                typealias Delegate = ServiceDelegate
            }
            protocol Module {
                associatedtype Backend: Service
                func backendDelegate() -> Backend.Delegate?
            }
            class Controller {
                protocol Presenter: AnyObject {}
            }
            final class Client<S: Service> {
                weak var delegate: S.Delegate?
            }
            func present<C: Controller>(_ controller: C, fallback: C.Presenter?) {}
            func other<T>(_ value: T, _ element: T.Element) where T: Sequence {}
            """)
        XCTAssertEqual(found, [
            "7:39 use of 'Self.Delegate' (aka 'ServiceDelegate') as a type must be written 'any Self.Delegate' (aka 'any ServiceDelegate')",
            "13:26 use of 'Self.Delegate' (aka 'ServiceDelegate') as a type must be written 'any Self.Delegate' (aka 'any ServiceDelegate')",
            "15:58 use of protocol 'Controller.Presenter' as a type must be written 'any Controller.Presenter'",
        ])
    }

    func testAliasesOfProtocolsThatACompositionAliasNames() throws {
        let found = try findings("""
            protocol Shape {}
            protocol Renderer {
                typealias Fallback = Shape
            }
            protocol Cacheable {}
            typealias CachedRenderer = Renderer & Cacheable
            struct ViaAlias: CachedRenderer {
                func draw(_ s: Fallback) {}
            }
            protocol Exporting: CachedRenderer {}
            extension Exporting {
                func export(_ s: [Fallback]) {}
            }
            """)
        XCTAssertEqual(found, [
            "8:20 use of 'Self.Fallback' (aka 'Shape') as a type must be written 'any Self.Fallback' (aka 'any Shape')",
            "12:23 use of 'Self.Fallback' (aka 'Shape') as a type must be written 'any Self.Fallback' (aka 'any Shape')",
        ])
    }
}
