// MARK: - The common superclass of a literal's elements

extension ProjectIndex {
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
        guard !path.utf8.contains(UInt8(ascii: "<")), typeKind(atPath: path) == .class else { return false }
        return types[path]?.genericParameters == nil
    }
}
