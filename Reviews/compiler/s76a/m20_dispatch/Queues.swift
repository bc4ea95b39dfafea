import Foundation
import Dispatch

enum Queues {
    static let main = DispatchQueue.main
    static let background = DispatchQueue(label: "bg", qos: .background)
    static let io = DispatchQueue(label: "io", attributes: .concurrent)
    static let group = DispatchGroup()
    static let semaphore = DispatchSemaphore(value: 4)
    static let operations = OperationQueue()
    static var pendingWork: [DispatchWorkItem] = []
    static let timer = DispatchSource.makeTimerSource(queue: background)
    static let workItem = DispatchWorkItem { print("work") }
    static let specificKey = DispatchSpecificKey<String>()
}

final class Debouncer {
    private let queue: DispatchQueue
    private var item: DispatchWorkItem?
    let delay: TimeInterval
    static let search = Debouncer(delay: 0.3)

    init(delay: TimeInterval, queue: DispatchQueue = .main) {
        self.delay = delay
        self.queue = queue
    }

    func call(_ work: @escaping () -> Void) {
        item?.cancel()
        let w = DispatchWorkItem(block: work)
        item = w
        queue.asyncAfter(deadline: .now() + delay, execute: w)
    }
}
