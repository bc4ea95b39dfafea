// MARK: - A value's type, as far as the index can infer it

/// The type of a value as far as the index can infer it, built from what swiftc would print
/// (`K`, `Outer.Nested`, `K?`, `[Int : K]`, `(x: Int, y: K)`) and whether it is Sendable.
public indirect enum InferredType: Sendable {
    /// A named type, a function type, anything not built from the cases below.
    case leaf(spelling: String, sendability: Sendability)
    /// `Wrapped?`.
    case optional(InferredType)
    /// `[Element]`.
    case array(InferredType)
    /// `[Key : Value]`.
    case dictionary(key: InferredType, value: InferredType)
    /// `(label: A, B)`; an element whose type is not known is nil.
    case tuple([InferredTupleElement])

    /// The type as swiftc spells it in its diagnostics, or nil when part of it is not known.
    public var spelling: String? {
        switch self {
        case let .leaf(spelling, _):
            return spelling
        case let .optional(wrapped):
            guard let inner = wrapped.spelling else { return nil }
            return Self.needsParentheses(inner) ? "(" + inner + ")?" : inner + "?"
        case let .array(element):
            return element.spelling.map { "[" + $0 + "]" }
        case let .dictionary(key, value):
            guard let keyText = key.spelling, let valueText = value.spelling else { return nil }
            return "[" + keyText + " : " + valueText + "]"
        case let .tuple(elements):
            var parts: [String] = []
            for element in elements {
                guard let text = element.type?.spelling else { return nil }
                parts.append(element.label.map { $0 + ": " + text } ?? text)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        }
    }

    /// Whether an Optional of a type spelled `text` needs parentheses: `(() -> ())?`,
    /// `(any P)?`, `(A & B)?`.
    static func needsParentheses(_ text: String) -> Bool {
        if text.hasPrefix("any ") || text.hasPrefix("some ") { return true }
        // An arrow or `&` inside brackets (`Box<() -> Void>`, `[A & B]`) is enclosed already.
        var depth = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            let step = bracketDepthChange(byte, after: previous)
            depth += step
            // An arrow (`>` after `-`) or `&` outside brackets.
            if step == 0 && depth == 0 && (byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")) { return true }
            previous = byte
        }
        return false
    }

    /// How `byte` of a type's spelling (after `previous`) changes the depth of brackets: `(`,
    /// `[` and `<` open one, `)`, `]` and `>` close one, but the `>` of a function type's
    /// arrow (`->`), which closes nothing.
    static func bracketDepthChange(_ byte: UInt8, after previous: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): return 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"): return -1
        case UInt8(ascii: ">"): return previous == UInt8(ascii: "-") ? 0 : -1
        default: return 0
        }
    }

    /// Whether values of the type are Sendable (an Optional, array, dictionary or tuple is
    /// when all of its parts are).
    public var sendability: Sendability {
        switch self {
        case let .leaf(_, sendability): return sendability
        case let .optional(inner), let .array(inner): return inner.sendability
        case let .dictionary(key, value): return Self.combined([key.sendability, value.sendability])
        case let .tuple(elements): return Self.combined(elements.map { $0.type?.sendability ?? .unknown })
        }
    }

    /// Whether the type has more than `limit` parts (types, optionals, collections and tuples
    /// in it), counted only up to the limit: a type built from another one several times over
    /// (`let a2 = (a1, a0, a1)`, `let a3 = (a2, a1, a2)`, …) shares its parts in memory but
    /// would be spelled and judged part by part, exponentially.
    public func hasMoreParts(than limit: Int) -> Bool {
        var budget = limit
        return !fitsParts(&budget)
    }

    /// Counts the parts down from `budget`; false once it runs out.
    private func fitsParts(_ budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch self {
        case .leaf:
            return true
        case let .optional(inner), let .array(inner):
            return inner.fitsParts(&budget)
        case let .dictionary(key, value):
            return key.fitsParts(&budget) && value.fitsParts(&budget)
        case let .tuple(elements):
            for element in elements {
                if let type = element.type, !type.fitsParts(&budget) { return false }
            }
            return true
        }
    }

    /// Non-Sendable if any part is; else unknown if any part is; else Sendable.
    static func combined(_ parts: [Sendability]) -> Sendability {
        if parts.contains(.nonSendable) { return .nonSendable }
        return parts.contains(.unknown) ? .unknown : .sendable
    }

    /// The type of the tuple element at `path` (element indices, outermost first), as a tuple
    /// pattern `let (a, (b, c)) = …` binds it; the type itself for an empty path.
    public func element(at path: [Int]) -> InferredType? {
        var current = self
        for position in path {
            guard case let .tuple(elements) = current, position < elements.count, let next = elements[position].type else { return nil }
            current = next
        }
        return current
    }
}

/// One element of an ``InferredType/tuple(_:)``.
public struct InferredTupleElement: Sendable {
    /// Its label, if any.
    public var label: String?
    /// Its type, when known.
    public var type: InferredType?
}
