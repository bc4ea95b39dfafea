extension LaterSafe: @unchecked Sendable {}
extension PlainImpl: @unchecked Sendable {}
