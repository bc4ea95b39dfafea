import Combine
import Foundation

final class Downloader: ObservableObject {
    @Published var progress = 0.0
    let url = URL(fileURLWithPath: "/tmp/x")
    var items: [String] = []
    var error: Error?
    private var task: Task<Void, Never>?

    init(events: AsyncStream<Int>) {
        task = Task { [weak self] in // expect: looping_task_strong_self
            guard let self = self else { return }
            for await e in events where e > 0 {
                self.progress = Double(e)
            }
        }
    }

    func lines() {
        Task { // expect: looping_task_strong_self
            do {
                for try await line in url.lines {
                    print(line)
                }
            } catch {
                print(error)
            }
        }
    }

    func announce(_ s: AsyncStream<Int>) {
        Task { // expect: looping_task_strong_self
            for await _ in s {
                objectWillChange.send()
            }
        }
    }

    func mainActorWeak(_ s: AsyncStream<Int>) {
        Task { @MainActor [weak self] in // ok
            for await v in s {
                guard let self else { return }
                self.progress = Double(v)
            }
        }
    }

    func mainActorUnwrapFirst(_ s: AsyncStream<Int>) {
        Task { @MainActor [weak self] in // expect: looping_task_strong_self
            guard let self else { return }
            for await v in s {
                self.progress = Double(v)
            }
        }
    }

    func shadowedError() {
        Task { // ok
            while true {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    print(error)
                    return
                }
            }
        }
    }

    func shadowedClosureParam(_ s: AsyncStream<[String]>) {
        Task { // ok
            for await batch in s {
                batch.forEach { items in print(items) }
            }
        }
    }

    func awaitingCondition() {
        Task { // expect: looping_task_strong_self
            while await !isDone() {
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    func repeatAwaiting() {
        Task { [events = $progress.values] in // ok
            repeat {
                try? await Task.sleep(for: .seconds(1))
            } while await events.contains(where: { $0 > 1 })
        }
    }

    func cancellationHandler(_ s: AsyncStream<Int>) {
        Task { // expect: looping_task_strong_self
            await withTaskCancellationHandler {
                for await v in s { self.progress = Double(v) }
            } onCancel: {
                print("cancelled")
            }
        }
    }

    func outerUnwrap(_ ticks: AsyncStream<Int>, _ s: AsyncStream<Int>) {
        Task { [weak self] in // expect: looping_task_strong_self
            for await _ in ticks {
                guard let self else { return }
                for await v in s { self.progress = Double(v) }
            }
        }
    }

    func isDone() async -> Bool { false }

    deinit { task?.cancel() }
}
