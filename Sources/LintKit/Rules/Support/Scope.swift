/// The names visible at a place in a file: the enclosing type paths (innermost first) and the
/// generic parameters and associated types in scope. Rules use it to resolve type names.
public struct Scope: Sendable {
    /// Paths of the enclosing types and extensions, innermost first.
    public var typePaths: [String] = []
    /// Generic parameter and associated type names in scope.
    public var genericNames: Set<String> = []
    /// Enclosing declaration indices, innermost first.
    public var declarations: [Int] = []
    /// The package of the file (see ``ProjectIndex/packageKey(of:)``).
    public var package: String

    /// The scope inside declaration `index` of `tree` (nil: file scope).
    public init(tree: SyntaxTree, declaration index: Int?, projectIndex: ProjectIndex? = nil) {
        package = tree.packageKey
        var current = index
        var pathsComputed = false
        while let position = current {
            let declaration = tree.declarations[position]
            declarations.append(position)
            for parameter in declaration.genericParameters { genericNames.insert(parameter.name) }
            if declaration.kind == .extension, let projectIndex {
                // An extension sees the generic parameters of the type it extends.
                let extended = ProjectIndex.extendedName(declaration)
                for name in projectIndex.genericParameters[extended] ?? [] { genericNames.insert(name) }
            }
            if declaration.kind.isTypeLike && !pathsComputed {
                let path = ProjectIndex.path(of: position, in: tree)
                var paths = [path]
                var prefix = Substring(path)
                while let dot = prefix.lastIndex(of: ".") {
                    prefix = prefix[..<dot]
                    paths.append(String(prefix))
                }
                typePaths = paths
                pathsComputed = true
            }
            current = declaration.parent
        }
    }

    /// Resolves a dotted type name here.
    public func resolve(_ name: String, in index: ProjectIndex) -> TypeResolution {
        index.resolve(name, scopes: typePaths, genericNames: genericNames, package: package)
    }
}
