// MARK: - Conditional compilation: branches no compiler compiles

/// The branches of `#if` chains that no build compiles, whatever the platform and the
/// configuration: `#if false`, `#if swift(<5.10)`, `#if compiler(<6)`, `#if swift(>=7)`, and every branch after
/// one whose condition is certainly true (the `#else` of `#if true` or `#if compiler(>=5.10)`).
/// swiftc never type-checks them, so nothing in them is declared, used or reported. The
/// builds modeled are those of Swift 6 compilers, in the Swift 5 or 6 language mode.
///
/// `hasFeature(ExistentialAny)` is true: `existential_any` reports what builds with the feature
/// on report. So is `hasFeature(X)` (like `$X`) for a language feature every Swift 6 compiler
/// has, and `hasAttribute(X)` for an attribute every one of them knows. Conditions that depend
/// on the build (`os(…)`, `canImport(…)`, `DEBUG`, other `hasFeature(…)`, `swift(…)` and
/// `compiler(…)` versions from 5.10 or 6.0 up to 7) are unknown here, and their branches are
/// parsed as before: the tool lints the code of every platform.
enum InactiveBranches {
    /// For each `#if`, `#elseif` or `#else` (token index) whose branch is never compiled, the
    /// index of the directive that ends the branch (`#elseif`, `#else` or `#endif`). Only
    /// the first `count` tokens (the file's own) are read; an unterminated chain skips nothing.
    static func jumps(in stream: TokenStream, count: Int, bytes: [UInt8]) -> [Int: Int] {
        var jumps: [Int: Int] = [:]
        for branch in deadBranches(in: stream, count: count, bytes: bytes, evaluatesHostPlatform: false) {
            jumps[branch.lowerBound] = branch.upperBound
        }
        return jumps
    }

    /// The token ranges of the branches that the platform the tool runs on does not compile
    /// (`#if os(macOS)` … on Linux; see ``HostPlatform``), each from its directive to the one
    /// that ends it, besides those no build compiles. Only the first `count` tokens are read.
    static func hostInactiveRanges(in stream: TokenStream, count: Int, bytes: [UInt8]) -> [Range<Int>] {
        deadBranches(in: stream, count: count, bytes: bytes, evaluatesHostPlatform: true)
    }

    /// `ranges` in order of their starts, those that overlap or touch joined into one.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Whether one of `ranges` (``merged(_:)``: in order, apart) holds `index`.
    static func contains(_ ranges: [Range<Int>], _ index: Int) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        return low > 0 && ranges[low - 1].contains(index)
    }

    /// The branches of the file's `#if` chains that are certainly not compiled, each from its
    /// directive to the directive that ends it, with platform conditions unknown or, with
    /// `evaluatesHostPlatform`, answered as the platform the tool runs on answers them.
    private static func deadBranches(in stream: TokenStream, count: Int, bytes: [UInt8], evaluatesHostPlatform: Bool) -> [Range<Int>] {
        let tokens = stream.tokens
        var branches: [Range<Int>] = []
        var chains: [Chain] = []
        func evaluate(at index: Int) -> Bool? {
            var condition = StaticCondition(tokens: tokens, bytes: bytes, start: index + 1)
            condition.evaluatesHostPlatform = evaluatesHostPlatform
            return condition.evaluate()
        }
        // The directives are listed (``TokenStream/directives``): a file's other tokens, millions
        // in a large one, are not read.
        let end = min(count, tokens.count)
        for position in stream.directives {
            let index = Int(position)
            guard index < end else { break }
            switch directive(tokens[index], bytes) {
            case .if:
                let value = evaluate(at: index)
                chains.append(Chain(directive: index, isDead: value == false, isTaken: value == true))
            case .elseif:
                guard var chain = chains.popLast() else { continue }
                if chain.isDead { branches.append(chain.directive..<index) }
                let value = evaluate(at: index)
                chain.isDead = chain.isTaken || value == false
                chain.isTaken = chain.isTaken || value == true
                chain.directive = index
                chains.append(chain)
            case .else:
                guard var chain = chains.popLast() else { continue }
                if chain.isDead { branches.append(chain.directive..<index) }
                chain.isDead = chain.isTaken
                chain.directive = index
                chains.append(chain)
            case .endif:
                guard let chain = chains.popLast() else { continue }
                if chain.isDead { branches.append(chain.directive..<index) }
            case nil:
                continue
            }
        }
        return branches
    }

    /// Whether the directive at `index` is an `#if` or `#elseif` whose condition does not
    /// depend on the build (without one, no branch of a file is known to be inactive).
    static func hasBuildIndependentCondition(at index: Int, in tokens: [Token], bytes: [UInt8]) -> Bool {
        switch directive(tokens[index], bytes) {
        case .if?, .elseif?:
            var condition = StaticCondition(tokens: tokens, bytes: bytes, start: index + 1)
            return condition.evaluate() != nil
        default:
            return false
        }
    }

    /// One open `#if` chain: its latest directive, whether that directive's branch is never
    /// compiled, and whether a branch so far is certainly compiled (so every later one is not).
    private struct Chain {
        var directive: Int
        var isDead: Bool
        var isTaken: Bool
    }

    private enum Directive { case `if`, elseif, `else`, endif }

    private static func directive(_ token: Token, _ bytes: [UInt8]) -> Directive? {
        let start = Int(token.start)
        // The length tells the candidates apart (`#if` 3, `#else` 5, `#endif` 6, `#elseif` 7);
        // the letters confirm it (`#sourceLocation`, `#available` and the like are none).
        func spells(_ text: StaticString) -> Bool {
            let expected = text.utf8Start
            for offset in 1..<text.utf8CodeUnitCount where bytes[start + offset] != expected[offset] { return false }
            return true
        }
        switch token.end - token.start {
        case 3: return spells("#if") ? .if : nil
        case 5: return spells("#else") ? .else : nil
        case 6: return spells("#endif") ? .endif : nil
        case 7: return spells("#elseif") ? .elseif : nil
        default: return nil
        }
    }
}

/// A `#if` condition, read from the tokens after the directive to the end of its line, and
/// evaluated where the answer does not depend on the build: true, false, or nil (unknown).
struct StaticCondition {
    let tokens: [Token]
    let bytes: [UInt8]
    /// The next token to read.
    var position: Int
    /// The condition's first token: the line it is on ends the condition.
    private let start: Int
    /// How deep `!` and parentheses nest where the reader is; past ``maximumDepth`` the
    /// condition is unknown (no input can overflow the stack).
    private var depth = 0
    static let maximumDepth = 64
    /// Whether platform conditions (`os`, `canImport`, `arch`, `targetEnvironment`) take
    /// the value the platform the tool runs on gives them (see ``HostPlatform``) instead of
    /// being unknown.
    var evaluatesHostPlatform = false

    init(tokens: [Token], bytes: [UInt8], start: Int) {
        self.tokens = tokens
        self.bytes = bytes
        self.position = start
        self.start = start
    }

    /// The condition's value; nil when it depends on the build or cannot be read.
    mutating func evaluate() -> Bool? {
        guard let value = readOr(), isAtEnd else { return nil }
        return value.known
    }

    /// A three-valued result: `known` is nil when the value depends on the build.
    private struct Value {
        var known: Bool?
    }

    // MARK: Reading

    private var isAtEnd: Bool {
        position >= tokens.count || tokens[position].kind == .endOfFile
            || (position > start && tokens[position].isAtStartOfLine)
    }

    private func isText(_ text: String) -> Bool {
        guard !isAtEnd else { return false }
        let token = tokens[position]
        return bytes[Int(token.start)..<Int(token.end)].elementsEqual(text.utf8)
    }

    private func text(_ index: Int) -> String {
        String(decoding: bytes[Int(tokens[index].start)..<Int(tokens[index].end)], as: UTF8.self)
    }

    private mutating func readOr() -> Value? {
        guard var value = readAnd() else { return nil }
        while isText("||") {
            position += 1
            guard let right = readAnd() else { return nil }
            // Three-valued: true if either is; unknown if either is and neither is true.
            value.known = value.known == true || right.known == true ? true : value.known.flatMap { _ in right.known }
        }
        return value
    }

    private mutating func readAnd() -> Value? {
        guard var value = readUnary() else { return nil }
        while isText("&&") {
            position += 1
            guard let right = readUnary() else { return nil }
            // Three-valued: false if either is; unknown if either is and neither is false.
            value.known = value.known == false || right.known == false ? false : value.known.flatMap { _ in right.known }
        }
        return value
    }

    private mutating func readUnary() -> Value? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        if isText("!") {
            position += 1
            guard let operand = readUnary() else { return nil }
            return Value(known: operand.known.map { !$0 })
        }
        return readPrimary()
    }

    private mutating func readPrimary() -> Value? {
        guard !isAtEnd else { return nil }
        let token = tokens[position]
        if token.kind == .leftParen {
            position += 1
            guard let inner = readOr(), !isAtEnd, tokens[position].kind == .rightParen else { return nil }
            position += 1
            return inner
        }
        guard token.kind.isWord else { return nil }
        let name = text(position)
        position += 1
        switch name {
        case "true": return Value(known: true)
        case "false": return Value(known: false)
        default: break
        }
        guard !isAtEnd, tokens[position].kind == .leftParen, !tokens[position].hasLeadingTrivia else {
            // `$TypedThrows`: a language feature every Swift 6 compiler has; any other name
            // (`DEBUG`, a newer feature) is set by the build.
            if name.hasPrefix("$") { return Value(known: Self.baselineFeatures.contains(String(name.dropFirst())) ? true : nil) }
            return Value(known: nil)
        }
        // `name(…)`: the arguments run to the matching `)` on this line.
        let open = position
        var depth = 0
        while !isAtEnd {
            if tokens[position].kind == .leftParen { depth += 1 }
            if tokens[position].kind == .rightParen {
                depth -= 1
                if depth == 0 { break }
            }
            position += 1
        }
        guard !isAtEnd else { return nil }
        let close = position
        position += 1
        let argument = ((open + 1)..<close).map(text).joined()
        // `#if hasFeature(ExistentialAny) … #else …`: the builds the tool models are those
        // `existential_any` reports for, with the feature on; the `#else` (the spelling a
        // package keeps for builds without it) is not theirs.
        // `hasFeature(TypedThrows)` is `$TypedThrows` spelled otherwise.
        if name == "hasFeature" {
            return Value(known: Self.modeledFeatures.contains(argument) || Self.baselineFeatures.contains(argument) ? true : nil)
        }
        if name == "hasAttribute" { return Value(known: Self.baselineAttributes.contains(argument) ? true : nil) }
        if evaluatesHostPlatform, let value = HostPlatform.value(of: name, argument: argument) { return Value(known: value) }
        guard name == "swift" || name == "compiler" else { return Value(known: nil) }
        return Value(known: Self.versionCheck(argument, ofCompiler: name == "compiler"))
    }

    /// Language features every Swift 6 compiler has (`#if $TypedThrows` is true): those of
    /// Swift 6.0 and earlier that swiftc 6.3.1 still answers true for.
    static let baselineFeatures: Set<String> = [
        "AsyncAwait", "Actors", "Sendable", "GlobalActors", "Macros", "FreestandingMacros", "AttachedMacros",
        "ExtensionMacros", "ParameterPacks", "TypedThrows", "NoncopyableGenerics", "IsolatedAny",
        "SendingArgsAndResults", "BorrowingSwitch", "RetroactiveAttribute", "BitwiseCopyable", "ConformanceSuppression",
    ]

    /// Declaration attributes every Swift 6 compiler knows (`#if hasAttribute(retroactive)` is
    /// true): those of Swift 5.10 and earlier that swiftc 6.3.1 answers true for. (Type
    /// attributes such as `escaping`, and those of later compilers such as `abi`, are left to
    /// the build.)
    static let baselineAttributes: Set<String> = [
        "available", "objc", "nonobjc", "objcMembers", "dynamicCallable", "dynamicMemberLookup", "main", "exclusivity",
        "NSCopying", "NSManaged", "IBAction", "IBDesignable", "IBInspectable", "IBOutlet", "IBSegueAction", "GKInspectable",
        "NSApplicationMain", "UIApplicationMain", "inline", "inlinable", "usableFromInline", "frozen", "propertyWrapper",
        "resultBuilder", "discardableResult", "warn_unqualified_access", "requires_stored_property_inits", "Sendable",
        "preconcurrency", "backDeployed", "globalActor", "attached", "retroactive", "storageRestrictions",
        "differentiable", "derivative", "transpose", "noDerivative",
    ]

    /// The features every build the tool models has on (`hasFeature(…)` is true).
    static let modeledFeatures: Set<String> = ["ExistentialAny"]

    /// The newest `compiler(…)` version every build the tool models has: the rules describe
    /// what Swift 6 compilers diagnose, so code for older compilers is not theirs to check.
    static let oldestCompiler = [6, 0]
    /// The newest `swift(…)` (language mode) version every such build has: a Swift 6
    /// compiler gives 5.10 in the Swift 5 mode and 6 in the Swift 6 mode (Swift 4 modes are
    /// long gone).
    static let oldestLanguageMode = [5, 10]

    /// The first major version of the compiler and of the language mode that no build the
    /// tool models has (Swift 6 compilers give 6.x or less to both).
    static let firstUnmodeledMajorVersion = 7

    /// The value of `swift(…)` or, with `ofCompiler`, `compiler(…)` with `argument` (`>=5.0`,
    /// `<4.2`) where every build the tool models gives the same answer: versions up to
    /// ``oldestLanguageMode`` or ``oldestCompiler``. Newer versions depend on the build.
    static func versionCheck(_ argument: String, ofCompiler: Bool) -> Bool? {
        let isAtLeast: Bool
        let version: Substring
        if argument.hasPrefix(">=") {
            isAtLeast = true
            version = argument.dropFirst(2)
        } else if argument.hasPrefix("<") {
            isAtLeast = false
            version = argument.dropFirst(1)
        } else {
            return nil
        }
        let components = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !components.isEmpty, components.count <= 5, components.allSatisfy({ $0 != nil }) else { return nil }
        let numbers = components.compactMap { $0 }
        // No Swift 6 compiler is version 7 or has a language mode 7: `swift(>=7)` is false.
        if numbers[0] >= Self.firstUnmodeledMajorVersion { return !isAtLeast }
        let oldest = ofCompiler ? Self.oldestCompiler : Self.oldestLanguageMode
        // Compared component by component, missing ones being 0 (`5.10` > `5.9`, `6` == `6.0`).
        for position in 0..<max(numbers.count, oldest.count) {
            let written = position < numbers.count ? numbers[position] : 0
            let known = position < oldest.count ? oldest[position] : 0
            if written < known { return isAtLeast }
            if written > known { return nil }
        }
        return isAtLeast
    }
}
