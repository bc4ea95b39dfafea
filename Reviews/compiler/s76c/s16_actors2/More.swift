@globalActor actor Background {
    static let shared = Background()
}

protocol Trackable {}

@Background
protocol Job {
    static var queue: String { get }
}

struct CleanupJob: Job {
    static let queue = "cleanup"
    static var runs = 0
    static let ref = Ref()
}

struct IndexJob {
    static var runs = 0
}

extension IndexJob: Job {
    static var queue: String { "index" }
}

class BaseJob: Job {
    class var queue: String { "base" }
}

final class SubJob: BaseJob {
    static var subRuns = 0
}

@Background
func runJobs() {
    enum Local { static var n = 0 }
    Local.n += 1
}

@Background var backgroundCount = 0
@UI var uiCount = 0
@UI let uiRef = Ref()
