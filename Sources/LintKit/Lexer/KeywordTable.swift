/// Finds the ``Keyword`` a run of bytes spells, by length and then by bytes.
struct KeywordTable: Sendable {
    /// Candidate spellings grouped by length: `byLength[n]` holds the keywords of `n` bytes.
    private let byLength: [[(bytes: [UInt8], keyword: Keyword)]]

    /// The shared table, built once.
    static let shared = KeywordTable()

    private init() {
        var groups: [[(bytes: [UInt8], keyword: Keyword)]] = Array(repeating: [], count: 20)
        for raw in 1...UInt8.max {
            guard let keyword = Keyword(rawValue: raw) else { break }
            let bytes = Array(keyword.text.utf8)
            if bytes.count < groups.count { groups[bytes.count].append((bytes, keyword)) }
        }
        byLength = groups
    }

    /// The keyword spelled by `count` bytes at `pointer`, or `.none`.
    @inline(__always)
    func lookup(_ pointer: UnsafePointer<UInt8>, count: Int) -> Keyword {
        guard count < byLength.count else { return .none }
        let first = pointer[0]
        for candidate in byLength[count] where candidate.bytes[0] == first {
            var index = 1
            while index < count && candidate.bytes[index] == pointer[index] { index += 1 }
            if index == count { return candidate.keyword }
        }
        return .none
    }
}
