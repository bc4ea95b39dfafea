import Foundation

struct Fix: Sendable {
    let latitude: Double
    let longitude: Double
}

struct LocationError: Error {}

final class LocationProvider: @unchecked Sendable {
    func currentFix() async throws -> Fix { Fix(latitude: 0, longitude: 0) }
    func isAuthorized() async -> Bool { true }
}

final class LocationTracker: @unchecked Sendable {
    private let provider = LocationProvider()
    private(set) var fixes: [Fix] = []
    private(set) var isTracking = false
    private var pollTask: Task<Void, Never>?
    let maxRetries = 5

    func record(_ fix: Fix) { fixes.append(fix) }

    // A counter local to the task, stepped towards its bound: the loop ends.
    func acquireFirstFix() {
        Task {
            var attempt = 0
            while !Task.isCancelled && attempt < maxRetries {
                attempt += 1
                if let fix = try? await provider.currentFix() {
                    record(fix)
                    break
                }
                try? await Task.sleep(nanoseconds: 500_000_000)
            }
        }
    }

    // `break` is inside `do`, not the body's last statement: the loop retries for ever
    // while the provider fails.
    func acquireUntilSuccess() {
        Task { // expect: looping_task_strong_self
            var delay: UInt64 = 100_000_000
            while true {
                do {
                    let fix = try await provider.currentFix()
                    record(fix)
                    break
                } catch {
                    delay *= 2
                    try? await Task.sleep(nanoseconds: delay)
                }
            }
        }
    }

    func startPolling() {
        pollTask = Task { // expect: looping_task_strong_self
            repeat {
                if let fix = try? await provider.currentFix() { record(fix) }
                try? await Task.sleep(nanoseconds: 1_000_000_000)
            } while !Task.isCancelled
        }
    }

    // A bounded `repeat`: the condition compares a counter the loop steps.
    func sampleThree() {
        Task {
            var samples = 0
            repeat {
                samples += 1
                if let fix = try? await provider.currentFix() { record(fix) }
            } while samples < 3 && !Task.isCancelled
        }
    }

    // The condition awaits: it runs as long as the user keeps the permission.
    func trackWhileAuthorized() {
        Task { // expect: looping_task_strong_self
            while await provider.isAuthorized() {
                if let fix = try? await provider.currentFix() { fixes.append(fix) }
                try? await Task.sleep(nanoseconds: 1_000_000_000)
            }
        }
    }

    // A flag that does not await: whether `stop()` ends it cannot be told (a documented limit).
    func trackWhileFlagged() {
        isTracking = true
        Task {
            while isTracking {
                if let fix = try? await provider.currentFix() { record(fix) }
                try? await Task.sleep(nanoseconds: 1_000_000_000)
            }
        }
    }

    // A finite range, with `await` in the body.
    func warmUp() {
        Task {
            for _ in 0..<3 {
                _ = try? await provider.currentFix()
            }
            self.isTracking = true
        }
    }

    func stop() {
        isTracking = false
        pollTask?.cancel()
    }
}
