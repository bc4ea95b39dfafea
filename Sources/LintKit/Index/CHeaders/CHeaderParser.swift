// MARK: - Declarations read from C headers

/// The base of a C type, before its declarator's `*`, `[]` and `()`.
enum CTypeBase: Equatable {
    /// An arithmetic keyword type (`int`, `unsigned long`, `_Bool`, `void`…).
    case builtin
    /// An enum (by index in `CHeaderDeclarations.enums` when it has a tag or a name).
    case enumeration(Int?)
    /// A struct or union defined by this declaration (index in `CHeaderDeclarations.records`).
    case record(Int)
    /// `struct Tag` or `union Tag` without a body: resolved by tag once all headers are read.
    case tagReference(String)
    /// A typedef (or other) name, resolved once all headers are read.
    case named(String)
    /// A type this scanner does not model (`_Atomic`, `typeof`, a C++ construct).
    case unsupported(String)
}

/// One step of a C declarator, from the declared name outward: `*name[4]` is an array of
/// pointers, `(*name)(int)` a pointer to a function.
enum CDeclaratorStep: Equatable {
    /// `*` (or a C++ `&`).
    case pointer
    /// `^`, a block.
    case block
    /// `[…]`.
    case array
    /// `(…)`, a function.
    case function
}

/// A C type: a base and the declarator's steps from the declared name outward.
struct CTypeExpression: Equatable {
    /// The base type.
    var base: CTypeBase
    /// The declarator's steps, from the declared name outward.
    var steps: [CDeclaratorStep]
}

/// A struct or union with a body.
struct CRecordDeclaration {
    /// Whether it is a union.
    var isUnion: Bool
    /// The tag, if any.
    var tag: String?
    /// The fields, in order; an anonymous member has an empty name.
    var fields: [(name: String, type: CTypeExpression)] = []
    /// The `swift_name` given by the defining declaration.
    var swiftName: String?
    /// The first typedef name of the defining declaration (`typedef struct {…} Name;`).
    var definingTypedef: String?
}

/// An enum, with a body or named by `NS_ENUM`/`CF_ENUM`.
struct CEnumDeclaration {
    /// The tag (or the `NS_ENUM` name), if any.
    var tag: String?
    /// Whether its enumerators were seen.
    var isDefined: Bool
    /// The `swift_name` given by the defining declaration.
    var swiftName: String?
    /// The first typedef name of the defining declaration (`typedef enum {…} Name;`).
    var definingTypedef: String?
}

/// A typedef name; a name typedef'd twice (in two `#if` branches) keeps both types.
struct CTypedefDeclaration {
    /// The typedef name.
    var name: String
    /// The types it was given.
    var types: [CTypeExpression]
    /// The `swift_name` given by its declaration.
    var swiftName: String?
}

/// Everything read from a package's headers, in declaration order.
struct CHeaderDeclarations {
    /// Structs and unions with a body.
    var records: [CRecordDeclaration] = []
    /// Defined records by tag (a tag defined twice keeps one record with both field lists).
    var recordsByTag: [String: Int] = [:]
    /// Enums.
    var enums: [CEnumDeclaration] = []
    /// Enums by tag.
    var enumsByTag: [String: Int] = [:]
    /// Typedefs, in order of first declaration.
    var typedefs: [CTypedefDeclaration] = []
    /// Typedefs by name.
    var typedefsByName: [String: Int] = [:]
}

// MARK: - Parser

/// Reads the declarations of C headers that matter to Swift's importer: structs, unions,
/// enums and typedefs with their fields' types. Function declarations, initializers and
/// function bodies are stepped over; anything unrecognized is skipped token by token, so the
/// parser always moves forward and ends. Nesting is bounded: deeper records are skipped.
struct CHeaderParser {
    /// How deep records may nest in records before their bodies are skipped.
    static let maximumRecordDepth = 48
    /// How deep parenthesized declarators may nest before they are skipped.
    static let maximumDeclaratorDepth = 32
    /// How many different types a typedef name keeps (one per `#if` branch, usually one).
    static let maximumTypesPerTypedef = 16

    /// The Swift-name macros, by the index of the argument that holds the name.
    let swiftNameMacros: [String: Int]
    /// What has been read so far, from every header.
    var declarations = CHeaderDeclarations()
    /// The tokens of the header being read.
    private var tokens: [CHeaderToken] = []
    /// The index of the current token.
    private var index = 0

    /// A parser that recognizes `swiftNameMacros`.
    init(swiftNameMacros: [String: Int]) {
        self.swiftNameMacros = swiftNameMacros
    }

    // MARK: Headers

    /// Reads the declarations of one header's tokens into `declarations`.
    mutating func parse(_ headerTokens: [CHeaderToken]) {
        tokens = headerTokens
        index = 0
        while index < tokens.count {
            let start = index
            parseTopLevelItem()
            if index == start { index += 1 }
        }
        tokens = []
    }

    /// Reads one top-level item: a linkage block opening, a stray `}` or `;`, an Objective-C
    /// container (skipped), or a declaration.
    private mutating func parseTopLevelItem() {
        let token = tokens[index]
        if token.isPunctuation("}") || token.isPunctuation(";") {
            index += 1
        } else if token.isIdentifier("extern"), peek(1)?.kind == .string {
            // `extern "C" {` and `extern "C" int f(void);`: the block's `}` is a stray one later.
            index += peek(2)?.isPunctuation("{") == true ? 3 : 2
        } else if token.isIdentifier("namespace") {
            index += 1
            while let next = peek(0), next.kind == .identifier || next.isPunctuation(":") { index += 1 }
            if peek(0)?.isPunctuation("{") == true { index += 1 }
        } else if token.isPunctuation("@"), peek(1)?.kind == .identifier {
            skipObjectiveCContainer()
        } else {
            _ = parseDeclaration(depth: 0)
        }
    }

    /// Skips `@interface`/`@protocol`/`@implementation` through its `@end`; other `@`
    /// directives (`@class A;`) lose only their `@`.
    private mutating func skipObjectiveCContainer() {
        let keyword = tokens[index + 1].text
        index += 2
        guard keyword == "interface" || keyword == "protocol" || keyword == "implementation" else { return }
        // `@protocol Name;` is a forward declaration, not a container.
        if keyword == "protocol", peek(1)?.isPunctuation(";") == true || peek(1)?.isPunctuation(",") == true { return }
        while index < tokens.count {
            if tokens[index].isPunctuation("@"), peek(1)?.isIdentifier("end") == true { index += 2; return }
            index += 1
        }
    }

    // MARK: Declarations

    /// What a declaration's specifiers say.
    private struct Specifiers {
        /// Whether the declaration is a typedef.
        var isTypedef = false
        /// The base type, once seen.
        var base: CTypeBase?
        /// Whether `_Atomic` qualifies the type.
        var isAtomic = false
        /// A `swift_name` given among the specifiers or after the declarators.
        var swiftName: String?
        /// The record or enum whose body this declaration holds.
        var definedRecord: Int?
        /// The enum whose body (or `NS_ENUM` name) this declaration holds.
        var definedEnum: Int?
    }

    /// Reads one declaration through its `;` (or a function body, or up to the `}` closing
    /// the enclosing record), files its records, enums and typedefs, and returns its fields
    /// when `depth` > 0 (inside a record).
    private mutating func parseDeclaration(depth: Int) -> [(name: String, type: CTypeExpression)] {
        var specifiers = Specifiers()
        parseSpecifiers(&specifiers, depth: depth)
        var base = specifiers.base ?? .builtin
        if specifiers.isAtomic { base = .unsupported("_Atomic") }
        var declarators: [(name: String, steps: [CDeclaratorStep])] = []
        // Whether a declarator was just read, with no `,` after it yet.
        var followsDeclarator = false
        declaratorLoop: while index < tokens.count {
            let token = tokens[index]
            switch token.kind == .punctuation ? token.byte : 0 {
            case UInt8(ascii: ";"):
                index += 1
                break declaratorLoop
            case UInt8(ascii: "}"):
                break declaratorLoop
            case UInt8(ascii: "{"):
                // A function body, or a brace this parser cannot place: step over it whole.
                skipBalanced()
                break declaratorLoop
            case UInt8(ascii: ","):
                followsDeclarator = false
                index += 1
            case UInt8(ascii: "="):
                skipInitializer()
            default:
                let start = index
                let declarator = parseDeclarator(depth: 0)
                if declarator.steps.first != .function, specifiers.swiftName == nil {
                    specifiers.swiftName = declarator.swiftName
                }
                if let name = declarator.name {
                    // Two names in a row: the first was a macro (`typedef int __ALIGN once_t;`).
                    if followsDeclarator, declarators.last?.steps.isEmpty == true { declarators.removeLast() }
                    declarators.append((name, declarator.steps))
                }
                followsDeclarator = true
                if index == start {
                    // No declarator here: drop the token and the declaration, so that what
                    // follows (`struct S {…}` after a stray literal) is read afresh.
                    index += 1
                    break declaratorLoop
                }
            }
        }
        file(declarators, base: base, specifiers: specifiers)
        guard depth > 0 else { return [] }
        if declarators.isEmpty, case .record = base {
            // A C11 anonymous struct or union member: its fields belong to the record.
            return [("", CTypeExpression(base: base, steps: []))]
        }
        return declarators.map { ($0.name, CTypeExpression(base: base, steps: $0.steps)) }
    }

    /// Files the typedefs of a declaration and the `swift_name` of the record or enum it
    /// defines.
    private mutating func file(
        _ declarators: [(name: String, steps: [CDeclaratorStep])], base: CTypeBase, specifiers: Specifiers
    ) {
        if let record = specifiers.definedRecord, declarations.records[record].swiftName == nil {
            declarations.records[record].swiftName = specifiers.swiftName
        }
        if let enumeration = specifiers.definedEnum, declarations.enums[enumeration].swiftName == nil {
            declarations.enums[enumeration].swiftName = specifiers.swiftName
        }
        guard specifiers.isTypedef else { return }
        let plainName = declarators.first { $0.steps.isEmpty }?.name
        if let record = specifiers.definedRecord, declarations.records[record].definingTypedef == nil {
            declarations.records[record].definingTypedef = plainName
        }
        if let enumeration = specifiers.definedEnum, declarations.enums[enumeration].definingTypedef == nil {
            declarations.enums[enumeration].definingTypedef = plainName
        }
        let isDefinition = specifiers.definedRecord != nil || specifiers.definedEnum != nil
        for declarator in declarators {
            let type = CTypeExpression(base: base, steps: declarator.steps)
            // A swift_name on a forward typedef (`typedef struct T A SWIFT_NAME(B);`) names the alias.
            let swiftName = isDefinition ? nil : specifiers.swiftName
            if let existing = declarations.typedefsByName[declarator.name] {
                let types = declarations.typedefs[existing].types
                if types.count < Self.maximumTypesPerTypedef, !types.contains(type) {
                    declarations.typedefs[existing].types.append(type)
                } else if types.count == Self.maximumTypesPerTypedef {
                    // Too many different definitions to keep (hostile input): the name is unknown.
                    declarations.typedefs[existing].types.append(CTypeExpression(base: .unsupported("redefined"), steps: []))
                }
                if declarations.typedefs[existing].swiftName == nil { declarations.typedefs[existing].swiftName = swiftName }
            } else {
                declarations.typedefsByName[declarator.name] = declarations.typedefs.count
                declarations.typedefs.append(CTypedefDeclaration(name: declarator.name, types: [type], swiftName: swiftName))
            }
        }
    }

    /// Reads the specifiers of a declaration (storage, qualifiers, attributes, the base type)
    /// and stops at its first declarator.
    private mutating func parseSpecifiers(_ specifiers: inout Specifiers, depth: Int) {
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier else { return }
            let text = token.text
            let opensParenthesis = peek(1)?.isPunctuation("(") == true
            if text == "typedef" {
                specifiers.isTypedef = true
                // A name before `typedef` was a macro (`NS_ASSUME_NONNULL_BEGIN typedef …`).
                if case .named = specifiers.base { specifiers.base = nil }
                index += 1
            } else if text == "_Atomic" {
                // `_Atomic int` qualifies; `_Atomic(int)` is the whole base type.
                specifiers.isAtomic = true
                index += 1
                if opensParenthesis {
                    skipBalanced()
                    specifiers.base = .unsupported(text)
                }
            } else if Self.qualifiers.contains(text) {
                index += 1
            } else if Self.attributeKeywords.contains(text) {
                index += 1
                specifiers.swiftName = specifiers.swiftName ?? skipAttributeArguments()
            } else if let position = swiftNameMacros[text], opensParenthesis {
                index += 1
                specifiers.swiftName = specifiers.swiftName ?? readSwiftNameArgument(position)
            } else if text == "struct" || text == "union" {
                specifiers.base = parseRecordSpecifier(isUnion: text == "union", depth: depth, specifiers: &specifiers)
            } else if text == "enum" {
                specifiers.base = parseEnumSpecifier(specifiers: &specifiers)
            } else if Self.enumMacros.contains(text), opensParenthesis, specifiers.base == nil || isNamedBase(specifiers.base) {
                specifiers.base = parseEnumMacro(specifiers: &specifiers)
            } else if Self.builtinWords.contains(text) {
                if isNamedBase(specifiers.base) || specifiers.base == nil { specifiers.base = .builtin }
                index += 1
            } else if Self.unsupportedWords.contains(text) {
                specifiers.base = .unsupported(text)
                index += 1
                if opensParenthesis { skipBalanced() }
            } else if opensParenthesis && (specifiers.base == nil || isNamedBase(specifiers.base) && Self.looksLikeMacro(text)) {
                // A function-like macro among the specifiers: `API_AVAILABLE(macos(10.15))`.
                index += 1
                skipBalanced()
            } else if specifiers.base == nil {
                specifiers.base = .named(text)
                index += 1
            } else if isNamedBase(specifiers.base), let next = peek(1), next.isPunctuation("*") || next.isPunctuation("^")
                        || next.kind == .identifier && !Self.looksLikeMacro(next.text) {
                // The name before was a macro: `CF_EXPORT CFStringRef name`, `MACRO Type *name`
                // (but in `Type name MACRO;` the name is the declarator).
                specifiers.base = .named(text)
                index += 1
            } else {
                return
            }
        }
    }

    /// Whether `base` is a plain name (which may turn out to be a macro).
    private func isNamedBase(_ base: CTypeBase?) -> Bool {
        if case .named = base { return true }
        return false
    }

    /// Whether the identifier `text` looks like a macro rather than a type or declared name:
    /// all capitals, digits and `_` (`CF_SWIFT_UNAVAILABLE("…")`, `NS_REFINED_FOR_SWIFT`).
    private static func looksLikeMacro(_ text: String) -> Bool {
        let isCapital = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return text.utf8.allSatisfy { isCapital($0) || $0 == UInt8(ascii: "_") || $0.isASCIIDigit }
            && text.utf8.contains(where: isCapital)
    }

    // MARK: Records and enums

    /// Reads `struct`/`union`, its attributes, tag and body (fields), and returns the base it
    /// names: the record defined, or a reference to a tag defined elsewhere.
    private mutating func parseRecordSpecifier(isUnion: Bool, depth: Int, specifiers: inout Specifiers) -> CTypeBase {
        index += 1
        let tag = readTag(swiftName: &specifiers.swiftName)
        guard peek(0)?.isPunctuation("{") == true else {
            return tag.map(CTypeBase.tagReference) ?? .unsupported(isUnion ? "union" : "struct")
        }
        guard depth < Self.maximumRecordDepth else {
            skipBalanced()
            return .unsupported("deeply nested record")
        }
        index += 1
        var fields: [(name: String, type: CTypeExpression)] = []
        while index < tokens.count && !tokens[index].isPunctuation("}") {
            let start = index
            fields += parseDeclaration(depth: depth + 1)
            if index == start { index += 1 }
        }
        if index < tokens.count { index += 1 }
        let record = fileRecord(isUnion: isUnion, tag: tag, fields: fields)
        specifiers.definedRecord = record
        return .record(record)
    }

    /// Files a defined record; a tag defined again (in another `#if` branch or header) adds
    /// its fields to the first definition, so the result stays conservative.
    private mutating func fileRecord(isUnion: Bool, tag: String?, fields: [(name: String, type: CTypeExpression)]) -> Int {
        if let tag, let existing = declarations.recordsByTag[tag] {
            declarations.records[existing].fields += fields
            return existing
        }
        let record = declarations.records.count
        declarations.records.append(CRecordDeclaration(isUnion: isUnion, tag: tag, fields: fields))
        if let tag { declarations.recordsByTag[tag] = record }
        return record
    }

    /// Reads `enum`, its tag, underlying type and body, and returns the enum it names.
    private mutating func parseEnumSpecifier(specifiers: inout Specifiers) -> CTypeBase {
        index += 1
        if let next = peek(0), next.isIdentifier("class") || next.isIdentifier("struct") { index += 1 }
        let tag = readTag(swiftName: &specifiers.swiftName)
        if peek(0)?.isPunctuation(":") == true {
            index += 1
            while let next = peek(0), next.kind == .identifier { index += 1 }
        }
        let isDefined = peek(0)?.isPunctuation("{") == true
        if isDefined { skipBalanced() }
        let enumeration = fileEnum(tag: tag, isDefined: isDefined)
        if isDefined { specifiers.definedEnum = enumeration }
        return .enumeration(enumeration)
    }

    /// Reads `NS_ENUM(Type, Name)` (and its relatives) and the body after it.
    private mutating func parseEnumMacro(specifiers: inout Specifiers) -> CTypeBase {
        index += 1
        let open = index
        skipBalanced()
        let arguments = CHeaderMacros.arguments(tokens, openingAt: open, limit: index)
        let name = arguments.count >= 2 ? arguments[1].last.flatMap { $0.kind == .identifier ? $0.text : nil } : nil
        if peek(0)?.isPunctuation("{") == true { skipBalanced() }
        let enumeration = fileEnum(tag: name, isDefined: true)
        specifiers.definedEnum = enumeration
        return .enumeration(enumeration)
    }

    /// Files an enum, or marks the one of the same tag defined.
    private mutating func fileEnum(tag: String?, isDefined: Bool) -> Int? {
        if let tag, let existing = declarations.enumsByTag[tag] {
            if isDefined { declarations.enums[existing].isDefined = true }
            return existing
        }
        guard tag != nil || isDefined else { return nil }
        let enumeration = declarations.enums.count
        declarations.enums.append(CEnumDeclaration(tag: tag, isDefined: isDefined))
        if let tag { declarations.enumsByTag[tag] = enumeration }
        return enumeration
    }

    /// Reads the attributes and the tag after `struct`, `union` or `enum`. Of two names in a
    /// row before a body, the first was a macro (`struct CF_BRIDGED_TYPE(id) Tag {` or
    /// `struct PACKED Tag {`).
    private mutating func readTag(swiftName: inout String?) -> String? {
        var tag: String?
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier else { break }
            let opensParenthesis = peek(1)?.isPunctuation("(") == true
            if Self.attributeKeywords.contains(token.text) {
                index += 1
                swiftName = swiftName ?? skipAttributeArguments()
            } else if let position = swiftNameMacros[token.text], opensParenthesis {
                index += 1
                swiftName = swiftName ?? readSwiftNameArgument(position)
            } else if opensParenthesis && tag == nil {
                index += 1
                skipBalanced()
            } else if tag == nil {
                tag = token.text
                index += 1
            } else if peek(1)?.isPunctuation("{") == true {
                tag = token.text
                index += 1
            } else {
                break
            }
        }
        return tag
    }

    // MARK: Declarators

    /// A parsed declarator.
    private struct Declarator {
        /// The declared name, if any (abstract declarators have none).
        var name: String?
        /// Steps from the name outward.
        var steps: [CDeclaratorStep]
        /// A `swift_name` written after the declarator.
        var swiftName: String?
    }

    /// Reads one declarator: pointers and qualifiers, a name or a parenthesized declarator,
    /// array and function suffixes, then trailing attributes, macros and a bit-field width.
    private mutating func parseDeclarator(depth: Int) -> Declarator {
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
    private func isGroupingParenthesis() -> Bool {
        guard let next = peek(1) else { return false }
        if next.isPunctuation("*") || next.isPunctuation("^") || next.isPunctuation("(") || next.isPunctuation("&") {
            return true
        }
        return next.kind == .identifier && !Self.builtinWords.contains(next.text) && !Self.qualifiers.contains(next.text)
            && peek(2)?.isPunctuation(")") == true
    }

    /// Steps to after the `)` that closes a parenthesized declarator, stepping over anything
    /// left inside it.
    private mutating func skipToClosingParenthesis() {
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
    private mutating func readDeclaratorTrailer() -> String? {
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
    private mutating func skipBitFieldWidth() {
        while let token = peek(0), !(token.isPunctuation(",") || token.isPunctuation(";") || token.isPunctuation("}")) {
            if token.isPunctuation("(") { skipBalanced() } else { index += 1 }
        }
    }

    /// Steps over an initializer (`= …`) up to the `,` or `;` that ends it.
    private mutating func skipInitializer() {
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
    private mutating func skipAttributeArguments() -> String? {
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
    private mutating func readSwiftNameArgument(_ position: Int) -> String? {
        let open = index
        skipBalanced()
        // Only within the call's tokens, so that malformed calls cannot make the scan quadratic.
        let arguments = CHeaderMacros.arguments(tokens, openingAt: open, limit: index)
        return position < arguments.count ? CHeaderMacros.swiftName(from: arguments[position]) : nil
    }

    // MARK: Tokens

    /// The token `offset` after the current one, if any.
    @inline(__always) private func peek(_ offset: Int) -> CHeaderToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    /// Steps over the bracketed group opening at `index` (`(…)`, `[…]` or `{…}`), counting
    /// only its kind of bracket; an unclosed group ends at the end of the tokens.
    private mutating func skipBalanced() {
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
