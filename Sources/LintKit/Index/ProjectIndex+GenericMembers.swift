// MARK: - Members of generic types that mean the same whatever the arguments

extension ProjectIndex {
    /// Whether the type at `path`, or a type it is nested in, has generic parameters
    /// (`Box`, `Wrapper.Node` of `struct Wrapper<T> { final class Node {} }`).
    public func isInGenericType(_ path: String) -> Bool {
        scopePaths(path).contains { !(types[$0]?.genericParameters?.isEmpty ?? true) }
    }

    /// Whether `written`, a member's type declared in the generic type at `scope` (or one
    /// nested in a generic type), means the same whatever the generic arguments are: it names
    /// no generic parameter of `scope` or of a type around it, no `Self`, and no type (or
    /// typealias) declared in a generic type without writing its arguments (`Cart`,
    /// `[String: Cart]?`, `Box<Int>`; not `T`, `[Value]`, `Wrapper.Node`, `Item` for a
    /// `typealias Item = T` of the type). Such a member of `Box<Int>` has the written type.
    public func writesOnlyConcreteTypes(_ written: WrittenType, scope: String) -> Bool {
        var genericNames = Set<String>()
        for path in scopePaths(scope) { genericNames.formUnion(types[path]?.genericParameters ?? []) }
        var isConcrete = true
        written.node.forEachNode { part in
            guard isConcrete else { return }
            switch part.kind {
            case let .identifier(name, _, arguments):
                if name == "Self" || genericNames.contains(name) {
                    isConcrete = false
                } else if let path = nominalPath(named: name, from: scope) {
                    isConcrete = arguments.isEmpty ? !isInGenericType(path) : !isInGenericType(Self.declaringScope(ofPath: path))
                } else if let alias = typealiasDeclaration(named: name, scope: scope) {
                    isConcrete = !isInGenericType(alias.path)
                }
            case .member:
                guard let dotted = Self.dottedName(part) else { return }
                if let path = nominalPath(named: dotted, from: scope) {
                    isConcrete = !isInGenericType(path)
                } else if let alias = typealiasDeclaration(named: dotted, scope: scope) {
                    isConcrete = !isInGenericType(alias.path)
                }
            default:
                break
            }
        }
        return isConcrete
    }
}
