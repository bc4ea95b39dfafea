import Foundation

enum EditorEvent: Sendable {
    case rename(String)
    case insert(text: String, at: Int)
    case close
}

func logRename(title: String) { print("renamed to", title) }

final class EditorDocument: @unchecked Sendable {
    var title = "Untitled"
    var text = ""
    var count = 0
    var scale = 2
    private(set) var history: [String] = []

    // Names bound in the loop hide the members: `title` is the case's binding, `count` a local,
    // `text` a closure parameter, and `title:` a label. No `self` anywhere.
    func mirror(_ events: AsyncStream<EditorEvent>) {
        Task {
            for await event in events {
                switch event {
                case .rename(let title):
                    logRename(title: title)
                case let .insert(text, at):
                    let count = text.count + at
                    print(count)
                case .close:
                    [1, 2].forEach { text in print(text) }
                }
            }
        }
    }

    // A tuple pattern in the loop header binds the names.
    func replay(_ edits: AsyncStream<(String, Int)>) {
        Task {
            for await (text, count) in edits {
                print(text, count)
            }
        }
    }

    // The member `scale`, read in a closure nested in the loop.
    func rescale(_ sizes: AsyncStream<[Int]>) {
        Task { // expect: looping_task_strong_self
            for await batch in sizes {
                print(batch.map { $0 * scale })
            }
        }
    }

    // A labelled outer loop with an endless inner stream; the `break` is not its last
    // statement.
    func follow(_ events: AsyncStream<EditorEvent>) {
        Task { // expect: looping_task_strong_self
            outer: while true {
                for await event in events {
                    if case .close = event { break outer }
                    history.append("\(event)")
                }
            }
        }
    }

    // `case let` in the header, and the member `title` assigned.
    func renames(_ events: AsyncStream<EditorEvent>) {
        Task { // expect: looping_task_strong_self
            for await case let .rename(newTitle) in events {
                title = newTitle
            }
        }
    }

    // A force unwrap inside each iteration: the strong reference ends with it.
    func autosave(_ ticks: AsyncStream<Void>) {
        Task { [weak self] in
            for await _ in ticks {
                self!.history.append(self!.text)
            }
        }
    }

    // An explicit signature and a global actor.
    func watch(_ ticks: AsyncStream<Void>) {
        Task { @MainActor [weak self] () async -> Void in
            for await _ in ticks {
                guard let self = self else { continue }
                self.count += 1
            }
        }
    }
}
