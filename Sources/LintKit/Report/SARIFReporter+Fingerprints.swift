extension SARIFReporter {
    /// The `swiftliteLineHash/v1` fingerprint: 16 lowercase hex digits of the 64-bit FNV-1a hash
    /// of the UTF-8 bytes of `ruleID + "\0" + path + "\0" + lineFingerprint + "\0" + occurrence`,
    /// where `occurrence` is the decimal index of the finding among those with the same first
    /// three keys. It does not depend on the line number, so it survives unrelated edits above.
    public static func lineHash(ruleID: String, path: String, lineFingerprint: String,
                                occurrence: Int) -> String {
        // FNV-1a over the parts and their separators, without building the key string.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        func add(_ text: String) {
            var text = text
            text.withUTF8 { for byte in $0 { add(byte) } }
            add(0)
        }
        add(ruleID)
        add(path)
        add(lineFingerprint)
        // The occurrence in decimal, most significant digit first.
        if occurrence < 0 { add(UInt8(ascii: "-")) }
        let magnitude = occurrence.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            add(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        }
        // 16 hex digits, most significant first, made without a formatter.
        var digits = [UInt8](repeating: 0, count: 16)
        for position in 0..<16 {
            let nibble = UInt8(truncatingIfNeeded: hash >> (60 - 4 * UInt64(position))) & 0xF
            digits[position] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// What occurrences are counted by within one displayed path.
    struct OccurrenceKey: Hashable {
        var ruleID: String
        var lineFingerprint: String
    }

    /// `relativePaths` holds each finding's path relative to `root` (nil when outside it).
    static func fingerprints(for findings: [Finding], root: String, relativePaths: [String: String?]) -> [String] {
        let inputs = fingerprintInputs(for: findings, root: root, relativePaths: relativePaths)
        return findings.indices.map { index in
            lineHash(ruleID: findings[index].ruleID, path: inputs[index].path,
                     lineFingerprint: findings[index].lineFingerprint, occurrence: inputs[index].occurrence)
        }
    }

    /// The displayed path and the occurrence of each finding: what its ``lineHash(ruleID:path:lineFingerprint:occurrence:)``
    /// needs besides the finding. Counting is sequential; the hashes can then be computed in
    /// any order.
    static func fingerprintInputs(for findings: [Finding], root: String,
                                  relativePaths: [String: String?]) -> [(path: String, occurrence: Int)] {
        // Occurrences are counted per displayed path; findings arrive grouped by path, so the
        // counts of one path are looked up once per run of its findings.
        var occurrencesByPath: [String: [OccurrenceKey: Int]] = [:]
        var currentPath: String?
        var path = ""
        var occurrences: [OccurrenceKey: Int] = [:]
        return findings.map { finding in
            if finding.path != currentPath {
                if currentPath != nil { occurrencesByPath[path] = occurrences }
                currentPath = finding.path
                path = (relativePaths[finding.path] ?? nil) ?? ReportPaths.absolute(finding.path, root: root)
                occurrences = occurrencesByPath.removeValue(forKey: path) ?? [:]
            }
            let key = OccurrenceKey(ruleID: finding.ruleID, lineFingerprint: finding.lineFingerprint)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return (path, occurrence)
        }
    }
}
