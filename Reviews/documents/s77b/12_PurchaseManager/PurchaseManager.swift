import Foundation

final class PurchaseManager: @unchecked Sendable {
    static let shared = PurchaseManager()

    private(set) var purchased: Set<String> = []
    private var updates: Task<Void, any Error>?
    private var weakUpdates: Task<Void, any Error>?

    init() {
        updates = listenForTransactions()
        weakUpdates = listenForTransactionsWeakly()
    }

    func handle(_ transaction: StoreTransaction) async {
        purchased.insert(transaction.productID)
        await transaction.finish()
    }

    // The sample code's shape: the detached task keeps the manager until the stream ends.
    private func listenForTransactions() -> Task<Void, any Error> {
        Task.detached { // expect: looping_task_strong_self
            for try await transaction in StoreTransaction.updates {
                await self.handle(transaction)
            }
        }
    }

    private func listenForTransactionsWeakly() -> Task<Void, any Error> {
        Task.detached { [weak self] in
            for try await transaction in StoreTransaction.updates {
                await self?.handle(transaction)
            }
        }
    }

    deinit {
        updates?.cancel()
        weakUpdates?.cancel()
    }
}

final class EntitlementsModel: @unchecked Sendable {
    private let manager: PurchaseManager
    private(set) var unlocked = false

    init(manager: PurchaseManager) {
        self.manager = manager
    }

    func refresh() async { unlocked = !manager.purchased.isEmpty }

    // The task awaits `refresh()`, which does not loop: no finding.
    func refreshOnce() {
        Task { await refresh() }
    }

    // A throwing loop with the throw as the body's last statement: it runs at most once.
    func firstUpdateOnly() {
        Task {
            do {
                for try await transaction in StoreTransaction.updates {
                    await manager.handle(transaction)
                    throw CancellationError()
                }
            } catch {
                unlocked = false
            }
        }
    }

    // Each transaction, by name `Task` as the operation parameter.
    func follow() {
        Task(priority: .background, operation: { // expect: looping_task_strong_self
            for try await transaction in StoreTransaction.updates {
                await manager.handle(transaction)
                await refresh()
            }
        })
    }
}
