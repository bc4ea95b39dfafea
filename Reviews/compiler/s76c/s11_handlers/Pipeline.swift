typealias Next = (Req) async throws -> Res
typealias Middle = (Req, Next) async throws -> Res

struct Pipeline {
    static let empty = Pipeline(stages: [])
    static var global = Pipeline(stages: [])
    let stages: [Middle]

    func run(_ r: Req, final: @escaping Next) async throws -> Res {
        var next = final
        for stage in stages.reversed() {
            let current = next
            next = { req in try await stage(req, current) }
        }
        return try await next(r)
    }
}

struct SendablePipeline: Sendable {
    static let empty = SendablePipeline(stages: [])
    let stages: [@Sendable (Req) -> Req]
}

enum Stages {
    static let logging: Middle = { r, next in try await next(r) }
    static let timing: Middle = { r, next in
        let start = ContinuousClock.now
        let res = try await next(r)
        _ = ContinuousClock.now - start
        return res
    }
    static let all: [Middle] = [logging, timing]
    static let pipeline = Pipeline(stages: all)
}
