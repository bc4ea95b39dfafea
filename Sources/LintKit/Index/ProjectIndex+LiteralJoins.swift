// MARK: - The common superclass of a literal's elements

extension ProjectIndex {
    /// The one type of a collection literal's elements of different types `first` and `second`,
    /// as swiftc joins them: key paths of different classes (``InferredType/joinedKeyPaths(_:_:)``),
    /// classes of the project (``joinedClasses(_:_:)``), an existential and types that conform
    /// to it (``joinedExistentials(_:_:)``), `Any`, `AnyObject` or `AnyHashable` and values they
    /// hold (``joinedTopTypes(_:_:)``), or tuples element by element (``joinedTuples(_:_:)``);
    /// nil for any other pair.
    func joinedElementTypes(_ first: InferredType, _ second: InferredType) -> InferredType? {
        InferredType.joinedKeyPaths(first, second) ?? joinedClasses(first, second) ?? joinedExistentials(first, second)
            ?? joinedTopTypes(first, second) ?? joinedTuples(first, second)
    }

    /// `first` and `second` when they are the same type (by spelling), else their join
    /// (``joinedElementTypes(_:_:)``); nil when either is not known or they do not join.
    func sameOrJoined(_ first: InferredType, _ second: InferredType) -> InferredType? {
        guard let firstSpelling = first.spelling, let secondSpelling = second.spelling else { return nil }
        return firstSpelling == secondSpelling ? first : joinedElementTypes(first, second)
    }

    /// The type of a collection literal's elements of types `first` and `second` when they are
    /// different classes of the project: the nearest class both are or inherit from, as swiftc
    /// joins them (`[Base]` for `[Sub(), Other()]` with `class Sub: Base`, `class Other: Base`),
    /// through arrays and Optionals of them; nil for any other pair (and for generic classes,
    /// whose arguments this does not join).
    func joinedClasses(_ first: InferredType, _ second: InferredType) -> InferredType? {
        InferredType.joinedThroughContainers(first, second) { first, second in
            guard case let .leaf(firstSpelling, _) = first, case let .leaf(secondSpelling, _) = second,
                  let common = commonSuperclass(firstSpelling, secondSpelling) else { return nil }
            return .leaf(spelling: common, sendability: sendability(ofNominal: common))
        }
    }

    /// The nearest class of the project that the classes at `first` and `second` both are or
    /// inherit from; nil when either is not a non-generic class of the project or they have no
    /// such class in common.
    func commonSuperclass(_ first: String, _ second: String) -> String? {
        guard isPlainClass(first), isPlainClass(second) else { return nil }
        // Chains are bounded, as the index's other walks of superclasses are (a cycle in a
        // broken project must not hang).
        var ancestors: Set<String> = []
        var current: String? = first
        for _ in 0..<64 {
            guard let path = current else { break }
            ancestors.insert(path)
            current = superclassPath(of: path)
        }
        current = second
        for _ in 0..<64 {
            guard let path = current else { break }
            if ancestors.contains(path) { return isPlainClass(path) ? path : nil }
            current = superclassPath(of: path)
        }
        return nil
    }

    /// Whether `path` is a class of the project without generic parameters.
    private func isPlainClass(_ path: String) -> Bool {
        // A spelling with generic arguments (`Box<Int>`) is no path: it names no type here.
        typeKind(atPath: path) == .class && types[path]?.genericParameters == nil
    }
}

// MARK: - An existential and the types that conform to it

extension ProjectIndex {
    /// The type of a collection literal's elements of types `first` and `second` when one is an
    /// existential (`any P`, `any P & Q`) and the other a type of the project that conforms to
    /// all its protocols: the existential, as swiftc joins them (`[any P]` for `[C() as any P,
    /// D()]`), through arrays and Optionals of them; nil for any other pair.
    func joinedExistentials(_ first: InferredType, _ second: InferredType) -> InferredType? {
        InferredType.joinedThroughContainers(first, second) { first, second in
            guard case let .leaf(firstSpelling, _) = first, case let .leaf(secondSpelling, _) = second else { return nil }
            if let protocols = Self.existentialProtocols(firstSpelling), conformsToAll(secondSpelling, protocols) { return first }
            if let protocols = Self.existentialProtocols(secondSpelling), conformsToAll(firstSpelling, protocols) { return second }
            return nil
        }
    }

    /// The protocols of an existential spelled `any P` or `any P & Q` (names and dotted paths
    /// only), or nil.
    static func existentialProtocols(_ spelling: String) -> [String]? {
        guard spelling.hasPrefix("any ") else { return nil }
        let names = spelling.dropFirst(4).split(separator: "&").map { String($0.trimmingCharacters(in: .whitespaces)) }
        return names.allSatisfy(isPlainPath) ? names : nil
    }

    /// Whether `spelling` is a name or a dotted path of names (ASCII letters, digits and `_`),
    /// with no generic arguments, sugar or other punctuation.
    static func isPlainPath(_ spelling: String) -> Bool {
        !spelling.isEmpty && spelling.utf8.allSatisfy { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || ($0 >= 0x30 && $0 <= 0x39)
            || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")) }
    }

    /// The most types a conformance walk looks at (see ``conforms(_:to:)``).
    static let conformanceWalkLimit = 256

    /// Whether the type of the project at `path` conforms to each of `protocols` (`AnyObject`:
    /// is a class).
    func conformsToAll(_ path: String, _ protocols: [String]) -> Bool {
        guard let kind = typeKind(atPath: path), kind != .protocol else { return false }
        return protocols.allSatisfy { $0 == "AnyObject" ? kind == .class || kind == .actor : conforms(path, to: $0) }
    }

    /// Whether the type at `path` names `protocolName` among the types it inherits, or inherits
    /// from a type of the project that does (its superclasses, the protocols it adopts and
    /// those they refine; its extensions' conformances too). Each type is looked at once: a
    /// walk of every path through protocols that refine each other (a cycle swiftc rejects)
    /// did not finish. A walk stops after ``conformanceWalkLimit`` types (false: the literal is
    /// then left unknown): a literal of thousands of types, each at the end of a chain of
    /// thousands of protocols, was quadratic (4,000: 2.7 s).
    func conforms(_ path: String, to protocolName: String) -> Bool {
        var visited: Set<String> = [path]
        var pending = [path]
        while let current = pending.popLast(), visited.count <= Self.conformanceWalkLimit {
            var found = false
            forEachSupertype(of: current) { name, supertype in
                if name == protocolName || supertype == protocolName {
                    found = true
                    return false
                }
                if let supertype, visited.insert(supertype).inserted { pending.append(supertype) }
                return true
            }
            if found { return true }
        }
        return false
    }
}

// MARK: - Any, AnyObject and AnyHashable

extension ProjectIndex {
    /// The type of a collection literal's elements of types `first` and `second` when one is
    /// `Any`, `AnyObject` or `AnyHashable` (an element written `x as Any`) and the other a value
    /// it holds, as swiftc joins them: `[1 as Any, "x"]` is an `[Any]` (whatever the other is),
    /// `[C() as AnyObject, K()]` an `[AnyObject]` (a class or actor of the project),
    /// `[1 as AnyHashable, K()]` an `[AnyHashable]` (a type of the project that conforms to
    /// `Hashable`, or a standard library one, ``hashableLibraryTypes``); through arrays and
    /// Optionals of them; nil for any other pair.
    func joinedTopTypes(_ first: InferredType, _ second: InferredType) -> InferredType? {
        if case .leaf("Any", _) = first { return second.spelling == nil ? nil : first }
        if case .leaf("Any", _) = second { return first.spelling == nil ? nil : second }
        return InferredType.joinedThroughContainers(first, second) { first, second in
            guard case let .leaf(firstSpelling, _) = first, case let .leaf(secondSpelling, _) = second else { return nil }
            if holds(firstSpelling, secondSpelling) { return first }
            if holds(secondSpelling, firstSpelling) { return second }
            return nil
        }
    }

    /// Whether a value of the type spelled `value` converts to the top type spelled `top`
    /// (`Any`, `AnyObject` or `AnyHashable`) in a collection literal.
    private func holds(_ top: String, _ value: String) -> Bool {
        switch top {
        case "Any": return true
        case "AnyObject": return conformsToAll(value, ["AnyObject"])
        case "AnyHashable": return Self.hashableLibraryTypes.contains(value) || conformsToAll(value, ["Hashable"])
        default: return false
        }
    }

    /// Standard library types that are `Hashable`, by the names swiftc prints.
    static let hashableLibraryTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Substring", "Character", "Unicode.Scalar",
    ]
}

// MARK: - Tuples

extension ProjectIndex {
    /// The type of a collection literal's elements when both are tuples of as many elements and
    /// one of them takes the other in, as swiftc joins them (it looks for one element type that
    /// every element converts to, and builds no new tuple type): `[(Sub(), 1), (Base(), 2)]` is a
    /// `[(Base, Int)]`, `[(a: C(), b: 1), (C(), 2)]` a `[(C, Int)]` (a tuple converts to one
    /// without labels); nil otherwise, such as for tuples of sibling classes (`[(Square(), 1),
    /// (Circle(), 2)]`, which swiftc rejects) or labels that conflict.
    func joinedTuples(_ first: InferredType, _ second: InferredType) -> InferredType? {
        if takesIn(first, second) { return first }
        if takesIn(second, first) { return second }
        return nil
    }

    /// Whether `tuple` is a tuple type that a value of the tuple type `other` converts to in a
    /// literal: as many elements, the same labels or none, and each of `other`'s elements of
    /// the same type as `tuple`'s or one that joins to it (``sameOrJoined(_:_:)``).
    private func takesIn(_ tuple: InferredType, _ other: InferredType) -> Bool {
        guard case let .tuple(elements) = tuple, case let .tuple(otherElements) = other, elements.count == otherElements.count else {
            return false
        }
        let sameLabels = zip(elements, otherElements).allSatisfy { $0.label == $1.label }
        guard sameLabels || elements.allSatisfy({ $0.label == nil }) else { return false }
        return zip(elements, otherElements).allSatisfy { element, otherElement in
            guard let type = element.type, let otherType = otherElement.type, let spelling = type.spelling,
                  let joined = sameOrJoined(type, otherType) else { return false }
            return joined.spelling == spelling
        }
    }
}
