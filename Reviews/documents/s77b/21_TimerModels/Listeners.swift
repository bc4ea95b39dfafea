import Foundation

final class MailboxListener {
    let mail: AsyncStream<String>
    private(set) var inbox: [String] = []
    private(set) var ready = false

    init(mail: AsyncStream<String>) { self.mail = mail }

    func listen() async {
        for await message in mail {
            inbox.append(message)
        }
    }

    func setUp() {}

    // Unwrapped, then the awaited method loops: the strong `self` is held for the call.
    func start() {
        Task { [weak self] in // expect: looping_task_strong_self
            guard let self else { return }
            await self.listen()
        }
    }

    // Unwrapped but unused in the loop: the strong reference is still in scope.
    func startCounting(_ pings: AsyncStream<Int>) {
        Task { [weak self] in // expect: looping_task_strong_self
            guard let self else { return }
            self.ready = true
            var count = 0
            for await _ in pings {
                count += 1
            }
            print(count)
        }
    }

    // The unwrap is confined to a `do` block that ends before the loop.
    func startAfterSetUp(_ pings: AsyncStream<Int>) {
        Task { [weak self] in
            do {
                guard let self else { return }
                self.setUp()
            }
            for await ping in pings {
                self?.ready = ping > 0
            }
        }
    }

    // Unwrapped in each iteration, held across the sleep: allowed.
    func poll() {
        Task { [weak self] in
            while true {
                guard let self else { return }
                self.ready.toggle()
                try? await Task.sleep(nanoseconds: 1_000_000_000)
            }
        }
    }
}

// A struct's task copies the value: no object is held.
struct MailboxWatcher {
    let listener: MailboxListener

    func start() {
        Task {
            await listener.listen()
        }
    }
}
