struct ConsoleSink: MetricSink {
    func record<M: Metric>(_ metric: M) { // expect: single_use_generic
        print(metric.name)
    }

    func record<M: Metric, V: BinaryInteger>(_ metric: M, value: V) { // expect: single_use_generic, single_use_generic
        print(metric.name, value)
    }
}

extension Sequence {
    func count<T: Equatable>(of value: T) -> Int where Element == T { // ok
        filter { $0 == value }.count
    }

    func contains<M: Metric>(metric: M) -> Bool where Element == String { // expect: single_use_generic
        contains(metric.name)
    }
}
