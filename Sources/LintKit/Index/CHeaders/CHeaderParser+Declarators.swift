/// Declarators (`*name`, `(*name)(int)`, `name[4]`) and attributes of C declarations.
extension CHeaderParser {
    // MARK: Declarators

    /// A parsed declarator.
    struct Declarator {
        /// The declared name, if any (abstract declarators have none).
        var name: String?
        /// Steps from the name outward.
        var steps: [CDeclaratorStep]
        /// A `swift_name` written after the declarator.
        var swiftName: String?
    }

    /// Reads one declarator: pointers and qualifiers, a name or a parenthesized declarator,
    /// array and function suffixes, then trailing attributes, macros and a bit-field width.
    mutating func parseDeclarator(depth: Int) -> Declarator {
        var prefix: [CDeclaratorStep] = []
        var swiftName: String?
        prefixLoop: while let token = peek(0) {
            if token.isPunctuation("*") || token.isPunctuation("&") {
                prefix.append(.pointer)
            } else if token.isPunctuation("^") {
                prefix.append(.block)
            } else if token.kind == .identifier && (Self.qualifiers.contains(token.text) || token.text == "_Atomic") {
                // Qualifiers of the pointer: `* const`, `* _Nonnull`.
            } else if token.kind == .identifier && Self.attributeKeywords.contains(token.text) {
                index += 1
                swiftName = swiftName ?? skipAttributeArguments()
                continue
            } else {
                break prefixLoop
            }
            index += 1
        }
        var inner: Declarator?
        var name: String?
        if let token = peek(0), token.isPunctuation("("), isGroupingParenthesis() {
            index += 1
            if depth < Self.maximumDeclaratorDepth {
                inner = parseDeclarator(depth: depth + 1)
            }
            skipToClosingParenthesis()
        } else if let token = peek(0), token.kind == .identifier, !Self.builtinWords.contains(token.text),
                  !Self.declarationKeywords.contains(token.text) {
            name = token.text
            index += 1
        }
        var suffix: [CDeclaratorStep] = []
        while let token = peek(0) {
            if token.isPunctuation("[") {
                suffix.append(.array)
            } else if token.isPunctuation("(") {
                suffix.append(.function)
            } else {
                break
            }
            skipBalanced()
        }
        swiftName = readDeclaratorTrailer() ?? swiftName
        let steps = (inner?.steps ?? []) + suffix + prefix.reversed()
        return Declarator(name: inner?.name ?? name, steps: steps, swiftName: inner?.swiftName ?? swiftName)
    }

    /// Whether the `(` at `index` opens a parenthesized declarator (`(*name)`, `(^name)`,
    /// `(name)`) rather than a parameter list.
    func isGroupingParenthesis() -> Bool {
        guard let next = peek(1) else { return false }
        if next.isPunctuation("*") || next.isPunctuation("^") || next.isPunctuation("(") || next.isPunctuation("&") {
            return true
        }
        return next.kind == .identifier && !Self.builtinWords.contains(next.text) && !Self.qualifiers.contains(next.text)
            && peek(2)?.isPunctuation(")") == true
    }

    /// Steps to after the `)` that closes a parenthesized declarator, stepping over anything
    /// left inside it.
    mutating func skipToClosingParenthesis() {
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token.isPunctuation("(") {
                depth += 1
            } else if token.isPunctuation(")") {
                if depth == 0 { return }
                depth -= 1
            } else if depth == 0 && (token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}")) {
                index -= 1
                return
            }
        }
    }

    /// Reads what may follow a declarator before `,` or `;`: attributes, macros (called or
    /// all-capital), `__asm__("…")`, qualifiers, and a bit-field width. Returns a
    /// `swift_name` found there.
    mutating func readDeclaratorTrailer() -> String? {
        var swiftName: String?
        while let token = peek(0) {
            if token.isPunctuation(":") {
                index += 1
                skipBitFieldWidth()
            } else if token.kind != .identifier {
                break
            } else if Self.attributeKeywords.contains(token.text) {
                index += 1
                swiftName = swiftName ?? skipAttributeArguments()
            } else if let position = swiftNameMacros[token.text], peek(1)?.isPunctuation("(") == true {
                index += 1
                swiftName = swiftName ?? readSwiftNameArgument(position)
            } else if peek(1)?.isPunctuation("(") == true {
                index += 1
                skipBalanced()
            } else if Self.qualifiers.contains(token.text) || Self.looksLikeMacro(token.text) {
                index += 1
            } else {
                break
            }
        }
        return swiftName
    }

    /// Steps over a bit-field width up to the `,`, `;` or `}` that ends it.
    mutating func skipBitFieldWidth() {
        while let token = peek(0), !(token.isPunctuation(",") || token.isPunctuation(";") || token.isPunctuation("}")) {
            if token.isPunctuation("(") { skipBalanced() } else { index += 1 }
        }
    }

    /// Steps over an initializer (`= …`) up to the `,` or `;` that ends it.
    mutating func skipInitializer() {
        index += 1
        while let token = peek(0), !(token.isPunctuation(",") || token.isPunctuation(";") || token.isPunctuation("}")) {
            if token.isPunctuation("(") || token.isPunctuation("{") || token.isPunctuation("[") {
                skipBalanced()
            } else {
                index += 1
            }
        }
    }

    // MARK: Attributes

    /// Steps over the `((…))` after `__attribute__` (or `__declspec`, `alignas`…) at `index`
    /// and returns the name of a `swift_name("…")` among them.
    mutating func skipAttributeArguments() -> String? {
        guard peek(0)?.isPunctuation("(") == true else { return nil }
        let start = index
        skipBalanced()
        var position = start
        while position + 2 < index {
            let token = tokens[position]
            if token.isIdentifier("swift_name") || token.isIdentifier("__swift_name__"), tokens[position + 1].isPunctuation("("),
               let name = tokens[position + 2].unquotedString, !name.isEmpty {
                return name
            }
            position += 1
        }
        return nil
    }

    /// Reads the argument at `position` of the Swift-name macro call whose `(` is at `index`,
    /// and steps over the call.
    mutating func readSwiftNameArgument(_ position: Int) -> String? {
        let open = index
        skipBalanced()
        // Only within the call's tokens, so that malformed calls cannot make the scan quadratic.
        let arguments = CHeaderMacros.arguments(tokens, openingAt: open, limit: index)
        return position < arguments.count ? CHeaderMacros.swiftName(from: arguments[position]) : nil
    }
}
