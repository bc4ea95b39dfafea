// MARK: - Names a `let` or `var` declares

extension SubscriptionScanner {
    /// The name token of the `let`/`var` whose initializer follows the `=` at `equal`:
    /// `token` in `let token = …` and in `let token: AnyCancellable = …`, also a later name of
    /// one `let` (`b` in `let a = …, b = …`); nil for any other assignment.
    func declaredName(assignedAt equal: Int) -> Int? {
        let target = equal - 1
        guard target >= 1 else { return nil }
        if let later = laterBindingName(assignedAt: equal) { return later }
        var declarationKeyword = target - 1
        if tokens[target].kind != .identifier || tokens[target - 1].keyword != .let && tokens[target - 1].keyword != .var {
            // `let name: AnyCancellable = …`, `let name: Combine.AnyCancellable? = …`,
            // `let name: any Cancellable = …`.
            guard let colon = annotationColon(before: equal), colon >= 2 else { return nil }
            declarationKeyword = colon - 2
        }
        guard declarationKeyword >= 0, tokens[declarationKeyword].keyword == .let || tokens[declarationKeyword].keyword == .var,
              tokens[declarationKeyword + 1].kind == .identifier else { return nil }
        return declarationKeyword + 1
    }

    /// The name token of a variable that a `let`/`var` declares after a comma, whose
    /// initializer follows the `=` at `equal` (`b` in `let a = 1, b = …` or `let a = 1, b: T =
    /// …`), as the parser recorded it; nil otherwise.
    func laterBindingName(assignedAt equal: Int) -> Int? {
        var name = equal - 1
        if let colon = annotationColon(before: equal), colon >= 1 { name = colon - 1 }
        guard name >= 1, tokens[name].kind == .identifier, tokens[name - 1].kind == .comma,
              let declaration = tree.declaration(namedAt: name), tree.declarations[declaration].kind.isVariable else { return nil }
        return name
    }

    /// The `:` of a type annotation that ends at the `=` at `equal` (`let name: T = …`), found
    /// by walking back over the annotation on the same line; nil when there is none.
    func annotationColon(before equal: Int) -> Int? {
        var colon = equal - 1
        while colon > 0 && tokens[colon].kind != .colon && !tokens[colon].isAtStartOfLine { colon -= 1 }
        return colon >= 0 && tokens[colon].kind == .colon ? colon : nil
    }
}
