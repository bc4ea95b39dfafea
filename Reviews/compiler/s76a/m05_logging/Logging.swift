import Foundation

public enum LogLevel: Int, Comparable, Sendable, CaseIterable {
    case trace, debug, info, warning, error
    public static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }
    static let `default`: LogLevel = .info
}

public protocol LogHandler {
    var logLevel: LogLevel { get set }
    var metadata: Logger.Metadata { get set }
    func log(level: LogLevel, message: String, metadata: Logger.Metadata?, file: String, line: UInt)
}

public struct Logger {
    public typealias Metadata = [String: MetadataValue]
    public enum MetadataValue: Sendable, CustomStringConvertible {
        case string(String)
        case array([MetadataValue])
        case stringConvertible(CustomStringConvertible & Sendable)
        public var description: String {
            switch self {
            case .string(let s): return s
            case .array(let a): return a.description
            case .stringConvertible(let c): return c.description
            }
        }
    }

    public let label: String
    public var handler: LogHandler

    public init(label: String, factory: (String) -> LogHandler = LoggingSystem.factory) {
        self.label = label
        self.handler = factory(label)
    }

    public func info(_ message: @autoclosure () -> String, file: String = #fileID, line: UInt = #line) {
        guard handler.logLevel <= .info else { return }
        handler.log(level: .info, message: message(), metadata: nil, file: file, line: line)
    }
}
