#if os(Linux)
import Glibc

/// Settings for glibc's allocator that a whole-project run benefits from, applied by starting
/// the program again with them: glibc reads `GLIBC_TUNABLES` only when a process starts.
///
/// Huge pages are not among them (session 10): with them a run took 2 MB blocks of fresh
/// memory, which this kind of virtual machine hands back to its host when they are free, so
/// that a run after a pause (the usual case: CI, or a developer running it now and then) spent
/// a third of its CPU time in the kernel having them backed and zeroed again (README's
/// "Measuring" has the figures). Starting again costs ~3 ms, so a run on a few small files (an
/// editor linting the file it saved) is left as it is.
public enum AllocatorTuning {
    /// The settings. `top_pad` grows a heap 64 MB at a time (address space only: a page costs
    /// memory when it is first touched), so that the heap is rarely grown; `tcache_count` keeps
    /// more freed blocks of each size in each thread's own cache.
    public static let tunables = "glibc.malloc.top_pad=67108864:glibc.malloc.tcache_count=200"

    /// From this many bytes of files named on the command line, a run is worth restarting for
    /// even without a folder among its paths.
    public static let largeInput = 4 << 20

    /// Whether a run on `paths` (none: the current folder) is large enough to restart for: a
    /// folder among them, or files of ``largeInput`` bytes or more together.
    public static func isWorthRestarting(paths: [String]) -> Bool {
        if paths.isEmpty { return true }
        var bytes = 0
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            if (status.st_mode & S_IFMT) == S_IFDIR { return true }
            bytes += Int(status.st_size)
        }
        return bytes >= largeInput
    }

    /// Replaces the process with the same program and arguments, with ``tunables`` set, when
    /// the run is worth it and `GLIBC_TUNABLES` is not set already (by the user, even to an
    /// empty value, or by this restart). Returns when it does not restart, or cannot.
    ///
    /// Under Valgrind it does not restart: Valgrind does not follow a program into the one it
    /// starts (without `--trace-children=yes`), so the profile would miss the whole run.
    public static func restartTunedIfWorthIt(paths: [String]) {
        guard getenv("GLIBC_TUNABLES") == nil, !isUnderValgrind, isWorthRestarting(paths: paths),
              let executable = executablePath() else { return }
        guard setenv("GLIBC_TUNABLES", tunables, 1) == 0 else { return }
        execv(executable, CommandLine.unsafeArgv)
        // Not restarted: go on untuned.
        unsetenv("GLIBC_TUNABLES")
    }

    /// The running program's file (the target of `/proc/self/exe`), or nil.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// One line for `--timings`: whether this run has the settings.
    public static var summary: String {
        guard let current = getenv("GLIBC_TUNABLES").map({ String(cString: $0) }) else {
            return "allocator: glibc defaults (a small run is not restarted with tuned settings)"
        }
        return current == tunables ? "allocator: restarted with GLIBC_TUNABLES=\(tunables)"
                                   : "allocator: GLIBC_TUNABLES=\(current) (set by the caller; not restarted)"
    }

    /// Whether Valgrind runs the program (it preloads its `vgpreload_…` libraries).
    public static var isUnderValgrind: Bool {
        guard let preload = getenv("LD_PRELOAD") else { return false }
        return String(cString: preload).contains("vgpreload")
    }
}
#endif
