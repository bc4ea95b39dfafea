import Foundation

let appLogger = Logger(label: "app")
var debugLogger: Logger?
let levels = LogLevel.allCases
let defaultMetadata: Logger.Metadata = ["app": .string("demo")]

final class RequestLogger {
    static let shared = RequestLogger()
    static let handlers: [LogHandler] = [StreamLogHandler(label: "req")]
    private lazy var logger = Logger(label: "request")
    lazy var sink: LogHandler = StreamLogHandler(label: "sink")

    func record(_ path: String) {
        logger.info("GET \(path)")
        let h: LogHandler? = handlers().first
        _ = h
    }

    func handlers() -> [any LogHandler] { Self.handlers }
}

struct ContextLogger {
    static let root = ContextLogger(base: appLogger)
    static let builder: (String) -> ContextLogger = { ContextLogger(base: Logger(label: $0)) }
    var base: Logger
    var extras: [String: CustomStringConvertible] = [:]
}
