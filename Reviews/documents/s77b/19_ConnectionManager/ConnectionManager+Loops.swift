import Foundation

extension ConnectionManager {
    func drainFrames(_ frames: AsyncStream<String>) async {
        for await frame in frames {
            print("drained", frame)
            _ = self.lastFrame
        }
    }

    // The looping method is declared in this file, in an extension of the class.
    func startDraining(_ frames: AsyncStream<String>) {
        Task { await drainFrames(frames) } // expect: looping_task_strong_self
    }

    // The loop lives in a function declared inside the task and called there: it runs in the
    // task's body (the document's non-triggering example is one that is never called).
    func startNestedDrain(_ frames: AsyncStream<String>) {
        Task { // expect: looping_task_strong_self
            func drain() async {
                for await frame in frames { print(frame, self.lastFrame) }
            }
            await drain()
        }
    }
}
