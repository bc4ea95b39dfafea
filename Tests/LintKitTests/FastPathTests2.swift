import Foundation
import XCTest
@testable import LintKit

/// More recently added fast paths, each checked against the general path it replaces or a
/// small reference implementation written here: the ordered merge of chunk indexes, the
/// protocol-name filter, two-word keyword lookup, `memchr` line scanning and parsing from
/// kept tokens.
final class FastPathTests2: XCTestCase {
    private static func tree(_ path: String, _ text: String) -> SyntaxTree {
        Parser.parse(SourceFile(path: path, text: text))
    }

    /// A fresh index of each chunk's files (absorbing empties a chunk index, so every run
    /// needs its own).
    private static func chunkIndexes(_ chunks: [[SyntaxTree]]) -> [ProjectIndex] {
        chunks.map { trees in
            let index = ProjectIndex()
            for tree in trees { index.add(tree) }
            return index
        }
    }

    /// The reference: the chunk indexes merged one by one, in chunk order, into the first.
    private static func sequentialMerge(_ chunks: [[SyntaxTree]]) -> ProjectIndex {
        let indexes = chunkIndexes(chunks)
        guard let first = indexes.first else { return ProjectIndex() }
        for index in indexes.dropFirst() { first.merge(index) }
        return first
    }

    // MARK: - OrderedMerge

    /// Four chunks declaring `Node`, `Child`, `Kind`, `Container`, `Gen` and `Shape` again and
    /// again, in dependencies and in the project, so that the merge order shows in `nominals`
    /// (first project declaration wins), `topLevel` (appended in order), `nested`, `kinds`,
    /// `genericParameters` and `primaryAssociatedTypes` (last one wins).
    private static let fourChunks: [[(path: String, text: String)]] = [
        [("/p/.build/checkouts/dep/Sources/Dep/X.swift", """
        public class Node: Sendable {
            public var value: Int = 0
            public struct Child { var name: String }
            public enum Kind { case a }
            func visit() {}
        }
        public protocol Container<Element> { associatedtype Element }
        public typealias Handler = (Int) -> Void
        public typealias Both = Container & Sendable
        struct Gen<A> {}
        public enum Shape { case circle(radius: Double) }
        """)],
        [("/p/Sources/App/A.swift", """
        final class Node<T>: Codable {
            var items: [T] = []
            struct Child: Hashable { let id: Int }
            func visit() {}
        }
        protocol Container<Item> { associatedtype Item }
        typealias Gen = Int
        @globalActor actor AppActor { static let shared = AppActor() }
        """),
         ("/p/Sources/App/A2.swift", """
        extension Node { var extra: Int { 0 }; func helper() {} }
        struct Shape { var w: Double; var h = Height(2) }
        """)],
        [("/p/.build/checkouts/other/Sources/Other/B.swift", """
        open class Node {
            open class Child {}
            open var tail: Node?
        }
        struct Gen<X, Y> where X: Hashable {}
        @globalActor public actor OtherActor { public static let shared = OtherActor() }
        protocol Container {}
        typealias Shape = Container
        """)],
        [("/p/Tests/AppTests/C.swift", """
        public struct Node: Equatable {
            public enum Kind: String { case b, c }
            let stored: Int
        }
        public protocol Container<Value>: Sendable { associatedtype Value }
        @MainActor final class Gen: ObservableObject {}
        typealias Handler = @Sendable () -> Void
        """)],
    ]

    private static func fourChunkTrees() -> [[SyntaxTree]] {
        fourChunks.map { files in files.map { tree($0.path, $0.text) } }
    }

    /// Completing the four chunks in every one of the 24 orders gives the index of merging
    /// them in chunk order into the first.
    func testOrderedMergeEqualsSequentialMergeForEveryCompletionOrder() {
        let trees = Self.fourChunkTrees()
        let reference = Self.sequentialMerge(trees)
        reference.finish()
        let expected = IndexSnapshot(reference)
        for order in permutations(Array(trees.indices)) {
            let chunks = Self.chunkIndexes(trees)
            let merge = OrderedMerge(chunkCount: chunks.count, timings: Timings(enabled: false))
            for chunk in order { merge.complete(chunk, chunks[chunk]) }
            let result = merge.result()
            XCTAssertTrue(result === chunks[0], "completion order \(order): the later chunks are merged into the first")
            result.finish()
            let snapshot = IndexSnapshot(result)
            XCTAssertEqual(snapshot.differences(from: expected), [], "completion order \(order)")
            XCTAssertEqual(snapshot, expected, "completion order \(order)")
        }
    }

    /// The four-chunk fixture is order-sensitive: merging in another order gives another index,
    /// and the in-order result has what the chunk order dictates.
    func testFourChunkFixtureIsOrderSensitive() {
        let trees = Self.fourChunkTrees()
        let inOrder = Self.sequentialMerge(trees)
        inOrder.finish()
        let reversed = Self.sequentialMerge(Array(trees.reversed()))
        reversed.finish()
        let differences = Set(IndexSnapshot(inOrder).differences(from: IndexSnapshot(reversed)))
        XCTAssertTrue(differences.isSuperset(of: ["topLevel", "nested", "kinds", "genericParameters", "primaryAssociatedTypes"]),
                      "\(differences.sorted())")
        // `nominals`: the first project declaration (chunk 1's class) beats chunk 0's dependency one.
        XCTAssertEqual(inOrder.types["Node"]?.nominal?.kind, .class)
        XCTAssertEqual(inOrder.types["Node"]?.nominal?.isDependency, false)
        XCTAssertEqual(inOrder.types["Node"]?.nominal?.declaredInheritance, ["Codable"])
        XCTAssertEqual(reversed.types["Node"]?.nominal?.kind, .struct, "reversed: chunk 3's struct comes first")
        XCTAssertEqual(inOrder.topLevel["Node"]?.map(\.packageKey),
                       ["/p/.build/checkouts/dep", "/p", "/p/.build/checkouts/other", "/p"])
        XCTAssertEqual(inOrder.nested["Node"]?["Child"]?.packageKey, "/p/.build/checkouts/other", "the last Child wins")
        XCTAssertEqual(inOrder.nested["Node"]?["Kind"]?.packageKey, "/p", "the last Kind wins")
        XCTAssertEqual(inOrder.types["Gen"]?.genericParameters, ["X", "Y"])
        XCTAssertEqual(inOrder.types["Container"]?.primaryAssociatedTypes, ["Value"])
        XCTAssertEqual(inOrder.types["Gen"]?.kind, .class)
        XCTAssertEqual(inOrder.types["Shape"]?.kind, .struct, "chunk 1's struct after chunk 0's enum (typealiases have no kind)")
        XCTAssertEqual(reversed.types["Shape"]?.kind, .enum)
        XCTAssertTrue(inOrder.globalActors.isSuperset(of: ["AppActor", "OtherActor", "MainActor"]))
    }

    /// One chunk: the result is that chunk's index itself, unchanged.
    func testOrderedMergeOfOneChunkIsThatChunk() {
        let trees = Array(Self.fourChunkTrees().prefix(1))
        let chunks = Self.chunkIndexes(trees)
        let merge = OrderedMerge(chunkCount: 1, timings: Timings(enabled: false))
        merge.complete(0, chunks[0])
        let result = merge.result()
        XCTAssertTrue(result === chunks[0])
        XCTAssertEqual(IndexSnapshot(result), IndexSnapshot(Self.chunkIndexes(trees)[0]))
        XCTAssertFalse(result.topLevel.isEmpty)
    }

    /// No chunks at all: the result is an empty index, before and after `finish()`.
    func testOrderedMergeOfNoChunksIsEmptyIndex() {
        let result = OrderedMerge(chunkCount: 0, timings: Timings(enabled: false)).result()
        let empty = ProjectIndex()
        XCTAssertEqual(IndexSnapshot(result), IndexSnapshot(empty))
        XCTAssertTrue(result.topLevel.isEmpty)
        XCTAssertTrue(result.nested.isEmpty)
        XCTAssertTrue(result.types.isEmpty)
        XCTAssertEqual(result.globalActors, ["MainActor"])
        result.finish()
        empty.finish()
        XCTAssertEqual(IndexSnapshot(result), IndexSnapshot(empty))
        XCTAssertEqual(result.protocolLikeNames, ProtocolCatalog.simpleNames)
    }

    /// The files of chunk `chunk` of the generated 40-chunk fixture: one or two files, in a
    /// dependency for every third chunk, declaring the same names with chunk-specific details.
    private static func generatedChunk(_ chunk: Int) -> [(path: String, text: String)] {
        let isDependency = chunk % 3 == 0
        let folder = isDependency ? "/p/.build/checkouts/dep\(chunk % 2)/Sources/Dep\(chunk % 2)" : "/p/Sources/App"
        let access = ["public", "", "internal", "fileprivate"][chunk % 4]
        let generic = chunk % 5 == 0 ? "<T\(chunk)>" : ""
        var files = [("\(folder)/X\(chunk).swift", """
        \(access) class Node\(generic): P\(chunk) {
            var m\(chunk) = Value\(chunk)(1)
            \(access) struct Child\(chunk % 3): Q\(chunk) { let c\(chunk): Int }
            func visit\(chunk % 7)() {}
        }
        \(access) enum Kind: K\(chunk) { case c\(chunk)(Int) }
        struct Outer\(chunk % 4) { \(access) typealias Alias = A\(chunk); struct Inner<I\(chunk)> {} }
        protocol Container\(chunk % 2 == 0 ? "<E\(chunk)>" : "") {}
        \(chunk % 2 == 0 ? "typealias Shape = S\(chunk)" : "struct Shape { var s\(chunk): Int }")
        extension Node: R\(chunk) { func f\(chunk)() {} }
        \(chunk % 6 == 0 ? "@globalActor actor Actor\(chunk) { static let shared = Actor\(chunk)() }" : "")
        """)]
        if chunk % 2 == 1 {
            files.append(("\(folder)/Y\(chunk).swift", """
            extension Outer\(chunk % 4) { @MainActor enum Kind\(chunk % 3): Sendable { case x } }
            protocol Prötocol\(chunk % 5) {}
            typealias Both\(chunk % 3) = Container & Sendable
            """))
        }
        return files
    }

    /// 2, 3 and 4 threads complete 40 chunks in seeded shuffled orders; every run gives the
    /// index of merging the chunks one by one in chunk order, and each merge is timed once.
    func testOrderedMergeFromSeveralThreadsEqualsSequentialMerge() {
        let chunkCount = 40
        let trees = (0..<chunkCount).map { chunk in Self.generatedChunk(chunk).map { Self.tree($0.path, $0.text) } }
        let reference = Self.sequentialMerge(trees)
        reference.finish()
        let expected = IndexSnapshot(reference)
        XCTAssertEqual(reference.topLevel["Node"]?.count, chunkCount)

        var random = SeededRandom(seed: 0x0bde_4ed0)
        for run in 0..<9 {
            let threads = 2 + run % 3
            let order = random.shuffledIndices(chunkCount)
            let chunks = Self.chunkIndexes(trees)
            let timings = Timings(enabled: true)
            let merge = OrderedMerge(chunkCount: chunkCount, timings: timings)
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for position in stride(from: thread, to: chunkCount, by: threads) {
                    let chunk = order[position]
                    merge.complete(chunk, chunks[chunk])
                }
            }
            let result = merge.result()
            XCTAssertTrue(result === chunks[0], "run \(run)")
            result.finish()
            let snapshot = IndexSnapshot(result)
            let label = "run \(run), \(threads) threads, order \(order)"
            XCTAssertEqual(snapshot.differences(from: expected), [], label)
            XCTAssertEqual(snapshot, expected, label)
            let merges = timings.totals().first { $0.name == "index (merge)" }?.count ?? 0
            XCTAssertEqual(merges, chunkCount - 1, "every later chunk is merged exactly once, \(label)")
        }
    }

    /// The same with threads that build their chunk indexes themselves, as the engine's
    /// workers do, so that completions arrive while merges are under way.
    func testOrderedMergeWithThreadsBuildingTheirChunksEqualsSequentialMerge() {
        let chunkCount = 40
        let trees = (0..<chunkCount).map { chunk in Self.generatedChunk(chunk).map { Self.tree($0.path, $0.text) } }
        let reference = Self.sequentialMerge(trees)
        reference.finish()
        let expected = IndexSnapshot(reference)
        var random = SeededRandom(seed: 0x5eed_0bde)
        for run in 0..<6 {
            let threads = 2 + run % 3
            let order = random.shuffledIndices(chunkCount)
            let merge = OrderedMerge(chunkCount: chunkCount, timings: Timings(enabled: false))
            let group = DispatchGroup()
            for thread in 0..<threads {
                group.enter()
                let worker = Thread {
                    for position in stride(from: thread, to: chunkCount, by: threads) {
                        let chunk = order[position]
                        let index = ProjectIndex()
                        for tree in trees[chunk] { index.add(tree) }
                        merge.complete(chunk, index)
                    }
                    group.leave()
                }
                worker.start()
            }
            XCTAssertEqual(group.wait(timeout: .now() + 60), .success, "run \(run)")
            let result = merge.result()
            result.finish()
            let snapshot = IndexSnapshot(result)
            let label = "run \(run), \(threads) threads, order \(order)"
            XCTAssertEqual(snapshot.differences(from: expected), [], label)
            XCTAssertEqual(snapshot, expected, label)
        }
    }

    // MARK: - ProjectIndex.mightBeProtocolLike

    private static let fortyCharacterProtocol = "P" + String(repeating: "x", count: 38) + "Z"
    private static let fortyCharacterAlias = "A" + String(repeating: "y", count: 38) + "Q"

    private static func protocolIndexTrees() -> [SyntaxTree] {
        [
            tree("/p/Sources/App/Protocols.swift", """
            protocol Prötocol {}
            protocol P {}
            protocol Q: P {}
            protocol \(fortyCharacterProtocol) {}
            protocol Ünïcödé日本 {}
            protocol 😀Emoji {}
            public protocol Container<Element> { associatedtype Element }
            typealias T = Int
            typealias \(fortyCharacterAlias) = P & Q
            typealias Ålias = Prötocol
            struct Outer {
                typealias Inner = Container
                typealias I = Int
                enum Deep { typealias Dëep = Sendable }
            }
            """),
            tree("/p/.build/checkouts/dep/Sources/Dep/X.swift", """
            public protocol DepProtocol: AnyObject {}
            public typealias DepAlias = DepProtocol
            public protocol Ab {}
            public protocol AB {}
            public protocol ab {}
            """),
        ]
    }

    /// After `finish()` every name of `protocolLikeNames` passes the filter: the index's own
    /// protocols and typealiases (non-ASCII, one-character and 40-character names among
    /// them), the extra protocols and the whole catalog.
    func testMightBeProtocolLikeHasNoFalseNegatives() {
        let index = ProjectIndex()
        index.extraProtocols = ["ExtraProtocol", "E", "Éxtra", String(repeating: "L", count: 200)]
        for tree in Self.protocolIndexTrees() { index.add(tree) }
        index.finish()
        let own: Set<String> = ["Prötocol", "P", "Q", Self.fortyCharacterProtocol, "Ünïcödé日本", "😀Emoji", "Container", "T",
                                Self.fortyCharacterAlias, "Ålias", "Inner", "I", "Dëep", "DepProtocol", "DepAlias", "Ab", "AB", "ab"]
        XCTAssertTrue(index.protocolLikeNames.isSuperset(of: own), "missing: \(own.subtracting(index.protocolLikeNames).sorted())")
        XCTAssertTrue(index.protocolLikeNames.isSuperset(of: ProtocolCatalog.simpleNames))
        XCTAssertTrue(index.protocolLikeNames.isSuperset(of: index.extraProtocols))
        XCTAssertGreaterThan(ProtocolCatalog.simpleNames.count, 50, "the catalog is not empty")
        var missed: [String] = []
        for name in index.protocolLikeNames where !index.mightBeProtocolLike(name) { missed.append(name) }
        XCTAssertEqual(missed.sorted(), [], "names of protocolLikeNames the filter rejects")
        // The catalog on its own, in an index with no files.
        let bare = ProjectIndex()
        bare.finish()
        XCTAssertEqual(ProtocolCatalog.simpleNames.filter { !bare.mightBeProtocolLike($0) }.sorted(), [])
    }

    /// A second `finish()` after more files were merged in rebuilds the filter: the new names
    /// pass too.
    func testMightBeProtocolLikeAfterFinishingAgain() {
        let index = ProjectIndex()
        index.add(Self.protocolIndexTrees()[0])
        index.finish()
        let late = ProjectIndex()
        late.add(Self.tree("/p/Sources/App/Late.swift", """
        protocol LateProtocolWithAnUnusualName {}
        typealias Z = LateProtocolWithAnUnusualName
        protocol Lätè {}
        """))
        index.merge(late)
        index.finish()
        for name in ["LateProtocolWithAnUnusualName", "Z", "Lätè", "Prötocol", Self.fortyCharacterProtocol] {
            XCTAssertTrue(index.protocolLikeNames.contains(name), name)
            XCTAssertTrue(index.mightBeProtocolLike(name), name)
        }
        XCTAssertEqual(index.protocolLikeNames.filter { !index.mightBeProtocolLike($0) }.sorted(), [])
    }

    /// Random identifiers outside `protocolLikeNames` mostly fail the filter (65,536 bits for a
    /// few thousand names): of 10,000, fewer than 20% pass.
    func testMightBeProtocolLikeRejectsMostOtherNames() {
        let index = ProjectIndex()
        for tree in Self.protocolIndexTrees() { index.add(tree) }
        index.finish()
        var random = SeededRandom(seed: 0xf11_7e5)
        let heads = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
        let tails = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_0123456789éü")
        var tested = 0
        var passed = 0
        while tested < 10_000 {
            let length = 1 + random.next(below: 24)
            var name = String(heads[random.next(below: heads.count)])
            for _ in 1..<length { name.append(tails[random.next(below: tails.count)]) }
            guard !index.protocolLikeNames.contains(name) else { continue }
            tested += 1
            if index.mightBeProtocolLike(name) { passed += 1 }
        }
        XCTAssertLessThan(passed, 2_000, "\(passed) of 10,000 random identifiers pass the filter")
        // Plausible type names that are no protocol: most are rejected too.
        let typeNames = (0..<2000).map { "Model\($0)View" } + (0..<2000).map { "Item\($0)" }
        let typePassed = typeNames.filter(index.mightBeProtocolLike).count
        XCTAssertLessThan(typePassed, 800, "\(typePassed) of 4,000 type-like names pass the filter")
    }

    /// Before `finish()` the filter knows nothing and lets every name through.
    func testMightBeProtocolLikeBeforeFinishAcceptsEverything() {
        let fresh = ProjectIndex()
        let filled = ProjectIndex()
        for tree in Self.protocolIndexTrees() { filled.add(tree) }
        var random = SeededRandom(seed: 0xbef0_4e)
        let letters = Array("abcXYZ_09é")
        var names = ["", "x", "Prötocol", "NotAProtocolAtAll", Self.fortyCharacterProtocol, "😀"]
        for _ in 0..<500 { names.append(String((0..<(1 + random.next(below: 30))).map { _ in letters[random.next(below: letters.count)] })) }
        for name in names {
            XCTAssertTrue(fresh.mightBeProtocolLike(name), "fresh index, \(name)")
            XCTAssertTrue(filled.mightBeProtocolLike(name), "index with files, not finished, \(name)")
        }
        // After finishing, some of them are rejected (so the check above could fail).
        filled.finish()
        XCTAssertFalse(names.allSatisfy(filled.mightBeProtocolLike))
    }

    // MARK: - KeywordTable two-word lookup

    /// Every keyword (raw values from 1 up to the first that is no keyword).
    private static var allKeywords: [Keyword] {
        var result: [Keyword] = []
        var raw: UInt8 = 1
        while let keyword = Keyword(rawValue: raw) {
            result.append(keyword)
            if raw == UInt8.max { break }
            raw += 1
        }
        return result
    }

    /// Looks `count` bytes up at `offset` in `buffer` both ways; `readable` is what follows
    /// `offset` in the buffer.
    private static func lookups(_ buffer: [UInt8], offset: Int, count: Int) -> (words: Keyword, bytes: Keyword) {
        buffer.withUnsafeBufferPointer { pointer in
            let start = pointer.baseAddress! + offset
            return (KeywordTable.shared.lookup(start, count: count, readable: pointer.count - offset),
                    KeywordTable.shared.lookup(start, count: count, readable: 0))
        }
    }

    /// Bytes that differ from any keyword's, to put after a word (so that a missing mask shows).
    private static let filler: [UInt8] = Array("zq#ÿ\u{1}Xx_9".utf8) + [0xFF, 0x80, 0x00, 0x7F] + Array("selfinitwhileclass".utf8)

    /// Each keyword's spelling, one byte more, one byte less, followed by filler bytes: the
    /// two-word path finds what the byte path finds, and the exact spelling is the keyword.
    func testKeywordLookupOfKeywordSpellingsAgreesWithBytePath() {
        let keywords = Self.allKeywords
        XCTAssertGreaterThan(keywords.count, 90)
        XCTAssertEqual(keywords.last, .read)
        for keyword in keywords {
            let spelling = Array(keyword.text.utf8)
            XCTAssertTrue((2...16).contains(spelling.count), keyword.text)
            for fill in [Self.filler, [UInt8](repeating: 0, count: 20), [UInt8](repeating: 0xFF, count: 20),
                         Array("ABCDEFGHIJKLMNOPQRST".utf8), Array(keyword.text.utf8) + Array(keyword.text.utf8) + Self.filler] {
                let buffer = spelling + fill
                let exact = Self.lookups(buffer, offset: 0, count: spelling.count)
                XCTAssertEqual(exact.words, exact.bytes, "\(keyword.text) followed by \(fill.prefix(4))")
                XCTAssertEqual(exact.words, keyword, "\(keyword.text) followed by \(fill.prefix(4))")
                let longer = Self.lookups(buffer, offset: 0, count: spelling.count + 1)
                XCTAssertEqual(longer.words, longer.bytes, "\(keyword.text) + 1 byte")
                XCTAssertEqual(longer.bytes, Keyword.none, "\(keyword.text) + 1 byte of \(fill.prefix(1))")
                let shorter = Self.lookups(buffer, offset: 0, count: spelling.count - 1)
                XCTAssertEqual(shorter.words, shorter.bytes, "\(keyword.text) - 1 byte")
                // A keyword without its first byte (`as` → `s`, `Self` → `elf`).
                let tail = Self.lookups(buffer, offset: 1, count: spelling.count - 1)
                XCTAssertEqual(tail.words, tail.bytes, "\(keyword.text) without its first byte")
            }
            // Exactly 16 readable bytes: the word at the very end of the buffer.
            let tight = spelling + [UInt8](repeating: UInt8(ascii: "k"), count: 16 - spelling.count)
            XCTAssertEqual(tight.count, 16)
            let atEnd = Self.lookups(tight, offset: 0, count: spelling.count)
            XCTAssertEqual(atEnd.words, keyword, "\(keyword.text) with exactly 16 readable bytes")
            XCTAssertEqual(atEnd.bytes, keyword)
        }
        // Words of 16 and 17 bytes are no keywords.
        let long = Array("precedencegroupXYZ".utf8) + Self.filler
        for count in [15, 16, 17, 18] {
            let result = Self.lookups(long, offset: 0, count: count)
            XCTAssertEqual(result.words, result.bytes, "\(count) bytes")
            XCTAssertEqual(result.words, count == 15 ? .precedencegroup : Keyword.none, "\(count) bytes")
        }
    }

    /// Random ASCII words of 1…20 bytes (letters, with keywords' letters favored), followed by
    /// random bytes: both paths agree.
    func testKeywordLookupOfRandomWordsAgreesWithBytePath() {
        var random = SeededRandom(seed: 0x6b65_7977)
        let alphabet = Array("aeiosltcnrfpduSAT_".utf8) + Array("bghjkmqvwxyzBCDEFGHIJKLMNOPQRUVWXYZ0123456789".utf8)
        let keywords = Self.allKeywords
        let spellings = keywords.map { Array($0.text.utf8) }
        var byBytes: [[UInt8]: Keyword] = [:]
        for keyword in keywords where byBytes[Array(keyword.text.utf8)] == nil { byBytes[Array(keyword.text.utf8)] = keyword }
        var found = 0
        for trial in 0..<20_000 {
            let length = 1 + random.next(below: 20)
            var word: [UInt8]
            if trial % 4 == 0 {
                // A keyword with one byte changed, or cut, or extended.
                word = spellings[random.next(below: spellings.count)]
                switch random.next(below: 3) {
                case 0: word[random.next(below: word.count)] = alphabet[random.next(below: 18)]
                case 1: word.removeLast()
                default: word.append(alphabet[random.next(below: alphabet.count)])
                }
            } else {
                word = (0..<length).map { _ in alphabet[random.next(below: trial % 2 == 0 ? 18 : alphabet.count)] }
            }
            let padding = (0..<(16 + random.next(below: 8))).map { _ in UInt8(truncatingIfNeeded: random.next(below: 256)) }
            let result = Self.lookups(word + padding, offset: 0, count: word.count)
            XCTAssertEqual(result.words, result.bytes, "\"\(String(decoding: word, as: UTF8.self))\" (\(word.count) bytes)")
            let expected = byBytes[word] ?? Keyword.none
            XCTAssertEqual(result.bytes, expected, "\"\(String(decoding: word, as: UTF8.self))\"")
            if result.words != .none { found += 1 }
        }
        XCTAssertGreaterThan(found, 50, "some random words are keywords (the test exercises hits too)")
    }

    /// Words inside a larger buffer, at every offset (every alignment) and for every count
    /// that leaves 16 bytes readable: both paths agree; every keyword is found wherever it lies.
    func testKeywordLookupAtEveryOffsetAgreesWithBytePath() {
        var random = SeededRandom(seed: 0x0ff5_e7)
        let text = Array("struct S { let x = self; func f() async throws -> Self { return try await g(x) } }; typealias T = Protocol".utf8)
        let buffer = text + (0..<16).map { _ in UInt8(truncatingIfNeeded: 0x41 + random.next(below: 58)) }
        for offset in 0..<text.count {
            for count in 1...17 {
                let result = Self.lookups(buffer, offset: offset, count: count)
                XCTAssertEqual(result.words, result.bytes, "offset \(offset), \(count) bytes")
            }
        }
        for keyword in Self.allKeywords {
            let spelling = Array(keyword.text.utf8)
            for offset in 0..<24 {
                let prefix = (0..<offset).map { _ in UInt8(ascii: "a") + UInt8(random.next(below: 26)) }
                let suffix = (0..<(16 + random.next(below: 4))).map { _ in UInt8(truncatingIfNeeded: random.next(below: 256)) }
                let result = Self.lookups(prefix + spelling + suffix, offset: offset, count: spelling.count)
                XCTAssertEqual(result.words, keyword, "\(keyword.text) at offset \(offset)")
                XCTAssertEqual(result.bytes, keyword, "\(keyword.text) at offset \(offset)")
            }
        }
    }

    /// The lexer gives every keyword the same token (kind and keyword) whether it ends the
    /// file (byte path) or is followed by 16 bytes or more (two-word path).
    func testLexerClassifiesKeywordsAlikeAtEndOfFileAndMidFile() {
        for keyword in Self.allKeywords {
            let alone = Lexer.tokenize(Array(keyword.text.utf8)).tokens
            let followed = Lexer.tokenize(Array((keyword.text + " + zzzzzzzzzzzzzzzzzzzzzzzz").utf8)).tokens
            XCTAssertEqual(alone.first?.keyword, keyword, keyword.text)
            XCTAssertEqual(followed.first?.keyword, keyword, keyword.text)
            XCTAssertEqual(alone.first?.kind, followed.first?.kind, keyword.text)
            XCTAssertEqual(alone.first?.end, followed.first?.end, keyword.text)
            // Glued to more letters it is another word.
            let glued = Lexer.tokenize(Array((keyword.text + "x = 1234567890123456789").utf8)).tokens
            XCTAssertEqual(glued.first?.keyword, Keyword.none, keyword.text + "x")
        }
    }

    // MARK: - Cursor.advanceToEndOfLine

    /// The loop `advanceToEndOfLine` replaced: the first `\n` or `\r` at or after `position`
    /// and before `count`, else `count`.
    private static func referenceEndOfLine(_ bytes: [UInt8], count: Int, from position: Int) -> Int {
        var index = position
        while index < count {
            if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { return index }
            index += 1
        }
        return max(position, index)
    }

    private func assertEndOfLineAgrees(_ bytes: [UInt8], count: Int? = nil, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let count = count ?? bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!  // an empty buffer is never read
            for start in 0...count {
                var cursor = Cursor(base: base, count: count, position: start)
                cursor.advanceToEndOfLine()
                XCTAssertEqual(cursor.position, Self.referenceEndOfLine(bytes, count: count, from: start),
                               "\(label), from \(start) of \(count)", file: file, line: line)
            }
        }
    }

    /// Hand-written inputs with every kind of terminator, from every start position.
    func testAdvanceToEndOfLineMatchesReferenceLoop() {
        let inputs: [String] = [
            "", "a", "\n", "\r", "\r\n", "\n\r", "abc", "abc\n", "abc\r", "abc\r\n", "abc\ndef", "abc\rdef", "abc\r\ndef",
            "ab\rcd\nef", "ab\ncd\ref", "a\r\r\n\n", "\n\n\n", "\r\r\r", "// comment\r\nlet x = 1\n", "é😀\r\n日本\n",
            String(repeating: "x", count: 100) + "\n", String(repeating: "y", count: 100) + "\r",
            String(repeating: "z", count: 100) + "\r\n" + String(repeating: "w", count: 50),
            String(repeating: "q", count: 300), String(repeating: "m", count: 63) + "\r" + String(repeating: "m", count: 70) + "\n",
            String(repeating: "n", count: 70) + "\n" + String(repeating: "n", count: 63) + "\r",
        ]
        for input in inputs { assertEndOfLineAgrees(Array(input.utf8), input.debugDescription) }
    }

    /// Long lines with the terminators at every distance (so that `memchr`'s block scanning
    /// meets them at every alignment), and random mixes of terminators.
    func testAdvanceToEndOfLineOnLongAndRandomInputs() {
        for length in [1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 1000] {
            for terminator in ["\n", "\r", "\r\n", "\n\r", ""] {
                let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length) + Array(terminator.utf8) + Array("tail\nmore".utf8)
                assertEndOfLineAgrees(bytes, "\(length) bytes then \(terminator.debugDescription)")
            }
            // A `\r` after a `\n` and a `\r` before a far `\n`.
            let late = [UInt8](repeating: UInt8(ascii: "b"), count: length) + [UInt8(ascii: "\n")]
                + [UInt8](repeating: UInt8(ascii: "c"), count: 40) + [UInt8(ascii: "\r")]
            assertEndOfLineAgrees(late, "\\n at \(length), \\r after")
            let early = [UInt8](repeating: UInt8(ascii: "d"), count: length) + [UInt8(ascii: "\r")]
                + [UInt8](repeating: UInt8(ascii: "e"), count: 200) + [UInt8(ascii: "\n")]
            assertEndOfLineAgrees(early, "\\r at \(length), \\n after")
        }
        var random = SeededRandom(seed: 0x0e0_1)
        let alphabet = Array("ab \t\n\r/é".utf8)
        for trial in 0..<600 {
            let length = random.next(below: trial < 300 ? 24 : 300)
            let bytes = (0..<length).map { _ in random.next(below: 10) < 8 ? UInt8(ascii: "x") : alphabet[random.next(below: alphabet.count)] }
            assertEndOfLineAgrees(bytes, "random \(trial): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }

    /// A cursor whose `count` stops short of the buffer (a string interpolation's range)
    /// never finds a terminator past `count`.
    func testAdvanceToEndOfLineStopsAtCount() {
        let inputs = ["abc\ndef", "abc\rdef", "abcdef\n", "\nabc", String(repeating: "x", count: 90) + "\r\n"]
        for input in inputs {
            let bytes = Array(input.utf8)
            for count in 0...bytes.count { assertEndOfLineAgrees(bytes, count: count, "\(input.debugDescription) cut at \(count)") }
        }
        // By hand: "abc\ndef" cut at 2 ends at 2, not at the `\n` (3).
        let bytes = Array("abc\ndef".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(base: buffer.baseAddress!, count: 2, position: 0)
            cursor.advanceToEndOfLine()
            XCTAssertEqual(cursor.position, 2)
            var full = Cursor(base: buffer.baseAddress!, count: buffer.count, position: 1)
            full.advanceToEndOfLine()
            XCTAssertEqual(full.position, 3)
            var past = Cursor(base: buffer.baseAddress!, count: buffer.count, position: 4)
            past.advanceToEndOfLine()
            XCTAssertEqual(past.position, 7)
        }
    }

    /// Line comments end right before their terminator (`\r`, `\r\n`, `\n`) or at the end of
    /// the file, and the next line's tokens start after it.
    func testLineCommentsEndBeforeTheirTerminator() {
        let comments = ["// plain", "/// doc comment", "//", "// é 😀 日本", "// tab\there", "//" + String(repeating: "-", count: 200)]
        for comment in comments {
            for terminator in ["\r", "\r\n", "\n", "\n\r", ""] {
                for prefix in ["", "let a = 1 ", "x\n", "\r\n    "] {
                    let after = terminator.isEmpty ? "" : "let b = 2"
                    let source = prefix + comment + terminator + after
                    let bytes = Array(source.utf8)
                    let stream = Lexer.tokenize(bytes)
                    let start = prefix.utf8.count
                    let end = start + comment.utf8.count
                    let label = "\(source.debugDescription)"
                    XCTAssertEqual(stream.comments.count, 1, label)
                    guard let found = stream.comments.first else { continue }
                    XCTAssertEqual(found.start, Int32(start), label)
                    XCTAssertEqual(found.end, Int32(end), label)
                    XCTAssertEqual(found.kind, comment.hasPrefix("///") ? .docLine : .line, label)
                    XCTAssertEqual(Int(found.end), Self.referenceEndOfLine(bytes, count: bytes.count, from: start), label)
                    if !terminator.isEmpty {
                        let letToken = stream.tokens.last { $0.keyword == .let }
                        XCTAssertEqual(letToken.map { Int($0.start) }, end + terminator.utf8.count, label)
                        XCTAssertEqual(letToken.map { $0.flags & Token.Flags.leadingNewline != 0 }, true, label)
                    }
                }
            }
        }
    }

    /// Several comments in one file, with mixed terminators: each range against the reference.
    func testManyLineCommentsWithMixedTerminators() {
        var random = SeededRandom(seed: 0xc0_33e7)
        let terminators = ["\r", "\r\n", "\n", "\n\n", "\r\r"]
        for _ in 0..<200 {
            var source = ""
            var expected: [(Int, Int)] = []
            for line in 0..<(1 + random.next(below: 8)) {
                if random.next(below: 2) == 0 { source += "let v\(line) = \(line) " }
                let start = source.utf8.count
                source += "// c\(line)" + String(repeating: "é", count: random.next(below: 40))
                expected.append((start, source.utf8.count))
                source += terminators[random.next(below: terminators.count)]
            }
            if random.next(below: 2) == 0 { source += "// last" ; expected.append((source.utf8.count - 7, source.utf8.count)) }
            let comments = Lexer.tokenize(Array(source.utf8)).comments
            XCTAssertEqual(comments.map { "\($0.start)..<\($0.end)" }, expected.map { "\($0.0)..<\($0.1)" }, source.debugDescription)
        }
    }

    // MARK: - Parser.parse(_:kept:)

    /// A tree as comparable text: declarations, type uses, closures, interpolations, tokens,
    /// brackets, comments, recoveries.
    private struct TreeSnapshot: Equatable {
        var declarations: [String]
        var typeUses: [String]
        var closures: [String]
        var interpolations: [String]
        var fileTokenCount: Int
        var tokens: [String]
        var matching: [Int32]
        var comments: [String]
        var recoveries: [String]
        var hasTopLevelStatements: Bool

        init(_ tree: SyntaxTree) {
            func type(_ node: TypeNode?) -> String {
                guard let node else { return "nil" }
                return "\(node.startOffset)..<\(node.endOffset) tokens \(node.range) \(node.kind)"
            }
            declarations = tree.declarations.map {
                "\($0.kind) \($0.name) name=\($0.nameToken) keyword=\($0.keywordToken) first=\($0.firstToken) end=\($0.endToken)"
                    + " parent=\($0.parent.map(String.init) ?? "nil") local=\($0.isLocal) type=\(type($0.type))"
                    + " body=\($0.body.map { "\($0)" } ?? "nil") initializer=\($0.initializer.map { "\($0)" } ?? "nil")"
                    + " inheritance=\($0.inheritance.map { type($0) })"
            }
            typeUses = tree.typeUses.map {
                "\($0.context) declaration=\($0.declaration.map(String.init) ?? "nil") \(type($0.type))"
            }
            closures = tree.closures.map {
                "{\($0.leftBrace) }\($0.rightBrace) in=\($0.inToken.map(String.init) ?? "nil")"
                    + " parent=\($0.parentClosure.map(String.init) ?? "nil") declaration=\($0.declaration.map(String.init) ?? "nil")"
                    + " captures=\($0.captures.map { "\($0.specifier) \($0.name)@\($0.token)" }) parameters=\($0.parameterNames)"
            }
            interpolations = tree.interpolations.keys.sorted().map { "\($0): \(tree.interpolations[$0]!)" }
            fileTokenCount = tree.fileTokenCount
            tokens = tree.stream.tokens.map { "\($0.kind) \($0.keyword) \($0.flags) \($0.start)..<\($0.end)" }
            matching = tree.stream.matching
            comments = tree.stream.comments.map { "\($0.kind) \($0.start)..<\($0.end)" }
            recoveries = tree.recoveries.map { "\($0.offset): \($0.reason)" }
            hasTopLevelStatements = tree.hasTopLevelStatements
        }

        /// The names of the parts that differ from `other`'s.
        func differences(from other: TreeSnapshot) -> [String] {
            var names: [String] = []
            if declarations != other.declarations { names.append("declarations") }
            if typeUses != other.typeUses { names.append("typeUses") }
            if closures != other.closures { names.append("closures") }
            if interpolations != other.interpolations { names.append("interpolations") }
            if fileTokenCount != other.fileTokenCount { names.append("fileTokenCount") }
            if tokens != other.tokens { names.append("tokens") }
            if matching != other.matching { names.append("matching") }
            if comments != other.comments { names.append("comments") }
            if recoveries != other.recoveries { names.append("recoveries") }
            if hasTopLevelStatements != other.hasTopLevelStatements { names.append("hasTopLevelStatements") }
            return names
        }
    }

    private static let parseSources: [(name: String, text: String)] = [
        ("nested interpolations", #"""
        let b = 1, d = 2
        let s = "a \(b) \("c \(d)")"
        func f(x: Int) -> String { "x = \(x + "\(d as Int)".count) and \("\("\(b)")")" }
        """#),
        ("multi-line string", #"""
        struct Report {
            var rows: [Row]
            var text: String {
                """
                Rows: \(rows.count)
                \(rows.map { row in "\(row.name): \(row.value as Double)" }.joined(separator: "\n"))
                end \(Self.footer)
                """
            }
        }
        """#),
        ("raw strings", ###"""
        let x = 1
        let r = #"\#(x) and \(notInterpolated) and \#(x + 1)"#
        let rr = ##"\##(x) \#(no) \##("inner \(x)")"##
        let multi = #"""
            raw \#(x)
            """#
        """###),
        ("closures in interpolations", #"""
        final class Model {
            var items: [Item] = []
            func describe() -> String {
                "items: \(items.map { [weak self] item -> String in "\(item.name) \(self?.items.count ?? 0)" }) and \({ () -> Int in struct Local { var v: P }; return 1 }())"
            }
            lazy var handler: () -> Void = { [unowned self] in print("\(self.items.filter { $0.isOn }.count)") }
            func pairs() { items.forEach { a in items.forEach { [a] b in print("\(a) \({ b }())") } } }
        }
        """#),
        ("unbalanced brackets", #"""
        func broken() {
            let a = [1, 2
            let b = "\(a(]) \(f { )"
            if x { ( }
        }
        struct After { var y: Int }
        ]]
        """#),
        ("unterminated interpolation", #"""
        let ok = "\(1)"
        let bad = "\(foo(
        """#),
        ("no interpolation", #"""
        // A file without interpolation.
        import Foundation
        /// A point.
        public struct Point: Hashable, Sendable {
            var x: Int, y: Int
            static let origin = Point(x: 0, y: 0)
            func moved(by d: Int) -> Point { Point(x: x + d, y: y + d) }
        }
        extension Point { var sum: Int { [x, y].reduce(0) { $0 + $1 } } }
        let s = "plain \\ text" + #"raw \(no)"#
        """#),
        ("deep nesting", "let n = " + String(repeating: #""\("#, count: 12) + "z" + String(repeating: #")""#, count: 12) + "\n"),
        ("empty", ""),
        ("line endings", "let a = \"\\(b)\"\r\nlet c = \"\\(d)\"\r// comment\r\nfunc g() { \"\\(e)\" }\n"),
        ("types in interpolations", #"""
        protocol P {}
        let t = "\(x as? any P) \(y is P) \(Array<P>.self) \([String: any P]())"
        enum E { case a(String = "\(1)") }
        """#),
    ]

    /// Parsing from kept tokens builds the tree that parsing the file from scratch builds.
    func testParseFromKeptTokensEqualsParseFromFile() {
        for (name, text) in Self.parseSources {
            let file = SourceFile(path: "/p/Sources/App/\(name.replacingOccurrences(of: " ", with: "_")).swift", text: text)
            let expected = TreeSnapshot(Parser.parse(file))
            let kept = Lexer.tokenize(file.bytes).kept()
            let actual = TreeSnapshot(Parser.parse(file, kept: kept))
            XCTAssertEqual(actual.differences(from: expected), [], name)
            XCTAssertEqual(actual.declarations, expected.declarations, name)
            XCTAssertEqual(actual.typeUses, expected.typeUses, name)
            XCTAssertEqual(actual.closures, expected.closures, name)
            XCTAssertEqual(actual.interpolations, expected.interpolations, name)
            XCTAssertEqual(actual.fileTokenCount, expected.fileTokenCount, name)
            XCTAssertEqual(actual.tokens, expected.tokens, name)
            XCTAssertEqual(actual.matching, expected.matching, name)
            XCTAssertEqual(actual, expected, name)
        }
    }

    /// The fixture exercises what is compared: interpolations expanded (also nested and from
    /// raw and multi-line strings), closures inside them, their tokens after the file's.
    func testParseSourcesCoverInterpolations() {
        func tree(_ name: String) -> SyntaxTree {
            let text = Self.parseSources.first { $0.name == name }!.text
            let file = SourceFile(path: "/p/Sources/App/F.swift", text: text)
            return Parser.parse(file, kept: Lexer.tokenize(file.bytes).kept())
        }
        let nested = tree("nested interpolations")
        XCTAssertGreaterThanOrEqual(nested.interpolations.count, 5, "outer and nested literals")
        XCTAssertGreaterThan(nested.stream.tokens.count, nested.fileTokenCount)
        XCTAssertEqual(nested.stream.tokens[nested.fileTokenCount - 1].kind, .endOfFile)
        XCTAssertTrue(nested.interpolations.values.joined().allSatisfy { $0.lowerBound >= nested.fileTokenCount })

        let closures = tree("closures in interpolations")
        XCTAssertGreaterThanOrEqual(closures.closures.count, 4)
        XCTAssertTrue(closures.closures.contains { $0.captures.map(\.name) == ["self"] && $0.captures.first?.specifier == .weak })
        XCTAssertTrue(closures.closures.contains { $0.leftBrace >= closures.fileTokenCount }, "a closure inside an interpolation")
        XCTAssertTrue(closures.closures.contains { $0.parentClosure != nil }, "a closure in a closure")
        XCTAssertTrue(closures.declarations.contains { $0.name == "Local" && $0.isLocal })
        XCTAssertEqual(closures.closures.map(\.leftBrace), closures.closures.map(\.leftBrace).sorted(), "closures in source order")

        XCTAssertFalse(tree("multi-line string").interpolations.isEmpty)
        let raw = tree("raw strings")
        XCTAssertGreaterThanOrEqual(raw.interpolations.values.joined().count, 4, "\\#( and \\##( are interpolations, \\( in a raw string is not")

        let plain = tree("no interpolation")
        XCTAssertTrue(plain.interpolations.isEmpty)
        XCTAssertEqual(plain.stream.tokens.count, plain.fileTokenCount)
        XCTAssertTrue(plain.declarations.contains { $0.name == "Point" && $0.kind == .struct })

        let unbalanced = tree("unbalanced brackets")
        XCTAssertTrue(unbalanced.stream.matching.prefix(unbalanced.fileTokenCount).contains(-1))
        XCTAssertTrue(unbalanced.declarations.contains { $0.name == "broken" })

        let types = tree("types in interpolations")
        XCTAssertTrue(types.typeUses.contains { $0.context == .cast && Int($0.type.startOffset) > 0 })
    }

    /// Random sources assembled from interpolating, closure and bracket pieces: both paths agree.
    func testParseFromKeptTokensEqualsParseFromFileOnRandomSources() {
        let pieces = [
            #""a \(b) c""#, #""\("\(x)")""#, ##"#"\#(y)"#"##, "{ [weak self] v in v }", "(", ")", "[", "]", "{", "}",
            "let q = ", "func f() ", "struct S ", "\n", "\"\"", #""\({ $0 }(1))""#, "x as? P", ": Int", "\"\\(",
            "\"\"\"\n\\(m)\n\"\"\"", "// c\r", "/* \\( */", ",", " ",
        ]
        var random = SeededRandom(seed: 0x9a25_e)
        for trial in 0..<300 {
            let text = (0..<(1 + random.next(below: 20))).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            let file = SourceFile(path: "/p/Sources/App/R\(trial).swift", text: text)
            let expected = TreeSnapshot(Parser.parse(file))
            let actual = TreeSnapshot(Parser.parse(file, kept: Lexer.tokenize(file.bytes).kept()))
            XCTAssertEqual(actual.differences(from: expected), [], text.debugDescription)
            XCTAssertEqual(actual, expected, text.debugDescription)
        }
    }
}
