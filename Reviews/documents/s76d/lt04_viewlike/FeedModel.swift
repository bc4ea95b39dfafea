import Foundation

final class FeedModel {
    var items: [Int] = []
    let updates: AsyncStream<Int>
    private var listener: Task<Void, Never>?

    init(updates: AsyncStream<Int>) {
        self.updates = updates
    }

    func listen() async {
        for await v in updates {
            items.append(v)
        }
    }

    func listen(to other: AsyncStream<Int>) async {
        for await v in other {
            items.append(v)
        }
    }

    func startListening() {
        listener = Task { await listen() } // expect: looping_task_strong_self
    }

    func startListeningWeak() {
        listener = Task { [weak self] in await self?.listen() } // expect: looping_task_strong_self
    }

    func startListeningLabeled(_ s: AsyncStream<Int>) {
        listener = Task { await self.listen(to: s) } // expect: looping_task_strong_self
    }

    func startListeningAsMethod() {
        listener = Task(operation: listen) // expect: looping_task_strong_self
    }

    deinit { listener?.cancel() }
}

final class FeedScreen {
    let model: FeedModel
    var task: Task<Void, Never>?

    init(model: FeedModel) { self.model = model }

    func appear() {
        task = Task { await model.listen() } // expect: looping_task_strong_self
    }

    func appearWeak() {
        task = Task { [weak self] in await self?.model.listen() } // ok
    }
}

struct FeedView: View {
    let model: FeedModel
    var body: some View {
        Text("Feed").task { // ok
            for await v in model.updates { print(v) }
        }
    }
}
