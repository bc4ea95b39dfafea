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
            }
            """), [
                "typed: AsyncStream<Engine>", "throwing: AsyncThrowingStream<Engine, any Error>", "stream: AsyncStream<Engine>",
                "pair: (stream: AsyncThrowingStream<Engine, any Error>, continuation: AsyncThrowingStream<Engine, any Error>.Continuation)",
                "written: (stream: AsyncThrowingStream<Engine, any Error>, continuation: AsyncThrowingStream<Engine, any Error>.Continuation)",
            ])
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
