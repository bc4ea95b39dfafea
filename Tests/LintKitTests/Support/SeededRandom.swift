/// A 64-bit linear congruential generator (Knuth's MMIX constants), so that random inputs
/// are the same on every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    /// `0..<count` in a shuffled order (Fisher–Yates).
    mutating func shuffledIndices(_ count: Int) -> [Int] {
        var order = Array(0..<count)
        for position in stride(from: order.count - 1, to: 0, by: -1) {
            order.swapAt(position, next(below: position + 1))
        }
        return order
    }
}

/// All orders of `elements`.
func permutations<T>(_ elements: [T]) -> [[T]] {
    guard elements.count > 1 else { return [elements] }
    var result: [[T]] = []
    for (position, element) in elements.enumerated() {
        var rest = elements
        rest.remove(at: position)
        result += permutations(rest).map { [element] + $0 }
    }
    return result
}
