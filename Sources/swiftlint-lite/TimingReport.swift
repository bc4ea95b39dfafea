import LintKit

/// Renders `--timings` and `--trace` output.
enum TimingReport {
    /// A table of time per stage and the slowest files.
    static func table(_ timings: Timings, fileCount: Int) -> String {
        var lines = ["stage                        total ms   calls", String(repeating: "-", count: 46)]
        for total in timings.totals() {
            let milliseconds = Double(total.nanoseconds) / 1_000_000
            lines.append(total.name.padding(toLength: 26, withPad: " ", startingAt: 0)
                         + String(format: "%11.1f", milliseconds) + String(format: "%8d", total.count))
        }
        lines.append("")
        lines.append("slowest files (all stages, ms):")
        for (file, nanoseconds) in timings.slowestFiles(10) {
            lines.append(String(format: "%9.2f  ", Double(nanoseconds) / 1_000_000) + file)
        }
        lines.append("(stage times are summed over the \(fileCount) linted file\(fileCount == 1 ? "" : "s"), and the project's "
                     + "other files read for their declarations, on all worker threads)")
        return lines.joined(separator: "\n")
    }

    /// Chrome trace-event JSON: one complete event ("ph": "X") per interval, one track per
    /// worker thread, times in microseconds.
    static func traceJSON(_ timings: Timings) -> String {
        var events: [JSONValue] = []
        for interval in timings.all {
            var arguments: [(key: String, value: JSONValue)] = []
            if let file = interval.file { arguments.append(("file", .string(file))) }
            events.append(.object([
                ("name", .string(interval.name)), ("cat", .string(interval.file == nil ? "run" : "file")), ("ph", .string("X")),
                ("ts", .int(Int(interval.start / 1000))), ("dur", .int(max(1, Int(interval.duration / 1000)))),
                ("pid", .int(1)), ("tid", .int(interval.thread)), ("args", .object(arguments)),
            ]))
        }
        return JSONValue.object([("traceEvents", .array(events)), ("displayTimeUnit", .string("ms"))]).rendered(indent: nil) + "\n"
    }
}
