import Foundation

enum CodecError: Error, LocalizedError {
    case invalid(String)
    case wrapped(Error)
    case many([Error])
    case keyed([String: any Error])
    var errorDescription: String? { "codec" }
}

struct ParseFailure: Error {
    let underlying: Error?
    let line: Int
}

typealias ErrorHandler = (Error) -> Void
typealias ResultHandler<T> = (Result<T, Error>) -> Void
typealias Completion = (Data?, Error?) -> Void

func parse(_ data: Data) throws(CodecError) -> Int {
    guard !data.isEmpty else { throw .invalid("empty") }
    return data.count
}

func parseAny(_ data: Data) throws(any Error) -> Int { data.count }
func parseBare(_ data: Data) throws(Error) -> Int { data.count }

func classify(_ error: Error) -> String {
    switch error {
    case let e as CodecError:
        return "codec \(e)"
    case let e as LocalizedError:
        return e.errorDescription ?? ""
    case is DecodingError:
        return "decoding"
    case let e as any CustomStringConvertible:
        return e.description
    default:
        return "other"
    }
}

func run(_ body: () throws -> Void) -> Error? {
    do {
        try body()
        return nil
    } catch let e as LocalizedError {
        return e
    } catch {
        return error
    }
}

func convert(_ value: Any) -> Error? {
    if let e = value as? Error { return e }
    if value is LocalizedError { return nil }
    return value as? any Error
}

enum Errors {
    static let handler: ErrorHandler = { _ in }
    static let completion: Completion? = nil
    static let last: Error? = nil
    static let all: [Error] = []
    static let failure = ParseFailure(underlying: nil, line: 0)
    static let codec = CodecError.invalid("x")
    static let wrapped = CodecError.wrapped(CodecError.invalid("y"))
    static let localized: LocalizedError? = nil
    static let resultHandler: ResultHandler<Int>? = nil
    static let cancellation = CancellationError()
    static let urlError = URLError(.badURL)
    static let cocoa = CocoaError(.fileNoSuchFile)
    static let decodingError: DecodingError? = nil
}
