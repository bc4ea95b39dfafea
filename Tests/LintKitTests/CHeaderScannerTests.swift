import Foundation
import XCTest
@testable import LintKit

/// `CHeaderScanner` (which C structs Swift imports, under which names, and whether each is
/// Sendable) and `CHeaderFiles` (where a package's public C headers are).
final class CHeaderScannerTests: XCTestCase {
    // MARK: - Helpers

    /// The types of `headers`, scanned together.
    private func scan(_ headers: String...) -> [CImportedType] {
        CHeaderScanner.scan(headers.map { Array($0.utf8) })
    }

    /// The type Swift names `name` (or with C name `name`) among `types`, failing if absent.
    private func type(
        _ name: String, in types: [CImportedType], file: StaticString = #filePath, line: UInt = #line
    ) -> CImportedType? {
        let found = types.first { $0.swiftName == name } ?? types.first { $0.cNames.contains(name) }
        XCTAssertNotNil(found, "no type named '\(name)' in \(types.map(\.swiftName))", file: file, line: line)
        return found
    }

    /// Asserts that `name` is among `types` with `sendability`.
    private func assertSendability(
        _ name: String, _ sendability: CSendability, in types: [CImportedType],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let found = type(name, in: types, file: file, line: line) else { return }
        XCTAssertEqual(found.sendability, sendability, "sendability of '\(name)'", file: file, line: line)
    }

    // MARK: - Names

    func testOpenCombineUnfairLockIsImportedUnderItsSwiftNameAndIsNotSendable() {
        let types = scan("""
        #ifndef COPENCOMBINEHELPERS_H
        #define COPENCOMBINEHELPERS_H
        #include <stdint.h>
        #if __has_attribute(swift_name)
        # define OPENCOMBINE_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
        #else
        # define OPENCOMBINE_SWIFT_NAME(_name)
        #endif
        #ifdef __cplusplus
        extern "C" {
        #endif
        #pragma mark - Lock
        /// A wrapper around an opaque pointer.
        typedef struct OpenCombineUnfairLock {
            void* _Nonnull opaque;
        } OPENCOMBINE_SWIFT_NAME(__UnfairLock) OpenCombineUnfairLock;
        OpenCombineUnfairLock opencombine_unfair_lock_alloc(void)
            OPENCOMBINE_SWIFT_NAME(__UnfairLock.allocate());
        void opencombine_unfair_lock_lock(OpenCombineUnfairLock)
            OPENCOMBINE_SWIFT_NAME(__UnfairLock.lock(self:));
        #ifdef __cplusplus
        } // extern "C"
        #endif
        #endif /* COPENCOMBINEHELPERS_H */
        """)
        XCTAssertEqual(types, [
            CImportedType(swiftName: "__UnfairLock", cNames: ["OpenCombineUnfairLock"], kind: .structure,
                          sendability: .nonSendable(reason: "field 'opaque' is a pointer")),
        ])
    }

    func testDirectSwiftNameAttributeOnTheStructOrAfterItsBody() {
        let types = scan("""
        struct __attribute__((swift_name("Point"))) CPoint { int x; int y; };
        typedef struct { double value; } __attribute__((packed, swift_name("Measure"))) CMeasure;
        """)
        XCTAssertEqual(type("Point", in: types)?.cNames, ["CPoint"])
        XCTAssertEqual(type("Measure", in: types)?.cNames, ["CMeasure"])
        assertSendability("Point", .sendable, in: types)
        assertSendability("Measure", .sendable, in: types)
    }

    func testWellKnownAndStringArgumentSwiftNameMacros() {
        let types = scan("""
        #define MY_NAME(n) __attribute__((swift_name(n)))
        typedef struct A1 { int a; } NS_SWIFT_NAME(Alpha) A1;
        typedef struct B1 { int b; } CF_SWIFT_NAME(Beta.Inner) B1;
        typedef struct C1 { char *c; } SWIFT_NAME(Gamma) C1;
        typedef struct D1 { int d; } MY_NAME("Delta") D1;
        """)
        XCTAssertEqual(types.map(\.swiftName), ["Alpha", "Beta.Inner", "Gamma", "Delta"])
        assertSendability("Gamma", .nonSendable(reason: "field 'c' is a pointer"), in: types)
    }

    func testSwiftNameMacroDefinedThroughAnotherMacroInAnotherHeader() {
        let types = scan(
            """
            #include "names.h"
            typedef struct RawBox { long v; } BOX_NAME(ignored, Box) RawBox;
            """,
            """
            #define BASE_NAME(x) __attribute__((swift_name(#x)))
            #define BOX_NAME(unused, y) BASE_NAME(y)
            """
        )
        XCTAssertEqual(type("RawBox", in: types)?.swiftName, "Box")
    }

    func testTagAndTypedefNamesAreBothRecordedAndTheTagIsTheSwiftName() {
        let types = scan("""
        typedef struct _Range { unsigned long location; unsigned long length; } Range;
        typedef struct Same { int x; } Same;
        typedef struct { int x; } Anonymous, AnonymousAlias;
        typedef Range RangeAgain;
        """)
        XCTAssertEqual(type("_Range", in: types)?.cNames, ["_Range", "Range", "RangeAgain"])
        XCTAssertEqual(type("Same", in: types)?.cNames, ["Same"])
        XCTAssertEqual(type("Anonymous", in: types)?.cNames, ["Anonymous", "AnonymousAlias"])
        XCTAssertEqual(types.count, 3, "plain aliases add names, not types: \(types.map(\.swiftName))")
        let byName = CHeaderScanner.typesByName(types)
        XCTAssertEqual(byName["RangeAgain"]?.swiftName, "_Range")
        XCTAssertEqual(byName["AnonymousAlias"]?.swiftName, "Anonymous")
    }

    func testAnAnonymousTypeIsNamedByTheTypedefOfItsOwnDeclaration() {
        let types = scan(
            "typedef level_t level_compat DEPRECATED; typedef box_t box_compat;",
            "typedef enum { LevelLow, LevelHigh } level_t; typedef struct { int v; } box_t;"
        )
        XCTAssertEqual(type("level_t", in: types)?.cNames, ["level_t", "level_compat"])
        XCTAssertEqual(type("box_t", in: types)?.cNames, ["box_t", "box_compat"])
        XCTAssertEqual(types.map(\.swiftName), ["box_t", "level_t"])
    }

    func testForwardTypedefNamesTheStructDefinedLater() {
        let types = scan("""
        typedef struct Tag Alias;
        struct Holder { Alias inner; };
        struct Tag { void *p; };
        """)
        XCTAssertEqual(type("Tag", in: types)?.cNames, ["Tag", "Alias"])
        assertSendability("Tag", .nonSendable(reason: "field 'p' is a pointer"), in: types)
        assertSendability("Holder", .nonSendable(reason: "field 'inner' has non-Sendable type 'Alias'"), in: types)
    }

    // MARK: - Sendability of fields

    func testArithmeticStructIsSendable() {
        let types = scan("""
        enum Mode { ModeA, ModeB = 4 };
        struct Numbers {
            int a; unsigned long long b; _Bool c; bool d; float e; double f; char g;
            signed short h; long double i; uint64_t j; size_t k;
            unsigned flag : 1, other : 3;
            enum Mode mode;
            const volatile int constant;
        };
        """)
        assertSendability("Numbers", .sendable, in: types)
        XCTAssertEqual(type("Mode", in: types)?.kind, .enumeration)
    }

    func testFunctionPointersAreSendableAndBlocksAreNot() {
        let types = scan("""
        typedef int (*Callback)(int);
        typedef void Handler(void *context);
        struct Hooks {
            int (*compare)(const void *, const void *);
            Callback callback;
            Handler *handler;
            void (* _Nullable table[4])(void);
        };
        struct WithBlock { void (^completion)(int); };
        """)
        assertSendability("Hooks", .sendable, in: types)
        assertSendability("Callback", .sendable, in: types)
        assertSendability("WithBlock", .nonSendable(reason: "field 'completion' is a block"), in: types)
    }

    func testArrayFieldsTakeTheSendabilityOfTheirElements() {
        let types = scan("""
        struct Buffer { char name[16]; int matrix[2][3]; unsigned char bytes[]; };
        struct Names { int count; const char *names[4]; };
        struct PointerToArray { int (*rows)[4]; };
        """)
        assertSendability("Buffer", .sendable, in: types)
        assertSendability("Names", .nonSendable(reason: "field 'names' is a pointer"), in: types)
        assertSendability("PointerToArray", .nonSendable(reason: "field 'rows' is a pointer"), in: types)
    }

    func testConstCharPointerAndNullabilityVariantsAreNotSendable() {
        let types = scan("""
        struct A { const char *name; };
        struct B { int *_Nullable value; };
        struct C { void * const _Nonnull raw; };
        struct D { struct D *next; int value; };
        """)
        assertSendability("A", .nonSendable(reason: "field 'name' is a pointer"), in: types)
        assertSendability("B", .nonSendable(reason: "field 'value' is a pointer"), in: types)
        assertSendability("C", .nonSendable(reason: "field 'raw' is a pointer"), in: types)
        assertSendability("D", .nonSendable(reason: "field 'next' is a pointer"), in: types)
    }

    func testNestedStructsResolveAcrossHeaders() {
        let types = scan(
            """
            #include "inner.h"
            struct Outer { Inner inner; struct Pair pair; struct { int x; } anonymous; };
            struct Holder { LockBox box; };
            """,
            """
            typedef struct Inner { int a; } Inner;
            struct Pair { Inner first, second; };
            typedef struct { void *opaque; } LockBox;
            """
        )
        assertSendability("Outer", .sendable, in: types)
        assertSendability("Pair", .sendable, in: types)
        assertSendability("Holder", .nonSendable(reason: "field 'box' has non-Sendable type 'LockBox'"), in: types)
    }

    func testAnonymousMembersCount() {
        let types = scan("""
        struct Variant { int kind; union { long number; void *pointer; }; };
        """)
        assertSendability(
            "Variant", .nonSendable(reason: "an anonymous member has non-Sendable type 'anonymous union'"), in: types)
    }

    func testCyclesTerminateAndAreNotSendable() {
        let types = scan("""
        struct A { struct B b; };
        struct B { struct A a; };
        struct Self { struct Self me; };
        struct D { struct E e; };
        struct E { struct D d; char *text; };
        typedef LoopX LoopY;
        typedef LoopY LoopX;
        """)
        assertSendability("A", .unknown, in: types)
        assertSendability("B", .unknown, in: types)
        assertSendability("Self", .unknown, in: types)
        assertSendability("D", .nonSendable(reason: "field 'e' has non-Sendable type 'E'"), in: types)
        assertSendability("E", .nonSendable(reason: "field 'd' has non-Sendable type 'D'"), in: types)
        assertSendability("LoopX", .unknown, in: types)
    }

    func testUnknownTypeNamesAreUnknownUnlessAPointerDecides() {
        let types = scan("""
        struct Mutex { pthread_mutex_t mutex; int count; };
        struct Socket { struct sockaddr address; };
        struct Both { pthread_mutex_t mutex; char *name; };
        struct Atomic { _Atomic(int) value; };
        """)
        assertSendability("Mutex", .unknown, in: types)
        assertSendability("Socket", .unknown, in: types)
        assertSendability("Both", .nonSendable(reason: "field 'name' is a pointer"), in: types)
        assertSendability("Atomic", .unknown, in: types)
    }

    func testPointerTypedefsAreNotSendable() {
        let types = scan("""
        typedef struct Opaque *OpaqueRef;
        typedef const struct __Thing *ThingRef CF_SWIFT_NAME(Thing);
        struct UsesRef { OpaqueRef ref; };
        typedef struct Node { int value; } Node, *NodePointer;
        """)
        XCTAssertEqual(type("OpaqueRef", in: types), CImportedType(
            swiftName: "OpaqueRef", cNames: ["OpaqueRef"], kind: .typedef,
            sendability: .nonSendable(reason: "'OpaqueRef' is a pointer")))
        XCTAssertEqual(type("Thing", in: types)?.cNames, ["ThingRef"])
        assertSendability("UsesRef", .nonSendable(reason: "field 'ref' has non-Sendable type 'OpaqueRef'"), in: types)
        assertSendability("Node", .sendable, in: types)
        assertSendability("NodePointer", .nonSendable(reason: "'NodePointer' is a pointer"), in: types)
        XCTAssertFalse(types.contains { $0.cNames.contains("Opaque") }, "an incomplete struct is no imported type")
    }

    func testUnionsFollowTheSameRules() {
        let types = scan("""
        union Number { int i; float f; double d; };
        typedef union { void *pointer; long integer; } Word;
        """)
        XCTAssertEqual(type("Number", in: types)?.kind, .union)
        assertSendability("Number", .sendable, in: types)
        assertSendability("Word", .nonSendable(reason: "field 'pointer' is a pointer"), in: types)
    }

    func testEnumMacrosDeclareSendableEnums() {
        let types = scan("""
        typedef NS_ENUM(NSInteger, Color) { ColorRed, ColorGreen } NS_SWIFT_NAME(Colour);
        typedef CF_OPTIONS(CFOptionFlags, Flags) { FlagA = 1 << 0 };
        typedef enum { StateOn, StateOff } State;
        struct Styled { Color color; Flags flags; State state; NSInteger size; };
        """)
        XCTAssertEqual(type("Colour", in: types)?.cNames, ["Color"])
        XCTAssertEqual(type("State", in: types)?.kind, .enumeration)
        assertSendability("Styled", .sendable, in: types)
    }

    // MARK: - Lexical matters

    func testCommentsWithBracesAndStarsAreIgnored() {
        let types = scan("""
        /* struct Fake { void *p; }; } { */
        // struct AlsoFake { char *p; }; {
        struct Real { // a comment with } and *
            int /* * */ value; /* { */
            /** doc with a * pointer */ unsigned count;
        };
        """)
        XCTAssertEqual(types.map(\.swiftName), ["Real"])
        assertSendability("Real", .sendable, in: types)
    }

    func testExternCBlocksAndPreprocessorLinesAreTransparent() {
        let types = scan("""
        #pragma once
        #pragma pack(push, 1)
        #ifdef __cplusplus
        extern "C" {
        #endif
        extern "C" int helper(void);
        struct Inside { int x; };
        #include <stdio.h>
        struct Pointer { FILE *file; };
        #ifdef __cplusplus
        }
        #endif
        #pragma pack(pop)
        struct After { int y; };
        """)
        XCTAssertEqual(types.map(\.swiftName), ["Inside", "Pointer", "After"])
        assertSendability("Pointer", .nonSendable(reason: "field 'file' is a pointer"), in: types)
    }

    func testMacroDefinitionsWithLineContinuations() {
        let types = scan("""
        #define MY_SWIFT_NAME(_n) \\
            __attribute__((swift_name(#_n)))
        #define DECLARE_LEAK \\
            struct Leak { void *p; };
        typedef struct RawBox { int v; } MY_SWIFT_NAME(Box) RawBox;\r
        #define CRLF_MACRO(x) \\\r
            struct Leak2 { void *p; };\r
        struct AfterCRLF { int z; };\r
        """)
        XCTAssertEqual(types.map(\.swiftName), ["Box", "AfterCRLF"])
    }

    func testBothBranchesOfAConditionalAreMergedConservatively() {
        let types = scan("""
        #if defined(__APPLE__)
        struct Lock { int32_t word; };
        #else
        struct Lock { void *handle; };
        #endif
        """)
        XCTAssertEqual(types.count, 1)
        assertSendability("Lock", .nonSendable(reason: "field 'handle' is a pointer"), in: types)
    }

    func testFunctionsAndTheirBodiesDeclareNoTypes() {
        let types = scan("""
        typedef struct Value { int v; } Value;
        Value value_make(int v) SWIFT_NAME(Value.init(v:));
        static inline int value_get(Value value) { struct Local { void *p; } local; return value.v; }
        CF_EXPORT const Value kZero API_AVAILABLE(macos(10.15));
        NS_ASSUME_NONNULL_BEGIN
        typedef struct Next { double d; } Next;
        NS_ASSUME_NONNULL_END
        """)
        XCTAssertEqual(types.map(\.swiftName), ["Value", "Next"])
        assertSendability("Next", .sendable, in: types)
    }

    func testObjectLikeMacrosAroundNamesAreSkipped() {
        let types = scan("""
        #define ALIGNED __attribute__((aligned(8)))
        typedef int ALIGNED once_t;
        struct Counters { unsigned int refs[2] LOCK_ALIGNMENT; once_t once ALIGNED; unsigned int size; } PACKED_STRUCT;
        struct Holder { DEPRECATED_FIELD Counters counters; Counters other LOCK_ALIGNMENT; };
        MY_EXPORT MyHandle const kDefaultHandle;
        typedef struct MY_BRIDGED_TYPE(id) Thing *ThingRef;
        """)
        XCTAssertEqual(types.map(\.swiftName), ["Counters", "Holder", "once_t", "ThingRef"])
        assertSendability("Holder", .sendable, in: types)
        assertSendability("once_t", .sendable, in: types)
        assertSendability("Counters", .sendable, in: types)
        assertSendability("ThingRef", .nonSendable(reason: "'ThingRef' is a pointer"), in: types)
    }

    // MARK: - Robustness

    func testMalformedInputsDoNotCrashOrHang() {
        var generator = CHeaderSeededGenerator(seed: 0x5EED)
        let garbage = (0..<200_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let cSoup = (0..<50_000).map { _ in Array("{}()[];*,:=#\n/\\\"' structunion typedef x".utf8).randomElement(using: &generator)! }
        let inputs: [[UInt8]] = [
            [], [0], Array("struct".utf8), Array("struct {".utf8), Array("typedef struct A { int x; ".utf8),
            Array("/* unterminated comment struct X { int x; };".utf8), Array("\"unterminated\nstruct S { int x; };".utf8),
            Array("}}}} struct T { int y; }; ))))".utf8), Array(String(repeating: "(", count: 50_000).utf8),
            Array(String(repeating: "struct { ", count: 20_000).utf8), Array(String(repeating: "int (*", count: 20_000).utf8),
            Array("typedef typedef typedef ; # \\ @interface".utf8), Array("#define F(\n#define G(x) __attribute__((swift_name(".utf8),
            Array(String(repeating: "typedef struct N N; ", count: 5_000).utf8), garbage, cSoup,
        ]
        for input in inputs { _ = CHeaderScanner.scan([input]) }
        _ = CHeaderScanner.scan(inputs)
        assertSendability("T", .sendable, in: CHeaderScanner.scan([inputs[7]]))
        assertSendability("A", .sendable, in: CHeaderScanner.scan([inputs[4]]))
        XCTAssertEqual(CHeaderScanner.scan([inputs[6]]).map(\.swiftName), ["S"], "a string ends at its line")
    }

    func testHostileInputsStayLinear() {
        let stars = (1...1_000).map { "typedef int \(String(repeating: "*", count: $0)) N;" }.joined(separator: "\n")
        let inputs: [(name: String, text: String)] = [
            ("unbalanced macro calls", String(repeating: "typedef struct A { int x; } NS_SWIFT_NAME( [ ) A; ", count: 20_000)),
            ("one long macro body", "#define F(x) " + String(repeating: "NS_SWIFT_NAME( [ ", count: 60_000)),
            ("a typedef redefined with ever longer types", stars),
            ("records nested past the limit", String(repeating: "struct S { ", count: 100_000)),
            ("declarators nested past the limit", String(repeating: "int (*", count: 100_000)),
            ("an unterminated comment", "/*" + String(repeating: "struct S { void *p; }; ", count: 40_000)),
        ]
        for (name, text) in inputs {
            let start = Date()
            _ = CHeaderScanner.scan([Array(text.utf8)])
            XCTAssertLessThan(Date().timeIntervalSince(start), 5, name)
        }
    }

    func testOneMegabyteHeaderScansQuickly() {
        var header = "#define NAME(n) __attribute__((swift_name(#n)))\n"
        var index = 0
        while header.utf8.count < 1_000_000 {
            header += """
            /* record \(index) */
            typedef struct Record\(index) {
                int count; double values[4]; \(index % 3 == 0 ? "void *opaque;" : "unsigned flags : 2;")
                \(index > 0 ? "Record\(index - 1) previous;" : "long first;")
            } NAME(Swift\(index)) Record\(index), *Record\(index)Ref;
            Record\(index) record\(index)_make(int count) NAME(Swift\(index).init(count:));

            """
            index += 1
        }
        let start = Date()
        let types = CHeaderScanner.scan([Array(header.utf8)])
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(types.count, 2 * index, "one struct and one pointer typedef per record")
        assertSendability("Swift0", .nonSendable(reason: "field 'opaque' is a pointer"), in: types)
        assertSendability("Swift1", .nonSendable(reason: "field 'previous' has non-Sendable type 'Record0'"), in: types)
        XCTAssertLessThan(elapsed, 5, "a 1 MB header should scan in well under a second in release builds")
    }

    // MARK: - Header files

    func testHeaderFilesAreThePublicHeadersOfCTargets() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cheaders-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Sources/CLock/include/CLock.h": "typedef struct L { void *p; } SWIFT_NAME(Lock) L;",
            "Sources/CLock/include/sub/deeper/Extra.h": "struct Extra { int x; };",
            "Sources/CLock/include/.hidden/Hidden.h": "struct Hidden { int x; };",
            "Sources/CLock/include/notes.txt": "",
            "Sources/CLock/shim.c": "",
            "Sources/CLock/private/Private.h": "struct Private { int x; };",
            "Sources/App/main.swift": "",
            "Sources/.build/include/Built.h": "",
            ".build/checkouts/Dep/Sources/CDep/include/Dep.h": "",
        ]
        for (path, contents) in files {
            let full = (root as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: full, atomically: false, encoding: .utf8)
        }
        // A link back up the tree must not make the walk loop.
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Sources/CLock/include/sub/loop", withDestinationPath: root + "/Sources/CLock/include")
        XCTAssertEqual(CHeaderFiles.headers(inPackage: root), [
            root + "/Sources/CLock/include/CLock.h",
            root + "/Sources/CLock/include/sub/deeper/Extra.h",
        ])
        let types = CHeaderFiles.importedTypes(inPackage: root)
        XCTAssertEqual(types.map(\.swiftName), ["Lock", "Extra"])
        XCTAssertEqual(CHeaderFiles.headers(inPackage: root + "/missing"), [])
    }
}

// MARK: - A deterministic generator

/// A seeded SplitMix64 generator, so that the garbage inputs are the same on every run.
private struct CHeaderSeededGenerator: RandomNumberGenerator {
    /// The state.
    var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
