extension Box: Sendable where T: Sendable {}
extension Pair: Sendable where A: Sendable, B: Sendable {}
extension Tagged: Sendable where Raw: Sendable {}
extension Either: @unchecked Sendable where L: AnyObject {}
extension Choice: Sendable where T: Error {}
extension Weak: @unchecked Sendable {}
extension Matrix: Sendable where Element: Sendable {}
extension Matrix.Slice: Sendable where U: Sendable {}
extension Nested: Sendable where T: Sendable {}
