// MARK: - The types of function references

/// A function named as a value (`let run = helper`, `static let make = Engine.init`) has a
/// function type, which is not `Sendable` in the Swift 5 language mode. When the function is
/// declared in the file, its type is spelled as swiftc spells it (`'(Int) -> Int'`,
/// `'(Engine) -> () -> ()'` for an unapplied instance method); otherwise the message names the
/// function.
extension StaticVarConcurrencyRule {
    /// What a `let` that holds a function reference reports: the function's type as swiftc
    /// spells it, or (when that cannot be worked out here) the function's name.
    enum FunctionReference {
        case typed(String)
        case named(String)
        /// A key-path literal whose type is not worked out, by its text (see
        /// ``StaticVarConcurrencyRule/keyPathLiteralText(_:in:)``).
        case keyPath(String)
    }

    /// The function reference `declaration`'s initializer holds, if any (see
    /// ``FunctionReference``): a function, a static method (`Tools.normalize`), an unapplied
    /// instance method (`Engine.start`), or an initializer (`Engine.init`,
    /// `Engine.init(rpm:)`); typed when this file declares it, else named.
    func functionReference(of declaration: Declaration, in context: RuleContext,
                           reader: inout ValueExpressionReader?, names: DeclarationNames) -> FunctionReference? {
        guard declaration.type == nil, let initializer = declaration.initializer, !initializer.isEmpty else { return nil }
        let tree = context.tree
        let scopePath = declaration.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
        if reader == nil { reader = ValueExpressionReader(tree: tree) }
        let typing = FunctionTypeSpelling(tree: tree, index: context.index, reader: reader!, names: names)
        if let spelling = typing.compositeReferenceType(initializer, scopePath: scopePath) { return .typed(spelling) }
        // `(helper)`, `try helper`: what `helper` is.
        let value = reader!.withoutTypePreservingWrappers(initializer)
        if let keyPath = Self.keyPathLiteralText(value, in: tree) {
            return Self.projectDeclaresKeyPathSendability(context.index) ? nil : .keyPath(keyPath)
        }
        guard let function = InitializerTypeInference(tree: tree, index: context.index, scopePath: scopePath).referencedFunction(value)
        else { return nil }
        // A function declared `@Sendable` has a `Sendable` type (any of the name: the
        // reference is not resolved among overloads here).
        let baseName = String(function.prefix { $0 != "(" })
        if context.index.valueNames[baseName]?.contains(.sendableFunction) == true { return nil }
        // `Counter.change` of a `mutating` method this file declares cannot be named (swiftc:
        // an error); another file's are not known to be (the index keeps no modifiers).
        if let dot = baseName.firstIndex(of: "."), let path = context.index.nominalPath(named: String(baseName[..<dot]), from: scopePath),
           typing.members(named: String(baseName[baseName.index(after: dot)...]), ofTypeAt: path)
            .contains(where: { tree.declarations[$0].modifiers.contains(.mutating) }) {
            return nil
        }
        return .named(function)
    }
}

/// Spells the types of the functions of one file as swiftc prints them in its diagnostics.
struct FunctionTypeSpelling {
    let tree: SyntaxTree
    let index: ProjectIndex
    let reader: ValueExpressionReader
    /// The file's declarations by name: a lookup is not a walk of the whole file, which made
    /// a file of many statics quadratic.
    let names: DeclarationNames

    var tokens: [Token] { tree.tokens }

    /// The type of the function reference that spans `range`, written in `scopePath`: `name`,
    /// `name(labels:)`, `Type.name`, `Type.name(labels:)`, `Type.init` or `Type.init(labels:)`,
    /// where the function is declared in this file and its type can be spelled (see
    /// ``spelling(of:owner:unapplied:)``); nil otherwise.
    func referenceType(_ range: Range<Int>, scopePath: String) -> String? {
        var position = range.lowerBound
        var ownerName: String?
        // Only a protocol may be named `(any P)`.
        var ownerIsExistential = false
        if range.count >= 3, tokens[position].kind == .identifier || tokens[position].keyword == .capitalSelf,
           tokens[position + 1].kind == .period, !tokens[position + 1].hasLeadingTrivia {
            ownerName = tokens[position].keyword == .capitalSelf ? (scopePath.isEmpty ? nil : scopePath) : tree.text(of: position)
            guard ownerName != nil else { return nil }
            position += 2
        } else if range.count >= 6, tokens[position].kind == .leftParen, tokens[position + 1].keyword == .any,
                  tokens[position + 2].kind == .identifier, tokens[position + 3].kind == .rightParen,
                  Int(tree.stream.matching[position]) == position + 3, tokens[position + 4].kind == .period {
            // `(any P).go`: the spelling existential_any's fix writes for `P.go`.
            ownerName = tree.text(of: position + 2)
            ownerIsExistential = true
            position += 5
        }
        guard position < range.upperBound else { return nil }
        let isInitializer = tokens[position].keyword == .`init`
        guard isInitializer || tokens[position].kind == .identifier else { return nil }
        let name = isInitializer ? "init" : tree.text(of: position).trimmingBackticks
        // Argument labels of a compound name: `(x:)`, `(_:_:)`.
        var labels: [String]?
        if position + 1 < range.upperBound {
            guard let written = argumentLabels(position + 1, end: range.upperBound) else { return nil }
            labels = written
        }
        let candidates: [Int]
        var owner: String?
        if let ownerName {
            guard let path = index.nominalPath(named: ownerName, from: scopePath), let kind = index.nominalKind(atPath: path),
                  kind != .extension, !ownerIsExistential || kind == .protocol,
                  index.types[path]?.genericParameters?.isEmpty ?? true else { return nil }
            owner = path
            // The index says first whether the type has such a member at all (most `Type.name`
            // values are static properties), so that the file's table is made only when needed.
            guard isInitializer || index.types[path].map({ facts in
                index.declares(name, as: .instanceMethod, in: facts, atPath: path) || index.declares(name, as: .staticMethod, in: facts, atPath: path)
                    || (kind == .enum && index.declares(name, as: .staticValue, in: facts, atPath: path))
            }) == true else { return nil }
            candidates = members(named: name, ofTypeAt: path)
        } else {
            guard !isInitializer, index.refersToFunction(name, from: scopePath, in: tree), declaresFunction(name, visibleFrom: scopePath)
            else { return nil }
            candidates = functions(named: name, visibleFrom: scopePath)
        }
        let matching = candidates.filter { candidate in
            guard let labels else { return true }
            return tree.declarations[candidate].parameters.map { $0.firstName ?? "_" } == labels
        }
        if matching.isEmpty, isInitializer, let owner,
           let implicit = memberwiseInitializerType(ofStructAt: owner, labels: labels)
            ?? implicitInitializerType(ofClassAt: owner, labels: labels) {
            return implicit
        }
        guard matching.count == 1 else { return nil }
        let function = tree.declarations[matching[0]]
        if function.kind == .enumCase && labels != nil { return nil }
        // An instance method named on its type is unapplied: `(Owner) -> (…) -> …`. So is one
        // named bare in its type's static context (`static let f = m`), on `Self`.
        if owner == nil, let parent = function.parent, tree.declarations[parent].kind.isTypeLike {
            owner = ProjectIndex.path(of: parent, in: tree)
        }
        let unapplied = owner != nil && function.kind == .function && !function.isStatic
        return spelling(of: matching[0], owner: owner, unapplied: unapplied)
    }

    /// `x:` and `_:` labels of `(x:_:)` opening at `open` and closing right before `end`;
    /// nil when the tokens are not such a list (`()` is a call, not a compound name).
    func argumentLabels(_ open: Int, end: Int) -> [String]? {
        guard Int(tree.stream.matching[open]) == end - 1 else { return nil }
        return tree.compoundNameLabels(openingAt: open)
    }

    /// The functions, initializers and enum cases with a payload named `name` declared in this
    /// file in the body of the type at `path` or of an extension of it.
    func members(named name: String, ofTypeAt path: String) -> [Int] {
        let declarations = tree.declarations
        return names.declarations(named: name == "init" ? DeclarationNames.initializerKey : name).filter { position in
            let kind = declarations[position].kind
            guard kind == .function || kind == .initializer || (kind == .enumCase && !declarations[position].parameters.isEmpty),
                  let parent = declarations[position].parent, declarations[parent].kind.isTypeLike else { return false }
            return ProjectIndex.path(of: parent, in: tree) == path
        }
    }

    /// Whether this file may declare a function named `name` that a bare name in `scopePath`
    /// reaches: at file scope, or (as the index says) in an enclosing type. A name the file does
    /// not declare (a C function, another file's) needs no look through the file.
    func declaresFunction(_ name: String, visibleFrom scopePath: String) -> Bool {
        if ProjectIndex.fileScopeKinds(of: name, in: tree).contains(.globalFunction) { return true }
        for scope in index.scopePaths(scopePath) where !scope.isEmpty {
            guard let facts = index.types[scope] else { continue }
            if index.declares(name, as: .staticMethod, in: facts, atPath: scope) || index.declares(name, as: .instanceMethod, in: facts, atPath: scope) {
                return true
            }
        }
        return false
    }

    /// The functions named `name` declared in this file that a bare name in `scopePath` may
    /// reach: global ones, and static ones of the enclosing types.
    func functions(named name: String, visibleFrom scopePath: String) -> [Int] {
        let declarations = tree.declarations
        let named = names.declarations(named: name)
        let local = named.filter { position in
            guard declarations[position].kind == .function else { return false }
            guard let parent = declarations[position].parent else { return false }
            guard declarations[parent].kind.isTypeLike else { return false }
            let path = ProjectIndex.path(of: parent, in: tree)
            return !scopePath.isEmpty && (scopePath == path || scopePath.hasPrefix(path + "."))
        }
        if !local.isEmpty { return local }
        return named.filter { declarations[$0].kind == .function && declarations[$0].parent == nil }
    }

    /// swiftc's spelling of the type of function or initializer `position`, a member of the type
    /// at `owner` (when it is one): `(Int, String) async throws -> Bool`; with `unapplied`, the
    /// type of the method named on its type, `(Owner) -> (Int) -> Bool` (`any P` for a
    /// protocol's; nil for a `mutating` one, which cannot be named). Nil for what this does not spell: generic
    /// functions, attributes on the function, attributes on a parameter's type other than
    /// `@escaping`, `@Sendable`, `@autoclosure` and a global actor, an opaque result, or a
    /// parameter, result or thrown type it cannot read.
    func spelling(of position: Int, owner: String?, unapplied: Bool) -> String? {
        let function = tree.declarations[position]
        guard function.genericParameters.isEmpty, function.attributes.allSatisfy({ Self.neutralAttributes.contains($0.name) }),
              let clause = function.parameterClause else { return nil }
        let scope = function.parent.map { ProjectIndex.path(of: $0, in: tree) } ?? ""
        guard let throwing = throwsSpelling(after: clause.upperBound, function, scope: scope) else { return nil }
        // A member of a type or extension isolated to a global actor is isolated too
        // (`@MainActor () -> ()`): not spelled here.
        if let parent = function.parent {
            guard tree.declarations[parent].attributes.allSatisfy({ Self.neutralAttributes.contains($0.name) }),
                  owner.map({ !index.isGlobalActorIsolated($0) }) ?? true else { return nil }
        }
        var parameters: [String] = []
        for parameter in function.parameters {
            guard let type = parameter.type, let text = parameterSpelling(type, scope: scope) else { return nil }
            parameters.append(text)
        }
        var text = "(" + parameters.joined(separator: ", ") + ")"
        if function.isAsync { text += " async" }
        text += throwing
        if function.kind == .enumCase {
            guard let owner else { return nil }
            text += " -> " + owner
        } else if function.kind == .initializer {
            guard let owner, let ownerKind = index.nominalKind(atPath: owner), ownerKind != .protocol else { return nil }
            let marker = function.keywordToken + 1 < tokens.count ? tokens[function.keywordToken + 1] : tokens[function.keywordToken]
            if marker.kind == .exclamationMark { return nil }
            text += " -> " + owner + (marker.kind == .postfixQuestionMark ? "?" : "")
        } else if let result = function.type {
            // As written: `-> Void` stays `Void`.
            guard let resultText = typeSpelling(result, scope: scope) else { return nil }
            text += " -> " + resultText
        } else {
            text += " -> ()"
        }
        guard unapplied else { return text }
        // A `mutating` method cannot be named as a value (swiftc: an error).
        guard let owner, let ownerKind = index.nominalKind(atPath: owner), !function.modifiers.contains(.mutating) else { return nil }
        // An actor's method is isolated to the instance it is applied to.
        let isIsolated = ownerKind == .actor && !function.modifiers.contains(.nonisolated)
        let ownerText = (isIsolated ? "isolated " : "") + (ownerKind == .protocol ? "any " + owner : owner)
        return "(" + ownerText + ") -> " + text
    }

    /// Attributes of a function that leave its type as its signature spells it.
    static let neutralAttributes: Set<String> = [
        "discardableResult", "inlinable", "usableFromInline", "inline", "available", "objc", "_spi", "warn_unqualified_access",
    ]

    /// The function type's `throws` as swiftc prints it, from the signature after the parameter
    /// clause (ending at `clauseEnd`): "" for none, ` throws` (for `rethrows` too), ` throws(E)`
    /// with `E` spelled as a type (`throws(Error)` is `throws(any Error)`); nil when the thrown
    /// type cannot be read.
    func throwsSpelling(after clauseEnd: Int, _ function: Declaration, scope: String) -> String? {
        let end = min(function.type?.range.lowerBound ?? function.body?.lowerBound ?? function.endToken, tokens.count)
        var position = clauseEnd
        while position < end {
            if tokens[position].keyword == .rethrows { return " throws" }
            if tokens[position].keyword == .throws {
                guard position + 1 < tokens.count, tokens[position + 1].kind == .leftParen, !tokens[position + 1].hasLeadingTrivia else {
                    return " throws"
                }
                // The parser records the thrown type as a use of its own.
                guard let thrown = tree.typeUses.first(where: { $0.context == .thrownError && $0.type.range.lowerBound == position + 2 }),
                      thrown.type.range.upperBound < tokens.count, tokens[thrown.type.range.upperBound].kind == .rightParen,
                      let text = typeSpelling(thrown.type, scope: scope) else { return nil }
                return " throws(" + text + ")"
            }
            position += 1
        }
        return ""
    }

    /// A parameter's type as swiftc prints it in a function type: `Int...` for a variadic one,
    /// `inout Int`, `consuming K`, `@escaping @Sendable () -> Void`, `@autoclosure () -> Int`,
    /// `@MainActor () -> Void`; nil for other attributes and specifiers.
    func parameterSpelling(_ type: TypeNode, scope: String) -> String? {
        switch type.kind {
        case let .variadic(base):
            return typeSpelling(base, scope: scope).map { $0 + "..." }
        case let .attributed(attributes, specifiers, base):
            let printed: Set<String> = ["escaping", "Sendable", "autoclosure"]
            guard specifiers.count <= 1, specifiers.allSatisfy({ [.inout, .consuming, .borrowing, .sending].contains($0) }),
                  attributes.allSatisfy({ printed.contains($0) || index.globalActors.contains($0) }) else { return nil }
            let prefix = specifiers.map { $0.text + " " }.joined() + attributes.map { "@" + $0 + " " }.joined()
            return typeSpelling(base, scope: scope).map { prefix + $0 }
        default:
            return typeSpelling(type, scope: scope)
        }
    }

    /// A written type as swiftc prints it (see ``ProjectIndex/inferredType(ofWritten:scope:genericNames:depth:)``);
    /// nil for an opaque type or one it cannot spell.
    func typeSpelling(_ type: TypeNode, scope: String) -> String? {
        if case .specified(.some, _, _) = type.kind { return nil }
        return index.inferredType(ofWritten: reader.written(type), scope: scope, genericNames: [], sugarsGenerics: false).spelling
    }

    /// The type of the memberwise initializer of the struct at `path` declared in this file,
    /// named on its type (`Point.init`, `Point.init(x:y:)`): `(Int, Int) -> Point`, its
    /// parameters the stored properties in order (a `let` with a value is not one), each typed
    /// by its annotation or initial value; named without labels when every property has a
    /// default, the implicit `init()` swiftc picks then: `() -> Point`. Nil when the struct declares an initializer in its
    /// body (which removes the memberwise one), a property's type is not known or it has
    /// attributes, or `labels` (when given) are not the properties' names.
    func memberwiseInitializerType(ofStructAt path: String, labels: [String]?) -> String? {
        let declarations = tree.declarations
        let last = path.split(separator: ".").last.map(String.init) ?? path
        guard let structIndex = names.declarations(named: last).first(where: {
            declarations[$0].kind == .struct && ProjectIndex.path(of: $0, in: tree) == path
        }), declarations[structIndex].genericParameters.isEmpty, let body = declarations[structIndex].body else { return nil }
        var propertyNames: [String] = []
        var types: [String] = []
        // Whether every property has a default (an initial value, or nil for an Optional `var`).
        var everyPropertyHasDefault = true
        // Its members follow it in source order, up to the end of its body.
        var position = structIndex + 1
        while position < declarations.count && declarations[position].firstToken < body.upperBound {
            defer { position += 1 }
            guard declarations[position].parent == structIndex else { continue }
            let member = declarations[position]
            if member.kind == .initializer { return nil }
            guard member.kind.isVariable, !member.isStatic, !member.isComputed else { continue }
            if member.kind == .constant && member.initializer != nil { continue }
            guard member.attributes.isEmpty, member.patternNameTokens.isEmpty else { return nil }
            // Annotated, or typed by its initial value (`var label = ""`).
            let text: String?
            if let type = member.type {
                text = typeSpelling(type, scope: path)
            } else if let initial = member.initializer, !initial.isEmpty {
                text = index.inferredType(of: reader.read(initial), scope: path)?.spelling
            } else {
                text = nil
            }
            guard let text else { return nil }
            propertyNames.append(member.name.trimmingBackticks)
            types.append(text)
            let isOptionalVariable = member.kind != .constant && member.type.map { type in
                if case .optional = type.kind { return true }
                return false
            } == true
            if member.initializer == nil && !isOptionalVariable { everyPropertyHasDefault = false }
        }
        if let labels, labels != propertyNames { return nil }
        // `Settings.init` when every property has a default: swiftc picks the implicit `init()`.
        if labels == nil && everyPropertyHasDefault { return "() -> " + path }
        return "(" + types.joined(separator: ", ") + ") -> " + path
    }

    /// The type of the implicit `init()` of the class at `path` declared in this file, named
    /// on its type (`Plain.init`, `Plain.init()`): `() -> Plain`. Nil when the class declares
    /// an initializer, inherits anything but protocols (a superclass's initializers are
    /// inherited instead), has a stored property without an initial value that is not an
    /// Optional `var`, or `labels` are not empty.
    func implicitInitializerType(ofClassAt path: String, labels: [String]?) -> String? {
        guard labels?.isEmpty ?? true else { return nil }
        let declarations = tree.declarations
        let last = path.split(separator: ".").last.map(String.init) ?? path
        guard let classIndex = names.declarations(named: last).first(where: {
            declarations[$0].kind == .class && ProjectIndex.path(of: $0, in: tree) == path
        }), declarations[classIndex].genericParameters.isEmpty, let body = declarations[classIndex].body else { return nil }
        let scope = ProjectIndex.declaringScope(ofPath: path)
        for inherited in declarations[classIndex].inheritance {
            guard let name = ProjectIndex.dottedName(inherited) else { return nil }
            let isProtocol = index.nominalPath(named: name, from: scope).map { index.nominalKind(atPath: $0) == .protocol }
                ?? (name == "Sendable" || ProtocolCatalog.entry(named: name) != nil)
            guard isProtocol else { return nil }
        }
        var position = classIndex + 1
        while position < declarations.count && declarations[position].firstToken < body.upperBound {
            defer { position += 1 }
            guard declarations[position].parent == classIndex else { continue }
            let member = declarations[position]
            if member.kind == .initializer { return nil }
            guard member.kind.isVariable, !member.isStatic, !member.isComputed else { continue }
            let hasValue = member.initializer.map { !$0.isEmpty } ?? false
            var isOptionalVar = false
            if member.kind == .variable, let type = member.type {
                switch type.kind {
                case .optional, .implicitlyUnwrapped: isOptionalVar = true
                default: break
                }
            }
            guard hasValue || isOptionalVar else { return nil }
        }
        return "() -> " + path
    }
}

/// The declarations of one file by name (initializers under ``initializerKey``), listed on the
/// first lookup and shared by a rule's lookups in that file; the top-level ones in a smaller
/// table of their own.
final class DeclarationNames {
    /// The key initializers are listed under (no name can be empty).
    static let initializerKey = ""
    private let tree: SyntaxTree
    private var byName: [String: [Int]]?
    private var topLevelByName: [String: [Int]]?

    /// A table of `tree`'s declarations, listed when first asked.
    init(_ tree: SyntaxTree) {
        self.tree = tree
    }

    /// The indices of the declarations named `name`, in source order.
    func declarations(named name: String) -> [Int] {
        if byName == nil { byName = table(topLevelOnly: false) }
        return byName?[name] ?? []
    }

    /// The indices of the top-level declarations (no parent) named `name`, in source order.
    func topLevelDeclarations(named name: String) -> [Int] {
        if topLevelByName == nil { topLevelByName = table(topLevelOnly: true) }
        return topLevelByName?[name] ?? []
    }

    private func table(topLevelOnly: Bool) -> [String: [Int]] {
        var table: [String: [Int]] = [:]
        let declarations = tree.declarations
        for position in declarations.indices where !topLevelOnly || declarations[position].parent == nil {
            let key = declarations[position].kind == .initializer ? Self.initializerKey : declarations[position].name
            table[key, default: []].append(position)
        }
        return table
    }
}
