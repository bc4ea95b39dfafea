/// Applies the rewrites of findings to a file's bytes.
public enum FixApplier {
    /// `bytes` with the edits of `fixes` applied. A fix whose edits overlap an edit of a fix
    /// taken before it is skipped whole (run again to apply it); insertions at one place keep
    /// the fixes' order. Linear in the file's size and in the number of edits (fixes come in
    /// file order, so the edits taken are kept sorted by appending). Returns the new bytes and
    /// how many fixes were applied.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var taken = TakenRanges()
        var edits: [(order: Int, edit: TextEdit)] = []
        var applied = 0
        for fix in fixes {
            guard fix.edits.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }),
                  !fix.edits.contains(where: { taken.conflicts(with: $0.range) }) else { continue }
            for edit in fix.edits {
                taken.insert(edit.range)
                edits.append((edits.count, edit))
            }
            applied += 1
        }
        edits.sort { ($0.edit.range.lowerBound, $0.order) < ($1.edit.range.lowerBound, $1.order) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.edit.replacement.utf8.count })
        var cursor = 0
        for (_, edit) in edits {
            if edit.range.lowerBound > cursor { result.append(contentsOf: bytes[cursor..<edit.range.lowerBound]) }
            result.append(contentsOf: edit.replacement.utf8)
            cursor = max(cursor, edit.range.upperBound)
        }
        if cursor < bytes.count { result.append(contentsOf: bytes[cursor...]) }
        return (result, applied)
    }

    /// `findings` (sorted by path and position, as a run gives them) with the fix of each
    /// finding whose edits conflict with those of an earlier finding's fix in the same file
    /// taken away, so that a report's fixes can all be applied together (an editor's "fix
    /// all", or a SARIF viewer): two generic parameters of one function each rewrite its
    /// signature, and only the first keeps its fix (`--fix` applies the other in its next
    /// round). The findings themselves all stay.
    public static func withoutConflictingFixes(_ findings: [Finding]) -> [Finding] {
        var result = findings
        dropConflictingFixes(&result)
        return result
    }

    /// ``withoutConflictingFixes(_:)`` in place: a run's findings are changed where they are,
    /// not copied (a copy retains each finding's strings, and the report waited for it).
    public static func dropConflictingFixes(_ findings: inout [Finding]) {
        var taken = TakenRanges()
        var path: String?
        for position in findings.indices {
            if findings[position].path != path {
                path = findings[position].path
                taken = TakenRanges()
            }
            guard let fix = findings[position].fix else { continue }
            if fix.edits.contains(where: { taken.conflicts(with: $0.range) }) {
                findings[position].fix = nil
                continue
            }
            for edit in fix.edits { taken.insert(edit.range) }
        }
    }

    /// Writes `bytes`, the rewrite of `file`, over it atomically (see ``AtomicFile``), unless
    /// the file on disk no longer holds what `file` read: an edit made while the run went on
    /// is never overwritten (an error; `--fix` run again applies the rewrites to it).
    public static func write(_ bytes: [UInt8], over file: SourceFile) throws(FileReader.Failure) {
        if let change = changeOnDisk(of: file) { throw change }
        try AtomicFile.write(bytes, to: file.path)
    }

    /// Writes each rewrite over its file, as ``write(_:over:)`` does, with one flush to disk
    /// for many files (see ``AtomicFile/writeDurably(_:mayReplace:)``); a file is compared with
    /// what was read just before it is replaced. Returns the failures by path.
    public static func write(_ rewrites: [(file: SourceFile, bytes: [UInt8])]) -> [String: FileReader.Failure] {
        var read: [String: SourceFile] = [:]
        for rewrite in rewrites { read[rewrite.file.path] = rewrite.file }
        return AtomicFile.writeDurably(rewrites.map { AtomicFile.Rewrite(path: $0.file.path, bytes: $0.bytes) }) { path in
            read[path].flatMap(changeOnDisk(of:))
        }
    }

    /// Why `file` may no longer be replaced: the file on disk no longer holds what `file`
    /// read (or can no longer be read); nil when it still does.
    static func changeOnDisk(of file: SourceFile) -> FileReader.Failure? {
        guard case let .success(current) = FileReader.read(file.path), current.bytes == file.bytes else {
            return FileReader.Failure(path: file.path, reason: "changed on disk while it was being fixed; not rewritten (run --fix again)")
        }
        return nil
    }

    /// Whether two edits' ranges conflict: they overlap, or one is an insertion strictly
    /// inside the other's replaced bytes or at its start (two insertions at one place do not).
    static func conflict(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.overlaps(b) || (a.isEmpty && b.contains(a.lowerBound)) || (b.isEmpty && a.contains(b.lowerBound))
    }

    /// The ranges of the edits taken so far, sorted by their start, which do not conflict
    /// with one another.
    struct TakenRanges {
        private var ranges: [Range<Int>] = []

        /// The position of the first range that starts at or after `offset`.
        private func firstStart(atOrAfter offset: Int) -> Int {
            var low = 0
            var high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].lowerBound < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Whether `range` conflicts with a range taken. Ranges that start after its end
        /// cannot; of those before, only the ones that reach its start can (taken ranges do
        /// not overlap, so the walk back stops at the first that ends before it).
        func conflicts(with range: Range<Int>) -> Bool {
            let after = firstStart(atOrAfter: range.upperBound)
            // A range that starts right at an insertion's place holds it at its start.
            var position = after
            while position < ranges.count && ranges[position].lowerBound == range.upperBound {
                if FixApplier.conflict(ranges[position], range) { return true }
                position += 1
            }
            var before = after - 1
            while before >= 0 {
                if FixApplier.conflict(ranges[before], range) { return true }
                if ranges[before].upperBound < range.lowerBound { break }
                before -= 1
            }
            return false
        }

        /// Adds `range` in order (at the end when edits come in file order).
        mutating func insert(_ range: Range<Int>) {
            if let last = ranges.last, last.lowerBound > range.lowerBound {
                ranges.insert(range, at: firstStart(atOrAfter: range.lowerBound + 1))
            } else {
                ranges.append(range)
            }
        }
    }
}
