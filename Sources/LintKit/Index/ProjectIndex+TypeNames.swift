// MARK: - Type names as declarations and extensions write them

extension ProjectIndex {
    /// The name an extension extends (`type`, written after `extension`), without generic
    /// arguments or white space; `name` when it is no plain dotted name.
    static func extendedName(type: TypeNode?, name: String) -> String {
        // Sugar names its type: `extension [String]` extends `Array`, `Int?` `Optional`.
        switch type?.kind {
        case .array?: return "Array"
        case .dictionary?: return "Dictionary"
        case .optional?: return "Optional"
        default: return type.flatMap(dottedName) ?? name
        }
    }

    /// `A.B.C` for an identifier/member type, without generic arguments.
    public static func dottedName(_ type: TypeNode) -> String? {
        switch type.kind {
        case let .identifier(name, _, _): return name
        case let .member(base, name, _, _):
            guard let prefix = dottedName(base) else { return nil }
            return prefix + "." + name
        default: return nil
        }
    }

    /// The generic arguments written on an identifier or member type (`Engine` in
    /// `Table<Engine>`); nil for another kind of type.
    static func writtenArguments(of type: TypeNode) -> [TypeNode]? {
        switch type.kind {
        case let .identifier(_, _, arguments), let .member(_, _, _, arguments): return arguments
        default: return nil
        }
    }

    /// The generic parameters of the type that declares the typealias at `aliasPath`, when
    /// `type` names that alias through the type's generic arguments (`Table<Engine>.Rows` of
    /// `struct Table<Row> { typealias Rows = [Row] }`), paired with those arguments; nil
    /// otherwise.
    func enclosingGenericArguments(of type: TypeNode, aliasPath: String) -> [(parameter: String, argument: TypeNode)]? {
        guard case let .member(base, _, _, memberArguments) = type.kind, memberArguments.isEmpty,
              let arguments = Self.writtenArguments(of: base), !arguments.isEmpty,
              let parameters = types[Self.declaringScope(ofPath: aliasPath)]?.genericParameters,
              parameters.count == arguments.count else { return nil }
        return Array(zip(parameters, arguments)).map { (parameter: $0.0, argument: $0.1) }
    }

    /// The scope a declaration at `path` is declared in: `API` for `API.Step`, "" at file scope.
    static func declaringScope(ofPath path: String) -> String {
        path.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? ""
    }

    /// The last component of a dotted path: `C` for `A.B.C`.
    static func lastComponent(ofPath path: String) -> String {
        path.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
    }
}
