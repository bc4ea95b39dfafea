extension Dual { var other: Int { 2 } }
