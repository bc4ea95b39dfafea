public protocol Metric {
    var name: String { get }
}

public struct Counter: Metric {
    public var name: String
    public init(name: String) { self.name = name }
}

public protocol MetricSink {
    func record<M: Metric>(_ metric: M) // expect: single_use_generic
    func record<M: Metric, V: BinaryInteger>(_ metric: M, value: V) // expect: single_use_generic
}

public final class MetricsClient {
    public init() {}

    public func track<M: Metric, Tag: Hashable>(_ metric: M, tags: Set<Tag>) { // expect: single_use_generic
        print(metric.name, tags.count)
    }

    public func trackAll<M: Metric>(_ metrics: [M], label: some CustomStringConvertible) { // expect: single_use_generic (the some comes after M: order kept)
        print(metrics.count, label)
    }

    func internalTrack<A: Metric, B: Metric>(_ a: A, _ b: B) { // expect: single_use_generic, single_use_generic
        print(a.name, b.name)
    }

    @inlinable
    func fastTrack<A: Metric, B: Metric>(_ a: A, _ b: B) { // expect: single_use_generic
        print(a.name, b.name)
    }
}

public extension MetricsClient {
    func flush<A: Metric, B: Metric>(_ a: A, _ b: B) { // expect: single_use_generic
        print(a.name, b.name)
    }
}

struct InternalHelper {
    public func helper<A: Metric, B: Metric>(_ a: A, _ b: B) { // expect: single_use_generic, single_use_generic
        print(a.name, b.name)
    }
}
