import Foundation

public enum LoggingSystem {
    private static let lock = NSLock()
    private static var _factory: (String) -> LogHandler = { StreamLogHandler(label: $0) }
    nonisolated(unsafe) private static var bootstrapped = false

    public static var factory: (String) -> LogHandler {
        lock.lock(); defer { lock.unlock() }
        return _factory
    }

    public static func bootstrap(_ factory: @escaping (String) -> LogHandler) {
        lock.lock(); defer { lock.unlock() }
        precondition(!bootstrapped, "bootstrap called twice")
        _factory = factory
        bootstrapped = true
    }
}

public struct StreamLogHandler: LogHandler {
    public var logLevel: LogLevel = .info
    public var metadata: Logger.Metadata = [:]
    let label: String
    static let standardError = FileHandle.standardError
    static var timestampFormat = "yyyy-MM-dd"

    public init(label: String) { self.label = label }

    public func log(level: LogLevel, message: String, metadata: Logger.Metadata?, file: String, line: UInt) {
        print("\(label) [\(level)] \(message)")
    }
}

public struct MultiplexLogHandler: LogHandler {
    private var handlers: [LogHandler]
    public init(_ handlers: [LogHandler]) { self.handlers = handlers }
    public var logLevel: LogLevel {
        get { handlers.map(\.logLevel).min() ?? .info }
        set { for i in handlers.indices { handlers[i].logLevel = newValue } }
    }
    public var metadata: Logger.Metadata {
        get { [:] }
        set { for i in handlers.indices { handlers[i].metadata = newValue } }
    }
    public func log(level: LogLevel, message: String, metadata: Logger.Metadata?, file: String, line: UInt) {
        handlers.forEach { $0.log(level: level, message: message, metadata: metadata, file: file, line: line) }
    }
}
