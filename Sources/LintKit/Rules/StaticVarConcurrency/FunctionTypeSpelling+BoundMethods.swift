// MARK: - Methods bound to a value

/// A method named on a value rather than on its type (`static let run = engine.run`,
/// `let start = Engine().start`) is bound to that value: its type is the method's own,
/// `() -> ()`, without the `(Engine) ->` an unapplied method has (checked with swiftc 6.3.1).
extension FunctionTypeSpelling {
    /// The type of `range` when it is `value.method`: a member chain whose last step names,
    /// without calling it, an instance method that this file declares for the type the index
    /// gives the rest of the chain (a struct, enum or class of the project, not generic), and
    /// that method alone of that name. Nil otherwise: for an actor's method (isolated to the
    /// value), a `mutating` one (which cannot be bound), or a method it cannot spell.
    func boundMethodType(_ range: Range<Int>, scopePath: String) -> String? {
        guard range.count >= 3, tokens[range.upperBound - 2].kind == .period, tokens[range.upperBound - 1].kind == .identifier,
              case let .chain(steps) = reader.read(range), steps.count >= 2, let last = steps.last,
              !last.isCalled, last.genericArguments == nil, last.unwrap == .none,
              steps[steps.count - 2].unwrap == .none,
              // `Engine.start` names the method on its type (``referenceType(_:scopePath:)``).
              steps.count > 2 || steps[0].isCalled || !ProjectIndex.startsLikeTypeName(steps[0].name),
              case let .leaf(owner, _)? = index.inferredType(of: .chain(Array(steps.dropLast())), scope: scopePath),
              let kind = index.nominalKind(atPath: owner), kind == .struct || kind == .enum || kind == .class,
              index.types[owner]?.genericParameters?.isEmpty ?? true
        else { return nil }
        let methods = members(named: last.name, ofTypeAt: owner).filter { position in
            tree.declarations[position].kind == .function && !tree.declarations[position].isStatic
        }
        // Another member of that name (a property, a static method) would make the name ambiguous here.
        guard methods.count == 1, members(named: last.name, ofTypeAt: owner).count == 1,
              !tree.declarations[methods[0]].modifiers.contains(.mutating),
              let facts = index.types[owner], !index.declares(last.name, as: .staticMethod, in: facts, atPath: owner)
        else { return nil }
        return spelling(of: methods[0], owner: owner, unapplied: false)
    }
}
