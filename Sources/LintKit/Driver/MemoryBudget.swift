import Foundation

/// A memory budget for the token streams that the index pass keeps for the rule pass, so that
/// most files are tokenized once. The budget grows with the input: streams may use up to
/// ``bytesPerSourceByte`` bytes per byte of source read so far (plus a small allowance), so
/// memory stays proportional to the input, like the source text the engine keeps anyway, and
/// twice the input costs twice the time. Files past the budget are simply tokenized again.
final class MemoryBudget: @unchecked Sendable {
    /// Bytes of kept streams allowed per byte of source read.
    static let bytesPerSourceByte = 2.5
    /// Allowance independent of the input.
    static let allowance = 4 << 20

    private var sourceBytes = 0
    private var used = 0
    private let lock = NSLock()

    /// Counts `bytes` of source read.
    func addSource(_ bytes: Int) {
        lock.lock()
        sourceBytes += bytes
        lock.unlock()
    }

    /// Takes `bytes` from the budget; false (and nothing taken) when they do not fit.
    func reserve(_ bytes: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let limit = Self.allowance + Int(Double(sourceBytes) * Self.bytesPerSourceByte)
        guard used + bytes <= limit else { return false }
        used += bytes
        return true
    }
}
