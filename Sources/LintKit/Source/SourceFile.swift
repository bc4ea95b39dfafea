import Foundation

/// One Swift source file as the linter sees it: its path and its raw UTF-8 bytes.
///
/// The bytes are never decoded into `Character`s; every later stage works on byte offsets,
/// and `lineTable` converts an offset to the line and columns that reporters print.
public final class SourceFile: @unchecked Sendable {
    /// The path as given on the command line or found by discovery.
    public let path: String
    /// The file's contents, byte for byte (a UTF-8 BOM, if present, is kept).
    public let bytes: [UInt8]
    /// Offsets of the first byte of every line, built on first use (most files of a run have
    /// no finding and never need it). Any thread may ask.
    public var lineTable: LineTable {
        lock.lock()
        defer { lock.unlock() }
        if let builtLineTable { return builtLineTable }
        let built = LineTable(bytes)
        builtLineTable = built
        return built
    }
    private var builtLineTable: LineTable?

    /// The package, module and kind of target the file belongs to, worked out on first use
    /// (see ``ProjectIndex/owner(ofFile:)``): both passes build a tree of the file, and each
    /// tree needs it. Any thread may ask.
    var owner: ProjectIndex.FileOwner {
        lock.lock()
        defer { lock.unlock() }
        if let knownOwner { return knownOwner }
        var found = ProjectIndex.owner(ofFile: path)
        if let isMainActorByDefaultOutsidePackages, !found.isFromManifest { found.isMainActorByDefault = isMainActorByDefaultOutsidePackages }
        knownOwner = found
        return found
    }
    private var knownOwner: ProjectIndex.FileOwner?
    /// See ``setMainActorByDefaultOutsidePackages(_:)``.
    private var isMainActorByDefaultOutsidePackages: Bool?

    /// Sets whether the main actor is the file's default isolation, unless a manifest's target
    /// holds it (whose own setting stands): `.lint.yml`'s `default_isolation`, which overrides
    /// what the nearest Xcode project says (see ``XcodeProjects``).
    func setMainActorByDefaultOutsidePackages(_ isMainActor: Bool) {
        lock.lock()
        defer { lock.unlock() }
        isMainActorByDefaultOutsidePackages = isMainActor
        if var known = knownOwner, !known.isFromManifest {
            known.isMainActorByDefault = isMainActor
            knownOwner = known
        }
    }
    /// Guards the values built on first use.
    private let lock = NSLock()

    /// Creates a source file from its path and bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source file from text (used by tests and by `--stdin-path`).
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of `range` decoded as UTF-8 (invalid sequences become U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return UTF8Text.string(bytes, lower..<upper)
    }

    /// The file name without its folders, e.g. `main.swift`.
    public var fileName: String {
        String(PathText.lastComponent(path))
    }
}
