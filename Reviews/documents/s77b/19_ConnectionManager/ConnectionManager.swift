import Combine
import Foundation

protocol ConnectionDelegate: AnyObject {
    func connection(didReceive frame: String)
}

extension Notification.Name {
    static let connectionFrame = Notification.Name("connectionFrame")
}

final class Socket: @unchecked Sendable {
    let frames: AsyncStream<String>
    let streams: [AsyncStream<String>]

    init(frames: AsyncStream<String>, streams: [AsyncStream<String>]) {
        self.frames = frames
        self.streams = streams
    }

    func isOpen() async -> Bool { true }
}

final class ConnectionManager: ObservableObject, @unchecked Sendable {
    @Published private(set) var lastFrame = ""
    weak var delegate: ConnectionDelegate?
    private let socket: Socket
    private var frameCount = 0

    // A lazily created task: `self` is the manager.
    private lazy var heartbeat: Task<Void, Never> = Task { // expect: looping_task_strong_self
        while !Task.isCancelled {
            try? await Task.sleep(nanoseconds: 15_000_000_000)
            self.frameCount += 0
        }
    }

    init(socket: Socket) {
        self.socket = socket
        // Started in `init`: the manager can never be freed while the socket lives.
        Task { // expect: looping_task_strong_self
            for await frame in socket.frames {
                self.lastFrame = frame
            }
        }
        _ = heartbeat
    }

    // `delegate` is a member: reading it is reading `self`, weak property or not.
    func forwardFrames() {
        let frames = socket.frames
        Task { // expect: looping_task_strong_self
            for await frame in frames {
                delegate?.connection(didReceive: frame)
            }
        }
    }

    // `self` passed as an argument.
    func broadcastFrames() {
        let frames = socket.frames
        Task { // expect: looping_task_strong_self
            for await frame in frames {
                NotificationCenter.default.post(name: .connectionFrame, object: self, userInfo: ["frame": frame])
            }
        }
    }

    // `objectWillChange` of an ObservableObject, inside `MainActor.run` in the loop.
    func pulse() {
        Task { // expect: looping_task_strong_self
            while true {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                await MainActor.run { objectWillChange.send() }
            }
        }
    }

    // An unwrap inside `MainActor.run`, inside each iteration: nothing held across the loop.
    func pulseWeakly() {
        Task { [weak self] in
            while true {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                await MainActor.run {
                    guard let self else { return }
                    self.objectWillChange.send()
                }
            }
        }
    }

    // A finite loop over streams, each of which is endless: the inner loop is the long one.
    func mergeAll() {
        let streams = socket.streams
        Task { // expect: looping_task_strong_self
            for stream in streams {
                for await frame in stream {
                    frameCount += frame.count
                }
            }
        }
    }

    // `repeat … while` whose condition awaits.
    func pollWhileOpen() {
        let socket = self.socket
        Task { // expect: looping_task_strong_self
            repeat {
                frameCount += 1
                try? await Task.sleep(nanoseconds: 1_000_000_000)
            } while await socket.isOpen()
        }
    }

    // A nested task made from the outer task's unwrapped `self`: the inner one holds it
    // strongly while it loops; the outer one has no loop.
    func startAfterCheck() {
        Task { [weak self] in
            guard let self else { return }
            Task { // expect: looping_task_strong_self
                for await frame in self.socket.frames {
                    self.lastFrame = frame
                }
            }
        }
    }

    // Timer values through Combine's async bridge.
    func tickWithTimer() {
        Task { // expect: looping_task_strong_self
            for await _ in Timer.publish(every: 1, on: .main, in: .common).autoconnect().values {
                frameCount += 1
            }
        }
    }
}
