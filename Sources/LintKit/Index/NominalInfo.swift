/// Facts about a nominal type (class, struct, enum, actor, protocol) that the concurrency
/// rule needs.
public struct NominalInfo: Sendable {
    /// Its kind.
    public var kind: DeclarationKind
    /// The access level written on the declaration (`.none` when none).
    public var access: Keyword
    /// Attributes on the declaration itself (not on extensions).
    public var attributes: Set<String>
    /// Names in the declaration's own inheritance clause (superclass, protocols).
    public var declaredInheritance: [String]
    /// Whether it comes from a dependency checkout.
    public var isDependency: Bool
}

/// A stored instance property or enum payload: its written type, or the type its
/// initializer visibly constructs.
public struct StoredProperty: Sendable {
    /// The annotation, if written.
    public var type: TypeNode?
    /// `Name` for an initializer `Name(…)`.
    public var initializerTypeName: String?
}
