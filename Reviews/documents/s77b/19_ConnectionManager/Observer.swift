import Foundation

// The looping method is declared in another file (`ConnectionManager+Loops.swift`): the
// document follows methods declared in the task's own file only. Not labelled.
final class FrameObserver {
    let manager: ConnectionManager

    init(manager: ConnectionManager) { self.manager = manager }

    func start(_ frames: AsyncStream<String>) {
        Task { await manager.drainFrames(frames) }
    }
}
