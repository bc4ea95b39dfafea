/// Matches findings against suppression regions in one sweep down the file's lines, so that a
/// file with tens of thousands of `disable:this` comments costs time in proportion to its
/// comments and findings, not to their product.
///
/// Regions are grouped by what they cover: one group per rule id, and one per set of rules an
/// `all` region leaves out (usually only the empty set). Within a group, the regions that
/// contain a line are counted with two sorted lists (starts and ends) and two cursors that
/// only move forward, since findings are visited in line order. A region is marked used the
/// first time a finding it covers is met, and then leaves its group's waiting list for good.
struct RegionSweep {
    /// Which findings are suppressed (by finding index) and which regions suppressed one (by
    /// region position).
    struct Result {
        var suppressed: [Bool]
        var used: [Bool]
    }

    /// The regions of one group.
    private struct Group {
        /// Start lines, ascending.
        var starts: [Int]
        /// End lines (inclusive), ascending.
        var ends: [Int]
        /// Positions of the regions by start line, for marking them used.
        var byStart: [Int]
        /// How many of ``starts`` are at or before the current line.
        var started = 0
        /// How many of ``ends`` are before the current line.
        var ended = 0
        /// Started regions not yet marked used (some may have ended since).
        var waiting: [Int] = []
        /// For an `all` group: the rules it leaves out.
        var except: Set<String>
    }

    /// Matches `findings` (each one's line and rule id) against `regions`.
    static func match(_ findings: [(line: Int, rule: String)], regions: [SuppressionRegions.Region]) -> Result {
        var result = Result(suppressed: [Bool](repeating: false, count: findings.count),
                            used: [Bool](repeating: false, count: regions.count))
        guard !regions.isEmpty, !findings.isEmpty else { return result }
        // Groups: by rule id, and `all` regions by what they leave out.
        var ruleGroups: [String: Int] = [:]
        var allGroups: [Set<String>: Int] = [:]
        var members: [[Int]] = []
        var excepts: [Set<String>] = []
        for position in regions.indices {
            let region = regions[position]
            let group: Int
            if region.rule == "all" {
                if let known = allGroups[region.except] { group = known } else {
                    group = members.count
                    allGroups[region.except] = group
                    members.append([])
                    excepts.append(region.except)
                }
            } else if let known = ruleGroups[region.rule] {
                group = known
            } else {
                group = members.count
                ruleGroups[region.rule] = group
                members.append([])
                excepts.append([])
            }
            members[group].append(position)
        }
        var groups = members.indices.map { index -> Group in
            let byStart = members[index].sorted { regions[$0].lines.lowerBound < regions[$1].lines.lowerBound }
            return Group(starts: byStart.map { regions[$0].lines.lowerBound },
                         ends: members[index].map { regions[$0].lines.upperBound }.sorted(),
                         byStart: byStart, except: excepts[index])
        }
        let allGroupIndices = Array(allGroups.values).sorted()
        let order = findings.indices.sorted { findings[$0].line < findings[$1].line }
        for index in order {
            let (line, rule) = findings[index]
            var suppressed = false
            if let group = ruleGroups[rule], covers(&groups[group], line: line, regions: regions, used: &result.used) {
                suppressed = true
            }
            for group in allGroupIndices where !groups[group].except.contains(rule) {
                if covers(&groups[group], line: line, regions: regions, used: &result.used) { suppressed = true }
            }
            result.suppressed[index] = suppressed
        }
        return result
    }

    /// Whether a region of `group` contains `line` (no earlier than any line asked before);
    /// if so, the regions that contain it are marked in `used`.
    private static func covers(_ group: inout Group, line: Int, regions: [SuppressionRegions.Region], used: inout [Bool]) -> Bool {
        while group.started < group.starts.count && group.starts[group.started] <= line {
            group.waiting.append(group.byStart[group.started])
            group.started += 1
        }
        while group.ended < group.ends.count && group.ends[group.ended] < line { group.ended += 1 }
        guard group.started > group.ended else { return false }
        // Every waiting region has started; those that have not ended contain the line. Each
        // leaves the list once, used or ended.
        for position in group.waiting where regions[position].lines.upperBound >= line { used[position] = true }
        group.waiting.removeAll(keepingCapacity: true)
        return true
    }
}
