/// Infers, from an initializer's tokens, what the index's type inference
/// (``ProjectIndex/inferredType(of:scope:depth:)``) does not: an unapplied function
/// (`let sysClose = close`), or a collection literal holding unapplied instance methods
/// (`[("testA", testA)]`, as in XCTest manifests).
struct InitializerTypeInference {
    let tree: SyntaxTree
    let index: ProjectIndex
    /// The path of the enclosing type ("" at file scope).
    let scopePath: String

    var tokens: [Token] { tree.tokens }

    /// The name of the function that the whole initializer refers to, unapplied, when the index
    /// can tell it is a function (see ``ProjectIndex/refersToFunction(_:from:in:)``): `close`
    /// in `let sysClose = close`, `helper` or `Self.helper` in `static let run = helper`, a
    /// static method of another type (`Tools.normalize`), another file's initializer or
    /// instance method named on its type (`Counter.init`, `Context.handle`, with the type's
    /// name; see ``isUnappliedMember(_:ofTypeNamed:)``), and any name with argument labels
    /// (`_close(_:)`, which only a function can have). Its type
    /// is a function type without `@Sendable` (in the Swift 5 language mode, which does not
    /// infer `@Sendable` for references to functions).
    func referencedFunction(_ range: Range<Int>) -> String? {
        var name = range.lowerBound
        var isStaticMethod = false
        if range.count >= 3, tokens[name].keyword == .capitalSelf, tokens[name + 1].kind == .period {
            name += 2
        } else if range.count == 3, tokens[name + 1].kind == .period, Self.cLibraryModules.contains(tree.text(of: name)) {
            // `Glibc.glob`, `Darwin.close`: a C library's function, named with its module.
            name += 2
        } else if range.count >= 3, tokens[name].kind == .identifier, tokens[name + 1].kind == .period,
                  tokens[name + 2].kind == .identifier, isStaticMethodOnly(tree.text(of: name + 2), ofTypeNamed: tree.text(of: name)) {
            // `Tools.normalize`: a static method of another type of the project.
            name += 2
            isStaticMethod = true
        } else if range.count >= 3, tokens[name].kind == .identifier, tokens[name + 1].kind == .period,
                  tokens[name + 2].keyword == .`init` || tokens[name + 2].kind == .identifier,
                  isUnappliedMember(name + 2, ofTypeNamed: tree.text(of: name)) {
            // `Counter.init`, `Context.handle`: another file's initializer, or an instance method
            // named on its type (this file's are spelled: see `FunctionTypeSpelling`).
            if name + 3 < range.upperBound, !isArgumentLabelList(name + 3, end: range.upperBound) { return nil }
            return tree.file.text(Int(tokens[name].start)..<Int(tokens[range.upperBound - 1].end))
        }
        guard name < range.upperBound, tokens[name].kind == .identifier else { return nil }
        let text = tree.text(of: name)
        if name + 1 < range.upperBound {
            guard isArgumentLabelList(name + 1, end: range.upperBound) else { return nil }
            return text + tree.file.text(Int(tokens[name + 1].start)..<Int(tokens[range.upperBound - 1].end))
        }
        return isStaticMethod || index.refersToFunction(text, from: scopePath, in: tree) ? text : nil
    }

    /// Whether the project's type `typeName` (seen from ``scopePath``) declares a static
    /// method named `member` and no static property of that name.
    func isStaticMethodOnly(_ member: String, ofTypeNamed typeName: String) -> Bool {
        guard let owner = index.nominalPath(named: typeName, from: scopePath), let facts = index.types[owner] else { return false }
        return facts.staticMethodNames.contains(member) && !facts.staticValueNames.contains(member)
    }

    /// Whether token `member` after `Type.` names, as a function value, an initializer of the
    /// project's non-generic struct, enum, class or actor `typeName` (seen from
    /// ``scopePath``), or an instance method of it (or of a protocol: `Migration.apply`) that
    /// is no property's, static member's or nested type's name too. (A `mutating` method cannot be named so, but the index does
    /// not tell: swiftc rejects the code.)
    func isUnappliedMember(_ member: Int, ofTypeNamed typeName: String) -> Bool {
        guard let owner = index.nominalPath(named: typeName, from: scopePath), let kind = index.nominalKind(atPath: owner),
              kind != .extension, let facts = index.types[owner], facts.genericParameters?.isEmpty ?? true
        else { return false }
        if tokens[member].keyword == .`init` { return kind != .protocol }
        let name = tree.text(of: member)
        guard index.declares(name, as: .instanceMethod, in: facts, atPath: owner),
              !index.declares(name, as: .staticMethod, in: facts, atPath: owner),
              !index.declares(name, as: .staticValue, in: facts, atPath: owner),
              index.nested[owner]?[name] == nil,
              // `Sub.handle` may be a superclass's `class var handle`, `S.run` a protocol
              // extension's `static var run`.
              index.inheritedStaticMembers(named: name, ofPath: owner) == nil else { return false }
        // No property of the name: every instance member of the name is a method.
        return facts.memberNames.lazy.filter { $0 == name }.count == facts.methodNames.lazy.filter { $0 == name }.count
    }

    /// The modules of the platforms' C libraries, which a function reference may name.
    static let cLibraryModules: Set<String> = ["Glibc", "Darwin", "Musl", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt", "CRT"]

    /// `(_:)`, `(of:_:)`, `()` excluded: the argument labels of a compound function name,
    /// opening at `open` and closing right before `end`.
    func isArgumentLabelList(_ open: Int, end: Int) -> Bool {
        Int(tree.stream.matching[open]) == end - 1 && tree.compoundNameLabels(openingAt: open) != nil
    }

    /// `[("name", method), …]` where `method` names an instance method of the enclosing
    /// type: an array of tuples holding `(Owner) -> () -> ()` functions.
    func collectionOfMethodReferences(_ range: Range<Int>) -> String? {
        let methods = index.instanceMethods(of: scopePath)
        guard !methods.isEmpty else { return nil }
        var index = range.lowerBound + 1
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier, methods.contains(tree.text(of: index)) {
                let previous = tokens[index - 1].kind
                let next = tokens[index + 1].kind
                if (previous == .comma || previous == .leftParen || previous == .leftSquare)
                    && (next == .comma || next == .rightParen || next == .rightSquare) {
                    let owner = scopePath.split(separator: ".").last.map(String.init) ?? scopePath
                    return "[(String, (\(owner)) -> () -> ())]"
                }
            }
            index += 1
        }
        return nil
    }
}
