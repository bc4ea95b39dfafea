import XCTest
@testable import LintKit

/// The compact storage of the syntax tree: packed modifiers, 32-bit token indices behind
/// `Int` properties, the lookups rules use to find closures and bodies, and the fast path
/// that turns token bytes into strings.
final class CompactTreeTests: XCTestCase {
    // MARK: Modifiers

    func testModifiersKeepSourceOrderAndAnswerContains() {
        var modifiers = Modifiers()
        XCTAssertTrue(modifiers.isEmpty)
        modifiers.append(.public)
        modifiers.append(.static)
        modifiers.append(.final)
        XCTAssertEqual(Array(modifiers), [.public, .static, .final])
        XCTAssertEqual(modifiers.count, 3)
        XCTAssertTrue(modifiers.contains(.static))
        XCTAssertFalse(modifiers.contains(.private))
        XCTAssertFalse(modifiers.contains(.none), "none is never a modifier")
        XCTAssertEqual(modifiers, [.public, .static, .final])
        XCTAssertNotEqual(modifiers, [.static, .public, .final], "order counts")
    }

    func testModifiersPastEightGoToTheOverflowAndStayInOrder() {
        let written: [Keyword] = [.public, .static, .final, .override, .lazy, .dynamic, .required, .mutating,
                                  .nonisolated, .private, .open]
        var modifiers = Modifiers()
        for word in written { modifiers.append(word) }
        XCTAssertEqual(Array(modifiers), written)
        for word in written { XCTAssertTrue(modifiers.contains(word), "\(word)") }
        XCTAssertFalse(modifiers.contains(.fileprivate))
        XCTAssertEqual(modifiers.first(where: { $0 == .private }), .private)
    }

    func testNoneIsNotStored() {
        var modifiers: Modifiers = [.public]
        modifiers.append(.none)
        modifiers.append(.static)
        XCTAssertEqual(Array(modifiers), [.public, .static])
    }

    func testParsedDeclarationHasItsModifiersInOrder() {
        let parsed = ParsedSnippet("""
        struct S {
            public static nonisolated(unsafe) var shared = 0
            private final class C {}
        }
        """)
        let shared = parsed.declaration("shared")
        XCTAssertEqual(shared?.modifiers, [.public, .static, .nonisolated])
        XCTAssertEqual(shared?.isNonisolatedUnsafe, true)
        XCTAssertEqual(shared?.isStatic, true)
        XCTAssertEqual(parsed.declaration("C")?.modifiers, [.private, .final])
    }

    // MARK: 32-bit token indices

    func testDeclarationRangesAndParentSurviveStorage() {
        var declaration = Declaration(kind: .function, name: "f", nameToken: 7, keywordToken: 6, firstToken: 5, parent: nil, isLocal: false)
        XCTAssertNil(declaration.parent)
        XCTAssertNil(declaration.body)
        XCTAssertEqual(declaration.endToken, 7, "ends after its keyword until parsed")
        declaration.parent = 0
        declaration.body = 12..<40
        declaration.genericClause = 8..<11
        declaration.whereClause = 0..<0
        declaration.parameterClause = 11..<12
        declaration.initializer = nil
        declaration.endToken = 41
        XCTAssertEqual(declaration.parent, 0)
        XCTAssertEqual(declaration.body, 12..<40)
        XCTAssertEqual(declaration.genericClause, 8..<11)
        XCTAssertEqual(declaration.whereClause, 0..<0, "an empty range at token 0 is not 'none'")
        XCTAssertEqual(declaration.parameterClause, 11..<12)
        XCTAssertNil(declaration.initializer)
        XCTAssertEqual(declaration.endToken, 41)
        declaration.body = nil
        XCTAssertNil(declaration.body)
        XCTAssertLessThanOrEqual(MemoryLayout<Declaration>.stride, 144, "the parser moves declarations by value")
    }

    func testTypeNodeAndTypeUseKeepTheirPositions() {
        var node = TypeNode(kind: .unknown, range: 3..<9, startOffset: 100_000, endOffset: 100_042)
        XCTAssertEqual(node.range, 3..<9)
        XCTAssertEqual(node.startOffset, 100_000)
        XCTAssertEqual(node.endOffset, 100_042)
        node.range = 4..<5
        node.endOffset = 7
        XCTAssertEqual(node.range, 4..<5)
        XCTAssertEqual(node.endOffset, 7)
        var use = TypeUse(type: node, context: .annotation, declaration: nil)
        XCTAssertNil(use.declaration)
        use.declaration = 3
        XCTAssertEqual(use.declaration, 3)
        XCTAssertEqual(MemoryLayout<TypeNode>.size, 24)
    }

    // MARK: Lookups

    func testClosureIndexFindsEveryClosureByItsBrace() {
        let parsed = ParsedSnippet("""
        func f() {
            let a = { 1 }
            run { x in "\\({ 2 }())" }
            let b = [1].map { $0 + 1 }
        }
        """)
        let tree = parsed.tree
        XCTAssertGreaterThanOrEqual(tree.closures.count, 4)
        for (index, closure) in tree.closures.enumerated() {
            XCTAssertEqual(tree.closureIndex(leftBrace: closure.leftBrace), index)
        }
        // The function body's brace opens no closure.
        let body = try? XCTUnwrap(parsed.declaration("f")?.body)
        XCTAssertNil(tree.closureIndex(leftBrace: body?.lowerBound ?? -1))
        XCTAssertNil(tree.closureIndex(leftBrace: -1))
        XCTAssertNil(tree.closureIndex(leftBrace: tree.tokens.count + 5))
    }

    func testDeclarationByBodyStartNamesTheOwnerOfEachBody() {
        let parsed = ParsedSnippet("""
        struct S {
            var x: Int { 1 }
            func g() {}
        }
        """)
        let tree = parsed.tree
        for (index, declaration) in tree.declarations.enumerated() {
            guard let body = declaration.body else { continue }
            XCTAssertEqual(tree.declarationByBodyStart[body.lowerBound], index, declaration.name)
        }
        XCTAssertEqual(tree.declarationByBodyStart.count, 3)
        for (index, declaration) in tree.declarations.enumerated() {
            XCTAssertEqual(tree.declaration(namedAt: declaration.nameToken), index)
        }
    }

    func testDeclarationNamedAtAgreesWithTheTableForEveryToken() {
        let parsed = ParsedSnippet("""
        @MainActor final class Outer<T>: Base where T: P {
            enum E { case a, b(Int), c }
            var (x, y) = (1, 2), z = 3
            struct Inner { let w: Int; func h() -> some P { fatalError() } }
            func f(_ p: Int, q: String) {
                let local = 1, other = 2
                func nested() { var deep = local; deep += other }
                let closure = { (a: Int, b) in a + b }
                for item in [1] { let inLoop = item; _ = inLoop }
                _ = closure
            }
            subscript(i: Int) -> Int { get { i } set {} }
            init() {}
        }
        extension Outer { typealias Alias = Int; static var shared = Outer<Int>() }
        protocol P { associatedtype A; func r() }
        let top = "\\(1 + 2)"
        """)
        let tree = parsed.tree
        XCTAssertGreaterThan(tree.declarations.count, 20)
        for token in -1...(tree.tokens.count + 1) {
            XCTAssertEqual(tree.declaration(namedAt: token), tree.declarationByNameToken[token], "token \(token)")
        }
        // Declarations out of order of their names are looked up in the table.
        let reversed = ParsedSnippet("struct A { var b = 1; func c() {} }\nlet d = 2").tree
        reversed.declarations.reverse()
        XCTAssertEqual(reversed.declarations.count, 4)
        for index in reversed.declarations.indices {
            XCTAssertEqual(reversed.declaration(namedAt: reversed.declarations[index].nameToken), index)
        }
        XCTAssertNil(reversed.declaration(namedAt: 0))
    }

    // MARK: Strings from bytes

    func testUTF8TextMatchesStringDecoding() {
        let samples: [[UInt8]] = [
            [],
            Array("Int".utf8),
            Array("exactlyFifteen_".utf8),
            Array("sixteenBytesLong".utf8),
            Array("AnyPublisher<Output, Failure>".utf8),
            Array("café".utf8),
            Array("🙂emoji".utf8),
            [0x61, 0xFF, 0x62],              // an invalid byte in the middle
            [0xE2, 0x82],                    // a truncated sequence
        ]
        for bytes in samples {
            let framed = [0x20] + bytes + [0x20]
            XCTAssertEqual(UTF8Text.string(framed, 1..<(1 + bytes.count)), String(decoding: bytes, as: UTF8.self), "\(bytes)")
        }
    }
}
