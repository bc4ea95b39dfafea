import Foundation

/// Answers of the index that the rules ask for again and again, kept while the index does not
/// change (see ``ProjectIndex/memoizeVerdicts()``).
///
/// Each answer is worked out from declarations gathered over the whole project, and one file
/// asks the same questions as the next: whether a type is Sendable, what a type's static
/// member is, what a name resolves to, which instance members a class has. Where one name is
/// declared in many files (copies of a file, or a name that many example targets declare),
/// every declaration adds to what an answer reads, so working the answers out again in each
/// file made a run quadratic in the number of files.
final class VerdictMemo: @unchecked Sendable {
    /// A nominal type's path, and the depth of recursion it was asked at.
    struct NominalKey: Hashable {
        var path: String
        var depth: Int
    }

    /// A static member of a type: its name, whether it is called, and the depth of recursion.
    struct StaticMemberKey: Hashable {
        var path: String
        var name: String
        var isCalled: Bool
        var labels: [String]?
        var depth: Int
    }

    /// A name resolved at top level from a file: the name, the file's package, and what the
    /// file sees (``ProjectIndex/FileImports/modulesKey`` and the fields visibility reads; the
    /// file's path does not count, since a name with a file-private declaration is never kept).
    struct TopLevelKey: Hashable {
        var name: String
        var package: String
        var modulesKey: Int
        var module: String
        var isInTests: Bool
        var modulesAreTargets: Bool
    }

    /// ``ProjectIndex/sendability(ofNominal:depth:)``.
    let sendability = KeptTable<NominalKey, Sendability>()
    /// ``ProjectIndex/isGlobalActorIsolated(_:depth:)`` at depth 0, by type path.
    let globalActorIsolation = KeptTable<String, Bool>()
    /// ``ProjectIndex/takesMainActorByDefault(_:info:depth:)``: types that name protocols
    /// nested in types that name protocols… were walked once per path through them.
    let mainActorByDefault = KeptTable<NominalKey, Bool>()
    /// The sendability of a typealias's target, and of its metatype, by the name and scope
    /// it was written in (``NominalKey/path`` holds both) and depth: compositions of aliases of
    /// compositions were worked out once per path through them, exponentially (hw68: 23
    /// layers took 7 s, and an alias cycle `A = B & B`, `B = A & A` did not finish).
    let aliasSendability = KeptTable<NominalKey, Sendability>()
    /// See ``aliasSendability``.
    let aliasMetatypeSendability = KeptTable<NominalKey, Sendability>()
    /// ``ProjectIndex/globalValueType(named:depth:)``, by name (``NominalKey/path``) and depth.
    let globalValueTypes = KeptTable<NominalKey, InferredType?>()
    /// ``ProjectIndex/staticMemberType(_:of:isCalled:depth:)``.
    let staticMemberTypes = KeptTable<StaticMemberKey, InferredType?>()
    /// A type's static members by name (see ``ProjectIndex/staticMembers(named:ofPath:)``), by
    /// path: a type of thousands of them was read whole for each one a file names.
    let staticMembersByName = KeptTable<String, [String: [StaticMember]]>()
    /// A type's member names as sets (see ``ProjectIndex/declares(_:as:in:atPath:)``), by path.
    let memberNames = KeptTable<String, MemberNameSets>()
    /// ``ProjectIndex/instanceMembersIncludingInherited(of:)``, by type path.
    let inheritedInstanceMembers = KeptTable<String, Set<String>>()
    /// What a name resolves to among the top-level declarations and the toolchain's protocols
    /// (see ``ProjectIndex/resolve(_:scopes:genericNames:package:imports:)``); nil: nothing there.
    let topLevelResolutions = KeptTable<TopLevelKey, TypeResolution?>()
    /// The names with a `private` or `fileprivate` top-level declaration: what they resolve to
    /// depends on the file, so it is not kept.
    let filePrivateTopLevelNames: Set<String>

    /// A memo for `index` as it is now.
    init(_ index: ProjectIndex) {
        var names = Set<String>()
        // Each symbol's access is read in place (passing symbols to a function copies them,
        // a retain for each of their parts).
        for (name, symbols) in index.topLevel
        where symbols.indices.contains(where: { symbols[$0].access == .private || symbols[$0].access == .fileprivate }) {
            names.insert(name)
        }
        filePrivateTopLevelNames = names
    }
}

/// A table of answers shared by threads: each is worked out without the lock held (two threads
/// may work out the same one at once; they find the same answer), then kept.
final class KeptTable<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [Key: Value] = [:]

    /// The answer kept for `key`, or the one `workOut` gives, which is then kept.
    func value(for key: Key, workingOut workOut: () -> Value) -> Value {
        lock.lock()
        if let known = table[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let value = workOut()
        lock.lock()
        table[key] = value
        lock.unlock()
        return value
    }

    /// The answer kept for `key`, if any.
    func kept(_ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return table[key]
    }
}

extension ProjectIndex {
    /// From now on, keeps the answers listed in ``VerdictMemo`` once worked out, for every
    /// thread that reads the index. Call it when the index is complete. Adding to the index
    /// (``add(_:)``, ``merge(_:)``, …) drops what was kept.
    public func memoizeVerdicts() {
        if verdictMemo == nil { verdictMemo = VerdictMemo(self) }
    }

    /// Forgets the answers kept, before the index changes. (It reads first and writes only
    /// when something is kept, which while the index is built it never is.)
    func dropVerdicts() {
        if verdictMemo != nil { verdictMemo = nil }
    }
}
