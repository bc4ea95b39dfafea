import XCTest
@testable import LintKit

/// Types written inside statements and expressions that are not declarations: pattern
/// annotations of `for`/`if`/`guard`/`while`, sugared types before a member, closures in
/// default values.
final class ParserStatementTypeTests: XCTestCase {
    func testForInAndConditionBindingAnnotationsAreRecorded() {
        let parsed = ParsedSnippet("""
        func f(_ xs: [any P], _ o: (any P)?, _ t: [(any P, any Q)]) {
            for x: P in xs {}
            for case let y: P in xs {}
            for (a, b): (P, Q) in t {}
            if let c: P = o, var d: [P] = nil, case let e: P = o {}
            guard let g: P? = o else { return }
            while let h: P = o { break }
        }
        """)
        XCTAssertEqual(parsed.uses(.annotation), ["P", "P", "(P, Q)", "P", "[P]", "P", "P?", "P"])
    }

    func testSwitchCaseBindingsAndUnannotatedLoopsRecordNoAnnotation() {
        let parsed = ParsedSnippet("""
        func f(_ v: Int, _ xs: [Int]) {
            switch v {
            case let x: print(x)
            }
            switch (v, v) {
            case (0, _): break
            case let a, let b: print(a)
            }
            for x in xs where x > 0 {}
            if let x = xs.first, x > 0 {}
        }
        """)
        XCTAssertEqual(parsed.uses(.annotation), [])
    }

    func testSugaredTypesBeforeAMemberAreExpressionTypes() {
        let parsed = ParsedSnippet("""
        func f(_ xs: [Int]) {
            _ = [P].init()
            _ = [String: P]?.none
            _ = [P]().count
            let k = \\[P].count
            _ = [1, 2].count
            _ = xs[0].bitWidth
            _ = (xs)[0].bitWidth
        }
        """)
        XCTAssertEqual(parsed.uses(.expression), ["[P]", "[String: P]?", "[P]", "[P]"], "an Optional's case names the whole Optional type")
    }

    func testClosuresInDefaultValuesAndAttributeArgumentsAreCheckedSignatures() {
        let parsed = ParsedSnippet("""
        struct T {
            @W(check: { (p: A) in true }) var x = 1
            init(f: (any P) -> Void = { (p: B) in }) {}
            func g(_ n: Int = [1].filter({ (p: C) in run { (q: D) in } }).count) {}
            var body: Int { [1].filter { (p: E) in true }.count }
        }
        enum E { case a(handler: (any P) -> Void = { (p: F) in }) }
        """)
        XCTAssertEqual(parsed.uses(.closureSignature), ["A", "B", "C", "F"])
        XCTAssertEqual(parsed.uses(.contextualClosureParameter), ["D", "E"])
    }

    func testGenericTypeWithOptionalSugarBeforeAMemberIsAnExpressionType() {
        let parsed = ParsedSnippet("""
        func f() {
            _ = Result<P, Error>?.none
            _ = Optional<P>!.some
            _ = a < b
        }
        """)
        XCTAssertEqual(parsed.uses(.expression), ["Result<P, Error>?.none", "Optional<P>!.some"])
    }

    func testClosuresInIfAndSwitchExpressionInitializersAreContextual() {
        let parsed = ParsedSnippet("""
        func x(_ c: Bool) {
            let f: (any P) -> Void = if c { { (p: A) in } } else { { (q: B) in } }
            let g = switch c { case true: make { (p: C) in } default: 0 }
            let h = try? make { (p: D) in }
        }
        """)
        XCTAssertEqual(parsed.uses(.closureSignature), ["D"])
        XCTAssertEqual(parsed.uses(.contextualClosureParameter), ["A", "B", "C"])
    }

    func testKeyPathArgumentsAreTypeUsesOnlyInInitializers() {
        let parsed = ParsedSnippet("""
        func k(_ x: [Int] = items.map(\\A.n)) {
            let a = items.map(\\B.n)
            let b = { items.map(\\C.n) }
            d = items.map(\\D.n)
            return items.map(\\E.n)
        }
        """)
        XCTAssertEqual(parsed.uses(.expression), ["A", "B"])
    }
}
