import Foundation

/// Path arithmetic and file URIs for reporters, done on strings without touching the disk.
public enum ReportPaths {
    /// `path` made absolute against `root` (when relative) with `.`, `..` and repeated slashes removed.
    public static func absolute(_ path: String, root: String) -> String {
        if isNormalizedAbsolute(path) { return path }
        let base = path.hasPrefix("/") ? "" : absoluteRoot(root) + "/"
        return "/" + normalizedComponents(base + path).joined(separator: "/")
    }

    /// `path` relative to `root`, e.g. `Sources/a.swift`, or `nil` when it lies outside `root`.
    static func relative(_ path: String, root: String) -> String? {
        relative(path, root: root, rootComponents: normalizedComponents(absoluteRoot(root)))
    }

    /// ``relative(_:root:)`` for many paths: `root`'s absolute form and components are worked out once.
    static func relativePaths(_ paths: [String], root: String) -> [String: String?] {
        let absoluteRootPath = absoluteRoot(root)
        let rootComponents = normalizedComponents(absoluteRootPath)
        var result: [String: String?] = [:]
        for path in paths where result[path] == nil {
            result[path] = .some(relative(path, root: absoluteRootPath, rootComponents: rootComponents))
        }
        return result
    }

    private static func relative(_ path: String, root: String, rootComponents: [String]) -> String? {
        // The common case, an already normalized path under a normalized root, needs no splitting.
        if isNormalizedAbsolute(path) && isNormalizedAbsolute(root) {
            if root == "/" { return path == "/" ? nil : String(path.utf8.dropFirst())! }
            let rest = path.utf8.dropFirst(root.utf8.count)
            guard path.utf8.starts(with: root.utf8) && rest.first == UInt8(ascii: "/") else { return nil }
            return String(rest.dropFirst())!
        }
        return slowRelative(path, root: root, rootComponents: rootComponents)
    }

    private static func slowRelative(_ path: String, root: String, rootComponents: [String]) -> String? {
        let components = normalizedComponents(absolute(path, root: root))
        // Components compare by bytes, as the fast path above and the file system do (two
        // spellings of `é` are two different folders).
        guard components.count > rootComponents.count,
              components.prefix(rootComponents.count).elementsEqual(rootComponents, by: { $0.utf8.elementsEqual($1.utf8) })
        else { return nil }
        return components.dropFirst(rootComponents.count).joined(separator: "/")
    }

    /// The path to show for a finding: relative to `root` when inside it, else absolute.
    public static func display(_ path: String, root: String) -> String {
        relative(path, root: root) ?? absolute(path, root: root)
    }

    /// `path` relative to `root` even outside it, through `..` (`../Sources/a.swift` from
    /// `config/`), so that it stays true when both move together (another checkout); absolute
    /// when the two share no folder but `/`.
    public static func relativeThroughParents(_ path: String, root: String) -> String {
        if let inside = relative(path, root: root) { return inside }
        let components = normalizedComponents(absolute(path, root: root))
        let rootComponents = normalizedComponents(absoluteRoot(root))
        var shared = 0
        while shared < min(components.count, rootComponents.count),
              components[shared].utf8.elementsEqual(rootComponents[shared].utf8) { shared += 1 }
        guard shared > 0 else { return absolute(path, root: root) }
        let up = Array(repeating: "..", count: rootComponents.count - shared)
        return (up + components[shared...]).joined(separator: "/")
    }

    /// A `file://` URI naming the absolute path `path`.
    static func fileURI(absolutePath path: String) -> String {
        "file://" + percentEncoded(path)
    }

    /// A `file://` URI for the folder `root`, ending in a slash so relative URIs resolve inside it.
    static func directoryURI(root: String) -> String {
        let path = "/" + normalizedComponents(absoluteRoot(root)).joined(separator: "/")
        return fileURI(absolutePath: path.hasSuffix("/") ? path : path + "/")
    }

    /// `path` percent-encoded for a URI path (RFC 3986): every UTF-8 byte other than an
    /// unreserved character (`A-Z a-z 0-9 - . _ ~`) or `/` becomes `%XX`, so spaces, `%`, `#`,
    /// `?`, `:` and non-ASCII text survive any URI parser.
    static func percentEncoded(_ path: String) -> String {
        var text = path
        // Most paths need no escape: they are returned as they are.
        if text.withUTF8({ $0.allSatisfy(isUnreservedOrSlash) }) { return path }
        var output: [UInt8] = []
        output.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isUnreservedOrSlash(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Whether `path` is absolute with no empty, `.` or `..` component and no trailing slash
    /// (other than the root itself), so normalizing it would leave it unchanged.
    static func isNormalizedAbsolute(_ path: String) -> Bool {
        var text = path
        return text.withUTF8(isNormalizedAbsolute)
    }

    /// ``isNormalizedAbsolute(_:)`` on the path's UTF-8 bytes.
    private static func isNormalizedAbsolute(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        guard bytes.last != UInt8(ascii: "/") else { return false }
        // Look at each component's start: `//`, `/./`, `/../` and a final `/.` or `/..` are not normalized.
        var previous: UInt8 = 0
        var componentLength = 0
        var componentIsDots = true
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") { return false }
                if previous != 0 && componentIsDots && componentLength <= 2 { return false }
                componentLength = 0
                componentIsDots = true
            } else {
                componentLength += 1
                if byte != UInt8(ascii: ".") { componentIsDots = false }
            }
            previous = byte
        }
        return !(componentIsDots && componentLength <= 2)
    }

    private static func isUnreservedOrSlash(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// `root` as an absolute path; an empty or relative root is taken against the current folder.
    private static func absoluteRoot(_ root: String) -> String {
        if root.hasPrefix("/") { return root }
        let current = WorkingDirectory.path
        return root.isEmpty ? current : current + "/" + root
    }

    /// The components of an absolute path after resolving `.` and `..` (never above `/`).
    private static func normalizedComponents(_ path: String) -> [String] {
        var components: [String] = []
        for component in PathText.components(path) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(String(component))
            }
        }
        return components
    }
}
