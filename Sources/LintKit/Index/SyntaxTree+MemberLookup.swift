// MARK: - A type's members in one file, by name

extension SyntaxTree {
    /// The declarations named `name` whose parent is a type-like declaration (a type, an
    /// extension or a protocol) at `path` in this file, in order. After the first few lookups a
    /// table is built once per file, so that a lookup per member of a long chain (`\S0.a.a.a…`
    /// through thousands of types) stays linear (hw65).
    func memberDeclarations(named name: String, ofPath path: String) -> [Int] {
        if memberDeclarationsStorage == nil && memberDeclarationsLookups < Self.lookupsBeforeTable {
            // The first few lookups read the declarations of that name (see
            // ``declarations(named:)``): a large file that asks little holds no table.
            memberDeclarationsLookups += 1
            return declarations(named: name).filter { index in
                guard let parent = declarations[index].parent, declarations[parent].kind.isTypeLike else { return false }
                return ProjectIndex.path(of: parent, in: self) == path
            }
        }
        if memberDeclarationsStorage == nil {
            var table: [String: [Int]] = [:]
            var parentPaths: [Int: String] = [:]
            for index in declarations.indices {
                guard let parent = declarations[index].parent, declarations[parent].kind.isTypeLike else { continue }
                let parentPath: String
                if let known = parentPaths[parent] {
                    parentPath = known
                } else {
                    parentPath = ProjectIndex.path(of: parent, in: self)
                    parentPaths[parent] = parentPath
                }
                table[parentPath + "\u{1}" + declarations[index].name, default: []].append(index)
            }
            memberDeclarationsStorage = table
        }
        return memberDeclarationsStorage?[path + "\u{1}" + name] ?? []
    }
}
