/// A type-like declaration the project index knows: a nominal type, a protocol, a typealias
/// or an associated type, with what the rules ask about it.
public struct TypeSymbol: Sendable {
    /// What was declared.
    public var kind: DeclarationKind
    /// The simple name.
    public var name: String
    /// The dotted path of enclosing types and the name (`Publishers.TryCatch.Failure`).
    public var path: String
    /// Attribute names written on the declaration and on its extensions.
    public var attributes: Set<String>
    /// Names written in its inheritance clause and its extensions' (last component, without
    /// attributes such as `@unchecked`).
    public var inheritedNames: Set<String>
    /// For a typealias: its target as written.
    public var aliasTarget: TypeNode?
    /// For a typealias: the target's text.
    public var aliasTargetText: String
    /// For a generic typealias: its generic parameters' names (`V` of `StringCache<V>`), which
    /// swiftc's messages name it with.
    public var aliasGenericParameters: [String] = []
    /// The access level keyword written (`public`, `open`, `private`…), or `.none`.
    public var access: Keyword
    /// Whether `@unchecked Sendable` or `Sendable` was declared on it or an extension.
    public var declaresSendable: Bool
    /// The package its file belongs to (see ``ProjectIndex/packageKey(of:)``).
    public var packageKey: String
    /// Whether it comes from a dependency checkout (indexed, never linted).
    public var isDependency: Bool
    /// Its module (see ``ProjectIndex/moduleName(ofFile:)``); "" when unknown.
    public var module: String = ""
    /// Whether it is declared in a test target (under the package's `Tests/`), which no
    /// other target can import.
    public var isInTests = false
    /// The path of the file that declares it (a `private` or `fileprivate` top-level
    /// declaration is seen only there).
    public var filePath = ""
    /// For a typealias: its file's module and the modules the file imports, so that its target
    /// is resolved as the file sees names (nil: not recorded; every module is visible).
    public var importedModules: [String]?
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
