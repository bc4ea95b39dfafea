import Foundation

protocol Logger {
    func log(_ message: String)
}

protocol Clock: Sendable {
    var now: Date { get }
}

protocol Analytics: AnyObject {
    func track(event: String, properties: [String: Any])
}

struct SystemClock: Clock {
    var now: Date { Date() }
}

final class ConsoleLogger: Logger {
    var prefix = "[app]"
    func log(_ message: String) { print(prefix, message) }
}

final class NoopAnalytics: Analytics {
    func track(event: String, properties: [String: Any]) {}
}

enum ServiceKeys {
    static let logger: Logger.Type = ConsoleLogger.self
    static var analyticsType: Analytics.Type = NoopAnalytics.self
    static let clock: Clock = SystemClock()
    static let fallbackLogger = ConsoleLogger()
}

let globalClock: Clock = SystemClock()
var currentLogger: Logger? = nil
