import XCTest
@testable import LintKit

/// Code: closures, statements that bind names without declaring them, string interpolations,
/// and malformed or hostile input (the parser recovers and never crashes).
final class ParserCodeTests: XCTestCase {
    // MARK: Closures

    func testCaptureLists() throws {
        let parsed = ParsedSnippet("""
        let c = { [weak self, unowned owner, unowned(unsafe) raw, value = compute(), count] in print(value) }
        """)
        let closure = try XCTUnwrap(parsed.tree.closures.first)
        XCTAssertEqual(parsed.tree.closures.count, 1)
        XCTAssertEqual(closure.captures.map(\.specifier), [.weak, .unowned, .unowned, .none, .none])
        XCTAssertEqual(closure.captures.map(\.name), ["self", "owner", "raw", "value", "count"])
        XCTAssertEqual(closure.captures.map { parsed.tree.text(of: $0.token) }, ["self", "owner", "raw", "value", "count"])
        XCTAssertEqual(closure.parameterNames, [])
        XCTAssertEqual(closure.inToken.map { parsed.tree.text(of: $0) }, "in")
        XCTAssertEqual(parsed.tree.text(of: closure.bodyStart), "print")
        XCTAssertEqual(parsed.tree.text(of: closure.leftBrace), "{")
        XCTAssertEqual(parsed.tree.text(of: closure.rightBrace), "}")
        XCTAssertEqual(closure.declaration, 0)
    }

    func testClosureParametersWithAndWithoutParentheses() throws {
        let parsed = ParsedSnippet("""
        let a = { x, y in x + y }
        let b = { (x: Int, y: Int) -> Int in x }
        let c = { (_ first: Int, second) in }
        let d = { $0 + 1 }
        let e = { _ in }
        let f = { () async throws -> Void in }
        let g = { [self] (value: Int) in }
        """)
        let closures = parsed.tree.closures
        XCTAssertEqual(closures.count, 7)
        XCTAssertEqual(closures.map(\.parameterNames), [["x", "y"], ["x", "y"], ["first", "second"], [], ["_"], [], ["value"]])
        XCTAssertEqual(closures.map { $0.inToken != nil }, [true, true, true, false, true, true, true])
        XCTAssertEqual(closures[6].captures.map(\.name), ["self"])
        XCTAssertEqual(closures.map(\.declaration), Array(0..<7))
        XCTAssertEqual(parsed.tree.text(of: closures[3].bodyStart), "$0", "without `in` the body starts after `{`")
    }

    func testClosureAttributes() throws {
        let parsed = ParsedSnippet("""
        Task { @MainActor in update() }
        Task { @MainActor [weak self] in self?.update() }
        let s = { @Sendable (x: Int) in }
        Task.detached { @MainActor () -> Void in }
        """)
        let closures = parsed.tree.closures
        XCTAssertEqual(closures.count, 4)
        XCTAssertEqual(closures.map(\.attributes), [["MainActor"], ["MainActor"], ["Sendable"], ["MainActor"]])
        XCTAssertTrue(closures.allSatisfy { $0.inToken != nil })
        XCTAssertEqual(closures[1].captures.map(\.specifier), [.weak])
        XCTAssertEqual(closures[2].parameterNames, ["x"])
        XCTAssertTrue(parsed.tree.hasTopLevelStatements)
    }

    func testTrailingAndMultipleTrailingClosures() throws {
        let parsed = ParsedSnippet("""
        func f() {
            items.map { $0 }.filter { $0 > 1 }
            UIView.animate(withDuration: 1) { fade() } completion: { _ in done() }
            button.onTap(perform: { tap() })
            let sorted = items.sorted { $0 < $1 }
        }
        """)
        let closures = parsed.tree.closures
        XCTAssertEqual(closures.count, 6)
        XCTAssertEqual(closures.map { parsed.tree.text(of: $0.leftBrace + 1) }, ["$0", "$0", "fade", "_", "tap", "$0"])
        XCTAssertEqual(closures[3].parameterNames, ["_"])
        XCTAssertTrue(closures.allSatisfy { $0.parentClosure == nil })
        XCTAssertEqual(closures.prefix(5).map(\.declaration), [0, 0, 0, 0, 0])
        XCTAssertEqual(closures[5].declaration, parsed.index(of: "sorted"))
    }

    func testNestedClosuresAndParentClosure() throws {
        let parsed = ParsedSnippet("""
        let outer = {
            let inner = {
                run { $0 }
            }
            other { value in
                deeper { }
            }
        }
        """)
        let closures = parsed.tree.closures
        XCTAssertEqual(closures.count, 5)
        XCTAssertEqual(closures.map(\.parentClosure), [nil, 0, 1, 0, 3])
        XCTAssertEqual(closures.map(\.declaration), [0, 1, 1, 0, 0])
        XCTAssertEqual(closures[3].parameterNames, ["value"])
        // Outer before inner, and inner braces inside outer ones.
        for closure in closures {
            if let parent = closure.parentClosure {
                XCTAssertLessThan(closures[parent].leftBrace, closure.leftBrace)
                XCTAssertGreaterThan(closures[parent].rightBrace, closure.rightBrace)
            }
        }
    }

    func testClosuresInStringInterpolations() throws {
        let parsed = ParsedSnippet("""
        func f() {
            print("total: \\(items.map { $0.price }.reduce(0, +))")
            print("\\("nested \\(list.first { [weak self] x in x > 0 })")")
        }
        """)
        let closures = parsed.tree.closures
        XCTAssertEqual(closures.count, 2)
        XCTAssertTrue(closures.allSatisfy { $0.leftBrace >= parsed.tree.fileTokenCount }, "interpolated code lies after the file's tokens")
        // Closures are in the order of their `{` in the token array (interpolations are appended).
        XCTAssertEqual(closures.map(\.leftBrace), closures.map(\.leftBrace).sorted())
        let capturing = try XCTUnwrap(closures.first { !$0.captures.isEmpty })
        XCTAssertEqual(capturing.captures.map(\.name), ["self"])
        XCTAssertEqual(capturing.parameterNames, ["x"])
        XCTAssertTrue(closures.allSatisfy { $0.declaration == 0 })
        // Two literals of the file, and the literal nested in the second one's interpolation.
        XCTAssertEqual(parsed.tree.interpolations.count, 3)
        XCTAssertEqual(parsed.tree.interpolations.keys.filter { $0 < parsed.tree.fileTokenCount }.count, 2)
    }

    func testClosureInsideAnInterpolationHasTheEnclosingClosureAsParent() throws {
        // The interpolation's tokens come after the file's, past the outer closure's `}`; the
        // outer closure still encloses them (and a closure in a nested interpolation has the
        // closure of the outer interpolation as its parent).
        let parsed = ParsedSnippet("""
        let handler = { [unowned self] in
            print("\\(self.items.filter { $0.isOn }.count)")
            log("\\(self.names.map { name in "\\(name.first { $0 == "a" })" })")
        }
        """)
        let closures = parsed.tree.closures
        XCTAssertEqual(closures.count, 4)
        let outer = try XCTUnwrap(closures.firstIndex { $0.leftBrace < parsed.tree.fileTokenCount })
        XCTAssertNil(closures[outer].parentClosure)
        let filter = try XCTUnwrap(closures.firstIndex { $0.parameterNames.isEmpty && $0.leftBrace >= parsed.tree.fileTokenCount
            && parsed.tree.text(of: $0.leftBrace - 1) == "filter" })
        XCTAssertEqual(closures[filter].parentClosure, outer)
        let map = try XCTUnwrap(closures.firstIndex { $0.parameterNames == ["name"] })
        XCTAssertEqual(closures[map].parentClosure, outer)
        let first = try XCTUnwrap(closures.firstIndex { parsed.tree.text(of: $0.leftBrace - 1) == "first" })
        XCTAssertEqual(closures[first].parentClosure, map, "a closure in a nested interpolation belongs to the closure around that interpolation")
        // Code after the literal is again outside any interpolated closure.
        XCTAssertEqual(closures.filter { $0.parentClosure == nil }.count, 1)
    }

    func testInterpolationRangesLieAfterTheFile() throws {
        let parsed = ParsedSnippet("let s = \"a \\(x) b \\(y + z)\"\n")
        let literal = try XCTUnwrap(parsed.tree.tokens.firstIndex { $0.kind == .stringLiteral })
        let ranges = try XCTUnwrap(parsed.tree.interpolations[literal])
        XCTAssertEqual(ranges.count, 2)
        XCTAssertTrue(ranges.allSatisfy { $0.lowerBound >= parsed.tree.fileTokenCount })
        XCTAssertEqual(ranges.map { parsed.text($0) }, ["x", "y + z"])
        XCTAssertEqual(parsed.tree.tokens[parsed.tree.fileTokenCount - 1].kind, .endOfFile)
    }

    func testStatementBodiesAreNotClosures() throws {
        let parsed = ParsedSnippet("""
        func f() async throws {
            if ready { go() } else if other { stop() } else { wait() }
            guard let x = y else { return }
            while running { step() }
            for i in items where i > 0 { use(i) }
            for await value in stream { use(value) }
            for try await line in url.lines { use(line) }
            repeat { spin() } while busy
            do { try work() } catch let error as MyError { handle(error) } catch { }
            defer { cleanup() }
            switch mode {
            case .a: break
            default: break
            }
            if let v = items.first(where: { $0 > 1 }) { use(v) }
            do throws(MyError) { try work() }
        }
        """)
        XCTAssertEqual(parsed.tree.closures.count, 1, "only the `where:` argument is a closure")
        XCTAssertEqual(parsed.tree.closures.first.map { parsed.tree.text(of: $0.leftBrace + 1) }, "$0")
        XCTAssertEqual(parsed.summary, ["func f"])
        XCTAssertEqual(parsed.uses(.cast), ["MyError"])
    }

    // MARK: Local declarations and top-level code

    func testLocalDeclarationsInFunctionBodies() throws {
        let parsed = ParsedSnippet("""
        func outer() {
            let x = 1
            var y: Int
            struct Local { var field = 0 }
            func inner() { let deep = 2 }
            typealias Alias = Int
            do { let inDo = try risky() } catch { print(error) }
            for item in items { let inLoop = item }
        }
        """)
        XCTAssertEqual(parsed.summary, [
            "func outer", "let x", "var y", "struct Local", "var field", "func inner", "let deep", "typealias Alias",
            "let inDo", "let inLoop",
        ])
        XCTAssertFalse(parsed.declarations[0].isLocal)
        XCTAssertTrue(parsed.declarations.dropFirst().allSatisfy(\.isLocal))
        XCTAssertEqual(parsed.parentName(of: "x"), "outer")
        XCTAssertEqual(parsed.parentName(of: "field"), "Local")
        XCTAssertEqual(parsed.parentName(of: "deep"), "inner")
        XCTAssertEqual(parsed.parentName(of: "inDo"), "outer")
        XCTAssertEqual(parsed.parentName(of: "inLoop"), "outer")
    }

    func testLocalDeclarationsInClosuresAndAccessors() throws {
        let parsed = ParsedSnippet("""
        let handler = { (value: Int) in
            let doubled = value * 2
            func helper() {}
        }
        var computed: Int {
            let local = 3
            return local
        }
        func run() {
            items.forEach { item in
                let inClosure = item
            }
        }
        """)
        XCTAssertEqual(parsed.summary, ["let handler", "let doubled", "func helper", "var computed", "let local", "func run", "let inClosure"])
        XCTAssertEqual(parsed.parentName(of: "doubled"), "handler")
        XCTAssertEqual(parsed.parentName(of: "helper"), "handler")
        XCTAssertEqual(parsed.parentName(of: "local"), "computed")
        XCTAssertEqual(parsed.parentName(of: "inClosure"), "run")
        XCTAssertTrue(["doubled", "helper", "local", "inClosure"].allSatisfy { parsed.declaration($0)?.isLocal == true })
    }

    func testIfConfigInsideBodies() throws {
        let parsed = ParsedSnippet("""
        func f() {
            #if DEBUG
            let debug = 1
            #elseif TESTING
            let testing = 2
            #else
            let release = 3
            #endif
            let after = 4
        }
        """)
        XCTAssertEqual(parsed.summary, ["func f", "let debug", "let testing", "let release", "let after"])
        XCTAssertTrue(parsed.declarations.dropFirst().allSatisfy { $0.parent == 0 && $0.isLocal })
    }

    func testHasTopLevelStatements() {
        XCTAssertFalse(ParsedSnippet("struct S {}\nlet x = 1\nfunc f() { print(x) }").tree.hasTopLevelStatements)
        XCTAssertFalse(ParsedSnippet("// only a comment\n").tree.hasTopLevelStatements)
        XCTAssertFalse(ParsedSnippet("").tree.hasTopLevelStatements)
        XCTAssertTrue(ParsedSnippet("import Foundation\nprint(\"hi\")").tree.hasTopLevelStatements)
        XCTAssertTrue(ParsedSnippet("struct S {}\nS().run()").tree.hasTopLevelStatements)
        XCTAssertTrue(ParsedSnippet("let x = 1\nif x > 0 { }").tree.hasTopLevelStatements)
        XCTAssertTrue(ParsedSnippet("x = 2").tree.hasTopLevelStatements)
        XCTAssertTrue(ParsedSnippet("await main()").tree.hasTopLevelStatements)
        XCTAssertFalse(ParsedSnippet("@main struct App {}").tree.hasTopLevelStatements)
        XCTAssertFalse(ParsedSnippet("#if DEBUG\nimport XCTest\n#endif\nlet x = 1;").tree.hasTopLevelStatements)
        XCTAssertFalse(ParsedSnippet("struct S {\n    func f() { print(1) }\n}").tree.hasTopLevelStatements, "code in bodies is not top level")
    }

    func testFixedBug_freestandingMacroAtTopLevelIsNotAStatement() throws {
        // A freestanding macro expansion at file scope is a declaration (swiftc accepts it in any
        // file, not only main.swift). Counting it as a statement makes the file look like a
        // program's main file, so static_var_concurrency skips its global variables: swiftc
        // reports `var counter` below with -swift-version 6; swiftlint-lite reports nothing.
        XCTAssertFalse(ParsedSnippet("""
        import SwiftUI
        var counter = 0
        #Preview {
            ContentView()
        }
        """).tree.hasTopLevelStatements)
        XCTAssertFalse(ParsedSnippet("#warning(\"todo\")\nvar counter = 0").tree.hasTopLevelStatements)
    }

    func testFreestandingMacroAtFileScopeHasItsCodeRead() throws {
        // The arguments and closures of `#Preview` were skipped whole: the declarations, closures
        // and types in them were not read (real code: GRDB's and swift-dependencies' previews).
        let parsed = ParsedSnippet("""
        #Preview("Filled") {
            @Previewable @State var form = Form(name: "John")
            FormView(form: $form)
        }
        #Preview(traits: .dependencies { _ in
            struct Failure: Error {}
            throw Failure()
        }) {
            struct Preview: View {
                var body: some View { Text("") }
            }
            return Preview()
        }
        var counter = 0
        """)
        // Each expansion is a declaration that holds its code's declarations, as a function
        // holds its body's.
        XCTAssertEqual(parsed.summary, ["macro Preview", "var form", "macro Preview", "struct Failure", "struct Preview", "var body",
                                        "var counter"])
        XCTAssertFalse(parsed.tree.hasTopLevelStatements)
        let form = try XCTUnwrap(parsed.declaration("form"))
        XCTAssertTrue(form.isLocal, "a variable in a macro's closure is local")
        XCTAssertEqual(form.parent, 0)
        XCTAssertEqual(parsed.tree.declarations[0].endToken, try XCTUnwrap(parsed.tree.declarations[2].firstToken))
        XCTAssertFalse(try XCTUnwrap(parsed.declaration("counter")).isLocal)
        XCTAssertGreaterThanOrEqual(parsed.tree.closures.count, 3)
    }

    func testRulesReadTheCodeOfAFreestandingMacroAtFileScope() throws {
        // `existential_any` reports a type in `#Preview`'s closure as in any closure;
        // `static_var_concurrency` takes its variable for a local, not a global, and reports a
        // local type's static as swiftc does in a function's closure.
        let rules = [
            ConfiguredRule(rule: try ExistentialAnyRule(options: RuleOptions()), severity: .warning),
            ConfiguredRule(rule: try StaticVarConcurrencyRule(options: RuleOptions()), severity: .warning),
        ]
        let file = SourceFile(path: "/tmp/preview/Sources/App/Preview.swift", bytes: Array("""
        protocol Shape {}
        struct Square: Shape {}
        #Preview {
            var count = 0
            let shape: Shape = Square()
            struct Cache { static var hits = 0 }
            return count
        }
        """.utf8))
        let findings = LintEngine(rules: rules).lint(files: [file]).findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
        XCTAssertEqual(findings, ["5:16 existential_any", "6:31 static_var_concurrency"])
        // A local type that shadows a protocol is the local type, as in a function's body (the
        // expansion had no declaration of its own, and its `Item` was taken for the file's).
        let shadowing = SourceFile(path: "/tmp/preview/Sources/App/Shadow.swift", bytes: Array("""
        protocol Item {}
        #Preview {
            struct Item {}
            let item: Item = Item()
            return item
        }
        #Gen<[Item]>({ (x: Item) in })
        """.utf8))
        let shadowFindings = LintEngine(rules: rules).lint(files: [shadowing]).findings.map { "\($0.location.line):\($0.location.column)" }
        XCTAssertEqual(shadowFindings, ["7:7", "7:20"], "the macro's generic arguments and its closure argument's parameter, as swiftc")
    }

    func testKeywordMemberOrBareReturnAtALinesEndEndsTheStatement() throws {
        // A member named by a keyword (`.repeat`, `.return`) or a bare `return` at the end of a
        // line hid the declaration on the next line (real code: SceneKit, SwiftUI, UIKit).
        let parsed = ParsedSnippet("""
        func setUp(material: Material) {
            material.wrap = .repeat
            let floor = Node()
            return
            let dead = floor
        }
        let key = KeyEquivalent.return
        let after = 1
        func f() throws -> Int {
            let value = try
                compute()
            return
                value
        }
        """)
        XCTAssertEqual(parsed.summary, ["func setUp", "let floor", "let dead", "let key", "let after", "func f", "let value"])
        let value = try XCTUnwrap(parsed.declaration("value"))
        XCTAssertEqual(value.initializer.map { parsed.tree.text(of: $0.upperBound - 1) }, ")", "`try` at a line's end goes on")
    }

    func testDeclarationsAfterAnOperatorDeclarationOrAGenericAttribute() throws {
        // `let` after `postfix operator °`, and a variable whose attribute has generic arguments
        // (`@Injected<Service>`), at file scope or in a body, were lost: a global the rules
        // never saw (hw87's probes).
        let parsed = ParsedSnippet("""
        postfix operator °
        let degreesPerTurn = 360.0
        infix operator <>
        var registry: [String] = []
        @Injected<AuthService> var authService: AuthService
        func make() {
            @Injected<Session>() var session: Session
        }
        """)
        XCTAssertEqual(parsed.summary, ["operator °", "let degreesPerTurn", "operator <>", "var registry", "var authService", "func make",
                                        "var session"])
        XCTAssertEqual(parsed.declaration("authService")?.attributes.map(\.name), ["Injected"])
    }

    func testAttributesOnGenericParametersAreSteppedOver() throws {
        // The whole generic clause was dropped, and `struct Box`'s body was not found.
        let parsed = ParsedSnippet("func f<@Sendable T>(_ t: T) {}\nstruct Box<@MyAttr Element, U> { var e: Element }")
        XCTAssertEqual(parsed.summary, ["func f", "struct Box", "var e"])
        XCTAssertEqual(parsed.declaration("f")?.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(parsed.declaration("Box")?.genericParameters.map(\.name), ["Element", "U"])
        XCTAssertTrue(parsed.tree.recoveries.isEmpty)
    }

    func testLabeledTuplePatternBindsTheNamesNotTheLabels() throws {
        let parsed = ParsedSnippet("func f() {\n    let (x: tx, y: ty) = position()\n}")
        let binding = try XCTUnwrap(parsed.tree.declarations.last)
        XCTAssertEqual(binding.patternNameTokens.map { parsed.tree.text(of: $0) }, ["tx", "ty"])
    }

    func testFreestandingMacroAmongMembersHoldsItsCode() throws {
        let parsed = ParsedSnippet("""
        struct S {
            #registerHandlers {
                let handler = 1
            }
            #configure({ let option = 2; return option }())
            let after = 3
        }
        """)
        XCTAssertEqual(parsed.summary, ["struct S", "macro registerHandlers", "let handler", "macro configure", "let option", "let after"])
        XCTAssertEqual(parsed.declaration("registerHandlers")?.parent, 0)
        XCTAssertEqual(parsed.declaration("after")?.parent, 0)
    }

    func testFixedBug_rareModifierBeforeADeclarationIsNotAStatement() throws {
        // `distributed` is an identifier to the lexer: the declaration after it made the file
        // look like a main file, and static_var_concurrency skipped all of its globals.
        let parsed = ParsedSnippet("import Distributed\nlet before = 1\ndistributed actor Worker {}\nvar counter = 0")
        XCTAssertFalse(parsed.tree.hasTopLevelStatements)
        XCTAssertEqual(parsed.summary, ["import Distributed", "let before", "actor Worker", "var counter"])
        XCTAssertTrue(ParsedSnippet("distributed(1)\nvar counter = 0").tree.hasTopLevelStatements, "a call of a function so named is")
    }

    func testIfAvailableExpressionIsOneInitializer() throws {
        let parsed = ParsedSnippet("let a = if #available(macOS 10.15, *) { 1 } else { 2 }, b = 3")
        XCTAssertEqual(parsed.summary, ["let a", "let b"])
        let a = try XCTUnwrap(parsed.tree.declarations.first)
        XCTAssertEqual(a.initializer.map { parsed.tree.text(of: $0.upperBound - 1) }, "}")
    }

    // MARK: Bindings that are not declarations

    func testPatternBindingsAreNotDeclarations() throws {
        let parsed = ParsedSnippet("""
        func f(v: E, opt: Int?) {
            if case .x(let y) = v { print(y) }
            if case let .z(a, b) = v { print(a, b) }
            guard let z = opt, var w = Optional(1) else { return }
            switch v {
            case .x(let q): print(q)
            case let .z(r, s): print(r, s)
            case .w(var t): t += 1
            }
            while let n = iterator.next() { print(n) }
            for case let .some(m) in list { print(m) }
            do {} catch let error { print(error) }
            if let opt { print(opt) }
            let real = 1
        }
        """)
        XCTAssertEqual(parsed.summary, ["func f", "let real"])
    }

    func testCommasInAnIfExpressionsConditionDoNotSplitBindings() throws {
        let parsed = ParsedSnippet("""
        let a = if x > 2, y { 1 } else if z, w { 2 } else { 3 }, b = 4
        let c = 5, d = 6
        """)
        XCTAssertEqual(parsed.summary, ["let a", "let b", "let c", "let d"])
        let a = try XCTUnwrap(parsed.tree.declarations.first { $0.name == "a" })
        let initializer = try XCTUnwrap(a.initializer)
        XCTAssertEqual(parsed.tree.text(of: initializer.lowerBound), "if")
        XCTAssertEqual(parsed.tree.text(of: initializer.upperBound - 1), "}")
    }

    func testKeywordsAsArgumentLabelsAndMembers() throws {
        let parsed = ParsedSnippet("""
        @attached(extension, conformances: Equatable, names: named(==))
        public macro AutoEquatable() = #externalMacro(module: "M", type: "E")
        func f() {
            let file = File(extension: "md", protocol: p, struct: s, class: c)
            configure(import: true, func: f, var: v, let: l, init: i, enum: e, case: k, subscript: 1)
            let t = x.init(value: 1)
            let u = Foo.init
            self.init(other: 1)
            value.deinit
            let m = [extension: 1]
        }
        """)
        XCTAssertEqual(parsed.summary, ["macro AutoEquatable", "func f", "let file", "let t", "let u", "let m"])
        XCTAssertEqual(parsed.declarations.first?.attributes.map(\.name), ["attached"])
    }

    func testStatementsAfterCaseLabelsOnTheirOwnLine() throws {
        let parsed = ParsedSnippet("""
        func f() {
            switch v {
            case .a:
                let x = 1
            case .b(let p):
                let y = p
            default: let z = 2
            }
        }
        """)
        XCTAssertEqual(parsed.summary, ["func f", "let x", "let y", "let z"])
    }

    func testFixedBug_declarationAfterCaseLabelOnTheSameLine() throws {
        // swift-syntax reports `x` and `y` as variable declarations of the case bodies; the
        // parser drops them (and with them the annotation's type use).
        let parsed = ParsedSnippet("""
        func f() {
            switch v {
            case .a: let x: P = make(); use(x)
            case .b(let p): let y = p
            default: let z = 2
            }
        }
        """)
        XCTAssertEqual(parsed.summary, ["func f", "let x", "let y", "let z"])
        XCTAssertEqual(parsed.uses(.annotation), ["P"])
    }

    func testFixedBug_callToAModifierWordIsTakenAsAModifier() throws {
        // `open(url)` is a call: its parentheses are not a modifier detail like `private(set)`.
        // The parser takes `open(…)` (likewise `prefix(3)`, `final(x)`, `dynamic(y)`…) as a
        // modifier of the declaration on the next line, which then starts at `open`; at file
        // scope the call is then not counted as a top-level statement either.
        let parsed = ParsedSnippet("""
        func f() {
            open(url)
            let after = 1
        }
        """)
        XCTAssertEqual(parsed.summary, ["func f", "let after"])
        let after = try XCTUnwrap(parsed.declaration("after"))
        XCTAssertEqual(after.modifiers, [])
        XCTAssertEqual(parsed.tree.text(of: after.firstToken), "let")
        XCTAssertTrue(ParsedSnippet("open(url)\nlet after = 1").tree.hasTopLevelStatements)
    }

    // MARK: Malformed input

    func testTruncatedDeclarations() {
        let cases: [(source: String, summary: [String])] = [
            ("func f(", ["func f"]),
            ("struct S<", ["struct S"]),
            ("struct S<T: ", ["struct S"]),
            ("extension", []),
            ("class C: ", ["class C"]),
            ("enum E { case a(", ["enum E", "case a"]),
            ("protocol P where", ["protocol P"]),
            ("typealias T =", ["typealias T"]),
            ("var x: Int {", ["var x"]),
            ("func g() -> ", ["func g"]),
            ("func f<T>(_ t: T) where T:", ["func f"]),
            ("init(", []),
            ("import", []),
            ("@available(", []),
            ("x as", []),
            ("{ [weak self", []),
            ("let (a, b", ["let "]),
            ("\"\\(unterminated", []),
        ]
        for (source, expected) in cases {
            let parsed = ParsedSnippet(source)
            XCTAssertEqual(parsed.summary, expected, source)
            for declaration in parsed.declarations {
                XCTAssertLessThanOrEqual(declaration.endToken, parsed.tree.tokens.count, source)
                XCTAssertLessThan(declaration.nameToken, parsed.tree.tokens.count, source)
            }
        }
        XCTAssertFalse(ParsedSnippet("struct S<").tree.recoveries.isEmpty, "a missing body is a recovery")
        XCTAssertEqual(ParsedSnippet("struct S").tree.recoveries.first?.reason, "expected '{' after struct 'S'")
        XCTAssertEqual(ParsedSnippet("struct S").tree.recoveries.first?.offset, 8, "at the end of the file")
    }

    func testMissingBodyRecoversAtTheNextDeclaration() {
        let parsed = ParsedSnippet("""
        struct S
        struct T {}
        extension
        class C { func m() {} }
        """)
        XCTAssertEqual(parsed.summary, ["struct S", "struct T", "extension ", "class C", "func m"])
        XCTAssertEqual(parsed.tree.recoveries.map(\.reason), ["expected '{' after struct 'S'", "expected '{' after extension"])
        XCTAssertEqual(parsed.parentName(of: "m"), "C")
        XCTAssertNil(parsed.declaration("T")?.parent)
    }

    func testUnbalancedBraces() throws {
        let unclosed = ParsedSnippet("""
        struct S {
            func f() {
                if x {
            }
        struct T {}
        """)
        XCTAssertEqual(unclosed.summary, ["struct S", "func f", "struct T"])
        XCTAssertEqual(unclosed.parentName(of: "f"), "S")
        XCTAssertEqual(unclosed.parentName(of: "T"), "f", "by its braces T is inside f")
        XCTAssertTrue(unclosed.tree.recoveries.contains { $0.reason == "unbalanced '{' in struct" })
        XCTAssertEqual(unclosed.declarations[0].endToken, unclosed.tree.tokens.count - 1)

        let extraClosers = ParsedSnippet("}\n}\nstruct T { var x = 1 }\n)\n]\nstruct U {}")
        XCTAssertEqual(extraClosers.summary, ["struct T", "var x", "struct U"])
        XCTAssertEqual(extraClosers.parentName(of: "x"), "T")
        XCTAssertNil(extraClosers.declaration("U")?.parent)
    }

    func testUnbalancedParentheses() throws {
        let parsed = ParsedSnippet("""
        func f(a: Int {
        }
        struct Next { let y = (1 }
        struct Last {}
        """)
        XCTAssertEqual(parsed.summary.first, "func f")
        XCTAssertTrue(parsed.summary.contains("struct Next"))
        XCTAssertTrue(parsed.summary.contains("struct Last"))
    }

    func testStrayTokens() throws {
        let parsed = ParsedSnippet("""
        ) ] } ;; @@ ->
        let = 5
        var : Int
        struct U { ) var a = 1 ] ; func b() {} }
        struct Final {}
        """)
        XCTAssertTrue(parsed.summary.contains("struct U"))
        XCTAssertEqual(parsed.parentName(of: "a"), "U")
        XCTAssertEqual(parsed.parentName(of: "b"), "U")
        XCTAssertEqual(parsed.summary.last, "struct Final")
        XCTAssertNil(parsed.declaration("Final")?.parent)
    }

    func testDeepDeclarationNestingRecordsARecovery() throws {
        let depth = Parser.maximumDepth + 40
        var source = ""
        for level in 0..<depth { source += "struct S\(level) {\n" }
        source += String(repeating: "}\n", count: depth)
        source += "struct After {}\n"
        let parsed = ParsedSnippet(source)
        XCTAssertTrue(parsed.tree.recoveries.contains { $0.reason.contains("nesting deeper than \(Parser.maximumDepth)") })
        XCTAssertLessThan(parsed.declarations.count, depth, "the innermost levels are skipped")
        XCTAssertGreaterThanOrEqual(parsed.declarations.count, Parser.maximumDepth / 2)
        XCTAssertEqual(parsed.declarations.first?.name, "S0")
        XCTAssertEqual(parsed.summary.last, "struct After")
        XCTAssertNil(parsed.declaration("After")?.parent)
        // The first thing skipped (the body of the level the limit reaches) is where a run says
        // the file is linted only in part.
        let skipped = try XCTUnwrap(parsed.tree.nestingLimitOffset)
        XCTAssertTrue(source.utf8.dropFirst(skipped).starts(with: "struct S\(Parser.maximumDepth + 1) {".utf8),
                      String(decoding: source.utf8.dropFirst(skipped).prefix(20), as: UTF8.self))
        XCTAssertNil(ParsedSnippet("struct S { struct T { func f() { if true { let x: [[Int]] = [] } } } }").tree.nestingLimitOffset)
        // Parent links stay consistent: each parent precedes its child.
        for (index, declaration) in parsed.declarations.enumerated() {
            if let parent = declaration.parent { XCTAssertLessThan(parent, index) }
        }
    }

    func testDeepNestingInCodeAndTypesDoesNotCrash() {
        let count = 3_000
        let parens = ParsedSnippet("func f() { g(" + String(repeating: "(", count: count) + "1" + String(repeating: ")", count: count) + ") }\nstruct After {}")
        XCTAssertEqual(parens.summary, ["func f", "struct After"])
        let closures = ParsedSnippet("let c = " + String(repeating: "{ ", count: count) + String(repeating: "} ", count: count) + "\nstruct After {}")
        XCTAssertEqual(closures.summary, ["let c", "struct After"])
        XCTAssertEqual(closures.tree.closures.count, count)
        XCTAssertEqual(closures.tree.closures.last?.parentClosure, count - 2)
        let generics = ParsedSnippet("var v: " + String(repeating: "Array<", count: count) + "Int" + String(repeating: ">", count: count) + "\nstruct After {}")
        XCTAssertEqual(generics.summary, ["var v", "struct After"])
        let functions = ParsedSnippet(String(repeating: "func f() { ", count: count) + String(repeating: "} ", count: count) + "\nstruct After {}")
        XCTAssertEqual(functions.summary.last, "struct After")
        XCTAssertFalse(functions.tree.recoveries.isEmpty)
        let optionals = ParsedSnippet("var o: Int" + String(repeating: "?", count: count) + "\nstruct After {}")
        XCTAssertEqual(optionals.summary.last, "struct After")
        // What the parser skipped is recorded; what it read whole is not.
        XCTAssertNotNil(generics.tree.nestingLimitOffset)
        XCTAssertNotNil(functions.tree.nestingLimitOffset)
        XCTAssertNotNil(optionals.tree.nestingLimitOffset)
        XCTAssertNil(closures.tree.nestingLimitOffset)
    }

    func testEmptyFileCRLFAndByteOrderMark() throws {
        let empty = ParsedSnippet("")
        XCTAssertTrue(empty.declarations.isEmpty && empty.tree.typeUses.isEmpty && empty.tree.closures.isEmpty)
        XCTAssertEqual(empty.tree.fileTokenCount, 1, "just the end of file")
        XCTAssertTrue(empty.tree.recoveries.isEmpty)
        let crlf = ParsedSnippet("\u{FEFF}struct S {\r\n    var x: Int = 1\r\n    var y = 2\r\n}\r\nlet z: [S] = []\r\n")
        XCTAssertEqual(crlf.summary, ["struct S", "var x", "var y", "let z"])
        XCTAssertEqual(crlf.text(crlf.declaration("x")?.initializer), "1", "a CRLF line break ends the initializer")
        XCTAssertEqual(crlf.uses(.annotation), ["Int", "[S]"])
        XCTAssertFalse(crlf.tree.hasTopLevelStatements)
    }

    func testLocalDeclarationsInAMemberInitializerClosure() throws {
        let parsed = ParsedSnippet("""
        final class View {
            lazy var label: Label = {
                let label = Label()
                label.text = "x"
                return label
            }()
            var other = 0
        }
        """)
        XCTAssertEqual(parsed.summary, ["class View", "var label", "let label", "var other"])
        XCTAssertEqual(parsed.declarations.map(\.parent), [nil, 0, 1, 0])
        XCTAssertEqual(parsed.declarations.map(\.isLocal), [false, false, true, false])
        XCTAssertEqual(parsed.tree.closures.count, 1)
        XCTAssertEqual(parsed.tree.closures.first?.declaration, 1)
    }

    func testDeclarationsOnlyModeSkipsCode() throws {
        let source = """
        struct S {
            var value = items.map { $0 }
            func f() { let local = 1; run { } }
        }
        print(S())
        """
        let file = SourceFile(path: "/project/Sources/Module/Snippet.swift", text: source)
        let tree = Parser.parse(file, stream: Lexer.tokenize(file.bytes), declarationsOnly: true)
        XCTAssertEqual(tree.declarations.map(\.name), ["S", "value", "f"])
        XCTAssertTrue(tree.closures.isEmpty)
        let full = ParsedSnippet(source)
        XCTAssertEqual(full.summary, ["struct S", "var value", "func f", "let local"])
        XCTAssertEqual(full.tree.closures.count, 2)
    }
}
