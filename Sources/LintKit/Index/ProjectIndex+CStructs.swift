// MARK: - C structs named in member chains

extension ProjectIndex {
    /// Whether `step` constructs a C struct of the usual lower-case name (`ptr_t()`, `raw(p:
    /// nil)`): a name only a package's C headers declare as a type, called with no argument or
    /// with labeled ones (the memberwise initializer). An unlabeled argument may call a C
    /// function of the same name (`struct stat` and `stat(path, &buffer)`), which is left alone.
    func isCStructConstruction(_ step: ChainStep, scope: String) -> Bool {
        guard step.isCalled, step.genericArguments == nil, step.trailingClosures == 0,
              !(step.argumentLabels ?? []).contains("_") else { return false }
        return isCImportedType(step.name, scope: scope) && globalFunctionResult(named: step.name) == nil
    }

    /// Whether `name` names a type only a package's C headers declare (or a typealias of one).
    func isCImportedType(_ name: String, scope: String) -> Bool {
        if cTypeSendability[name] != nil { return true }
        guard let target = typealiasTarget(named: name, scope: scope), let targetName = Self.dottedName(target) else { return false }
        return cTypeSendability[targetName] != nil
    }
}
