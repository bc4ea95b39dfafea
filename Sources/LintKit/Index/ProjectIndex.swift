import Foundation

/// What every file of a run declares, built once before the rules run and then shared
/// read-only by all worker threads.
///
/// It answers the questions rules cannot answer from one file alone: is `Networking` a
/// protocol (declared in another file)? which types does `Store` nest? is `Cache` a class,
/// and does it conform to `Sendable`? which attributes are global actors?
public final class ProjectIndex: @unchecked Sendable {
    /// Top-level type-like symbols by simple name (several when modules reuse a name).
    public private(set) var topLevel: [String: [TypeSymbol]] = [:]
    /// Nested type-like symbols: enclosing path → simple name → symbol.
    public internal(set) var nested: [String: [String: TypeSymbol]] = [:]
    /// What is known about each type path: the nominal types declared in the project and
    /// the types their extensions (or extensions of types declared elsewhere) name.
    public internal(set) var types: [String: TypeFacts] = [:]
    /// Names of types declared `@globalActor`, plus `MainActor`.
    public internal(set) var globalActors: Set<String> = ["MainActor"]
    /// Sendability of the types the packages' C targets declare in their public headers, by
    /// Swift name and by C names (see ``addCTypes(_:)``).
    public private(set) var cTypeSendability: [String: Sendability] = [:]
    /// The modules each module re-exports (`@_exported import`), by module name (see
    /// ``imports(of:)``).
    public internal(set) var reexports: [String: Set<String>] = [:] { didSet { importsCache.removeAll() } }
    /// The names each module's scoped re-exports bind (`@_exported import struct M.Name`),
    /// by module name; true for a protocol (see ``imports(of:)``).
    public internal(set) var scopedReexports: [String: [String: Bool]] = [:] { didSet { importsCache.removeAll() } }
    /// What the files that import the same modules see (see ``imports(of:)``).
    let importsCache = ImportsCache()
    /// Answers kept while the index does not change (the rule pass, from
    /// ``memoizeVerdicts()`` on, and each round of typealias resolution), shared by the
    /// threads; nil: nothing is kept.
    var verdictMemo: VerdictMemo?
    /// ``topLevel``'s declarations by package and module, made when first needed.
    let moduleDeclarations = ModuleDeclarationTable()
    /// The project's classes by the classes they inherit from, made when first needed.
    let subclassTable = SubclassTable()
    /// What the values the project declares by each name are: file-scope functions and
    /// variables, static members of any type, and the functions and variables of the packages'
    /// C headers (see ``ValueNameKinds``).
    public internal(set) var valueNames: [String: ValueNameKinds] = [:]
    /// The attributes written in the parameter clauses of the functions (by name) and
    /// initializers (by their type's name) the project declares, but the common ones (see
    /// ``recordParameterAttributes(_:of:key:scope:)``): a result builder's among them transforms a
    /// closure passed there.
    public internal(set) var parameterAttributes: [String: Set<ScopedAttribute>] = [:]
    /// The written result type of each file-scope function the project declares by a name
    /// (not `private`, not generic); nil for a name declared more than once (overloads), or
    /// without a result type (see ``addGlobalValue(_:of:isFunction:)``).
    public internal(set) var globalFunctionResults: [String: WrittenType?] = [:]
    /// The signature of each file-scope generic function the project declares by a name
    /// declared once (see ``GenericFunctionSignature``; ``recordGlobalFunction(_:result:generic:)``).
    public internal(set) var genericGlobalFunctions: [String: GenericFunctionSignature] = [:]
    /// File-scope `let`s by name: the annotation or initializer of the only one the project
    /// declares (nil when several do; see ``globalValue(named:)``).
    public internal(set) var globalValues: [String: StaticMember?] = [:]
    /// Protocol names from the configuration (`existential_any.extra_protocols`).
    public var extraProtocols: Set<String> = [] { didSet { dropVerdicts() } }
    /// Resolved typealiases: path → protocol text (e.g. `Error`, `P & Q`) for those whose
    /// target is a protocol or composition of protocols (see ``finish()``).
    public internal(set) var protocolAliases: [String: String] = [:]
    /// ``protocolAliases`` of the aliases that several modules declare under one path, by
    /// module and path (``moduleAliasKey(_:)``): each module's spelling of its own alias
    /// (`typealias SP = Sendable & P` is `P & Sendable` in module `App`, `Sendable & P` in `Zoo`).
    var moduleProtocolAliases: [String: String] = [:]
    /// The files (with the targets: ``protocolAliasKey(_:)``) of the typealiases found to stand
    /// for a protocol, by path: two `private` aliases of one name in two files share a path, as
    /// do the aliases of two `#if` branches, and only the one whose target is a protocol counts
    /// as ``protocolAliases`` says.
    var protocolAliasFiles: [String: Set<String>] = [:]
    /// The simple names of the project's protocols and typealiases, and the extra protocols
    /// (see ``finish()``); the catalog's are ``ProtocolCatalog/simpleNames``.
    public var projectProtocolLikeNames: Set<String> { protocolLikeNameSet?.projectNames ?? [] }
    /// The simple names of the project's protocols, and the extra protocols (see ``finish()``).
    var projectProtocolNames: Set<String> = []
    /// ``protocolLikeNames`` with their filter (see ``mightBeProtocolLike(_:)``); nil before
    /// ``collectProtocolLikeNames()``.
    var protocolLikeNameSet: ProtocolNameSet?
    /// The simple names that can resolve to a protocol, with their filter (see
    /// ``mayNameProtocol(_:)``); nil before ``resolveProtocolAliases()``.
    var protocolNameResolution: ProtocolNameSet?
    /// The names of all the declarations nested in the project's types (see ``finish()``):
    /// only these can be a member type that a type inherits from a supertype of the project.
    public internal(set) var nestedTypeNames: Set<String> = []
    /// The simple names of the project's typealiases (at file scope or in a type) whose target
    /// holds a function type, or is unknown (see ``finish()``).
    public internal(set) var functionTypealiasNames: Set<String> = []
    /// The simple names of the project's typealiases (see ``finish()``): a construction `T(…)`
    /// of another name is no alias's.
    var typealiasNames: Set<String> = []

    /// The modules the indexed files belong to (the project's targets and its dependencies'
    /// checkouts; see ``ProjectIndex/moduleName(ofFile:)``): `App.Engine` names `Engine`.
    public internal(set) var moduleNames: Set<String> = []
    /// The modules some indexed file imports.
    var importedModuleNames: Set<String> = []
    /// Whether some indexed file lies outside SwiftPM's layout (a loose file, an Xcode
    /// project's), so that its module's name is not known (see
    /// ``isUnknownOwnModule(_:before:)``).
    var hasFilesOutsideModules = false
    /// Generic functions, initializers and subscripts by ``genericOverloadKey(of:in:memo:)``:
    /// how many the project declares under each key (overloads a rewrite could merge).
    var genericOverloadCounts: [UInt64: Int] = [:]
    /// Whether ``fileExtensionsThroughAliases(_:)`` ran (its facts are added once).
    var hasFiledExtensionsThroughAliases = false
    /// The aliases something is extended through, by path, with the paths of the types they
    /// name (see ``pathThroughAliases(_:)``).
    var extensionAliasTargets: [String: String] = [:] {
        didSet { extensionAliasHeads = Set(extensionAliasTargets.keys.map(Self.head(ofTypePath:))) }
    }
    /// The first component of each of ``extensionAliasTargets``' paths: a path whose own first
    /// component is none of them has no prefix among them (``pathThroughAliases(_:)``).
    var extensionAliasHeads: Set<Substring> = []

    /// Creates an empty index.
    public init() {}

    /// Builds the index of `trees` (the linted files plus any indexed-only files, whose
    /// paths contain `/.build/checkouts/`).
    public convenience init(trees: [SyntaxTree], extraProtocols: Set<String> = []) {
        self.init()
        self.extraProtocols = extraProtocols
        for tree in trees { add(tree) }
        finish()
    }

    /// Adds what another (partial) index knows: the indexes of single files, built in
    /// parallel, are merged into the project's. Call ``finish()`` after the last merge.
    public func merge(_ other: ProjectIndex) {
        merge(other, fieldGroup: 0)
        merge(other, fieldGroup: 1)
    }

    /// Merges one of two disjoint groups of the index's tables (`fieldGroup` 0 or 1). The two
    /// calls touch different stored properties, so two threads may make them at once; both
    /// together are ``merge(_:)``. The engine merges its last two halves this way.
    public func merge(_ other: ProjectIndex, fieldGroup: Int) {
        if fieldGroup == 0 {
            dropVerdicts()
            moduleDeclarations.removeAll()
            for (name, symbols) in other.topLevel { topLevel[name, default: []].append(contentsOf: symbols) }
            for (scope, members) in other.nested {
                if let slot = nested.index(forKey: scope) {
                    nested.values[slot].merge(members) { _, new in new }
                } else {
                    nested[scope] = members
                }
            }
            globalActors.formUnion(other.globalActors)
            moduleNames.formUnion(other.moduleNames)
            importedModuleNames.formUnion(other.importedModuleNames)
            hasFilesOutsideModules = hasFilesOutsideModules || other.hasFilesOutsideModules
            genericOverloadCounts.merge(other.genericOverloadCounts, uniquingKeysWith: +)
            for (name, kinds) in other.valueNames { valueNames[name, default: []].formUnion(kinds) }
            for (name, attributes) in other.parameterAttributes { parameterAttributes[name, default: []].formUnion(attributes) }
            for (name, result) in other.globalFunctionResults {
                // Only a generic function (or one without a result) has a signature to look up.
                recordGlobalFunction(name, result: result, generic: result == nil ? other.genericGlobalFunctions[name] : nil)
            }
            for (name, value) in other.globalValues { recordGlobalValue(name, value) }
            for (module, exported) in other.reexports { reexports[module, default: []].formUnion(exported) }
            for (module, names) in other.scopedReexports {
                scopedReexports[module, default: [:]].merge(names) { _, new in new }
            }
        } else {
            for (path, facts) in other.types {
                // One hash of the path: a path new here takes the other's facts as they are.
                if let slot = types.index(forKey: path) {
                    types.values[slot].absorb(facts)
                } else {
                    types[path] = facts
                }
            }
        }
    }

    /// Which facts about a nominal type declared in two files are kept: the first, unless it
    /// comes from a dependency and the second does not.
    static func preferredNominal(_ old: NominalInfo, _ new: NominalInfo) -> NominalInfo {
        old.isDependency && !new.isDependency ? new.keptOver(old) : old.keptOver(new)
    }

    /// Calls `body` with `value` to modify in place (with a defaulting dictionary subscript:
    /// one lookup of the key, whether or not it is there yet).
    private static func extend<Value>(_ value: inout Value, _ body: (inout Value) -> Void) { body(&value) }

    /// ``merge(_:fieldGroup:)``, then empties those tables of `other`, so that their memory is
    /// freed on the calling thread.
    public func absorb(_ other: ProjectIndex, fieldGroup: Int) {
        merge(other, fieldGroup: fieldGroup)
        if fieldGroup == 0 {
            other.topLevel = [:]
            other.nested = [:]
            other.valueNames = [:]
            other.parameterAttributes = [:]
            other.globalFunctionResults = [:]
            other.genericGlobalFunctions = [:]
            other.globalValues = [:]
            other.reexports = [:]
            other.scopedReexports = [:]
            other.genericOverloadCounts = [:]
        } else {
            other.types = [:]
        }
    }

    /// Adds the types that a package's C headers declare (``CHeaderFiles``). A name declared
    /// more than once (in two headers, or in a header and in a Swift `#if` branch for another
    /// platform) takes the least Sendable verdict: the type is not Sendable on some platform the
    /// code builds for, and a global holding it is a hazard there.
    public func addCTypes(_ types: [CImportedType]) {
        dropVerdicts()
        for type in types {
            let verdict: Sendability
            switch type.sendability {
            case .sendable: verdict = .sendable
            case .nonSendable: verdict = .nonSendable
            case .unknown: verdict = .unknown
            }
            for name in [type.swiftName] + type.cNames {
                cTypeSendability[name] = Self.leastSendable(cTypeSendability[name], verdict)
            }
        }
    }

    /// The less Sendable of two verdicts (non-Sendable, then unknown, then Sendable).
    static func leastSendable(_ old: Sendability?, _ new: Sendability) -> Sendability {
        guard let old else { return new }
        if old == .nonSendable || new == .nonSendable { return .nonSendable }
        if old == .unknown || new == .unknown { return .unknown }
        return .sendable
    }

    // MARK: Building

    /// The dotted path of the type-like declaration `index` (an extension contributes the
    /// type it extends, without generic arguments).
    public static func path(of index: Int, in tree: SyntaxTree) -> String {
        let declarations = tree.declarations
        func walk(_ position: Int) -> String { path(of: position, in: declarations, parentPath: walk) }
        return walk(index)
    }

    /// One step of ``path(of:in:)``: the path of `index` from its parent's path, which
    /// `parentPath` gives (callers that ask for many paths memoize it). A declaration inside
    /// a function is local: its path starts there.
    static func path(of index: Int, in declarations: [Declaration], parentPath: (Int) -> String) -> String {
        // Fields are read one by one: binding the whole declaration would copy it.
        let kind = declarations[index].kind
        if kind == .extension { return extendedName(type: declarations[index].type, name: declarations[index].name) }
        var prefix = ""
        if let parent = declarations[index].parent, isPathComponent(declarations[parent].kind) {
            prefix = parentPath(parent)
        }
        guard isPathComponent(kind) else { return prefix }
        return prefix.isEmpty ? declarations[index].name : prefix + "." + declarations[index].name
    }

    /// Whether a declaration of `kind` names a step of a type path.
    private static func isPathComponent(_ kind: DeclarationKind) -> Bool {
        kind.isTypeLike || kind == .typealias || kind == .associatedtype
    }

    /// Adds the declarations of one file. Adding files one by one gives the same index as
    /// merging their separate indexes in the same order.
    public func add(_ tree: SyntaxTree) {
        dropVerdicts()
        moduleDeclarations.removeAll()
        var fileNominals: [String: NominalInfo] = [:]
        let package = tree.packageKey
        let isDependency = tree.file.path.containsBytes("/.build/checkouts/")
        let module = tree.module
        if !module.isEmpty { moduleNames.insert(module) }
        let declarations = tree.declarations
        // Whether the file imports UIKit, SwiftUI or AppKit: their main-actor types count.
        var directImports = [module]
        for index in declarations.indices where declarations[index].kind == .import {
            directImports.append(String(Self.importedModule(declarations[index].name)))
        }
        let seesAppleUI = directImports.dropFirst().contains { AppleMainActorCatalog.importers.contains($0) }
        importedModuleNames.formUnion(directImports.dropFirst())
        if module.isEmpty { hasFilesOutsideModules = true }
        // Paths, computed once per declaration that needs one, by declaration index.
        var pathMemo = [String?](repeating: nil, count: declarations.count)
        // ``path(of:in:)`` with each type's path worked out once.
        func path(of index: Int) -> String {
            if let known = pathMemo[index] { return known }
            let computed = Self.path(of: index, in: declarations, parentPath: path)
            pathMemo[index] = computed
            return computed
        }
        // Instance members and stored properties by enclosing declaration, in the order the
        // types first have one: each type's go into the tables at once, so that its path is
        // hashed once rather than once per member.
        var owners: [OwnedMembers] = []
        // Reads initializers' shapes; made on first use (most files need none).
        var reader: ValueExpressionReader?
        var ownerSlot = [Int32](repeating: -1, count: declarations.count)
        func slot(of parent: Int) -> Int {
            if ownerSlot[parent] < 0 {
                ownerSlot[parent] = Int32(owners.count)
                owners.append(OwnedMembers(declaration: parent))
            }
            return Int(ownerSlot[parent])
        }
        for index in declarations.indices {
            switch declarations[index].kind {
            case .protocol, .class, .struct, .enum, .actor, .typealias, .associatedtype:
                addSymbol(index, declarations[index], tree, path: path(of: index), package: package, isDependency: isDependency,
                          module: module, seesAppleUI: seesAppleUI, directImports: directImports, nominals: &fileNominals)
            case .import:
                if declarations[index].attributes.contains(where: { $0.name == "_exported" }) {
                    addReexport(declarations[index], of: tree, module: module)
                }
            case .extension:
                addExtensionConformances(index, of: tree, path: path(of: index))
            case .variable, .constant, .function:
                // Modifiers are read through the array, not a copy of the whole declaration.
                let modifiers = declarations[index].modifiers
                let isFunction = declarations[index].kind == .function
                if isFunction {
                    recordParameterAttributes(index, of: tree, key: declarations[index].name,
                                              scope: declarations[index].parent.map { path(of: $0) } ?? "")
                    recordClosureResults(ofParameters: index, of: tree, key: declarations[index].name)
                    if Self.isMarkedSendable(index, in: tree) {
                        valueNames[declarations[index].name, default: []].insert(.sendableFunction)
                    }
                } else {
                    recordClosureResult(ofVariable: index, of: tree)
                }
                // Only `sink` and `assign` are looked at further: the length is read through the
                // array, and the declaration is copied (a retain per part) only for those.
                if isFunction && Self.mayBeSubscriptionName(length: declarations[index].name.utf8.count) {
                    let declaration = declarations[index]
                    var kind: ValueNameKinds?
                    if Self.isSubscriptionLookalike(declaration) {
                        valueNames[declaration.name, default: []].insert(.subscriptionLookalike)
                        kind = .subscriptionLookalike
                    } else if let key = Self.cancellableSubscriptionKey(declaration, in: tree) {
                        valueNames[key, default: []].insert(.cancellableSubscription)
                        valueNames[declaration.name + "(", default: []].insert(.cancellableSubscription)
                        kind = .cancellableSubscription
                    }
                    // Per type too (`Store.sink`), to tell a receiver's own kind apart, and for
                    // those a protocol or an extension declares, which other types may inherit.
                    if let kind, let parent = declaration.parent, declarations[parent].kind.isTypeLike {
                        valueNames[path(of: parent) + "." + declaration.name, default: []].insert(kind)
                        if declarations[parent].kind == .protocol || declarations[parent].kind == .extension {
                            valueNames[Self.inheritableSubscriptionKey(declaration.name), default: []].insert(kind)
                        }
                    }
                }
                guard let parent = declarations[index].parent else {
                    if !declarations[index].isLocal { addGlobalValue(index, of: tree, isFunction: isFunction, reader: &reader) }
                    continue
                }
                guard declarations[parent].kind.isTypeLike else { continue }
                let owner = slot(of: parent)
                if modifiers.contains(.static) || modifiers.contains(.class) {
                    if isFunction {
                        owners[owner].staticMethods.append(declarations[index].name)
                    } else {
                        owners[owner].staticValues.append(declarations[index].name)
                        valueNames[declarations[index].name, default: []].insert(.staticValue)
                    }
                    owners[owner].staticMembers.append(Self.staticMember(index, in: tree, reader: &reader))
                    continue
                }
                owners[owner].members.append(declarations[index].name)
                // A method's written result, a computed property's annotation: how another
                // file's chain through it is typed (not a protocol's requirement, kept below; not
                // a `private` or `fileprivate` one, which another file does not see).
                if declarations[index].type != nil, declarations[parent].kind != .protocol, isFunction || declarations[index].isComputed,
                   !Self.isFilePrivate(modifiers) && !Self.isFilePrivate(declarations[parent].modifiers),
                   let result = Self.memberResult(index, in: tree) {
                    owners[owner].memberResults.append(result)
                }
                if isFunction {
                    owners[owner].methods.append(declarations[index].name)
                    if Self.returnsOwnType(declarations[index], ownerName: declarations[parent].name) {
                        owners[owner].selfReturningMethods.append(declarations[index].name)
                    }
                }
                // A `nonisolated(unsafe)` stored property does not keep its type from being
                // inferred `Sendable`. A protocol's property requirements are kept too (for key
                // paths rooted at the protocol, and members read through it).
                if !isFunction && declarations[parent].kind != .extension && !declarations[index].isNonisolatedUnsafe
                    && (!declarations[index].isComputed || declarations[parent].kind == .protocol) {
                    owners[owner].storedProperties.append(Self.storedProperty(index, in: tree, reader: &reader))
                }
            case .initializer:
                // Initializers matter to tell a failable one's calls apart from the others'
                // (``InitializerShape``) and to infer a generic type's arguments from a call:
                // their shapes are read for the types that have a failable one, for generic
                // types and for extensions (which may add overloads to a toolchain class's).
                guard let parent = declarations[index].parent, declarations[parent].kind.isTypeLike else { continue }
                let typeName = Self.lastComponent(ofPath: declarations[parent].name)
                recordParameterAttributes(index, of: tree, key: typeName, scope: path(of: parent))
                recordClosureResults(ofParameters: index, of: tree, key: typeName)
                let owner = slot(of: parent)
                owners[owner].declaresInitializer = true
                // An enum's too: one that declares its own `init(rawValue:)` has no synthesized one.
                if declarations[parent].kind == .extension || declarations[parent].kind == .enum
                    || !declarations[parent].genericParameters.isEmpty || InitializerShape.isFailable(index, in: tree) {
                    owners[owner].recordsInitializers = true
                }
            case .enumCase:
                guard let parent = declarations[index].parent else { continue }
                let owner = slot(of: parent)
                owners[owner].staticValues.append(declarations[index].name)
                valueNames[declarations[index].name, default: []].insert(.staticValue)
                let kind: StaticMember.Kind = declarations[index].parameters.isEmpty ? .simpleCase : .payloadCase
                var member = StaticMember(name: declarations[index].name, kind: kind)
                if kind == .payloadCase && !declarations[parent].genericParameters.isEmpty {
                    member.payloadTypeNames = declarations[index].parameters.map { parameter in
                        guard case let .identifier(name, _, arguments)? = parameter.type?.kind, arguments.isEmpty else { return nil }
                        return name
                    }
                }
                owners[owner].staticMembers.append(member)
                for parameter in declarations[index].parameters {
                    owners[owner].storedProperties.append(StoredProperty(type: parameter.type, initializer: nil))
                }
            default:
                continue
            }
        }
        // The shapes of the initializers of the owners that record them, in one pass (a pass
        // per owner would be quadratic in a file of many types).
        if owners.contains(where: \.recordsInitializers) {
            for index in declarations.indices where declarations[index].kind == .initializer {
                guard let parent = declarations[index].parent, ownerSlot[parent] >= 0,
                      owners[Int(ownerSlot[parent])].recordsInitializers else { continue }
                owners[Int(ownerSlot[parent])].initializers.append(InitializerShape.of(index, in: tree))
            }
        }
        // Within a file the last declaration's facts count; against earlier files', the
        // preferred ones (see ``preferredNominal(_:_:)``).
        for (path, info) in fileNominals {
            Self.extend(&types[path, default: TypeFacts()]) { facts in
                facts.nominal = facts.nominal.map { Self.preferredNominal($0, info) } ?? info
            }
        }
        for owner in owners where !owner.isEmpty {
            Self.extend(&types[path(of: owner.declaration), default: TypeFacts()]) { facts in
                facts.memberNames += owner.members
                facts.methodNames += owner.methods
                facts.selfReturningMethodNames += owner.selfReturningMethods
                facts.memberResults += owner.memberResults
                facts.storedProperties += owner.storedProperties
                facts.staticMethodNames += owner.staticMethods
                facts.staticValueNames += owner.staticValues
                facts.staticMembers += owner.staticMembers
                if owner.declaresInitializer && declarations[owner.declaration].kind != .extension { facts.declaresInitializer = true }
                facts.initializers += owner.initializers
            }
        }
        recordGenericOverloads(of: tree)
    }

    /// What one file declares inside one type-like declaration (see ``add(_:)``).
    private struct OwnedMembers {
        /// The declaration's index in its tree.
        var declaration: Int
        /// Instance member names, in source order.
        var members: [String] = []
        /// Instance method names, in source order.
        var methods: [String] = []
        /// Those of them that return the type itself (see ``TypeFacts/selfReturningMethodNames``).
        var selfReturningMethods: [String] = []
        /// The written types of computed properties and methods (see ``MemberResult``).
        var memberResults: [MemberResult] = []
        /// Stored instance properties and enum payloads, in source order.
        var storedProperties: [StoredProperty] = []
        /// Static and class method names, in source order.
        var staticMethods: [String] = []
        /// Static and class property names and enum case names, in source order.
        var staticValues: [String] = []
        /// Static members and enum cases with what their types can be read from.
        var staticMembers: [StaticMember] = []
        /// Whether it declares an initializer.
        var declaresInitializer = false
        /// Whether its initializers' shapes are recorded: one of them is failable, or it is an
        /// extension or a generic type (whose initializers' parameters may give its generic
        /// arguments).
        var recordsInitializers = false
        /// Those shapes, in source order.
        var initializers: [InitializerShape] = []

        /// Whether nothing was recorded.
        var isEmpty: Bool {
            members.isEmpty && storedProperties.isEmpty && staticMethods.isEmpty && staticValues.isEmpty && staticMembers.isEmpty
                && !declaresInitializer
        }
    }

    private func addSymbol(_ index: Int, _ declaration: Declaration, _ tree: SyntaxTree, path: String, package: String,
                           isDependency: Bool, module: String, seesAppleUI: Bool, directImports: [String],
                           nominals: inout [String: NominalInfo]) {
        let inheritedNames = declaration.inheritance.flatMap(Self.inheritedNames)
        // `protocol Themed where Self: BaseView` inherits what `protocol Themed: BaseView` does.
        let inheritedInOrder = declaration.kind == .protocol ? inheritedNames + Self.selfConstraintNames(of: declaration) : inheritedNames
        let inherited = Set(inheritedInOrder)
        var access = declaration.modifiers.first(where: Self.isAccessLevel) ?? .none
        // A type declared in a `public extension` without a modifier of its own is public.
        if access == .none, let parent = declaration.parent, tree.declarations[parent].kind == .extension,
           let outer = tree.declarations[parent].modifiers.first(where: Self.isAccessLevel), outer == .public || outer == .package {
            access = outer
        }
        var symbol = TypeSymbol(kind: declaration.kind, name: declaration.name, path: path,
                                attributes: Set(declaration.attributes.map(\.name)), inheritedNames: inherited,
                                aliasTarget: declaration.kind == .typealias ? declaration.type : nil,
                                aliasTargetText: declaration.type.map { tree.file.text($0.startOffset..<$0.endOffset) } ?? "",
                                access: access, declaresSendable: inherited.contains("Sendable"),
                                packageKey: package, isDependency: isDependency, module: module)
        symbol.isInTests = tree.isInTests
        symbol.filePath = tree.file.path
        if tree.hasConditionalDirectives {
            let keyword = declaration.keywordToken
            symbol.isHostInactive = tree.isHostInactive(keyword)
        }
        if declaration.kind == .typealias, declaration.type != nil {
            symbol.aliasTargetText = Self.removingWhitespace(symbol.aliasTargetText)
            symbol.importedModules = directImports
            symbol.aliasGenericParameters = declaration.genericParameters.map(\.name)
        }
        if declaration.kind != .typealias && declaration.kind != .associatedtype {
            // One lookup of the path for all of its facts.
            Self.extend(&types[path, default: TypeFacts()]) { facts in
                facts.kind = declaration.kind
                if !declaration.genericParameters.isEmpty {
                    // Type arguments leave value generics out (`Gen<1, Engine>` has `Engine`
                    // for `T` of `Gen<let N: Int, T>`): so do the parameters they are matched to.
                    let names = declaration.genericParameters.filter { !$0.isValue }.map(\.name)
                    if declaration.kind == .protocol { facts.primaryAssociatedTypes = names }
                    facts.genericParameters = names
                    facts.genericParametersPackage = package
                }
                facts.unite(inheritedInOrder, fromDependency: isDependency)
                facts.addQualifiedInheritance(declaration.inheritance.flatMap(Self.qualifiedInheritedNames))
                if inherited.contains("Sendable") { facts.addSendableConditions(SendableConditions()) }
            }
            // Within a file the last declaration's facts count (`#if` branches: see
            // ``NominalInfo/hasTwinExportedOtherwise``).
            let info = NominalInfo(kind: declaration.kind, access: access, attributes: symbol.attributes,
                                         declaredInheritance: inheritedNames,
                                         qualifiedDeclaredInheritance: declaration.inheritance.flatMap(Self.qualifiedInheritedNames),
                                         isDependency: isDependency,
                                         genericParameterConstraints: Self.genericParameterConstraints(of: declaration),
                                         isNonisolated: declaration.modifiers.contains(.nonisolated),
                                         seesAppleUI: seesAppleUI, isMainActorByDefault: tree.isMainActorByDefault,
                                         isDeclaredInExtension: declaration.parent.map { tree.declarations[$0].kind == .extension } ?? false,
                                         extensionIsolationMarks: Self.extensionIsolationMarks(of: declaration, in: tree), module: module)
            nominals[path] = nominals[path].map { info.keptOver($0) } ?? info
            if symbol.attributes.contains("globalActor") { globalActors.insert(declaration.name) }
        }
        if let dot = path.lastIndex(ofASCII: UInt8(ascii: ".")) {
            // A member type declared in two `#if` branches: the one the host compiles, as for
            // top-level names (see ``nearestProtocolLike(among:package:)``).
            Self.extend(&nested[String(path[..<dot]), default: [:]][declaration.name]) { kept in
                if kept == nil || !symbol.isHostInactive || kept?.isHostInactive == true { kept = symbol }
            }
        } else {
            topLevel[declaration.name, default: []].append(symbol)
        }
    }

    /// Whether `modifier` is an access level (`public`, `private`, …).
    static func isAccessLevel(_ modifier: Keyword) -> Bool {
        switch modifier {
        case .public, .open, .private, .fileprivate, .internal, .package: return true
        default: return false
        }
    }

    /// `text` without white space; ASCII text is filtered byte by byte.
    static func removingWhitespace(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.filter { !$0.isWhitespace } }
        return String(decoding: text.utf8.filter { byte in
            !(byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte))
        }, as: UTF8.self)
    }

    /// `A.B.C` → [`A.B.C`, `A.B`, `A`].
    func scopePaths(_ path: String) -> [String] {
        guard !path.isEmpty else { return [] }
        var result = [path]
        var current = Substring(path)
        while let dot = current.lastIndex(ofASCII: UInt8(ascii: ".")) {
            current = current[..<dot]
            result.append(String(current))
        }
        return result
    }
}
