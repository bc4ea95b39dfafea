// MARK: - What self is: the class, actor or class-bound protocol around the task

extension TaskAnalysis {
    /// The path of the enclosing class or actor whose instance method (or initializer,
    /// property, …) contains the closure; nil when `self` is a value or a metatype.
    func referenceTypePath() -> String? {
        var current = closure.declaration
        var sawMember = false
        while let position = current {
            let declaration = tree.declarations[position]
            if declaration.kind.isTypeLike {
                guard sawMember else { return nil }
                let path = ProjectIndex.path(of: position, in: tree)
                switch declaration.kind {
                case .class, .actor: return path
                case .extension:
                    let kind = index.typeKind(atPath: path)
                    if kind == .class || kind == .actor { return path }
                    // `extension Poller` of `protocol Poller: AnyObject`, or `extension P where
                    // Self: AnyObject`: only classes conform, so `self` is a reference.
                    if kind == .protocol && (index.isClassBound(protocolAt: path) || !selfClassBounds(declaration).isEmpty) { return path }
                    // `extension UIViewController`: a class of the frameworks.
                    return kind == nil && appleUIClass(inheritedBy: path) != nil ? path : nil
                default: return nil
                }
            }
            if declaration.isStatic && !sawMember { return nil }
            if declaration.kind == .function || declaration.kind == .initializer || declaration.kind.isVariable
                || declaration.kind == .subscript || declaration.kind == .deinitializer {
                if declaration.isStatic { return nil }
                sawMember = true
            }
            current = declaration.parent
        }
        return nil
    }

    /// What the `where` clause of the extension `declaration` requires `Self` to be that only
    /// classes are: `AnyObject` (or `Actor`, as written), or a class of the project (by its
    /// path); empty when it requires none.
    func selfClassBounds(_ declaration: Declaration) -> [String] {
        declaration.requirements.compactMap { requirement in
            guard requirement.relation == .conformance, case let .identifier("Self", _, arguments) = requirement.left.kind,
                  arguments.isEmpty, let name = requirement.right.simpleName else { return nil }
            if ProjectIndex.classBoundingNames.contains(name) { return name }
            return index.nominalPath(named: name, from: "").flatMap { index.nominalKind(atPath: $0) == .class ? $0 : nil }
        }
    }

    /// The classes of the project that the extension around the task requires `Self` to be
    /// (`extension Reloading where Self: BaseModel`): their members are `self`'s too.
    func selfClassesOfEnclosingExtension() -> [String] {
        var current = closure.declaration
        while let position = current {
            let declaration = tree.declarations[position]
            if declaration.kind.isTypeLike {
                guard declaration.kind == .extension else { return [] }
                return selfClassBounds(declaration).filter { !ProjectIndex.classBoundingNames.contains($0) }
            }
            current = declaration.parent
        }
        return []
    }

    /// The UIKit or AppKit class that the type at `typePath` is or inherits from (see
    /// ``ProjectIndex/appleUIClass(inheritedBy:)``), when the file imports one of those
    /// frameworks and the project declares no type of that class's name.
    func appleUIClass(inheritedBy typePath: String) -> String? {
        guard let name = index.appleUIClass(inheritedBy: typePath) else { return nil }
        if name != typePath && index.typeKind(atPath: name) != nil { return nil }
        let modules = index.imports(of: tree).modules
        return AppleMainActorCatalog.importers.contains { modules.contains($0) } ? name : nil
    }

    /// Whether the class at `typePath` (or a class of the project it inherits from) conforms to
    /// Combine's `ObservableObject` in a file that sees Combine (also through SwiftUI or
    /// OpenCombine): its `objectWillChange` is then `self.objectWillChange`.
    func conformsToObservableObject(_ typePath: String) -> Bool {
        guard index.typeKind(atPath: "ObservableObject") == nil,
              index.inherits(fromOutsideClassNamed: "ObservableObject", path: typePath) else { return false }
        let modules = index.imports(of: tree).modules
        return modules.contains("Combine") || modules.contains("SwiftUI") || modules.contains("OpenCombine")
    }
}
