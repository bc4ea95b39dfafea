import Foundation

struct Note: Sendable {
    let id: UUID
    var body: String
}

actor ChangeQueue {
    private var pending: [Note] = []
    func push(_ note: Note) { pending.append(note) }
    func next() async -> Note? { pending.isEmpty ? nil : pending.removeFirst() }
}

@MainActor
final class NotesSync {
    private let queue = ChangeQueue()
    let notes: AsyncStream<Note>
    private(set) var applied: [UUID: Note] = [:]
    private(set) var ready = false

    init(notes: AsyncStream<Note>) {
        self.notes = notes
    }

    func apply(_ note: Note) { applied[note.id] = note }
    func prepare() async { ready = true }

    // The condition awaits: the task runs for as long as changes keep coming.
    func drainQueue() {
        let queue = self.queue
        Task(priority: .utility) { // expect: looping_task_strong_self
            while let change = await queue.next() {
                apply(change)
            }
        }
    }

    // The unwrap ends with the `if`; the loop goes through `self?` each time.
    func follow() {
        let notes = self.notes
        Task { [weak self] in
            if let self { await self.prepare() }
            for await note in notes {
                self?.apply(note)
            }
        }
    }

    // The strong reference made before the loop is still in scope while it runs.
    func followAfterUnwrap() {
        Task { [weak self] in // expect: looping_task_strong_self
            guard let strong = self else { return }
            let notes = strong.notes
            for await note in notes {
                print("note", note.id)
            }
        }
    }

    // `self?.notes` is read once and `??` gives a fallback; only optional chains after it.
    func followWithFallback() {
        Task { [weak self] in
            let notes = self?.notes ?? AsyncStream { $0.finish() }
            for await note in notes {
                self?.apply(note)
            }
        }
    }

    // A weak local declared before the task, used optionally in each iteration.
    func heartbeat() {
        weak var weakSelf = self
        Task {
            while true {
                weakSelf?.ready = true
                try? await Task.sleep(nanoseconds: 10_000_000_000)
            }
        }
    }

    // `[unowned self]` is not reported (it traps instead of leaking).
    func followUnowned() {
        Task { [unowned self] in
            for await note in notes {
                apply(note)
            }
        }
    }

    // A strong copy of the weak capture: still an Optional, but a strong one.
    func followWithCopy() {
        let notes = self.notes
        Task { [weak self] in // expect: looping_task_strong_self
            let this = self
            for await note in notes {
                this?.apply(note)
            }
        }
    }

    // Swift 6.2's immediate task loops like any task.
    func followImmediately() {
        Task.immediate { // expect: looping_task_strong_self
            for await note in notes {
                apply(note)
            }
        }
    }

    // A stream built inside the task, unwrapped inside each iteration.
    func ticker() {
        Task { @MainActor [weak self] in
            let ticks = AsyncStream<Int> { continuation in
                for i in 0..<10 { continuation.yield(i) }
                continuation.finish()
            }
            for await tick in ticks {
                guard let self else { return }
                self.ready = tick.isMultiple(of: 2)
            }
        }
    }
}
