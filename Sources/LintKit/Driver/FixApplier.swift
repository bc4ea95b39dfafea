/// Applies the rewrites of findings to a file's bytes.
public enum FixApplier {
    /// `bytes` with the edits of `fixes` applied. Edits are applied from the end of the file
    /// backwards; a fix whose edits overlap an edit already taken is skipped whole (run again
    /// to apply it). Returns the new bytes and how many fixes were applied.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var taken: [Range<Int>] = []
        var edits: [TextEdit] = []
        var applied = 0
        for fix in fixes {
            let overlaps = fix.edits.contains { edit in
                taken.contains { $0.overlaps(edit.range) || ($0.isEmpty && edit.range.contains($0.lowerBound)) || (edit.range.isEmpty && $0.contains(edit.range.lowerBound)) }
            }
            guard !overlaps, fix.edits.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }) else { continue }
            taken += fix.edits.map(\.range)
            edits += fix.edits
            applied += 1
        }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }
}
