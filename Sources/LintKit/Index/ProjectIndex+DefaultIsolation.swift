// MARK: - The main actor as a module's default isolation (SE-0466, Swift 6.2)

/// In a module built with `.defaultIsolation(MainActor.self)` (or `-default-isolation
/// MainActor`), a declaration that has no isolation of its own is `@MainActor`. What opts a
/// type out, as swiftc 6.3.1 decides it:
/// - `nonisolated` on the type, and being an actor (an actor's statics are nonisolated);
/// - a protocol in the type's own inheritance clause that refines `Sendable` and is
///   nonisolated: another module's (`Error`, `CodingKey`, `Clock`, a protocol of another
///   target) or one written `nonisolated protocol P: Sendable`; a protocol of the same module
///   without `nonisolated` does not (`protocol AppError: Error`), nor `Sendable` itself, nor a
///   conformance added by an extension;
/// - a superclass written `nonisolated`;
/// - being declared in the body of a type that opts out (`enum Keys: CodingKey { struct
///   Nested {} }`); a type declared in an extension's body does not take the extended type's.
///
/// A protocol takes no isolation from the default: a type of another module that conforms to
/// it is not isolated by it (only a global actor written on the protocol isolates conformers).
extension ProjectIndex {
    /// Whether the nominal type at `path` (whose facts are `info`) is `@MainActor` because its
    /// module makes the main actor the default isolation and nothing opts it out.
    func takesMainActorByDefault(_ path: String, info: NominalInfo) -> Bool {
        guard info.isMainActorByDefault, info.kind != .protocol else { return false }
        return !optsOutOfDefaultIsolation(path, info: info, depth: 0)
    }

    /// Whether the type at `path` opts out of its module's default isolation (see above).
    func optsOutOfDefaultIsolation(_ path: String, info: NominalInfo, depth: Int) -> Bool {
        if info.kind == .actor || info.isNonisolated { return true }
        let scope = path.lastIndex(ofASCII: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? ""
        if inheritsNonisolatedSendableProtocol(info.declaredInheritance, scope: scope, module: info.module) { return true }
        if info.kind == .class, let superclass = superclassPath(of: path), types[superclass]?.nominal?.isNonisolated == true {
            return true
        }
        // A type declared in the body of one that opts out; a global actor written on the
        // enclosing type does not reach it.
        guard !info.isDeclaredInExtension, !scope.isEmpty, depth < 16, let outer = types[scope]?.nominal,
              outer.attributes.isDisjoint(with: globalActors) else { return false }
        return optsOutOfDefaultIsolation(scope, info: outer, depth: depth + 1)
    }

    /// Whether one of `names` (an inheritance clause, written in `scope` of `module`) is a
    /// protocol that refines `Sendable` and is nonisolated, or a typealias of one: the standard
    /// library's and Foundation's (`Error`, `CodingKey`, `LocalizedError`, `Clock`), another
    /// module's without a global actor, or one of `module` written `nonisolated`. `Sendable`
    /// and `SendableMetatype` themselves are not.
    func inheritsNonisolatedSendableProtocol(_ names: [String], scope: String, module: String, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        for name in names where name != "Sendable" && name != "SendableMetatype" {
            if let target = nominalPath(named: name, from: scope) {
                guard let protocolInfo = types[target]?.nominal, protocolInfo.kind == .protocol, protocolRefinesSendable(target),
                      !isGlobalActorIsolated(target, depth: depth + 1) else { continue }
                if protocolInfo.isNonisolated || protocolInfo.module != module || !protocolInfo.isMainActorByDefault { return true }
            } else if let alias = typealiasTarget(named: name, scope: scope) {
                let aliased = Self.inheritedNames(alias).filter { $0 != name }
                if inheritsNonisolatedSendableProtocol(aliased, scope: scope, module: module, depth: depth + 1) { return true }
            } else if name == "Error" || isToolchainSendableProtocol(name, scope: scope) {
                return true
            }
        }
        return false
    }
}
