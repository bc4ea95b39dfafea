import Foundation

func fetch(completion: @escaping Completion) {
    completion(nil, nil)
}

func fetchAsync() async throws -> Data {
    try await withCheckedThrowingContinuation { (c: CheckedContinuation<Data, Error>) in
        fetch { data, error in
            if let error { c.resume(throwing: error) } else { c.resume(returning: data ?? Data()) }
        }
    }
}

func fetchAsync2() async throws -> Data {
    let result = try await withCheckedThrowingContinuation { (c: CheckedContinuation<Data, any Error>) in
        c.resume(returning: Data())
    }
    return result
}

func stream() -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { continuation in
        continuation.yield(1)
        continuation.finish()
    }
}

func collect(_ s: AsyncThrowingStream<Int, Error>) async throws -> [Int] {
    var out: [Int] = []
    for try await v in s { out.append(v) }
    return out
}

func detached() -> Task<Int, Error> {
    Task { 1 }
}

let loader: (URL) async throws -> Data = { (url: URL) in Data() }
let errorMapper = { (e: Error) -> String in "\(e)" }
let errorMapper2: (Error) -> String = { (e: Error) in "\(e)" }
var lastFailure: Error?
