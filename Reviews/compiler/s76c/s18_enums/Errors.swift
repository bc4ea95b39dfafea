enum AppError: Error, CaseIterable {
    case network, decoding, unknown
    static let retryable: [AppError] = [.network]
    static var lastSeen: AppError?
}

enum WrappedError: Error {
    case underlying(Error)
    case message(String)
    static let generic = WrappedError.message("generic")
}

enum Severity: Int, Comparable {
    case low = 1, high = 2
    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    static let ordered = [Severity.low, .high].sorted()
    static let maxSeverity = [Severity.low, .high].max()
}

enum Describe {
    static let errors: [Error] = [AppError.network]
    static let anyErrors: [any Error] = []
    static let errorTypes: [Error.Type] = [AppError.self]
    static let localized: [String: Error] = [:]
    static let wrapped = WrappedError.underlying(AppError.unknown)
    static let nodes = [Node(), Node()]
    static let nodeChildren = Node.root.children
}
