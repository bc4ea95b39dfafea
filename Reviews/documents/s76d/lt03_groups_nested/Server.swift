import Foundation

final class Server {
    var connections: [Int] = []
    private var acceptTask: Task<Void, Never>?

    func run(_ incoming: AsyncStream<Int>) {
        acceptTask = Task.detached { [self] in // expect: looping_task_strong_self
            await withTaskGroup(of: Void.self) { group in
                for await conn in incoming {
                    group.addTask { await self.handle(conn) }
                }
            }
        }
    }

    func runWeakDetached(_ incoming: AsyncStream<Int>) {
        Task.detached(priority: .background) { [weak self] in // ok
            for await conn in incoming {
                await self?.handle(conn)
            }
        }
    }

    func nested(_ incoming: AsyncStream<Int>) {
        Task { // ok
            print("starting")
            Task { // expect: looping_task_strong_self
                for await conn in incoming {
                    await self.handle(conn)
                }
            }
        }
    }

    func groupOfPollers() {
        Task { // expect: looping_task_strong_self
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    while !Task.isCancelled {
                        await self.tick()
                        try? await Task.sleep(for: .seconds(1))
                    }
                }
            }
        }
    }

    func fanOut() {
        Task { // ok
            let results = await withTaskGroup(of: Int.self) { group in
                for c in self.connections { group.addTask { c * 2 } }
                var sum = 0
                for await r in group { sum += r }
                return sum
            }
            self.connections.append(results)
        }
    }

    func detachedAwaitingMethod() {
        Task.detached { // expect: looping_task_strong_self
            await self.acceptLoop()
        }
    }

    func acceptLoop() async {
        while !Task.isCancelled {
            await tick()
        }
    }

    func handle(_ c: Int) async {}
    func tick() async {}
}
