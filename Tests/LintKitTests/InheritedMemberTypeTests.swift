import XCTest
@testable import LintKit

/// Member types a type gets from elsewhere shadow a project protocol of that name as they do
/// in swiftc: a toolchain type's generic parameters and member types in its extensions, a
/// superclass's member types, a refined protocol's associated types; a conformed protocol's
/// member types do not.
final class InheritedMemberTypeTests: XCTestCase {
    /// `path:line` of each `existential_any` finding in `files` (path → source).
    private func findings(_ files: [(String, String)]) throws -> [String] {
        let rule = ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning)
        let sources = files.map { SourceFile(path: "/tmp/inherited/Sources/M/\($0.0)", bytes: Array($0.1.utf8)) }
        return LintEngine(rules: [rule]).lint(files: sources).findings.map {
            "\($0.path.split(separator: "/").last ?? ""):\($0.location.line)"
        }
    }

    func testToolchainTypesShadowInTheirExtensions() throws {
        let source = """
        protocol Element {}
        protocol Key {}
        protocol SubSequence {}
        protocol Bound {}
        extension Array { func f(_ e: Element, _ s: SubSequence) {} }
        extension Dictionary { func g(_ k: Key) {} }
        extension Collection { func h(_ s: SubSequence) {} }
        extension ClosedRange where Bound == Int { func i(_ b: Bound) {} }
        extension Dictionary.Keys { func j(_ k: Key, _ e: Element) {} }
        extension Set { struct Inner { func k(_ e: Element) {} } }
        func top(_ e: Element) {}
        """
        XCTAssertEqual(try findings([("a.swift", source)]), ["a.swift:11"])
    }

    func testSuperclassAndRefinedProtocolMembersShadowAcrossFiles() throws {
        let base = """
        protocol Source {}
        protocol Element {}
        protocol Delegate {}
        class Base { struct Source {} }
        protocol HasDelegate { associatedtype Delegate }
        """
        let derived = """
        class Derived: Base { func f(_ s: Source) {} }
        class Leaf: Derived, HasDelegate { typealias Delegate = Int; var s: Source? }
        protocol Stack: Collection { func push(_ e: Element) }
        protocol Refined: HasDelegate {}
        extension Refined { func d(_ d: Delegate) {} }
        struct Plain { func p(_ s: Source) {} }
        """
        XCTAssertEqual(try findings([("a.swift", base), ("b.swift", derived)]), ["b.swift:6"])
    }

    func testConformedProtocolMembersDoNotShadow() throws {
        let source = """
        protocol Index {}
        protocol Delegate {}
        protocol HasAlias { typealias Delegate = Int }
        struct Impl: HasAlias { func f(_ d: Delegate) {} }
        extension Impl { func g(_ d: Delegate) {} }
        struct Items: Sequence {
            func makeIterator() -> IndexingIterator<[Int]> { [1].makeIterator() }
            func i(_ x: Index) {}
        }
        """
        XCTAssertEqual(try findings([("a.swift", source)]), ["a.swift:4", "a.swift:5", "a.swift:8"])
    }

    func testCatalogListsKindsGenericParametersAndWitnesses() throws {
        let array = try XCTUnwrap(MemberTypeCatalog.entries["Array"])
        XCTAssertEqual(array.kind, "struct")
        XCTAssertEqual(array.genericParameters, ["Element"])
        XCTAssertTrue(array.memberTypes.isSuperset(of: ["Index", "SubSequence", "ArrayLiteralElement"]))
        let collection = try XCTUnwrap(MemberTypeCatalog.entries["Collection"])
        XCTAssertEqual(collection.kind, "protocol")
        XCTAssertTrue(collection.memberTypes.isSuperset(of: ["Element", "Iterator", "Index", "SubSequence"]),
                      "a protocol lists its refined protocols' associated types")
        XCTAssertEqual(MemberTypeCatalog.entries["Dictionary.Keys"]?.genericParameters, ["Key", "Value"])
    }
}
