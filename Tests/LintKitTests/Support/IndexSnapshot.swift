@testable import LintKit

/// Every table of a ``ProjectIndex`` as comparable, order-preserving text, for tests that
/// compare two ways of building an index (adding files one by one, merging per-file or
/// per-chunk indexes). ``differences(from:)`` names the tables that differ.
struct IndexSnapshot: Equatable {
    var topLevel: [String: [String]]
    var nested: [String: [String: String]]
    var instanceMembers: [String: Set<String>]
    var instanceMethods: [String: Set<String>]
    var kinds: [String: DeclarationKind]
    var typeInheritance: [String: [String]]
    var genericParameters: [String: [String]]
    var nominals: [String: String]
    var globalActors: Set<String>
    var primaryAssociatedTypes: [String: [String]]
    var storedProperties: [String: [String]]
    var protocolAliases: [String: String]
    var protocolLikeNames: Set<String>

    init(_ index: ProjectIndex) {
        topLevel = index.topLevel.mapValues { $0.map(IndexSnapshot.describe) }
        nested = index.nested.mapValues { $0.mapValues(IndexSnapshot.describe) }
        // The per-path facts, one table per field, as the index kept them before they were
        // one table (a field no declaration set has no entry).
        let types = index.types
        instanceMembers = types.compactMapValues { $0.memberNames.isEmpty ? nil : Set($0.memberNames) }
        instanceMethods = types.compactMapValues { $0.methodNames.isEmpty ? nil : Set($0.methodNames) }
        kinds = types.compactMapValues(\.kind)
        typeInheritance = types.compactMapValues { $0.inheritance?.names }
        genericParameters = types.compactMapValues(\.genericParameters)
        nominals = types.compactMapValues { $0.nominal.map(IndexSnapshot.describe) }
        globalActors = index.globalActors
        primaryAssociatedTypes = types.compactMapValues(\.primaryAssociatedTypes)
        storedProperties = types.compactMapValues { $0.storedProperties.isEmpty ? nil : $0.storedProperties.map(IndexSnapshot.describe) }
        protocolAliases = index.protocolAliases
        protocolLikeNames = index.protocolLikeNames
    }

    /// The names of the tables that differ from `other`'s.
    func differences(from other: IndexSnapshot) -> [String] {
        var names: [String] = []
        if topLevel != other.topLevel { names.append("topLevel") }
        if nested != other.nested { names.append("nested") }
        if instanceMembers != other.instanceMembers { names.append("instanceMembers") }
        if instanceMethods != other.instanceMethods { names.append("instanceMethods") }
        if kinds != other.kinds { names.append("kinds") }
        if typeInheritance != other.typeInheritance { names.append("typeInheritance") }
        if genericParameters != other.genericParameters { names.append("genericParameters") }
        if nominals != other.nominals { names.append("nominals") }
        if globalActors != other.globalActors { names.append("globalActors") }
        if primaryAssociatedTypes != other.primaryAssociatedTypes { names.append("primaryAssociatedTypes") }
        if storedProperties != other.storedProperties { names.append("storedProperties") }
        if protocolAliases != other.protocolAliases { names.append("protocolAliases") }
        if protocolLikeNames != other.protocolLikeNames { names.append("protocolLikeNames") }
        return names
    }

    // MARK: Describing the parts

    static func describe(_ symbol: TypeSymbol) -> String {
        "\(symbol.kind) \(symbol.name) path=\(symbol.path) attributes=\(symbol.attributes.sorted())"
            + " inherited=\(symbol.inheritedNames.sorted()) alias=\(symbol.aliasTarget != nil):\(symbol.aliasTargetText)"
            + " access=\(symbol.access) sendable=\(symbol.declaresSendable) package=\(symbol.packageKey) dependency=\(symbol.isDependency)"
    }

    static func describe(_ info: NominalInfo) -> String {
        "\(info.kind) access=\(info.access) attributes=\(info.attributes.sorted()) inheritance=\(info.declaredInheritance)"
            + " dependency=\(info.isDependency)"
    }

    static func describe(_ property: StoredProperty) -> String {
        let type = property.type.map { "\(ProjectIndex.dottedName($0) ?? "?")@\($0.startOffset)..<\($0.endOffset)" } ?? "nil"
        return "type=\(type) initializer=\(property.initializer.map { "\($0)" } ?? "nil")"
    }
}
