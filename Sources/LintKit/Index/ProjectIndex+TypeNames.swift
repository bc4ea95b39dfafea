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

    /// The scope a declaration at `path` is declared in: `API` for `API.Step`, "" at file scope.
    static func declaringScope(ofPath path: String) -> String {
        path.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? ""
    }

    /// The last component of a dotted path: `C` for `A.B.C`.
    static func lastComponent(ofPath path: String) -> String {
        path.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
    }
}
