/// `existential_any`: a protocol (or a typealias of one) used as a type without `any`, as
/// swiftc reports it with the upcoming feature `ExistentialAny`.
public struct ExistentialAnyRule: Rule {
    public static let metadata = RuleMetadata(
        id: "existential_any",
        name: "Existential Any",
        summary: "A protocol used as a type must be written with 'any'.",
        rationale: "Swift 6 with the ExistentialAny feature (and a future language mode) requires 'any' before an existential type; the spelling makes the cost of dynamic dispatch and boxing visible.")

    public static let optionNames = ["extra_protocols"]

    /// Names to treat as protocols besides those the index and catalog know.
    public let extraProtocols: [String]

    public init(options: RuleOptions) throws(RuleOptionError) {
        extraProtocols = try options.identifiers("extra_protocols")
    }

    /// A body is read for the types written in it, and only a name that may be a protocol (or
    /// a suppressed conformance) makes a finding there.
    public var bodyNeeds: BodyNeeds { BodyNeeds(protocolNames: true) }

    /// Whether rewrites are offered in the file at `path`: not in a package whose manifest
    /// still supports compilers older than Swift 5.6 (`swift-tools-version` below 5.6), which
    /// cannot parse `any`. Its findings stay, as swiftc's do.
    static func offersFixes(forFile path: String) -> Bool {
        guard let version = PackageManifest.minimumToolsVersion(forFile: path) else { return true }
        return version >= (5, 6)
    }

    public func check(_ context: inout RuleContext) {
        let scopes = ScopeCache(tree: context.tree, index: context.index)
        // Resolutions per innermost type: names that are not generic parameters resolve the
        // same way everywhere inside one type.
        var resolutions: [Int: [String: TypeResolution]] = [:]
        var reported = Set<Int>()
        // Consecutive uses usually share a declaration, and consecutive declarations a type:
        // one walker serves the whole run of a type, moving from declaration to declaration.
        var walker: ExistentialWalker?
        var walkerKey = Int.min
        let shared = context.tree.sharedAnnotations
        let offersFixes = Self.offersFixes(forFile: context.file.path)
        func report(_ found: [ExistentialWalker.Found], into context: inout RuleContext) {
            for finding in found where reported.insert(finding.offset).inserted {
                context.report(at: finding.offset, finding.message, fix: offersFixes ? finding.fix : nil)
                // swiftc reports an annotation that several variables share once per variable
                // (`var a, b: P?`); the rewrite goes with the first.
                for annotation in shared where annotation.bytes.contains(finding.offset) {
                    for _ in 0..<annotation.others { context.report(at: finding.offset, finding.message) }
                }
            }
        }
        func flush(_ walker: ExistentialWalker, into context: inout RuleContext) {
            resolutions[walker.typeDeclaration ?? -1] = walker.cache
            report(walker.found, into: &context)
        }
        context.tree.typeUses.withUnsafeBufferPointer { uses in
            for position in uses.indices {
                let declaration = uses[position].declaration
                let key = declaration ?? -1
                if key != walkerKey || walker == nil {
                    let typeDeclaration = Scope.innermostType(in: context.tree, from: declaration)
                    if walker != nil && walker!.typeDeclaration == typeDeclaration {
                        // The same type: its resolutions stay; the scope is the new declaration's.
                        report(walker!.found, into: &context)
                        walker!.move(to: declaration)
                    } else {
                        if let finished = walker.take() { flush(finished, into: &context) }
                        // Move the type's cache out and back in (in flush), so it is never copied.
                        walker = ExistentialWalker(tree: context.tree, index: context.index, scopes: scopes,
                                                   declaration: declaration, typeDeclaration: typeDeclaration,
                                                   cache: resolutions.removeValue(forKey: typeDeclaration ?? -1) ?? [:])
                    }
                    walkerKey = key
                }
                walker!.checkUse(uses[position])
            }
        }
        if let finished = walker.take() { flush(finished, into: &context) }
        if !context.tree.memberReferenceBases.isEmpty {
            checkMemberReferences(&context, scopes: scopes, reported: &reported, offersFixes: offersFixes)
        }
    }
}

/// The scopes of one file's declarations, built when a rule first needs one: most type uses
/// are settled by their simple name alone and never need the names in scope.
final class ScopeCache {
    let tree: SyntaxTree
    let index: ProjectIndex
    private var scopes: [Int: Scope] = [:]
    private var typePathMemo: [Int: [String]] = [:]
    /// The names each declaration brings into scope, shared by the scopes and the walkers.
    let genericNameMemo: GenericNameMemo
    /// What the file imports, found when the first scope is built.
    private lazy var imports = index.imports(of: tree)
    /// The file's typealiases declared in code that stand for a protocol, by name.
    lazy var localProtocolAliases = LocalProtocolAlias.find(in: self)
    /// Whether the file has any of ``localProtocolAliases`` (asked for every type name: most
    /// files have none, and the answer costs no copy of the table).
    lazy var hasLocalProtocolAliases = !localProtocolAliases.isEmpty
    /// The inheritance clauses of each protocol's associated types, by protocol declaration
    /// and name, read once per protocol (see ``ExistentialWalker/constraintNames(of:)``).
    var associatedTypeInheritance: [Int: [String: [TypeNode]]] = [:]

    init(tree: SyntaxTree, index: ProjectIndex) {
        self.tree = tree
        self.index = index
        genericNameMemo = GenericNameMemo(tree: tree, projectIndex: index)
    }

    /// The scope inside `declaration` (nil: file scope).
    func scope(inside declaration: Int?) -> Scope {
        let key = declaration ?? -1
        if let known = scopes[key] { return known }
        var scope = Scope(tree: tree, declaration: declaration, projectIndex: index, typePathMemo: &typePathMemo,
                          genericNameMemo: genericNameMemo)
        scope.imports = imports
        scopes[key] = scope
        return scope
    }
}

/// Walks one type and collects the places that need `any`.
struct ExistentialWalker {
    struct Found {
        var offset: Int
        var message: String
        var fix: Fix?
    }

    /// The file's tree.
    let tree: SyntaxTree
    /// The project index.
    let index: ProjectIndex
    /// Where the scope comes from when it is first needed.
    let scopes: ScopeCache
    /// The innermost declaration around the uses.
    private(set) var declaration: Int?
    /// The innermost type or extension around the uses (see ``Scope/typeDeclaration``).
    let typeDeclaration: Int?
    private var builtScope: Scope?
    /// The generic parameter names in scope (``Scope/genericNames``), gathered without building
    /// the whole scope: most names that pass the protocol filter only need this check before
    /// their resolution is found in ``cache``.
    private var builtGenericNames: Set<String>?
    var found: [Found] = []
    /// Resolved names in this scope.
    var cache: [String: TypeResolution]
    /// What members of generic parameters denote at the uses, by dotted name (see
    /// ``genericMemberResolution(_:)``): the generic parameters are the declaration's own.
    var genericMembers: [String: (resolution: TypeResolution, path: String)?] = [:]
    /// Whether names may denote the file's aliases declared in code (off while those are
    /// being found).
    var readsLocalAliases = true

    init(tree: SyntaxTree, index: ProjectIndex, scopes: ScopeCache, declaration: Int?, typeDeclaration: Int?,
         cache: [String: TypeResolution]) {
        self.tree = tree
        self.index = index
        self.scopes = scopes
        self.declaration = declaration
        self.typeDeclaration = typeDeclaration
        self.cache = cache
    }

    /// Goes on with the uses of `declaration`, which lies in the same type: the findings so far
    /// are dropped (the caller has reported them) and the scope is built anew when needed;
    /// the resolutions cache stays valid, since names that are not generic parameters resolve
    /// the same way everywhere inside one type.
    mutating func move(to declaration: Int?) {
        self.declaration = declaration
        builtScope = nil
        builtGenericNames = nil
        if !genericMembers.isEmpty { genericMembers.removeAll() }
        found.removeAll(keepingCapacity: true)
    }

    /// Whether `name` is a generic parameter (or associated type) in scope at the uses.
    mutating func isGenericName(_ name: String) -> Bool {
        if let builtScope { return builtScope.genericNames.contains(name) }
        if builtGenericNames == nil {
            builtGenericNames = scopes.genericNameMemo.namesInScope(inside: declaration)
        }
        return builtGenericNames!.contains(name)
    }

    /// The names in scope at the uses.
    var scope: Scope {
        mutating get {
            if let builtScope { return builtScope }
            let built = scopes.scope(inside: declaration)
            builtScope = built
            return built
        }
    }

    var file: SourceFile { tree.file }

    mutating func checkUse(_ use: TypeUse) {
        switch use.context {
        case .contextualClosureParameter, .inheritance, .extendedType, .genericConstraint, .conformanceRequirement,
             .associatedTypeDefault:
            // swiftc checks none of these, not even generic arguments in an inheritance clause,
            // of an extended type (`extension [P]`, `extension Array<P>`) or of a constraint
            // (`<S: AsyncSequence<Int, Error>>`, `where T: Base<P>`), nor an associated type's
            // default (`associatedtype A = [P]`), even where a conforming type takes it.
            return
        case .typealiasTarget:
            // `typealias A = P` or `= P & Q` names the protocol, and swiftc checks nothing
            // inside it: not the arguments of `Sequence<P>`, nor a class's in `Host<P> & Hook`.
            // Nor a suppressed conformance (`= ~Copyable`, `= Any & ~Copyable`). Anything else
            // is a use.
            if !isProtocolLike(use.type) && !Self.isSuppressionOnly(use.type) { check(use.type, wrapped: false) }
        case .expression:
            // `P.self` and `P?.self` need `(any P).self`.
            checkOutsideForInSequence(use.type, wrapped: true)
        case .keyPathArgument:
            // `use(\P.name)` takes a key path; `items.map(\P.name)` a function, whose key
            // path swiftc does not check in a statement.
            if !keyPathArgumentIsConvertedToFunction(rootAt: use.type.range.lowerBound) {
                checkOutsideForInSequence(use.type, wrapped: true)
            }
        case .cast, .closureSignature:
            checkOutsideForInSequence(use.type, wrapped: false)
        default:
            check(use.type, wrapped: false)
        }
    }

    /// Checks `type`, written in an expression, unless it lies in the sequence of a `for … in`
    /// loop, which swiftc does not check (see ``isInForInSequence(_:)``): looked at only when
    /// the type has something to report, as the walk back to the loop costs more than most
    /// checks.
    mutating func checkOutsideForInSequence(_ type: TypeNode, wrapped: Bool) {
        let before = found.count
        check(type, wrapped: wrapped)
        if found.count > before && isInForInSequence(type.range.lowerBound) { found.removeSubrange(before...) }
    }

    /// Checks generic arguments below `type` without treating `type` itself as a use.
    mutating func checkArgumentsOnly(_ type: TypeNode) {
        switch type.kind {
        case let .identifier(_, _, arguments):
            for argument in arguments { check(argument, wrapped: false) }
        case let .member(base, _, _, arguments):
            checkArgumentsOnly(base)
            for argument in arguments { check(argument, wrapped: false) }
        case let .composition(members):
            for member in members { checkArgumentsOnly(member) }
        case let .tuple(elements) where elements.count == 1 && elements[0].label == nil:
            checkArgumentsOnly(elements[0].type)
        case let .attributed(_, _, base), let .suppressed(base), let .metatype(base, _, _),
             let .optional(base), let .implicitlyUnwrapped(base):
            checkArgumentsOnly(base)
        default:
            check(type, wrapped: false)
        }
    }

    /// What `type` (an identifier or member chain) resolves to here.
    mutating func resolution(_ type: TypeNode) -> TypeResolution {
        if let local = localProtocolAlias(named: type) { return .protocolAlias(local.target) }
        // Most names are no protocol at all: a filter and a set lookup settle them.
        guard let last = type.simpleName, index.mayNameProtocol(last) else { return .other }
        guard let name = ProjectIndex.dottedName(type) else { return .other }
        let head = name.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
        // A local type's name outside its block is resolved as if the type were not there;
        // such a resolution is not cached (the same name inside the block is the local type).
        var outOfReach = false
        if isGenericName(head) {
            // `S.Delegate` of `<S: Service>`: what `Service` declares (not cached: the generic
            // names differ from one declaration to the next).
            guard isLocalTypeOutOfReach(head, at: type.range.lowerBound) else { return genericMemberResolution(type)?.resolution ?? .other }
            outOfReach = true
        }
        if !outOfReach, let known = cache[name] { return known }
        let resolved: TypeResolution
        if name == "Any" || name == "AnyObject" || name == "Self" {
            resolved = .other
        } else if index.extraProtocols.contains(name) {
            resolved = .protocol(name)
        } else if outOfReach {
            return scope.resolve(name, in: index, ignoring: head)
        } else {
            // `Backend.Delegate` of `associatedtype Backend: Service` in the protocol around
            // (the same everywhere inside one type, as the cache is).
            let direct = scope.resolve(name, in: index)
            if direct == .other, case .member = type.kind, let member = genericMemberResolution(type) {
                resolved = member.resolution
            } else {
                resolved = direct
            }
        }
        cache[name] = resolved
        return resolved
    }

    mutating func isProtocolLike(_ type: TypeNode) -> Bool {
        switch type.kind {
        case .identifier, .member:
            return resolution(type) != .other
        case let .composition(members):
            return Self.flattened(members).contains { isProtocolLike($0) }
        default:
            return false
        }
    }

    /// The members of a composition with parentheses and nested compositions opened:
    /// `(A & B) & C` and `A & (B)` are compositions of `A`, `B` and `C`, each reported.
    static func flattened(_ members: [TypeNode]) -> [TypeNode] {
        var result: [TypeNode] = []
        func add(_ member: TypeNode) {
            switch member.kind {
            case let .tuple(elements) where elements.count == 1 && elements[0].label == nil:
                add(elements[0].type)
            case let .composition(inner):
                inner.forEach(add)
            default:
                result.append(member)
            }
        }
        members.forEach(add)
        return result
    }

    /// Checks `type`; `wrapped` says the parent is `?`, `!` or a metatype, which need
    /// parentheses around `any P`.
    mutating func check(_ type: TypeNode, wrapped: Bool) {
        switch type.kind {
        case let .identifier(_, _, arguments):
            let resolved = resolution(type)
            if resolved != .other { report(type, resolved, wrapped: wrapped) }
            for argument in arguments { check(argument, wrapped: false) }
        case let .member(base, _, _, arguments):
            let resolved = resolution(type)
            if resolved != .other { report(type, resolved, wrapped: wrapped) }
            checkArgumentsOnly(base)
            for argument in arguments { check(argument, wrapped: false) }
        case let .optional(inner), let .implicitlyUnwrapped(inner):
            check(inner, wrapped: true)
        case let .metatype(base, isProtocol, _):
            if isBareProtocol(base) {
                // `P.Type` → `any P.Type` (`(any P.Type)?` before `?`); `P.Protocol` → `(any P).Type`
                reportMetatype(type, base: base, isProtocol: isProtocol, wrapped: wrapped)
                checkArgumentsOnly(base)
            } else if !isProtocol, case let .tuple(elements) = base.kind, elements.count == 1, elements[0].label == nil,
                      case .composition = elements[0].type.kind, isProtocolLike(elements[0].type) {
                // `(P & Q).Type` → `any (P & Q).Type` (`(any (P & Q).Type)?` before `?`); a
                // suppression in it is reported too (`(P & ~Copyable).Type`).
                reportComposition(elements[0].type, wrapped: wrapped, fixing: type)
                if case let .composition(members) = elements[0].type.kind {
                    for member in Self.flattened(members) where Self.isSuppression(member) { reportSuppression(member, fixing: nil, wrapped: wrapped) }
                }
            } else {
                check(base, wrapped: true)
            }
        case let .array(element):
            check(element, wrapped: false)
        case let .dictionary(key, value):
            check(key, wrapped: false)
            check(value, wrapped: false)
        case let .tuple(elements):
            if elements.count == 1 && elements[0].label == nil {
                check(elements[0].type, wrapped: false)
            } else {
                for element in elements { check(element.type, wrapped: false) }
            }
        case let .function(parameters, _, _, _, result):
            // swiftc 6.3.1 does not check the thrown type of a function type (`() throws(Error)
            // -> Void`), only a declaration's and a closure's (recorded as `.thrownError` and
            // `.closureSignature`).
            for parameter in parameters { check(parameter.type, wrapped: false) }
            check(result, wrapped: false)
        case let .specified(keyword, _, base):
            if keyword == .some || keyword == .any {
                checkArgumentsOnly(base)
                if case let .metatype(inner, _, _) = base.kind { checkArgumentsOnly(inner) }
            } else if keyword == .each {
                // `each T` names a type parameter pack, never an existential (`each any P` would
                // not parse).
                checkArgumentsOnly(base)
            } else {
                check(base, wrapped: false)
            }
        case let .composition(written):
            let members = Self.flattened(written)
            let hasProtocol = members.contains(where: { isProtocolLike($0) })
            let hasSuppression = members.contains(where: Self.isSuppression)
            if hasProtocol || hasSuppression {
                if hasProtocol { reportComposition(type, wrapped: wrapped) }
                // `Any & ~Copyable`: the rewrite goes with the first suppression when no
                // protocol took it.
                var fixed = hasProtocol
                for member in members where Self.isSuppression(member) {
                    reportSuppression(member, fixing: fixed ? nil : type, wrapped: wrapped)
                    fixed = true
                }
                for member in members { checkArgumentsOnly(member) }
            } else {
                for member in members { check(member, wrapped: false) }
            }
        case let .attributed(_, _, base):
            check(base, wrapped: wrapped)
        case let .variadic(base):
            check(base, wrapped: false)
        case .suppressed:
            // `borrowing ~Copyable` → `borrowing any ~Copyable`
            reportSuppression(type, fixing: type, wrapped: wrapped)
        case .unknown:
            break
        }
    }

    /// Whether `type` is a suppressed conformance (`~Copyable`).
    static func isSuppression(_ type: TypeNode) -> Bool {
        if case .suppressed = type.kind { return true }
        return false
    }

    /// Whether `type` is a suppressed conformance (`~Copyable`) or a composition of them with
    /// `Any` (`Any & ~Copyable`): the constraint a typealias may name without `any`.
    static func isSuppressionOnly(_ type: TypeNode) -> Bool {
        switch type.kind {
        case .suppressed:
            return true
        case let .composition(members):
            let flat = flattened(members)
            return flat.contains(where: isSuppression) && flat.allSatisfy { member in
                if isSuppression(member) { return true }
                if case .identifier("Any", _, let arguments) = member.kind { return arguments.isEmpty }
                return false
            }
        default:
            return false
        }
    }

    /// swiftc reports a suppressed conformance used as a type (`~Copyable`, `Any & ~Copyable`,
    /// `P & ~Copyable`) at its `~`; the rewrite, when given, puts `any` before `fixed`.
    mutating func reportSuppression(_ suppression: TypeNode, fixing fixed: TypeNode?, wrapped: Bool) {
        let fix = fixed.map { Fix(description: "Insert 'any'", edits: [TextEdit(range: $0.startOffset..<$0.endOffset,
                                                                             replacement: Self.anyType(spelling($0), wrapped: wrapped))]) }
        found.append(Found(offset: suppression.startOffset, message: "constraint that suppresses conformance requires 'any'", fix: fix))
    }

    mutating func isBareProtocol(_ type: TypeNode) -> Bool {
        switch type.kind {
        case .identifier, .member: return resolution(type) != .other
        case .composition: return isProtocolLike(type)
        default: return false
        }
    }

    func spelling(_ type: TypeNode) -> String { file.text(type.startOffset..<type.endOffset) }

    mutating func report(_ type: TypeNode, _ resolved: TypeResolution, wrapped: Bool) {
        var (offset, shownName) = reportedPosition(type)
        if case .protocolAlias = resolved { shownName = withAliasGenericParameters(shownName, of: type) }
        let message: String
        switch resolved {
        case .protocol:
            message = "use of protocol '\(shownName)' as a type must be written 'any \(shownName)'"
        case let .protocolAlias(target) where target.isEmpty || target == shownName:
            // `typealias CodingKeyRepresentable = Swift.CodingKeyRepresentable`: swiftc leaves
            // out an `aka` that says the same.
            message = "use of '\(shownName)' as a type must be written 'any \(shownName)'"
        case let .protocolAlias(target):
            message = "use of '\(shownName)' (aka '\(target)') as a type must be written 'any \(shownName)' (aka 'any \(target)')"
        case .other:
            return
        }
        found.append(Found(offset: offset, message: message,
                           fix: Fix(description: "Insert 'any'", edits: [TextEdit(range: type.startOffset..<type.endOffset,
                                                                                  replacement: Self.anyType(spelling(type), wrapped: wrapped))])))
    }

    /// `shownName` of the generic typealias `type` names, with the alias's own generic
    /// parameters as swiftc names it whatever arguments the use gives (`StringCache<V>` for
    /// `StringCache<Int>`); `shownName` itself for an alias without any.
    mutating func withAliasGenericParameters(_ shownName: String, of type: TypeNode) -> String {
        guard localProtocolAlias(named: type) == nil, let written = ProjectIndex.dottedName(type) else { return shownName }
        let names = index.aliasGenericParameters(named: written, scope: scope.typePaths.first ?? "")
        return names.isEmpty ? shownName : shownName + "<" + names.joined(separator: ", ") + ">"
    }

    /// `any <written>`, in parentheses when `wrapped` (the parent is `?`, `!` or a metatype:
    /// `(any P)?`, `(any P.Type)?`).
    static func anyType(_ written: String, wrapped: Bool) -> String {
        wrapped ? "(any \(written))" : "any \(written)"
    }

    /// `P.Type` → `any P.Type`, `P.Protocol` → `(any P).Type`; swiftc names `P` in the message
    /// (an alias with what it stands for).
    /// `wrapped`: the parent is `?`, `!` or a metatype, and `any P.Type` needs parentheses
    /// there (`(any P.Type)?`: swiftc rejects `any P.Type?`); `(any P).Type` needs none.
    mutating func reportMetatype(_ type: TypeNode, base: TypeNode, isProtocol: Bool, wrapped: Bool) {
        var (offset, shownName) = reportedPosition(base)
        let message: String
        if case let .protocolAlias(target) = resolution(base) {
            shownName = withAliasGenericParameters(shownName, of: base)
            message = "use of '\(shownName)' (aka '\(target)') as a type must be written 'any \(shownName)' (aka 'any \(target)')"
        } else {
            message = "use of protocol '\(shownName)' as a type must be written 'any \(shownName)'"
        }
        let replacement = isProtocol ? "(any \(spelling(base))).Type" : Self.anyType(spelling(type), wrapped: wrapped)
        found.append(Found(offset: offset, message: message,
                           fix: Fix(description: "Insert 'any'", edits: [TextEdit(range: type.startOffset..<type.endOffset, replacement: replacement)])))
    }

    /// swiftc reports each protocol of a composition at its own position (a qualified name at
    /// its last component, as ``reportedPosition(_:)`` says); the rewrite
    /// (`any A & B`, or of `fixed`, the type around it: `any (A & B).Type`) goes with the
    /// first one.
    mutating func reportComposition(_ type: TypeNode, wrapped: Bool, fixing fixed: TypeNode? = nil) {
        guard case let .composition(written) = type.kind else { return }
        let members = Self.flattened(written)
        let target = fixed ?? type
        var fix: Fix? = Fix(description: "Insert 'any'", edits: [TextEdit(range: target.startOffset..<target.endOffset,
                                                                          replacement: Self.anyType(spelling(target), wrapped: wrapped))])
        for member in members {
            let resolved = resolution(member)
            guard resolved != .other else { continue }
            let (offset, name) = reportedPosition(member)
            let message: String
            if case let .protocolAlias(target) = resolved {
                message = target.isEmpty || target == name ? "use of '\(name)' as a type must be written 'any \(name)'"
                    : "use of '\(name)' (aka '\(target)') as a type must be written 'any \(name)' (aka 'any \(target)')"
            } else {
                message = "use of protocol '\(name)' as a type must be written 'any \(name)'"
            }
            found.append(Found(offset: offset, message: message, fix: fix))
            fix = nil
        }
    }
}
