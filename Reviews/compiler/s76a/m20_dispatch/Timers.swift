import Foundation
import Dispatch

protocol TimerScheduling {
    func schedule(every interval: TimeInterval, _ block: @escaping () -> Void) -> TimerToken
}

protocol TimerToken: AnyObject {
    func invalidate()
}

final class DispatchTimerToken: TimerToken {
    let source: DispatchSourceTimer
    init(source: DispatchSourceTimer) { self.source = source }
    func invalidate() { source.cancel() }
}

struct DispatchTimerScheduler: TimerScheduling {
    var queue: DispatchQueue = .global()
    func schedule(every interval: TimeInterval, _ block: @escaping () -> Void) -> TimerToken {
        let s = DispatchSource.makeTimerSource(queue: queue)
        s.schedule(deadline: .now() + interval, repeating: interval)
        s.setEventHandler(handler: block)
        s.resume()
        return DispatchTimerToken(source: s)
    }
}

enum Timers {
    static let scheduler: TimerScheduling = DispatchTimerScheduler()
    static var active: [TimerToken] = []
    static let heartbeat: DispatchSourceTimer? = nil
    static let signal = DispatchSource.makeSignalSource(signal: 2)
    static let sources: [DispatchSourceProtocol] = []
}

let sharedLock = NSLock()
let recursiveLock = NSRecursiveLock()
let condition = NSCondition()
let sharedThread = Thread { }
let runLoopMode = RunLoop.Mode.default
let notificationCenter = NotificationCenter.default
let notificationName = Notification.Name("app.didChange")
let processInfo = ProcessInfo.processInfo
let fileManager = FileManager.default
let nsCache = NSCache<NSString, NSData>()
let userDefaults = UserDefaults.standard
let bundle = Bundle.main
let regex = try! NSRegularExpression(pattern: "[a-z]+")
let calendar = Calendar.current
let numberFormatter = NumberFormatter()
let byteFormatter = ByteCountFormatter()
let uuid = UUID()
