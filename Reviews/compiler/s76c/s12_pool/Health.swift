import Foundation

struct HealthReport: Sendable, Codable {
    var healthy: Int
    var total: Int
    static let empty = HealthReport(healthy: 0, total: 0)
    static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = .prettyPrinted
        return e
    }()
}

final class HealthChecker: @unchecked Sendable {
    static let shared = HealthChecker()
    private var last = HealthReport.empty
    private let queue = DispatchQueue(label: "health")
    func check(_ pool: ObjectPool) -> HealthReport {
        queue.sync { last }
    }
}

func report(for resources: [Resource], using checker: HealthChecker = .shared) -> HealthReport {
    HealthReport(healthy: resources.count, total: resources.count)
}

func observe(_ handler: @escaping (Resource?) -> Void) {
    handler(nil)
}

let onCheck: ((HealthReport) -> Void)? = nil
let reportEncoder = HealthReport.encoder
let checkerRef = HealthChecker.shared
