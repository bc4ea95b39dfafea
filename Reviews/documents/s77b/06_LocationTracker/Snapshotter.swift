import Foundation

// A value type: the task copies it, no object is kept alive.
struct RouteSnapshotter {
    let provider: LocationProvider
    var interval: UInt64 = 5_000_000_000

    func capture() async { _ = try? await provider.currentFix() }

    func start() {
        Task {
            while !Task.isCancelled {
                await capture()
                try? await Task.sleep(nanoseconds: interval)
            }
        }
    }
}

final class TrackingDiagnostics {
    static var samples = 0

    static func sample() async { samples += 1 }

    // Static context: `self` is the metatype.
    static func startSampling() {
        Task {
            while true {
                await sample()
                try? await Task.sleep(nanoseconds: 60_000_000_000)
            }
        }
    }
}
