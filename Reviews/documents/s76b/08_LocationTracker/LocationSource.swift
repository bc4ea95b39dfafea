struct Coordinate: Sendable {
    var lat: Double
    var lon: Double
}

final class LocationSource: @unchecked Sendable {
    let updates: AsyncStream<Coordinate>
    let continuation: AsyncStream<Coordinate>.Continuation

    init() {
        let (stream, continuation) = AsyncStream<Coordinate>.makeStream()
        updates = stream
        self.continuation = continuation
    }

    func isAuthorized() async -> Bool { true }
}

class TrackerBase {
    var lastError: (any Error)?
    var samples: [Coordinate] = []

    func consume(_ source: LocationSource) async {
        for await c in source.updates {
            samples.append(c)
        }
    }

    func refresh() {}
}
