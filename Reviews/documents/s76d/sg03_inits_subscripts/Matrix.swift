struct Matrix {
    var rows: [[Double]]

    init<S: Sequence>(rows: S) where S.Element == [Double] { // expect: single_use_generic
        self.rows = Array(rows)
    }

    init<T: BinaryInteger>(size: T, fill: T) { // ok
        rows = Array(repeating: Array(repeating: Double(fill), count: Int(size)), count: Int(size))
    }

    init?<S: StringProtocol>(parsing text: S) { // expect: single_use_generic
        guard !text.isEmpty else { return nil }
        rows = [[Double(text.count)]]
    }

    subscript<I: BinaryInteger>(row: I) -> [Double] { // expect: single_use_generic
        rows[Int(row)]
    }

    subscript<K: Hashable>(key k: K, default value: Double = 0) -> Double { // expect: single_use_generic
        value
    }

    subscript<R: RangeExpression>(rows range: R) -> ArraySlice<[Double]> where R.Bound == Int { // expect: single_use_generic
        rows[range]
    }

    mutating func append<C: Collection>(contentsOf row: C) where C.Element == Double { // expect: single_use_generic
        rows.append(Array(row))
    }

    func paged<T: BinaryInteger>(size: T = 20) -> Int { // expect: single_use_generic
        Int(size)
    }

    func zeroed<T: BinaryInteger>(_ v: T = T(0)) -> Int { // ok
        0
    }
}
