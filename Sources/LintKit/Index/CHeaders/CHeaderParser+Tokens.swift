/// Stepping through a header's tokens, and the words C declarations are made of.
extension CHeaderParser {
    // MARK: Tokens

    /// The token `offset` after the current one, if any.
    @inline(__always) func peek(_ offset: Int) -> CHeaderToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// Steps over the bracketed group opening at `index` (`(…)`, `[…]` or `{…}`), counting
    /// only its kind of bracket; an unclosed group ends at the end of the tokens.
    mutating func skipBalanced() {
        guard let open = peek(0), open.kind == .punctuation else { index += 1; return }
        let close: UInt8
        switch open.byte {
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        case UInt8(ascii: "["): close = UInt8(ascii: "]")
        case UInt8(ascii: "{"): close = UInt8(ascii: "}")
        default: index += 1; return
        }
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard token.kind == .punctuation else { continue }
            if token.byte == open.byte {
                depth += 1
            } else if token.byte == close {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// Steps over an enum's `{…}` body (``skipBalanced()``) and records its enumerators' names
    /// in ``CHeaderDeclarations/valueNames``: the first word of each comma-separated item.
    mutating func skipEnumBody() {
        let open = index
        skipBalanced()
        for enumerator in CHeaderMacros.arguments(tokens, openingAt: open, limit: index) {
            if let name = enumerator.first, name.kind == .identifier { declarations.valueNames.insert(name.text) }
        }
    }

    // MARK: Words

    /// Storage classes, qualifiers, nullability and ownership words: no effect on Sendability.
    static let qualifiers: Set<String> = [
        "const", "volatile", "restrict", "__restrict", "__restrict__", "__const", "__const__", "__volatile",
        "__volatile__", "_Nonnull", "_Nullable", "_Null_unspecified", "_Nullable_result", "__nonnull", "__nullable",
        "__null_unspecified", "static", "extern", "inline", "__inline", "__inline__", "register", "auto",
        "_Thread_local", "thread_local", "__thread", "__extension__", "__unsafe_unretained", "__strong", "__weak",
        "__autoreleasing", "__kindof", "_Noreturn", "__block", "mutable", "constexpr", "__private_extern__",
    ]

    /// Words followed by parenthesized arguments that are attributes.
    static let attributeKeywords: Set<String> = [
        "__attribute__", "__attribute", "__declspec", "_Alignas", "alignas", "__asm__", "__asm", "asm",
        "_Static_assert", "static_assert",
    ]

    /// Keywords that spell arithmetic (and `void`) types.
    static let builtinWords: Set<String> = [
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "bool",
        "__signed", "__signed__", "__unsigned", "__int128", "__int128_t", "__uint128_t", "_Float16", "__fp16",
        "__bf16", "_Complex", "__complex__", "wchar_t", "char8_t", "char16_t", "char32_t",
    ]

    /// Keywords that start a declaration's specifiers, never a declared name.
    static let declarationKeywords: Set<String> = ["struct", "union", "enum", "typedef", "class", "namespace"]

    /// Words that make a type this scanner does not model.
    static let unsupportedWords: Set<String> = ["typeof", "__typeof__", "__typeof", "decltype", "__auto_type"]

    /// Macros that declare an enum typedef: `typedef NS_ENUM(NSInteger, Name) { … };`.
    static let enumMacros: Set<String> = [
        "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "CF_ENUM", "CF_OPTIONS", "CF_CLOSED_ENUM",
    ]
}
