import Foundation
import XCTest

/// Support for the end-to-end tests: they run the built `swiftlint-lite` executable the way a
/// user does, in a fresh temporary folder, and look only at its exit code, standard output,
/// standard error and the files it writes.
///
/// The executable is `<repo>/.build/debug/swiftlint-lite`, which `swift test` builds (it builds
/// every product of the package before running tests). `SWIFTLINT_LITE_BINARY` overrides the
/// location, e.g. to test a release build. The tests never build anything themselves.
enum CLI {
    /// The repository root: four levels above this file (`Tests/LintKitTests/CLI/<file>`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The executable under test.
    static var binaryURL: URL {
        if let override = ProcessInfo.processInfo.environment["SWIFTLINT_LITE_BINARY"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return repositoryRoot.appendingPathComponent(".build/debug/swiftlint-lite")
    }

    /// `Tests/Fixtures/CLI`.
    static let fixturesURL = repositoryRoot.appendingPathComponent("Tests/Fixtures/CLI", isDirectory: true)

    /// `../shared/sarif/sarif-schema-2.1.0.json` beside the repository.
    static let sarifSchemaURL = repositoryRoot
        .appendingPathComponent("../shared/sarif/sarif-schema-2.1.0.json").standardizedFileURL

    /// The text of a fixture file.
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixturesURL.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every test fails rather than hangs: a run that takes longer is killed.
    static let timeout: TimeInterval = 30

    /// Ignores SIGPIPE in the test process (once), so that writing to a closed pipe is an error.
    static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
}

/// What one run of the executable produced.
struct CLIResult {
    var status: Int32
    var stdoutData: Data
    var stderrData: Data
    var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    /// Standard output split into lines, without the empty string after the last newline.
    var stdoutLines: [String] {
        var lines = stdout.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// A temporary folder that a test fills with a source tree and removes afterwards.
final class TempTree {
    /// The folder, with symbolic links resolved (so it equals the process's current folder).
    let root: URL

    init() throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftlint-lite-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        root = base.resolvingSymlinksInPath()
    }

    func remove() {
        // Restore permissions a test may have taken away, so removal succeeds.
        if let enumerator = FileManager.default.enumerator(atPath: root.path) {
            while let relative = enumerator.nextObject() as? String {
                _ = chmod(root.appendingPathComponent(relative).path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: root)
        // A tree deeper than the system's path limit (a test of that limit) cannot be removed
        // by path: remove it one folder at a time, relative to open folder descriptors.
        if FileManager.default.fileExists(atPath: root.path) {
            TempTree.removeRelative(AT_FDCWD, root.path, depth: 0)
        }
    }

    /// Removes `name` (a file, a link or a whole folder) inside the folder `parent` refers to,
    /// descending through descriptors so that no path grows longer than one name.
    private static func removeRelative(_ parent: Int32, _ name: String, depth: Int) {
        if unlinkat(parent, name, 0) == 0 || depth > 10_000 { return }
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        guard folder >= 0 else { return }
        var children: [String] = []
        if let stream = fdopendir(dup(folder)) {
            while let entry = readdir(stream) {
                let child = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if child != "." && child != ".." { children.append(child) }
            }
            closedir(stream)
        }
        for child in children { removeRelative(folder, child, depth: depth + 1) }
        close(folder)
        _ = unlinkat(parent, name, AT_REMOVEDIR)
    }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Writes `text` (UTF-8) to `relative`, creating folders.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Writes raw bytes to `relative`, creating folders.
    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> URL {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    /// Copies `Tests/Fixtures/CLI/<fixture>` to `relative`.
    func copyFixture(_ fixture: String, to relative: String) throws {
        try write(relative, try CLI.fixture(fixture))
    }

    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(at: url(relative), withIntermediateDirectories: true)
    }

    /// A symbolic link at `relative` whose target is `destination` (written as given).
    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// The reporter fixture tree: four findings in four files (a path with a space, a
    /// non-ASCII folder and file name with non-ASCII text before the finding, `&` in a folder
    /// name) and one clean file.
    func makeReporterTree() throws {
        try copyFixture("ReporterTree/ClientModel.swift", to: ReporterTree.client)
        try copyFixture("ReporterTree/Cafe.swift", to: ReporterTree.cafe)
        try copyFixture("ReporterTree/Store.swift", to: ReporterTree.store)
        try copyFixture("ReporterTree/Lab.swift", to: ReporterTree.lab)
        try copyFixture("ReporterTree/Clean.swift", to: ReporterTree.clean)
    }
}

/// Paths and expectations of the reporter tree (`TempTree.makeReporterTree`).
enum ReporterTree {
    static let client = "Sources/My App/Client Model.swift"
    static let cafe = "Sources/Ünïcödé/Café.swift"
    static let store = "Sources/Store.swift"
    static let lab = "Sources/R&D/Lab.swift"
    static let clean = "Sources/Clean.swift"

    static let networkingMessage = "use of protocol 'Networking' as a type must be written 'any Networking'"
    static let storeMessage = "static property 'count' is not concurrency-safe because it is nonisolated global shared mutable state"

    /// The expected text report, sorted by path (UTF-8 order: `M` < `R` < `S` < `Ü`).
    static let textLines = [
        "\(client):6:26: warning: \(networkingMessage) (existential_any)",
        "\(lab):1:23: warning: \(networkingMessage) (existential_any)",
        "\(store):2:16: warning: \(storeMessage) (static_var_concurrency)",
        "\(cafe):2:54: warning: \(networkingMessage) (existential_any)",
    ]

    /// In `Café.swift`, line 2 is `func brew(_ label: String = "café 🚀", _ network: Networking) …`:
    /// `Networking` starts at UTF-8 column 54 and UTF-16 column 51 (é: 2 bytes, 1 unit; 🚀: 4 bytes, 2 units).
    static let cafeLine = 2
    static let cafeUTF8Column = 54
    static let cafeUTF16Column = 51
}

/// Base class: a temporary tree per test, and a runner for the executable.
class CLITestCase: XCTestCase {
    /// A new temporary folder, removed when the test ends.
    func makeTree() throws -> TempTree {
        let tree = try TempTree()
        addTeardownBlock { tree.remove() }
        return tree
    }

    /// Runs `swiftlint-lite arguments…` in `tree.root` (or `directory`), with `stdin` as its
    /// standard input (else an empty one), and returns what it printed and its exit code.
    func run(_ arguments: [String], in tree: TempTree, directory: String? = nil, stdin: Data? = nil,
             environment changes: [String: String?] = [:],
             file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        let binary = CLI.binaryURL
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            let message = """
                The swiftlint-lite executable is missing at \(binary.path). These end-to-end tests run the \
                built binary; build it first with 'swift build' (a plain 'swift test' builds it too), or \
                point SWIFTLINT_LITE_BINARY at one.
                """
            XCTFail(message, file: file, line: line)
            throw CLIError.binaryMissing(binary.path)
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory.map { tree.url($0) } ?? tree.root
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        for (name, value) in changes { environment[name] = value }
        process.environment = environment

        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        let inPipe: Pipe?
        if stdin != nil {
            inPipe = Pipe()
            process.standardInput = inPipe
        } else {
            inPipe = nil
            process.standardInput = FileHandle.nullDevice
        }

        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let collected = Collected()
        let readers = DispatchGroup()
        try process.run()
        DispatchQueue.global().async(group: readers) {
            collected.setOut(outPipe.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().async(group: readers) {
            collected.setErr(errPipe.fileHandleForReading.readDataToEndOfFile())
        }
        if let inPipe, let stdin {
            let writer = inPipe.fileHandleForWriting
            // A run that exits before reading its input (a usage error) closes the pipe: the
            // write then fails with EPIPE instead of killing the test process with SIGPIPE.
            CLI.ignoreBrokenPipes
            DispatchQueue.global().async {
                try? writer.write(contentsOf: stdin)
                try? writer.close()
            }
        }
        if exited.wait(timeout: .now() + CLI.timeout) == .timedOut {
            process.terminate()
            _ = exited.wait(timeout: .now() + 5)
            XCTFail("swiftlint-lite \(arguments.joined(separator: " ")) did not finish within \(Int(CLI.timeout)) s; killed",
                    file: file, line: line)
            throw CLIError.timedOut
        }
        readers.wait()
        return CLIResult(status: process.terminationStatus, stdoutData: collected.out, stderrData: collected.err)
    }

    /// The rule id at the end of a text-reporter line (`… (existential_any)`); the line itself
    /// when it has none.
    func ruleID(_ line: String) -> String {
        guard let open = line.lastIndex(of: "("), line.hasSuffix(")") else { return line }
        return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
    }

    /// Asserts the exit code, showing both streams when it differs.
    func assertStatus(_ result: CLIResult, _ expected: Int32, _ message: String = "",
                      file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, expected,
                       "\(message)\n--- stdout:\n\(result.stdout)--- stderr:\n\(result.stderr)", file: file, line: line)
    }
}

enum CLIError: Error {
    case binaryMissing(String)
    case timedOut
}

/// Output gathered on reader threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var outData = Data()
    private var errData = Data()
    func setOut(_ data: Data) { lock.lock(); outData = data; lock.unlock() }
    func setErr(_ data: Data) { lock.lock(); errData = data; lock.unlock() }
    var out: Data { lock.lock(); defer { lock.unlock() }; return outData }
    var err: Data { lock.lock(); defer { lock.unlock() }; return errData }
}
