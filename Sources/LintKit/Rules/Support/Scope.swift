/// The names visible at a place in a file: the enclosing type paths (innermost first) and the
/// generic parameters and associated types in scope. Rules use it to resolve type names.
public struct Scope: Sendable {
    /// Paths of the enclosing types and extensions, innermost first.
    public var typePaths: [String] = []
    /// Generic parameter and associated type names in scope, and the local types of the
    /// enclosing functions (names that are certainly no protocol here).
    public var genericNames: Set<String> = []
    /// Enclosing declaration indices, innermost first.
    public var declarations: [Int] = []
    /// The package of the file (see ``ProjectIndex/packageKey(of:)``).
    public var package: String
    /// The innermost enclosing type or extension (nil at file scope): resolutions of names
    /// that are not generic parameters depend only on it.
    public var typeDeclaration: Int?
    /// What the file imports (``ProjectIndex/imports(of:)``); nil: every module is visible.
    public var imports: ProjectIndex.FileImports?

    /// The scope inside declaration `index` of `tree` (nil: file scope). `typePathMemo`
    /// remembers the type paths of type declarations across calls; `genericNameMemo`, when
    /// given, the names each declaration brings into scope.
    public init(tree: SyntaxTree, declaration index: Int?, projectIndex: ProjectIndex? = nil,
                typePathMemo: inout [Int: [String]], genericNameMemo: GenericNameMemo? = nil) {
        package = tree.packageKey
        let memo = genericNameMemo ?? GenericNameMemo(tree: tree, projectIndex: projectIndex)
        // Fields are read in place (binding a whole declaration would copy it).
        let declarationList = tree.declarations
        var current = index
        // Every type or extension around the place contributes the path of the type it
        // denotes, innermost first: `struct A { struct B { … } }` gives `A.B`, `A`. An
        // extension's lexical context is its file, so inside `extension A.B` the members of
        // `A` are not in scope (swiftc resolves `Decoder` there to the protocol even when `A`
        // declares a `Decoder`); a local type in a method sees its own members, then the
        // method's type's. The list depends only on the innermost type, so it is memoized.
        var pathsKnown = false
        // One set shared by every scope of the same names (a thousand local types in one
        // function hold one copy of its local type names, not one each).
        genericNames = memo.namesInScope(inside: index)
        while let position = current {
            let kind = declarationList[position].kind
            declarations.append(position)
            if kind.isTypeLike {
                if typeDeclaration == nil {
                    typeDeclaration = position
                    if let known = typePathMemo[position] {
                        typePaths = known
                        pathsKnown = true
                    }
                }
                if !pathsKnown {
                    typePaths.append(ProjectIndex.path(of: position, in: tree))
                    // `extension Themed where Self: BaseView`: the class's member types are
                    // members here too.
                    if kind == .extension, let projectIndex {
                        for name in ProjectIndex.selfConstraintNames(of: declarationList[position]) {
                            if let path = projectIndex.nominalPath(named: name, from: ""), projectIndex.typeKind(atPath: path) == .class {
                                typePaths.append(path)
                            }
                        }
                    }
                }
            }
            current = declarationList[position].parent
        }
        if !pathsKnown, let typeDeclaration { typePathMemo[typeDeclaration] = typePaths }
    }

    /// Calls `body` with each generic parameter name declaration `position` brings into scope:
    /// its own, for an extension (when the project index is given) those of the type it
    /// extends, and for a function or other code the local types declared in it. A local type
    /// is never a protocol, and it shadows any type of its name further out, so it is treated
    /// like a generic parameter (`class Decoder` inside a test method is no `Swift.Decoder`).
    static func forEachGenericName(of position: Int, in tree: SyntaxTree, projectIndex: ProjectIndex?,
                                   _ body: (String) -> Void) {
        let declarations = tree.declarations
        for parameter in declarations[position].genericParameters { body(parameter.name) }
        if declarations[position].kind == .extension, let projectIndex {
            // An extension sees the generic parameters of the type it extends, and of the types
            // around it (`extension Outer.Inner` sees those of `struct Outer<Logger>`).
            let extended = ProjectIndex.extendedName(type: declarations[position].type, name: declarations[position].name)
            for path in projectIndex.scopePaths(extended) {
                guard let facts = projectIndex.types[path], let names = facts.genericParameters else { continue }
                // Another package's generic type of the name is not the one a package extends
                // when it declares the type itself (WasmKit's `struct Execution` beside
                // swift-subprocess's `Execution<Input, Output, Error>` in one run).
                if facts.genericParametersPackage != tree.packageKey
                    && projectIndex.declaresType(atPath: path, inPackage: tree.packageKey) { continue }
                for name in names { body(name) }
            }
        }
        // `extension Renderable where Self: Feed`, `protocol Sourced where Self: Feed`: Feed's
        // associated types are members here.
        if declarations[position].kind.isTypeLike, let projectIndex {
            for requirement in declarations[position].requirements
            where requirement.relation == .conformance && ProjectIndex.dottedName(requirement.left) == "Self" {
                for protocolName in ProjectIndex.constraintNames(requirement.right) {
                    projectIndex.forEachAssociatedType(ofProtocol: protocolName, body)
                }
            }
        }
        if !declarations[position].kind.isTypeLike, let locals = tree.localTypeNames[position] {
            for name in locals.keys { body(name) }
        }
    }

    /// The ``genericNames`` of the scope inside declaration `index` of `tree` (with
    /// repetitions), gathered without building the rest of the scope.
    public static func genericNames(in tree: SyntaxTree, inside index: Int?, projectIndex: ProjectIndex?) -> [String] {
        genericNames(inside: index, memo: GenericNameMemo(tree: tree, projectIndex: projectIndex))
    }

    /// ``genericNames(in:inside:projectIndex:)`` with each declaration's names taken from
    /// `memo`.
    static func genericNames(inside index: Int?, memo: GenericNameMemo) -> [String] {
        let declarations = memo.tree.declarations
        var names: [String] = []
        var current = index
        while let position = current {
            names.append(contentsOf: memo.names(broughtBy: position))
            current = declarations[position].parent
        }
        return names
    }

    /// The innermost type or extension at or around declaration `index` of `tree`: the
    /// ``typeDeclaration`` of its scope, found without building the scope.
    public static func innermostType(in tree: SyntaxTree, from index: Int?) -> Int? {
        let declarations = tree.declarations
        var current = index
        while let position = current {
            if declarations[position].kind.isTypeLike { return position }
            current = declarations[position].parent
        }
        return nil
    }

    /// The scope inside declaration `index` of `tree`, computing type paths afresh.
    public init(tree: SyntaxTree, declaration index: Int?, projectIndex: ProjectIndex? = nil) {
        var memo: [Int: [String]] = [:]
        self.init(tree: tree, declaration: index, projectIndex: projectIndex, typePathMemo: &memo)
    }

    /// Resolves a dotted type name here.
    public func resolve(_ name: String, in index: ProjectIndex) -> TypeResolution {
        index.resolve(name, scopes: typePaths, genericNames: genericNames, package: package, imports: imports)
    }

    /// Resolves a dotted type name here as if `hidden` (a local type's name, out of its
    /// block's reach at the use) were not among the generic names.
    public func resolve(_ name: String, in index: ProjectIndex, ignoring hidden: String) -> TypeResolution {
        var names = genericNames
        names.remove(hidden)
        return index.resolve(name, scopes: typePaths, genericNames: names, package: package, imports: imports)
    }
}

/// The generic parameter names (and local type names) each declaration of one file brings
/// into scope (``Scope``), worked out once per declaration: the declarations of a type or
/// extension share its names, which for an extension come from the project index (the
/// extended type's generic parameters), and a rule asks for them at every use of a name that
/// may be a protocol.
public final class GenericNameMemo {
    /// The file.
    let tree: SyntaxTree
    /// The finished project index (nil: extensions bring no names of their extended type).
    let projectIndex: ProjectIndex?
    private var known: [Int: [String]] = [:]
    private var inScope: [Int: Set<String>] = [:]

    /// A memo for the declarations of `tree`.
    public init(tree: SyntaxTree, projectIndex: ProjectIndex?) {
        self.tree = tree
        self.projectIndex = projectIndex
    }

    /// The names declaration `position` brings into scope, in the order
    /// ``Scope/forEachGenericName(of:in:projectIndex:_:)`` gives them.
    func names(broughtBy position: Int) -> [String] {
        if let names = known[position] { return names }
        var names: [String] = []
        Scope.forEachGenericName(of: position, in: tree, projectIndex: projectIndex) { names.append($0) }
        known[position] = names
        return names
    }

    /// The names in scope inside declaration `position` (nil: file scope, which has none):
    /// those it brings and those of every declaration around it, as ``Scope/genericNames``
    /// holds them. A declaration that brings no new name shares its parent's set, so the
    /// scopes of many declarations inside one function keep one copy of its names.
    func namesInScope(inside position: Int?) -> Set<String> {
        guard let position else { return [] }
        if let names = inScope[position] { return names }
        // Out to the nearest declaration already worked out, then back in (a loop, not
        // recursion, however deep the nesting).
        let declarations = tree.declarations
        var unknown: [Int] = []
        var names: Set<String> = []
        var current: Int? = position
        while let level = current {
            if let known = inScope[level] {
                names = known
                break
            }
            unknown.append(level)
            current = declarations[level].parent
        }
        for level in unknown.reversed() {
            let own = self.names(broughtBy: level)
            if own.contains(where: { !names.contains($0) }) { names.formUnion(own) }
            inScope[level] = names
        }
        return names
    }
}
