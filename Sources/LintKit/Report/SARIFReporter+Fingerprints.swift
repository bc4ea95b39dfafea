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
        for part in [ruleID, path, lineFingerprint] {
            for byte in part.utf8 { add(byte) }
            add(0)
        }
        for byte in String(occurrence).utf8 { add(byte) }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `relativePaths` holds each finding's path relative to `root` (nil when outside it).
    static func fingerprints(for findings: [Finding], root: String, relativePaths: [String: String?]) -> [String] {
        // Occurrences are counted per displayed path; findings arrive grouped by path, so the
        // counts of one path are looked up once per run of its findings.
        var occurrencesByPath: [String: [String: Int]] = [:]
        var currentPath: String?
        var path = ""
        var occurrences: [String: Int] = [:]
        return findings.map { finding in
            if finding.path != currentPath {
                if currentPath != nil { occurrencesByPath[path] = occurrences }
                currentPath = finding.path
                path = (relativePaths[finding.path] ?? nil) ?? ReportPaths.absolute(finding.path, root: root)
                occurrences = occurrencesByPath.removeValue(forKey: path) ?? [:]
            }
            let key = finding.ruleID + "\u{0}" + finding.lineFingerprint
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return lineHash(ruleID: finding.ruleID, path: path, lineFingerprint: finding.lineFingerprint,
                            occurrence: occurrence)
        }
    }
}
