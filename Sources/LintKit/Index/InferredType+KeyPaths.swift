// MARK: - Joining key-path types

/// A key-path type read from the spelling of an ``InferredType`` leaf: one of the five classes
/// of the standard library's key-path hierarchy, with its generic arguments as spelled.
///
/// Each class is a subclass of the one before it: `AnyKeyPath` ← `PartialKeyPath<Root>` ←
/// `KeyPath<Root, Value>` ← `WritableKeyPath<Root, Value>` ←
/// `ReferenceWritableKeyPath<Root, Value>`. When the elements of an array or dictionary
/// literal are key paths of different classes, swiftc gives the literal the nearest class
/// they all belong to: `[\Point.x, \Point.y]` (a `var` and a `let`) is a
/// `[KeyPath<Point, Int>]`, and `[\Point.x, \Point.label]` a `[PartialKeyPath<Point>]`.
struct KeyPathSpelling {
    /// The classes, from the most general to the most specific.
    static let classNames = ["AnyKeyPath", "PartialKeyPath", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]

    /// The position of the class in ``classNames``: 0 for `AnyKeyPath`, 4 for
    /// `ReferenceWritableKeyPath`.
    var level: Int
    /// The root type's spelling (every class but `AnyKeyPath` has one).
    var root: String?
    /// The value type's spelling (`KeyPath` and its subclasses).
    var value: String?

    /// Reads `spelling` (`WritableKeyPath<Point, [String : Int]>`); nil when it is not one of
    /// the five classes with the number of generic arguments that class takes.
    init?(_ spelling: String) {
        guard let open = spelling.utf8.firstIndex(of: UInt8(ascii: "<")) else {
            guard spelling == "AnyKeyPath" else { return nil }
            level = 0
            return
        }
        guard spelling.utf8.last == UInt8(ascii: ">"),
              let level = Self.classNames.firstIndex(of: String(spelling[..<open])), level > 0 else { return nil }
        let inner = spelling[spelling.utf8.index(after: open)..<spelling.utf8.index(before: spelling.utf8.endIndex)]
        let arguments = Self.topLevelArguments(inner)
        guard arguments.count == (level == 1 ? 1 : 2), !arguments.contains(where: \.isEmpty) else { return nil }
        self.level = level
        root = arguments[0]
        value = level == 1 ? nil : arguments[1]
    }

    /// A key-path type of the class at `level` with these arguments.
    init(level: Int, root: String?, value: String?) {
        self.level = level
        self.root = root
        self.value = value
    }

    /// The type as swiftc spells it.
    var spelling: String {
        let name = Self.classNames[level]
        switch level {
        case 0: return name
        case 1: return name + "<" + (root ?? "") + ">"
        default: return name + "<" + (root ?? "") + ", " + (value ?? "") + ">"
        }
    }

    /// The nearest class of the hierarchy that both types belong to: another root makes it
    /// `AnyKeyPath`, another value `PartialKeyPath<Root>`; otherwise the more general of the two.
    func joined(with other: KeyPathSpelling) -> KeyPathSpelling {
        if level == 0 || other.level == 0 || root != other.root { return KeyPathSpelling(level: 0, root: nil, value: nil) }
        if level == 1 || other.level == 1 || value != other.value { return KeyPathSpelling(level: 1, root: root, value: nil) }
        return KeyPathSpelling(level: min(level, other.level), root: root, value: value)
    }

    /// The comma-separated parts of a generic argument list (`Point, [String : Int]`), split
    /// only at commas outside brackets, each without the spaces around it.
    static func topLevelArguments(_ text: Substring) -> [String] {
        var parts: [String] = []
        var depth = 0
        var previous: UInt8 = 0
        var start = text.startIndex
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            depth += InferredType.bracketDepthChange(byte, after: previous)
            if byte == UInt8(ascii: ","), depth == 0 {
                parts.append(Self.trimmed(text[start..<index]))
                start = text.utf8.index(after: index)
            }
            previous = byte
        }
        parts.append(Self.trimmed(text[start...]))
        return parts
    }

    /// `text` without the spaces at its ends.
    private static func trimmed(_ text: Substring) -> String {
        var slice = text
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}

extension InferredType {
    /// The type of a collection literal's elements of types `first` and `second`, as swiftc
    /// joins them, when they differ only in the classes of the key paths they hold: the
    /// nearest class of both (see ``KeyPathSpelling``), through arrays and Optionals of them;
    /// nil for any other pair of types (which the caller then leaves unknown).
    static func joinedKeyPaths(_ first: InferredType, _ second: InferredType) -> InferredType? {
        joinedThroughContainers(first, second) { first, second in
            guard case let .leaf(firstSpelling, firstSendability) = first, case let .leaf(secondSpelling, secondSendability) = second,
                  let a = KeyPathSpelling(firstSpelling), let b = KeyPathSpelling(secondSpelling) else { return nil }
            // The verdict of the one of the two that is the join (`KeyPath<S, Int>` for a
            // `WritableKeyPath` and a `KeyPath`): the same whichever comes first, and whatever
            // repeats. A class above both: not Sendable when neither is (the Swift 5 language
            // mode's key-path literals), otherwise not known here.
            let joined = a.joined(with: b).spelling
            let sendability: Sendability
            if joined == firstSpelling {
                sendability = firstSendability
            } else if joined == secondSpelling {
                sendability = secondSendability
            } else {
                sendability = firstSendability == .nonSendable && secondSendability == .nonSendable ? .nonSendable : .unknown
            }
            return .leaf(spelling: joined, sendability: sendability)
        }
    }

    /// `first` and `second` joined through arrays and Optionals of them (`[A]` and `[B]` make
    /// `[J]`), their named types by `joinLeaves`; nil for types of other shapes.
    static func joinedThroughContainers(_ first: InferredType, _ second: InferredType,
                                        joinLeaves: (InferredType, InferredType) -> InferredType?) -> InferredType? {
        switch (first, second) {
        case (.leaf, .leaf):
            return joinLeaves(first, second)
        case let (.array(a), .array(b)):
            return joinedThroughContainers(a, b, joinLeaves: joinLeaves).map { .array($0) }
        case let (.optional(a), .optional(b)):
            return joinedThroughContainers(a, b, joinLeaves: joinLeaves).map { .optional($0) }
        default:
            return nil
        }
    }
}

extension InferredType {
    /// Whether the type is an Optional.
    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type an Optional wraps; any other type itself.
    var unwrapped: InferredType {
        if case let .optional(wrapped) = self { return wrapped }
        return self
    }
}
