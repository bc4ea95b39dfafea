import XCTest
@testable import LintKit

/// The Apple-only frameworks' protocols (`Scripts/apple-only-protocols.txt`, generated into
/// `appleTable`): each framework's protocols count only in files that import it or a
/// framework that re-exports it.
final class AppleFrameworkCatalogTests: XCTestCase {
    /// `line:column message` of each `existential_any` finding in `source`, linted alone.
    private func findings(_ source: String) throws -> [String] {
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        return LintEngine(rules: [rule]).lint(files: [SourceFile(path: "/tmp/apple/App.swift", bytes: Array(source.utf8))]).findings
            .map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// Every framework of the Apple table says which imports bring it into scope: one that did
    /// not would count its protocols in every file, also in a Linux package whose own type (or
    /// a dependency's, not checked out) has the name.
    func testEveryAppleFrameworkHasItsImporters() {
        let modules = Set(ProtocolCatalog.appleTable.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            return fields.count >= 3 ? String(fields[1]) : nil
        })
        XCTAssertGreaterThan(modules.count, 30)
        for module in modules.sorted() {
            XCTAssertNotNil(ProjectIndex.appleFrameworkImporters[module], "\(module) has no importers")
            XCTAssertTrue(ProjectIndex.appleFrameworkImporters[module]?.contains(module) == true, "\(module) must import itself")
        }
    }

    /// A delegate of MapKit, WebKit or Core Location held as a bare protocol type asks for `any`
    /// where its framework is imported (Core Location's through MapKit's import too).
    func testFrameworkDelegatesNeedAnyWhereImported() throws {
        let source = """
        import MapKit
        import WebKit

        final class MapController {
            weak var mapDelegate: MKMapViewDelegate?
            weak var navigation: WKNavigationDelegate?
            var locations: CLLocationManagerDelegate?
            var pins: [MKAnnotation] = []
        }
        """
        XCTAssertEqual(try findings(source), [
            "5:27 use of protocol 'MKMapViewDelegate' as a type must be written 'any MKMapViewDelegate'",
            "6:26 use of protocol 'WKNavigationDelegate' as a type must be written 'any WKNavigationDelegate'",
            "7:20 use of protocol 'CLLocationManagerDelegate' as a type must be written 'any CLLocationManagerDelegate'",
            "8:16 use of protocol 'MKAnnotation' as a type must be written 'any MKAnnotation'",
        ])
    }

    /// Without the framework's import the names are unknown: nothing is reported (a name of
    /// the project's, or of a package that is not checked out, may be a struct).
    func testFrameworkProtocolsAreUnknownWithoutTheImport() throws {
        let source = """
        import Foundation

        final class Renderer {
            let device: MTLDevice
            var pins: [MKAnnotation] = []
            init(device: MTLDevice) { self.device = device }
        }
        """
        XCTAssertEqual(try findings(source), [])
    }

    /// Metal's objects are protocols: `MTLDevice` and `MTLCommandQueue` through MetalKit's
    /// import, and Core Animation's `CAMetalDrawable` through it too.
    func testMetalObjectsNeedAnyThroughMetalKit() throws {
        let source = """
        import MetalKit

        final class Renderer: NSObject, MTKViewDelegate {
            let device: MTLDevice
            let queue: MTLCommandQueue?
            var drawable: CAMetalDrawable?
            init(device: MTLDevice) { self.device = device; self.queue = device.makeCommandQueue() }
        }
        """
        XCTAssertEqual(try findings(source), [
            "4:17 use of protocol 'MTLDevice' as a type must be written 'any MTLDevice'",
            "5:16 use of protocol 'MTLCommandQueue' as a type must be written 'any MTLCommandQueue'",
            "6:19 use of protocol 'CAMetalDrawable' as a type must be written 'any CAMetalDrawable'",
            "7:18 use of protocol 'MTLDevice' as a type must be written 'any MTLDevice'",
        ])
    }
}
