final class LocationTracker: TrackerBase {
    private let source: LocationSource
    private var tasks: [String: Task<Void, Never>] = [:]
    var isRunning = true
    var error: (any Error)?

    init(source: LocationSource) {
        self.source = source
        super.init()
        tasks["init"] = Task { [weak self] in // ok
            guard let self else { return }
            self.samples.removeAll()
        }
    }

    func start() {
        tasks["updates"] = Task { [weak self, source] in // ok
            for await coordinate in source.updates {
                guard let self else { break }
                self.samples.append(coordinate)
            }
        }
    }

    func startInherited() {
        tasks["inherited"] = Task { // ok (superclass method declared in another file)
            await consume(source)
        }
    }

    func startWhileFlag() {
        Task { // ok
            while isRunning {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                refresh()
            }
        }
    }

    func startPollForever() {
        Task { [weak self] in // ok
            for tick in 1... {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                self?.samples.append(Coordinate(lat: Double(tick), lon: 0))
            }
        }
    }

    func startPollStrong() {
        Task(priority: .background) { // expect: looping_task_strong_self
            for tick in 0... where tick % 2 == 0 {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                refresh()
            }
        }
    }

    func waitUntilAuthorized() {
        Task { // expect: looping_task_strong_self
            while true {
                guard await source.isAuthorized() else { continue }
                refresh()
                break
            }
        }
    }

    func runOnce() {
        Task { // ok
            while true {
                let ok = await source.isAuthorized()
                print(ok)
                refresh()
                break
            }
        }
    }

    func startWithErrorHandling() {
        Task { [weak self] in // ok
            do {
                try await Task.sleep(nanoseconds: 10)
            } catch {
                print(error)
            }
            self?.refresh()
        }
    }

    func startIterator() {
        Task { // expect: looping_task_strong_self
            var iterator = source.updates.makeAsyncIterator()
            while let next = await iterator.next() {
                samples.append(next)
            }
        }
    }

    func startStrongCopy() {
        let tracker = self
        Task { [weak self] in // expect: looping_task_strong_self
            for await c in tracker.source.updates {
                self?.samples.append(c)
            }
        }
    }

    func startLocalFunction() {
        Task { [weak self] in // expect: looping_task_strong_self
            for await c in self?.source.updates ?? AsyncStream { $0.finish() } {
                record(c)
            }
        }
        func record(_ c: Coordinate) {
            samples.append(c)
        }
    }

    func startUnowned() {
        Task { [unowned self] in // ok
            for await c in source.updates {
                samples.append(c)
            }
        }
    }

    func stop() {
        isRunning = false
        tasks.values.forEach { $0.cancel() }
    }
}
