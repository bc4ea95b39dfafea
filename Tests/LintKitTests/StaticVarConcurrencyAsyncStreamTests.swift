import XCTest
@testable import LintKit

/// `static_var_concurrency` types the standard library's async streams whose element an
/// argument names (`AsyncStream(Engine.self) { … }`, `makeStream(of:)`), as swiftc 6.3.1 does
/// (hw74).
final class StaticVarConcurrencyAsyncStreamTests: XCTestCase {
    /// The findings' `name: type` pairs, in source order (``reportedStaticVarTypes(_:fileName:)``).
    private func reportedTypes(_ code: String) throws -> [String] {
        try reportedStaticVarTypes(code, fileName: "Streams.swift")
    }

    func testStreamsOfANamedElement() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine {}
            struct Part: Sendable {}
            enum Streams {
                static let typed = AsyncStream(Engine.self) { $0.finish() }
                static let throwing = AsyncThrowingStream(Engine.self) { $0.finish() }
                static let (stream, continuation) = AsyncStream.makeStream(of: Engine.self)
                static let pair = AsyncThrowingStream.makeStream(of: Engine.self, bufferingPolicy: .unbounded)
                static let written = AsyncThrowingStream<Engine, any Error>.makeStream()
                static let parts = AsyncStream(Part.self) { $0.finish() }
                static let (partStream, partContinuation) = AsyncStream.makeStream(of: Part.self)
                static let unfolding = AsyncStream(unfolding: { Engine() })
                static let unfoldingParts = AsyncStream(unfolding: { Part() })
            }
            """), [
                "typed: AsyncStream<Engine>", "throwing: AsyncThrowingStream<Engine, any Error>", "stream: AsyncStream<Engine>",
                "pair: (stream: AsyncThrowingStream<Engine, any Error>, continuation: AsyncThrowingStream<Engine, any Error>.Continuation)",
                "written: (stream: AsyncThrowingStream<Engine, any Error>, continuation: AsyncThrowingStream<Engine, any Error>.Continuation)",
                "unfolding: AsyncStream<Engine>",
            ])
    }

    /// A protocol's metatype (`(any Event).self`, `Event.self`) makes a stream of its
    /// existential, `Sendable` when the protocol refines `Sendable`; a written type's
    /// (`[Engine].self`) a stream of that type (hw60a; swiftc 6.3.1's messages).
    func testStreamsOfAProtocolsExistentialOrAWrittenType() throws {
        XCTAssertEqual(try reportedTypes("""
            protocol Event {}
            protocol Signal: Sendable {}
            final class Engine {}
            enum Streams {
                static let (events, eventsContinuation) = AsyncStream.makeStream(of: (any Event).self)
                static let (bare, bareContinuation) = AsyncStream.makeStream(of: Event.self)
                static let signals = AsyncStream((any Signal).self) { _ in }
                static let lists = AsyncStream([Engine].self) { _ in }
                static let (ints, intsContinuation) = AsyncThrowingStream.makeStream(of: [Int].self)
            }
            """), ["events: AsyncStream<any Event>", "bare: AsyncStream<any Event>", "lists: AsyncStream<[Engine]>"])
    }

    /// `Result { try … }` and `Result(catching:)` make a `Result<T, any Error>` of the
    /// closure's value; Foundation's block-based scheduled timer is a `Timer`.
    func testResultCatchingAndAScheduledTimer() throws {
        XCTAssertEqual(try reportedTypes("""
            import Foundation
            final class Engine {}
            func load() throws -> Engine { Engine() }
            func count() throws -> Int { 1 }
            enum Results {
                static let loaded = Result { try load() }
                static let labeled = Result(catching: { try load() })
                static let counted = Result { try count() }
                static let heartbeat = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            }
            """), ["loaded: Result<Engine, any Error>", "labeled: Result<Engine, any Error>", "heartbeat: Timer"])
    }

    /// A project's own `AsyncStream` is not the standard library's.
    func testAProjectsOwnStreamIsNotTheStandardLibrarys() throws {
        XCTAssertEqual(try reportedTypes("""
            final class Engine {}
            struct AsyncStream: Sendable {
                init(_ type: Any.Type) {}
                static func makeStream(of type: Any.Type) -> Int { 0 }
            }
            enum Streams {
                static let typed = AsyncStream(Engine.self)
                static let made = AsyncStream.makeStream(of: Engine.self)
            }
            """), [])
    }
}
