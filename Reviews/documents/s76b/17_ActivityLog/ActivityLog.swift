final class ActivityLog {
    var name = "activity"
    var entries: [String] = []
    private var task: Task<Void, Never>?

    func follow(_ stream: AsyncStream<Int>) {
        func format(_ id: Int) -> String { "[\(name)] #\(id)" }
        task = Task { [weak self] in // expect: looping_task_strong_self
            for await id in stream {
                self?.entries.append(format(id))
            }
        }
    }

    func followWithClosure(_ stream: AsyncStream<Int>) {
        let format = { (id: Int) in "[\(self.name)] #\(id)" }
        task = Task { [weak self] in // expect: looping_task_strong_self
            for await id in stream {
                self?.entries.append(format(id))
            }
        }
    }

    func followWithOwner(_ stream: AsyncStream<Int>) {
        let owner = self
        task = Task { [weak self] in // expect: looping_task_strong_self
            for await id in stream {
                self?.entries.append("\(owner.name) #\(id)")
            }
        }
    }

    deinit { task?.cancel() }
}

struct ActivityPreview {
    let updates: PassthroughSubject<String>

    func preview() {
        var bag = Set<AnyCancellable>()
        defer { print("preview kept \(bag.count) subscriptions") }
        updates.sink { print($0) }.store(in: &bag) // expect: unretained_cancellable
    }
}
