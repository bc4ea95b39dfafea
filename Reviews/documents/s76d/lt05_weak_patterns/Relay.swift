import Foundation

final class Relay {
    var forwarded = 0
    var task: Task<Void, Never>?

    func start(_ stream: AsyncStream<Int>) {
        func forward(_ v: Int) { forwarded += v }
        task = Task { [weak self] in // expect: looping_task_strong_self
            for await v in stream {
                forward(v)
            }
            _ = self
        }
    }

    func startShadowed(_ stream: AsyncStream<Int>) {
        task = Task { // ok
            for await forwarded in stream {
                print(forwarded)
            }
        }
    }

    func startStrongCapture(_ stream: AsyncStream<Int>) {
        task = Task { [self] in // expect: looping_task_strong_self
            for await v in stream { print(v) }
        }
    }

    deinit { task?.cancel() }
}
