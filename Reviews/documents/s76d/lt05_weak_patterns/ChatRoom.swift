import Foundation

final class ChatRoom {
    var messages: [String] = []
    let incoming: AsyncStream<String>
    var task: Task<Void, Never>?

    init(incoming: AsyncStream<String>) { self.incoming = incoming }

    func a() {
        task = Task { [weak self] in // expect: looping_task_strong_self
            guard let strongSelf = self else { return }
            for await m in strongSelf.incoming { strongSelf.messages.append(m) }
        }
    }

    func b() {
        task = Task { [weak self] in // expect: looping_task_strong_self
            guard let self else { return }
            let stream = self.incoming
            for await m in stream { print(m) }
        }
    }

    func c() {
        let stream = incoming
        task = Task { [weak self] in // ok
            for await m in stream {
                guard let self else { break }
                self.messages.append(m)
            }
        }
    }

    func d(_ stream: AsyncStream<String>) {
        task = Task { [weak self] in // ok
            if let self { self.messages.removeAll() }
            for await m in stream { print(m) }
        }
    }

    func e(_ stream: AsyncStream<String>) {
        let owner = self
        task = Task { // expect: looping_task_strong_self
            for await m in stream { owner.messages.append(m) }
        }
    }

    func g(_ stream: AsyncStream<String>) {
        task = Task { // expect: looping_task_strong_self
            for await m in stream {
                DispatchQueue.main.async { [weak self] in self?.messages.append(m) }
            }
        }
    }

    func h(_ stream: AsyncStream<String>) {
        task = Task { [weak self, post = self.post] in // expect: looping_task_strong_self
            for await m in stream {
                post(m)
                _ = self
            }
        }
    }

    func i(_ stream: AsyncStream<String>) {
        weak var owner = self
        task = Task { // expect: looping_task_strong_self
            guard let owner else { return }
            for await m in stream { owner.post(m) }
        }
    }

    func j(_ stream: AsyncStream<String>) {
        task = Task { [weak self] in // ok
            while !Task.isCancelled {
                guard let self else { return }
                self.post("ping")
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    func k(_ stream: AsyncStream<String>) {
        task = Task { [weak self] in // expect: looping_task_strong_self
            let copy = self
            for await m in stream { copy?.post(m) }
        }
    }

    func post(_ m: String) { messages.append(m) }

    deinit { task?.cancel() }
}
