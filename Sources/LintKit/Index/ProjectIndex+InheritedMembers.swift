// MARK: - Member types a type gets from its supertypes or from the toolchain

extension ProjectIndex {
    /// A member type that a type gets from a supertype rather than declaring it itself.
    enum InheritedMemberType: Equatable {
        /// The project's declaration at this path (`Base.Source`).
        case project(String)
        /// A toolchain type's generic parameter or member type.
        case toolchain
    }

    /// What `name`, written inside the type or extension at `path`, names when it is a member
    /// type that `path` does not declare itself in the project: a generic parameter or member
    /// type of a toolchain type the project extends (`Element` in `extension Array`), a member
    /// type of a superclass (`Source` in a subclass of `Base`, which nests `struct Source`), or
    /// of a protocol that a protocol refines (`Element` in `protocol Stack: Collection`), the
    /// project's or the toolchain's, transitively. swiftc finds these before any top-level
    /// type of that name. The member types of the protocols a struct, enum or class conforms
    /// to come after the top-level types (see ``conformedMemberType(_:inTypeAt:)``).
    ///
    /// `depth` counts the lookups this one is nested in (through aliases and supertypes, see
    /// ``nominalPath(named:from:depth:)``): namesakes of two modules merged under one path can
    /// make a cycle no compiler sees (`class Delegate: Cache.Model` beside another module's
    /// `typealias Model = Delegate.Token`), which recursed until the stack overflowed (hw68).
    func inheritedMemberType(_ name: String, inTypeAt path: String, depth: Int = 0) -> InheritedMemberType? {
        // Most names are no type's member anywhere: one lookup each rules them out.
        guard depth < 8, nestedTypeNames.contains(name) || MemberTypeCatalog.allNames.contains(name) else { return nil }
        if typeKind(atPath: path) == nil, let entry = MemberTypeCatalog.entries[path] {
            return entry.genericParameters.contains(name) || entry.memberTypes.contains(name) ? .toolchain : nil
        }
        var visited: Set<String> = [path]
        var pending = [path]
        while let current = pending.popLast(), visited.count < 64 {
            // A protocol refines protocols (and may require a superclass: `protocol Themed:
            // BaseView`); a class inherits from a class.
            guard let kind = typeKind(atPath: current), kind == .protocol || kind == .class else { continue }
            var found: InheritedMemberType?
            forEachSupertype(of: current, depth: depth) { inherited, supertype in
                if let supertype {
                    guard let superKind = typeKind(atPath: supertype), superKind == kind || (kind == .protocol && superKind == .class),
                          visited.insert(supertype).inserted else { return true }
                    if nested[supertype]?[name] != nil {
                        found = .project(supertype + "." + name)
                        return false
                    }
                    pending.append(supertype)
                } else if let entry = MemberTypeCatalog.entries[inherited], entry.kind == kind.rawValue,
                          entry.memberTypes.contains(name) {
                    found = .toolchain
                    return false
                }
                return true
            }
            if let found { return found }
        }
        return nil
    }

    /// Calls `body` with each associated type of the protocol `name`, the project's (and those
    /// of the protocols it refines) or the toolchain's (`Element` of `Collection`).
    func forEachAssociatedType(ofProtocol name: String, _ body: (String) -> Void) {
        var visited: Set<String> = []
        var pending = [name]
        while let current = pending.popLast(), visited.count < 32 {
            guard visited.insert(current).inserted else { continue }
            if typeKind(atPath: current) == .protocol {
                for (member, symbol) in nested[current] ?? [:] where symbol.kind == .associatedtype { body(member) }
                pending.append(contentsOf: types[current]?.inheritance ?? [])
            } else if let entry = MemberTypeCatalog.entries[current], entry.kind == "protocol" {
                for member in entry.memberTypes { body(member) }
            }
        }
    }

    /// Whether a package declares a nominal type at `path` itself (`package` is its key).
    func declaresType(atPath path: String, inPackage package: String) -> Bool {
        if path.containsASCII(UInt8(ascii: ".")) {
            return symbol(atPath: path).map { $0.packageKey == package && $0.kind != .typealias } ?? false
        }
        return topLevel[path]?.contains { $0.packageKey == package && $0.kind != .typealias && $0.kind != .associatedtype } ?? false
    }

    /// The project's nested declaration at the dotted `path` (`Base.Source`), or nil.
    func symbol(atPath path: String) -> TypeSymbol? {
        guard let dot = path.lastIndex(ofASCII: UInt8(ascii: ".")) else { return nil }
        return nested[String(path[..<dot])]?[String(path[path.utf8.index(after: dot)...])]
    }

    /// The path of the project's member type `name` (`Container.Item`) declared in a protocol
    /// that the type at `path` conforms to (directly, through a superclass, or through a
    /// protocol those refine), or nil. swiftc finds these after every top-level and toolchain
    /// type of that name: `Item` in `struct Box: Container` is `Self.Item` only when no
    /// top-level `Item` exists.
    func conformedMemberType(_ name: String, inTypeAt path: String) -> String? {
        guard nestedTypeNames.contains(name) else { return nil }
        var visited: Set<String> = [path]
        var pending = [path]
        while let current = pending.popLast(), visited.count < 64 {
            guard typeKind(atPath: current) != nil else { continue }
            var found: String?
            forEachSupertype(of: current) { _, supertype in
                guard let supertype, let kind = typeKind(atPath: supertype), kind == .protocol || kind == .class,
                      visited.insert(supertype).inserted else { return true }
                if kind == .protocol, nested[supertype]?[name] != nil {
                    found = supertype + "." + name
                    return false
                }
                pending.append(supertype)
                return true
            }
            if let found { return found }
        }
        return nil
    }

    /// Calls `body` with each name the type at `path` inherits (its declarations' and its
    /// extensions', last component) and the path of the project's type it names, or nil, in
    /// turn until `body` returns false. A name written with a qualifier (`class Banner:
    /// UI.Base`) is followed as written: the first component around `path`, the rest as its
    /// members (typealiases followed); when that names no project type (`Foundation.NSObject`,
    /// a module's name), the last component is looked up as an unqualified name is.
    func forEachSupertype(of path: String, depth: Int = 0, _ body: (_ name: String, _ path: String?) -> Bool) {
        guard let facts = types[path], let inheritance = facts.inheritance else { return }
        var followed: Set<Substring> = []
        for qualified in facts.qualifiedInheritance ?? [] {
            guard let supertype = qualifiedTypePath(qualified, around: path, depth: depth),
                  let dot = qualified.lastIndex(ofASCII: UInt8(ascii: ".")) else { continue }
            let last = qualified[qualified.utf8.index(after: dot)...]
            guard followed.insert(last).inserted else { continue }
            if !body(String(last), supertype) { return }
        }
        for name in inheritance where !followed.contains(Substring(name)) {
            let supertype = declaredTypePath(name, around: path, depth: depth)
            // `struct Renderer: CachedRenderer` of `typealias CachedRenderer = Drawing &
            // Cacheable`: the composition's members are the supertypes.
            if let supertype, let members = compositionAliasMembers(atPath: supertype) {
                for member in members where !followed.contains(Substring(member)) {
                    if !body(member, declaredTypePath(member, around: supertype, depth: depth + 1)) { return }
                }
                continue
            }
            if !body(name, supertype) { return }
        }
    }

    /// The names of the members of the composition that the project's typealias at `path`
    /// stands for (`Drawing`, `Cacheable` of `typealias CachedRenderer = Drawing & Cacheable`);
    /// nil for another declaration.
    private func compositionAliasMembers(atPath path: String) -> [String]? {
        guard typeKind(atPath: path) == nil else { return nil }
        let alias = path.containsASCII(UInt8(ascii: ".")) ? symbol(atPath: path) : topLevel[path]?.first(where: { $0.kind == .typealias })
        guard let alias, alias.kind == .typealias, let target = alias.aliasTarget, case .composition = target.kind else { return nil }
        return Self.inheritedNames(target)
    }

    /// The path of the project type that the qualified name `name` (`UI.Base`), written in an
    /// inheritance clause of the type at `path`, names, or nil.
    private func qualifiedTypePath(_ name: String, around path: String, depth: Int) -> String? {
        guard let dot = name.firstIndex(ofASCII: UInt8(ascii: ".")) else { return nil }
        let head = String(name[..<dot])
        guard let base = declaredTypePath(head, around: path, depth: depth) else { return nil }
        let member = aliasedTypePath(memberPath(name[name.utf8.index(after: dot)...], in: base, depth: depth), depth: depth)
        return typeKind(atPath: member) != nil ? member : nil
    }

    /// The path of the type the project declares under `name` as seen from the type at
    /// `path` (a sibling or a type around it first, then a top-level type), or nil.
    /// A typealias of a project type counts as that type (`class Screen: BaseAlias`).
    private func declaredTypePath(_ name: String, around path: String, depth: Int) -> String? {
        for scope in scopePaths(path).dropFirst() where nested[scope]?[name] != nil { return aliasedTypePath(scope + "." + name, depth: depth) }
        if topLevel[name] != nil || typeKind(atPath: name) != nil { return aliasedTypePath(name, depth: depth) }
        return nil
    }

    /// The names a declaration's `where` clause requires `Self` to conform to or inherit from
    /// (`where Self: BaseView, Self: Feed`).
    static func selfConstraintNames(of declaration: Declaration) -> [String] {
        var names: [String] = []
        for requirement in declaration.requirements
        where requirement.relation == .conformance && dottedName(requirement.left) == "Self" {
            names += inheritedNames(requirement.right)
        }
        return names
    }

    /// The path of the project's declaration nested in a type that the dotted type name
    /// `name`, written inside the types `scopes` (innermost first), denotes: `NS.Delegate`
    /// for `Delegate` inside `NS`, `Outer.Inner.Deep` for `Inner.Deep` inside `Outer`,
    /// `Outer.D` for `Self.D` inside `Outer`. Nil for a top-level declaration, the toolchain's,
    /// a module-qualified name or an unknown one.
    func nestedDeclarationPath(of name: String, scopes: [String]) -> String? {
        guard let dot = name.firstIndex(ofASCII: UInt8(ascii: ".")) else {
            // Only a name some type of the project nests can name a nested declaration.
            guard nestedTypeNames.contains(name) else { return nil }
            for scope in scopes {
                if nested[scope]?[name] != nil { return scope + "." + name }
                switch inheritedMemberType(name, inTypeAt: scope) {
                case let .project(path)?: return path
                case .toolchain?: return nil
                case nil: continue
                }
            }
            guard topLevel[name] == nil, ProtocolCatalog.entry(named: name) == nil,
                  MemberTypeCatalog.entries[name] == nil else { return nil }
            for scope in scopes {
                if let path = conformedMemberType(name, inTypeAt: scope) { return path }
            }
            return nil
        }
        let head = String(name[..<dot])
        let base: String?
        if head == "Self" {
            base = scopes.first
        } else if let scope = scopes.first(where: { nested[$0]?[head] != nil }) {
            base = scope + "." + head
        } else {
            base = topLevel[head] != nil || typeKind(atPath: head) != nil ? head : nil
        }
        guard let base else { return nil }
        let path = memberPath(name[name.utf8.index(after: dot)...], in: base)
        return symbol(atPath: path) != nil ? path : inheritedMemberPath(path)
    }

    /// The path of the member `rest` (`NS.Delegate`) of the type at `base`, where a typealias of
    /// a project type, the base or a component before the last, stands for that type (`CO.NS`
    /// is `Nested` after `enum CO { typealias NS = Nested }`).
    func memberPath(_ rest: some StringProtocol, in base: String, depth: Int = 0) -> String {
        var path = aliasedTypePath(base, depth: depth)
        var remaining = Substring(rest)
        while let dot = remaining.firstIndex(ofASCII: UInt8(ascii: ".")) {
            path = aliasedTypePath(path + "." + remaining[..<dot], depth: depth)
            remaining = remaining[remaining.utf8.index(after: dot)...]
        }
        return path + "." + remaining
    }

    /// The path of the project type that the typealias at `path` stands for, or `path` itself
    /// when it is no typealias of a project type.
    private func aliasedTypePath(_ path: String, depth: Int = 0) -> String {
        guard typeKind(atPath: path) == nil else { return path }
        let dot = path.lastIndex(ofASCII: UInt8(ascii: "."))
        let alias = dot != nil ? symbol(atPath: path) : topLevel[path]?.first(where: { $0.kind == .typealias })
        guard let alias, alias.kind == .typealias, let target = alias.aliasTarget, let dotted = Self.dottedName(target),
              let nominal = nominalPath(named: dotted, from: dot.map { String(path[..<$0]) } ?? "", depth: depth + 1) else { return path }
        return nominal
    }
}

// MARK: - Instance members a class inherits

extension ProjectIndex {
    /// The instance member names of the type at `path` (its extensions' included), for a
    /// class those of the classes the project declares that it inherits from, and those of the
    /// project's protocols it (or such a class) conforms to, with their extensions' (a default
    /// `func refresh()` in `extension Refreshing`), transitively: the names that `self` can
    /// stand before inside the type.
    public func instanceMembersIncludingInherited(of path: String) -> Set<String> {
        guard let memo = verdictMemo else { return workOutInstanceMembersIncludingInherited(of: path) }
        return memo.inheritedInstanceMembers.value(for: path) { workOutInstanceMembersIncludingInherited(of: path) }
    }

    /// ``instanceMembersIncludingInherited(of:)`` worked out from the index.
    private func workOutInstanceMembersIncludingInherited(of path: String) -> Set<String> {
        var members = instanceMembers(of: path)
        var visited: Set<String> = [path]
        var pending = [path]
        while let current = pending.popLast(), visited.count < 64 {
            let currentKind = typeKind(atPath: current)
            forEachSupertype(of: current) { _, supertype in
                guard let supertype else { return true }
                // A class inherits from its superclass; any type takes its protocols' members,
                // and a protocol those of the protocols it refines and of the class it requires
                // (`protocol Refreshing: BaseController`).
                switch typeKind(atPath: supertype) {
                case .class where currentKind == .class || currentKind == .protocol, .protocol:
                    guard visited.insert(supertype).inserted else { return true }
                    members.formUnion(types[supertype]?.memberNames ?? [])
                    pending.append(supertype)
                default:
                    break
                }
                return true
            }
        }
        return members
    }
}

extension ProjectIndex {
    /// The path of the class the project declares that the class at `path` inherits from, or
    /// nil (not a class, or its superclass is not the project's).
    public func superclassPath(of path: String) -> String? {
        guard typeKind(atPath: path) == .class else { return nil }
        var found: String?
        forEachSupertype(of: path) { _, supertype in
            guard let supertype, typeKind(atPath: supertype) == .class else { return true }
            found = supertype
            return false
        }
        return found
    }
}

// MARK: - Superclasses the project does not declare (UIKit, AppKit, XCTest)

extension ProjectIndex {
    /// The UIKit or AppKit class (one ``AppleUIClassMembers`` lists) that the class at `path`
    /// inherits from, directly or through the project's classes (`UITableViewController` for
    /// `class Feed: BaseList` with `class BaseList: UITableViewController`), or `path` itself
    /// for an extension of such a class that the project does not declare (`extension
    /// UIViewController`); nil when there is none. The caller checks that the file imports the
    /// framework.
    public func appleUIClass(inheritedBy path: String) -> String? {
        if typeKind(atPath: path) == nil { return AppleUIClassMembers.knows(path) ? path : nil }
        return outsideSuperclass(of: path, where: AppleUIClassMembers.knows)
    }

    /// Whether the class at `path` inherits from a class named `name` that the project does not
    /// declare (`XCTestCase`), directly or through the project's classes.
    public func inherits(fromOutsideClassNamed name: String, path: String) -> Bool {
        outsideSuperclass(of: path) { $0 == name } != nil
    }

    /// The first supertype name that `isWanted` accepts among those the class at `path`, or a
    /// class of the project it inherits from, names without the project declaring it; nil when
    /// there is none.
    private func outsideSuperclass(of path: String, where isWanted: (String) -> Bool) -> String? {
        var current = path
        for _ in 0..<32 {
            guard typeKind(atPath: current) == .class else { return nil }
            var found: String?
            var projectSuperclass: String?
            forEachSupertype(of: current) { name, supertype in
                if let supertype {
                    guard typeKind(atPath: supertype) == .class else { return true }
                    projectSuperclass = supertype
                    return false
                }
                guard isWanted(name) else { return true }
                found = name
                return false
            }
            if let found { return found }
            guard let next = projectSuperclass else { return nil }
            current = next
        }
        return nil
    }
}
