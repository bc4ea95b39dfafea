// MARK: - Parser

/// Reads the declarations of C headers that matter to Swift's importer: structs, unions,
/// enums and typedefs with their fields' types, and the names of functions, variables and
/// enumerators. Initializers and function bodies are stepped over; anything unrecognized is
/// skipped token by token, so the parser always moves forward and ends. Nesting is bounded:
/// deeper records are skipped.
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
    var tokens: [CHeaderToken] = []
    /// The index of the current token.
    var index = 0

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
    mutating func parseTopLevelItem() {
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
    mutating func skipObjectiveCContainer() {
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
    struct Specifiers {
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
    mutating func parseDeclaration(depth: Int) -> [(name: String, type: CTypeExpression)] {
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
        guard depth > 0 else {
            // File scope: functions (`int f(void);`, also with a body) and variables.
            if !specifiers.isTypedef {
                for declarator in declarators {
                    if declarator.steps.first == .function {
                        declarations.functionNames.insert(declarator.name)
                    } else {
                        declarations.valueNames.insert(declarator.name)
                    }
                }
            }
            return []
        }
        if declarators.isEmpty, case .record = base {
            // A C11 anonymous struct or union member: its fields belong to the record.
            return [("", CTypeExpression(base: base, steps: []))]
        }
        return declarators.map { ($0.name, CTypeExpression(base: base, steps: $0.steps)) }
    }

    /// Files the typedefs of a declaration and the `swift_name` of the record or enum it
    /// defines.
    mutating func file(
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
    mutating func parseSpecifiers(_ specifiers: inout Specifiers, depth: Int) {
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
    func isNamedBase(_ base: CTypeBase?) -> Bool {
        if case .named = base { return true }
        return false
    }

    /// Whether the identifier `text` looks like a macro rather than a type or declared name:
    /// all capitals, digits and `_` (`CF_SWIFT_UNAVAILABLE("…")`, `NS_REFINED_FOR_SWIFT`).
    static func looksLikeMacro(_ text: String) -> Bool {
        let isCapital = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return text.utf8.allSatisfy { isCapital($0) || $0 == UInt8(ascii: "_") || $0.isASCIIDigit }
            && text.utf8.contains(where: isCapital)
    }

    // MARK: Records and enums

    /// Reads `struct`/`union`, its attributes, tag and body (fields), and returns the base it
    /// names: the record defined, or a reference to a tag defined elsewhere.
    mutating func parseRecordSpecifier(isUnion: Bool, depth: Int, specifiers: inout Specifiers) -> CTypeBase {
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
    mutating func fileRecord(isUnion: Bool, tag: String?, fields: [(name: String, type: CTypeExpression)]) -> Int {
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
    mutating func parseEnumSpecifier(specifiers: inout Specifiers) -> CTypeBase {
        index += 1
        if let next = peek(0), next.isIdentifier("class") || next.isIdentifier("struct") { index += 1 }
        let tag = readTag(swiftName: &specifiers.swiftName)
        if peek(0)?.isPunctuation(":") == true {
            index += 1
            while let next = peek(0), next.kind == .identifier { index += 1 }
        }
        let isDefined = peek(0)?.isPunctuation("{") == true
        if isDefined { skipEnumBody() }
        let enumeration = fileEnum(tag: tag, isDefined: isDefined)
        if isDefined { specifiers.definedEnum = enumeration }
        return .enumeration(enumeration)
    }

    /// Reads `NS_ENUM(Type, Name)` (and its relatives) and the body after it.
    mutating func parseEnumMacro(specifiers: inout Specifiers) -> CTypeBase {
        index += 1
        let open = index
        skipBalanced()
        let arguments = CHeaderMacros.arguments(tokens, openingAt: open, limit: index)
        let name = arguments.count >= 2 ? arguments[1].last.flatMap { $0.kind == .identifier ? $0.text : nil } : nil
        if peek(0)?.isPunctuation("{") == true { skipEnumBody() }
        let enumeration = fileEnum(tag: name, isDefined: true)
        specifiers.definedEnum = enumeration
        return .enumeration(enumeration)
    }

    /// Files an enum, or marks the one of the same tag defined.
    mutating func fileEnum(tag: String?, isDefined: Bool) -> Int? {
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
    mutating func readTag(swiftName: inout String?) -> String? {
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
}
