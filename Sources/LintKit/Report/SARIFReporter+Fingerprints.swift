extension SARIFReporter {
    /// The `swiftliteLineHash/v1` fingerprint: 16 lowercase hex digits of the 64-bit FNV-1a hash
    /// of the UTF-8 bytes of `ruleID + "\0" + path + "\0" + lineFingerprint + "\0" + occurrence`,
    /// where `occurrence` is the decimal index of the finding among those with the same first
    /// three keys. It does not depend on the line number, so it survives unrelated edits above.
    public static func lineHash(ruleID: String, path: String, lineFingerprint: String,
                                occurrence: Int) -> String {
        let key = ruleID + "\u{0}" + path + "\u{0}" + lineFingerprint + "\u{0}" + String(occurrence)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The fingerprint of each finding, in order; paths are taken relative to `root` when inside it.
    /// `relativePaths` holds each finding's path relative to `root` (nil when outside it).
    static func fingerprints(for findings: [Finding], root: String, relativePaths: [String: String?]) -> [String] {
        var occurrences: [String: Int] = [:]
        var displayed: [String: String] = [:]
        return findings.map { finding in
            let path: String
            if let known = displayed[finding.path] {
                path = known
            } else {
                path = (relativePaths[finding.path] ?? nil) ?? ReportPaths.absolute(finding.path, root: root)
                displayed[finding.path] = path
            }
            let key = finding.ruleID + "\u{0}" + path + "\u{0}" + finding.lineFingerprint
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return lineHash(ruleID: finding.ruleID, path: path, lineFingerprint: finding.lineFingerprint,
                            occurrence: occurrence)
        }
    }
}
