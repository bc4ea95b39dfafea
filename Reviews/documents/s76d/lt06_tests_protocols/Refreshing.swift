import Foundation

protocol Refreshing {
    func refresh() async
}

extension Refreshing {
    func autoRefresh() {
        Task { // ok
            while true {
                await refresh()
                try? await Task.sleep(for: .seconds(60))
            }
        }
    }
}

protocol ClassRefreshing: AnyObject {
    func refresh() async
}

extension ClassRefreshing {
    func autoRefresh() {
        Task { // expect: looping_task_strong_self
            while true {
                await refresh()
                try? await Task.sleep(for: .seconds(60))
            }
        }
    }
}

class Dashboard: ClassRefreshing {
    var task: Task<Void, Never>?
    func refresh() async {}

    func begin(_ stream: AsyncStream<Int>) {
        task = Task { // expect: looping_task_strong_self
            for try await _ in ThrowingWrapper(stream) {
                await refresh()
            }
        }
    }
}

struct ThrowingWrapper: AsyncSequence {
    typealias Element = Int
    let base: AsyncStream<Int>
    init(_ base: AsyncStream<Int>) { self.base = base }
    func makeAsyncIterator() -> AsyncStream<Int>.Iterator { base.makeAsyncIterator() }
}

final class Controller: Dashboard {
    func go() {
        Task { // expect: looping_task_strong_self
            while !Task.isCancelled {
                await refresh()
            }
        }
    }
}
