// MARK: - Classes: by their superclasses

extension ProjectIndex {
    /// Sendability of a class that nothing above made Sendable, by its superclass when that is
    /// not the project's: a subclass of `NSObject`, of a known non-Sendable SDK class or of the
    /// standard library's `ManagedBuffer` is not Sendable; one of any other class the project does not declare (`Operation`,
    /// `DateFormatter`, `UIViewController`, a dependency's) inherits what that class is, which
    /// is not known here (swiftc takes a subclass of an `@unchecked Sendable` class as
    /// Sendable, and one of a `@MainActor` class as isolated). A class without a superclass,
    /// or whose superclass is the project's, is not Sendable, unless that class's verdict is
    /// not known either (`class Op: Operation {}`, `final class MyOp: Op {}`).
    func externalSuperclassSendability(of info: NominalInfo, in path: String, depth: Int) -> Sendability {
        guard let first = info.declaredInheritance.first else { return .nonSendable }
        let scope = path.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? ""
        let declared = nominalPath(named: first, from: scope)
        if let superclass = declared, superclass != path, nominalKind(atPath: superclass) == .class,
           superclassSendability(superclass, of: path, depth: depth) == .unknown {
            return .unknown
        }
        // The project's class or protocol, a typealias, or a toolchain protocol: no external
        // superclass.
        if declared != nil || typealiasTarget(named: first, scope: scope) != nil
            || ProtocolCatalog.entry(named: first) != nil || first == "AnyObject" {
            return .nonSendable
        }
        let last = first.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(first[first.utf8.index(after: $0)...]) } ?? first
        // The standard library's `ManagedBuffer` is a class that is not Sendable either.
        if last == "NSObject" || SendabilityCatalog.nonSendableClasses.contains(last) || Self.knownNonSendableNames.contains(last) {
            return .nonSendable
        }
        return .unknown
    }

    /// The project's class that the class at `path` names first in its inheritance clause (its
    /// superclass, as ``externalSuperclassSendability(of:in:depth:)`` reads it), or nil.
    func directSuperclass(of path: String) -> String? {
        guard let first = types[path]?.nominal?.declaredInheritance.first else { return nil }
        let scope = path.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? ""
        guard let superclass = nominalPath(named: first, from: scope), superclass != path,
              nominalKind(atPath: superclass) == .class else { return nil }
        return superclass
    }

    /// The sendability of the class at `superclass`, which the class at `path` inherits from,
    /// for `path`'s verdict at `depth`. A class's verdict does not reach into its stored
    /// properties, so along a chain of the project's superclasses the depth stays the same
    /// and a chain of any length is judged whole (hw61: past 46 classes there was no verdict,
    /// and each class was judged again at each depth). The chain is judged root first, so that
    /// each class finds its superclass's verdict already kept and the recursion never goes
    /// deeper than one class. A cycle (`class A: B`, `class B: A`, which swiftc rejects), an
    /// index without kept verdicts, or a superclass named otherwise is judged one depth
    /// further, as any other type.
    func superclassSendability(_ superclass: String, of path: String, depth: Int) -> Sendability {
        guard let memo = verdictMemo, directSuperclass(of: path) == superclass else {
            return sendability(ofNominal: superclass, depth: depth + 1)
        }
        if let known = memo.sendability.kept(.init(path: superclass, depth: depth)) { return known }
        var chain = [superclass]
        var seen: Set<String> = [path, superclass]
        var current = directSuperclass(of: superclass)
        while let next = current, memo.sendability.kept(.init(path: next, depth: depth)) == nil {
            guard seen.insert(next).inserted else { return sendability(ofNominal: superclass, depth: depth + 1) }
            chain.append(next)
            current = directSuperclass(of: next)
        }
        var verdict = Sendability.unknown
        for ancestor in chain.reversed() { verdict = sendability(ofNominal: ancestor, depth: depth) }
        return verdict
    }
}
