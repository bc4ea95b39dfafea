/// A type-like declaration the project index knows: a nominal type, a protocol, a typealias
/// or an associated type, with what the rules ask about it.
///
/// A value type whose parts live in one shared box (copied when a copy is changed), as
/// ``TypeFacts``' do: symbols are read out of the index's tables many times, and a copy took
/// a retain and a release for each of a dozen strings, sets and arrays.
public struct TypeSymbol: Sendable {
    /// The parts, shared between copies until one of them is changed.
    private var storage: Storage

    /// Makes ``storage`` this value's own before it is changed.
    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Creates a symbol.
    public init(kind: DeclarationKind, name: String, path: String, attributes: Set<String>, inheritedNames: Set<String>, aliasTarget: TypeNode? = nil, aliasTargetText: String, aliasGenericParameters: [String] = [], access: Keyword, declaresSendable: Bool, packageKey: String, isDependency: Bool, module: String = "", isInTests: Bool = false, filePath: String = "", importedModules: [String]? = nil) {
        storage = Storage(kind: kind, name: name, path: path, attributes: attributes, inheritedNames: inheritedNames, aliasTarget: aliasTarget, aliasTargetText: aliasTargetText, aliasGenericParameters: aliasGenericParameters, access: access, declaresSendable: declaresSendable, packageKey: packageKey, isDependency: isDependency, module: module, isInTests: isInTests, filePath: filePath, importedModules: importedModules)
    }

    /// What was declared.
    public var kind: DeclarationKind {
        get { storage.kind }
        _modify {
            makeUnique()
            yield &storage.kind
        }
    }
    /// The simple name.
    public var name: String {
        get { storage.name }
        _modify {
            makeUnique()
            yield &storage.name
        }
    }
    /// The dotted path of enclosing types and the name (`Publishers.TryCatch.Failure`).
    public var path: String {
        get { storage.path }
        _modify {
            makeUnique()
            yield &storage.path
        }
    }
    /// Attribute names written on the declaration and on its extensions.
    public var attributes: Set<String> {
        get { storage.attributes }
        _modify {
            makeUnique()
            yield &storage.attributes
        }
    }
    /// Names written in its inheritance clause and its extensions' (last component, without
    /// attributes such as `@unchecked`).
    public var inheritedNames: Set<String> {
        get { storage.inheritedNames }
        _modify {
            makeUnique()
            yield &storage.inheritedNames
        }
    }
    /// For a typealias: its target as written.
    public var aliasTarget: TypeNode? {
        get { storage.aliasTarget }
        _modify {
            makeUnique()
            yield &storage.aliasTarget
        }
    }
    /// For a typealias: the target's text.
    public var aliasTargetText: String {
        get { storage.aliasTargetText }
        _modify {
            makeUnique()
            yield &storage.aliasTargetText
        }
    }
    /// For a generic typealias: its generic parameters' names (`V` of `StringCache<V>`), which
    /// swiftc's messages name it with.
    public var aliasGenericParameters: [String] {
        get { storage.aliasGenericParameters }
        _modify {
            makeUnique()
            yield &storage.aliasGenericParameters
        }
    }
    /// The access level keyword written (`public`, `open`, `private`…), or `.none`.
    public var access: Keyword {
        get { storage.access }
        _modify {
            makeUnique()
            yield &storage.access
        }
    }
    /// Whether `@unchecked Sendable` or `Sendable` was declared on it or an extension.
    public var declaresSendable: Bool {
        get { storage.declaresSendable }
        _modify {
            makeUnique()
            yield &storage.declaresSendable
        }
    }
    /// The package its file belongs to (see ``ProjectIndex/packageKey(of:)``).
    public var packageKey: String {
        get { storage.packageKey }
        _modify {
            makeUnique()
            yield &storage.packageKey
        }
    }
    /// Whether it comes from a dependency checkout (indexed, never linted).
    public var isDependency: Bool {
        get { storage.isDependency }
        _modify {
            makeUnique()
            yield &storage.isDependency
        }
    }
    /// Its module (see ``ProjectIndex/moduleName(ofFile:)``); "" when unknown.
    public var module: String {
        get { storage.module }
        _modify {
            makeUnique()
            yield &storage.module
        }
    }
    /// Whether it is declared in a test target (under the package's `Tests/`), which no
    /// other target can import.
    public var isInTests: Bool {
        get { storage.isInTests }
        _modify {
            makeUnique()
            yield &storage.isInTests
        }
    }
    /// The path of the file that declares it (a `private` or `fileprivate` top-level
    /// declaration is seen only there).
    public var filePath: String {
        get { storage.filePath }
        _modify {
            makeUnique()
            yield &storage.filePath
        }
    }
    /// Whether it is declared in a `#if` branch that the platform the tool runs on does not
    /// compile (`#if os(macOS)` on Linux; see ``SyntaxTree/hostInactiveRanges``).
    public var isHostInactive: Bool {
        get { storage.isHostInactive }
        _modify {
            makeUnique()
            yield &storage.isHostInactive
        }
    }
    /// For a typealias: its file's module and the modules the file imports, so that its target
    /// is resolved as the file sees names (nil: not recorded; every module is visible).
    public var importedModules: [String]? {
        get { storage.importedModules }
        _modify {
            makeUnique()
            yield &storage.importedModules
        }
    }

    /// The parts of ``TypeSymbol`` (see its documentation). Changed only through a value that
    /// holds the only reference (``makeUnique()``), so threads that share one never see it change.
    private final class Storage: @unchecked Sendable {
        var kind: DeclarationKind
        var name: String
        var path: String
        var attributes: Set<String>
        var inheritedNames: Set<String>
        var aliasTarget: TypeNode?
        var aliasTargetText: String
        var aliasGenericParameters: [String]
        var access: Keyword
        var declaresSendable: Bool
        var packageKey: String
        var isDependency: Bool
        var module: String
        var isInTests: Bool
        var filePath: String
        var importedModules: [String]?
        var isHostInactive = false

        init(kind: DeclarationKind, name: String, path: String, attributes: Set<String>, inheritedNames: Set<String>, aliasTarget: TypeNode?, aliasTargetText: String, aliasGenericParameters: [String], access: Keyword, declaresSendable: Bool, packageKey: String, isDependency: Bool, module: String, isInTests: Bool, filePath: String, importedModules: [String]?) {
            self.kind = kind
            self.name = name
            self.path = path
            self.attributes = attributes
            self.inheritedNames = inheritedNames
            self.aliasTarget = aliasTarget
            self.aliasTargetText = aliasTargetText
            self.aliasGenericParameters = aliasGenericParameters
            self.access = access
            self.declaresSendable = declaresSendable
            self.packageKey = packageKey
            self.isDependency = isDependency
            self.module = module
            self.isInTests = isInTests
            self.filePath = filePath
            self.importedModules = importedModules
        }

        /// A box with the same parts.
        func copy() -> Storage {
            let copy = Storage(kind: kind, name: name, path: path, attributes: attributes, inheritedNames: inheritedNames, aliasTarget: aliasTarget, aliasTargetText: aliasTargetText, aliasGenericParameters: aliasGenericParameters, access: access, declaresSendable: declaresSendable, packageKey: packageKey, isDependency: isDependency, module: module, isInTests: isInTests, filePath: filePath, importedModules: importedModules)
            copy.isHostInactive = isHostInactive
            return copy
        }
    }
}

/// What a type name means where it is written.
public enum TypeResolution: Sendable, Equatable {
    /// A protocol; the payload is its name.
    case `protocol`(String)
    /// A typealias of a protocol or a protocol composition; payload: what it stands for, as
    /// swiftc's `aka` spells it (`Decodable & Encodable`).
    case protocolAlias(String)
    /// A concrete type, a generic parameter, or something unknown.
    case other
}
