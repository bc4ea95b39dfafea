final class Grid {
    var cells: [Int] = []

    init<C: Collection<Int>>(cells: C) { // expect: single_use_generic
        self.cells = Array(cells)
    }

    convenience init<A: BinaryInteger, B: BinaryInteger>(width: A, height: B) { // expect: single_use_generic, single_use_generic
        self.init(cells: Array(repeating: 0, count: Int(width) * Int(height)))
    }

    required init<S: Sequence>(sequence: S, extra: Int) where S.Element == Int { // expect: single_use_generic
        cells = Array(sequence) + [extra]
    }

    subscript<T: BinaryInteger>(cell index: T) -> Int { // expect: single_use_generic
        get { cells[Int(index)] }
        set { cells[Int(index)] = newValue }
    }
}

func build() {
    let g = Grid(width: 2, height: Int8(2))
    g[cell: UInt8(0)] = 1
    var m = Matrix(rows: [[1.0]])
    m.append(contentsOf: [2.0])
    print(m[0], m[key: "a"], m[rows: 0..<1], m.paged(size: 3), Matrix(parsing: "x") as Any, m.zeroed(Int8(1)))
}
