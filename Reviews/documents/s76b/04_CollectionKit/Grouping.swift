public enum Grouping {
    public static func group<Key: Hashable, Element>(_ items: [Element], by key: (Element) -> Key) -> [Key: [Element]] { // ok
        Dictionary(grouping: items, by: key)
    }

    public static func count<S: Sequence>(_ items: S) -> Int { // expect: single_use_generic
        items.reduce(0) { count, _ in count + 1 }
    }

    public static func histogram<S: Sequence>(_ items: S) -> [S.Element: Int] where S.Element: Hashable { // ok
        var result: [S.Element: Int] = [:]
        for item in items { result[item, default: 0] += 1 }
        return result
    }

    public static func uniqueCount<S: Sequence>(_ items: S) -> Int where S.Element: Hashable { // ok
        Set(items).count
    }

    public static func sorted<Root, Value: Comparable>(_ items: [Root], by keyPath: KeyPath<Root, Value>) -> [Root] { // expect: single_use_generic
        items.sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }

    // Public: only the last generic parameter may be rewritten (ABI order).
    public static func zipCount<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Int { // expect: single_use_generic
        zip(a, b).reduce(0) { n, _ in n + 1 }
    }
}

extension Array {
    func chunked<Size: BinaryInteger>(into size: Size) -> [[Element]] { // expect: single_use_generic
        let n = Int(size)
        return stride(from: 0, to: count, by: n).map { Array(self[$0 ..< Swift.min($0 + n, count)]) }
    }

    func appending<S: Sequence>(contentsOf other: S) -> [Element] where S.Element == Element { // expect: single_use_generic (Element is the type's)
        self + Array(other)
    }

    mutating func removeAll<C: Collection>(in other: C) where C.Element == Int, Element == Int { // expect: single_use_generic
        removeAll { other.contains($0) }
    }
}

struct Matrix<Scalar: Numeric> {
    var rows: [[Scalar]]

    init<S: Sequence>(rows: S) where S.Element == [Scalar] { // expect: single_use_generic (type-level Scalar is no generic parameter of the init)
        self.rows = Array(rows)
    }

    init<C: Collection>(diagonal: C) where C.Element == Int { // expect: single_use_generic
        rows = diagonal.map { _ in [] }
    }

    subscript<I: BinaryInteger>(row index: I) -> [Scalar] { // expect: single_use_generic
        rows[Int(index)]
    }

    subscript<I: BinaryInteger>(row: I, column: I) -> Scalar { // ok
        rows[Int(row)][Int(column)]
    }

    func scaled<T: BinaryFloatingPoint>(by factor: T) -> Matrix<Double> where Scalar == Int { // expect: single_use_generic
        Matrix<Double>(rows: rows.map { $0.map { Double($0) * Double(factor) } })
    }
}
