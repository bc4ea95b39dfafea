// MARK: - C types as Swift imports them

/// Whether a C type, as Swift's Clang importer brings it in, is `Sendable`.
public enum CSendability: Sendable, Equatable {
    /// Sendable: a struct or union whose fields are all Sendable (arithmetic types, enums,
    /// C function pointers, fixed-size arrays of Sendable elements, Sendable records).
    case sendable
    /// Not Sendable; `reason` says why, e.g. "field 'opaque' is a pointer".
    case nonSendable(reason: String)
    /// Not known from the headers scanned: a field's type comes from a header not scanned
    /// (a system header), or is one this scanner does not model.
    case unknown
}

/// A C type declared in a package's headers, under the names Swift knows it by.
public struct CImportedType: Sendable, Equatable {
    /// What the C declaration is.
    public enum Kind: Sendable, Equatable {
        /// A `struct`.
        case structure
        /// A `union` (imported as a struct).
        case union
        /// An `enum` (or `NS_ENUM`/`CF_ENUM`), always Sendable.
        case enumeration
        /// A typedef of anything but a struct, union or enum of the headers: a pointer
        /// (`typedef struct T *TRef`), a function pointer, an arithmetic type, an array.
        case typedef
    }

    /// The name Swift gives the type: its `swift_name`, else its tag, else its typedef name.
    public var swiftName: String
    /// The C names of the type: its tag, then the typedef names that alias it.
    public var cNames: [String]
    /// What the C declaration is.
    public var kind: Kind
    /// Whether Swift sees the type as `Sendable`.
    public var sendability: CSendability

    /// A type named `swiftName` (C names `cNames`) of `kind` and `sendability`.
    public init(swiftName: String, cNames: [String], kind: Kind, sendability: CSendability) {
        self.swiftName = swiftName
        self.cNames = cNames
        self.kind = kind
        self.sendability = sendability
    }
}

/// What a package's C headers declare, as far as Swift code can name it.
public struct CHeaderSymbols: Sendable {
    /// The structs, unions, enums and typedefs (see ``CHeaderScanner/scan(_:)``).
    public var types: [CImportedType] = []
    /// File-scope functions (Swift imports them as functions of the same name).
    public var functionNames: Set<String> = []
    /// File-scope variables and enumerators.
    public var valueNames: Set<String> = []
}

/// Scans C headers (the public headers of a package's C targets) for the structs, unions,
/// enums and typedefs Swift imports, and tells whether each is `Sendable`, so that
/// `static let lock = UnfairLock.allocate()` can be seen to hold a non-Sendable C struct.
///
/// The scan is syntactic and linear in the headers' size: comments and preprocessor lines are
/// skipped (both branches of an `#if` are read), function-like macros whose replacement is a
/// `swift_name` attribute are recognized, and nothing else is expanded. It never fails:
/// malformed input yields fewer or less certain types.
public enum CHeaderScanner {
    /// The types declared in `headers`, scanned together (a macro or type of one header is
    /// known in the others), in declaration order: structs and unions, then enums, then other
    /// typedefs.
    public static func scan(_ headers: [[UInt8]]) -> [CImportedType] {
        scanAll(headers).types
    }

    /// The types of ``scan(_:)`` and the names of the headers' functions and values.
    public static func scanAll(_ headers: [[UInt8]]) -> CHeaderSymbols {
        let lexed = headers.map(CHeaderLexer.lex)
        let macros = CHeaderMacros.swiftNameMacros(in: lexed.flatMap(\.directives))
        var parser = CHeaderParser(swiftNameMacros: macros)
        for header in lexed { parser.parse(header.tokens) }
        let declarations = parser.declarations
        return CHeaderSymbols(types: CHeaderResolver(declarations).importedTypes(),
                              functionNames: declarations.functionNames, valueNames: declarations.valueNames)
    }

    /// `types` by each of their names (Swift name first, then C names); the first type to
    /// claim a name keeps it.
    public static func typesByName(_ types: [CImportedType]) -> [String: CImportedType] {
        var byName: [String: CImportedType] = [:]
        for type in types where byName[type.swiftName] == nil { byName[type.swiftName] = type }
        for type in types {
            for name in type.cNames where byName[name] == nil { byName[name] = type }
        }
        return byName
    }
}

// MARK: - Resolution

/// The order of Sendability verdicts, from best to worst: a type is as bad as its worst
/// part.
enum CSendabilityRank: Int, Comparable {
    /// Sendable.
    case sendable
    /// Not known.
    case unknown
    /// Not Sendable.
    case nonSendable

    /// Whether `lhs` is better than `rhs`.
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Resolves the declarations of all headers into Sendability verdicts.
///
/// Records and typedefs are the nodes of a graph: a field or typedef of another record or
/// typedef is an edge, anything else a verdict of its own (a leaf). A node's verdict is the
/// worst of its leaves and of the nodes it reaches. The graph's strongly connected components
/// (iterative Tarjan, so deep chains cannot overflow the stack) are resolved in one pass,
/// successors first; a cycle (a struct containing itself by value, invalid C) is at best
/// unknown.
struct CHeaderResolver {
    /// What a field or a typedef's type contributes to a verdict.
    enum Term {
        /// A verdict of its own; `phrase` says why when it is not Sendable ("is a pointer").
        case leaf(CSendabilityRank, phrase: String?)
        /// The verdict of another node, whose type is written `typeName`.
        case node(Int, typeName: String)
    }

    /// The declarations of all headers.
    let declarations: CHeaderDeclarations
    /// The number of record nodes; typedef `t` is node `recordCount + t`.
    let recordCount: Int
    /// Each node's labelled terms: a record's fields (by name), a typedef's types (unlabelled).
    private(set) var terms: [[(label: String, term: Term)]] = []
    /// Each node's verdict.
    private(set) var ranks: [CSendabilityRank] = []
    /// The records and enums that each typedef plainly aliases.
    private var plainTargets: [PlainTarget?] = []
    /// The typedef names that plainly alias each record, in order.
    private var recordAliases: [[String]] = []
    /// The typedef names that plainly alias each enum, in order.
    private var enumAliases: [[String]] = []

    /// What a typedef names without any `*` or `[]`: a record or an enum of the headers.
    enum PlainTarget: Equatable {
        /// A record, by index.
        case record(Int)
        /// An enum, by index.
        case enumeration(Int)
    }

    /// Resolves `declarations`.
    init(_ declarations: CHeaderDeclarations) {
        self.declarations = declarations
        recordCount = declarations.records.count
        plainTargets = declarations.typedefs.indices.map(plainTarget)
        recordAliases = [[String]](repeating: [], count: recordCount)
        enumAliases = [[String]](repeating: [], count: declarations.enums.count)
        for (typedef, target) in plainTargets.enumerated() {
            switch target {
            case .record(let record)?: recordAliases[record].append(declarations.typedefs[typedef].name)
            case .enumeration(let enumeration)?: enumAliases[enumeration].append(declarations.typedefs[typedef].name)
            case nil: continue
            }
        }
        terms = declarations.records.map { record in record.fields.map { ($0.name, term(for: $0.type)) } }
            + declarations.typedefs.map { typedef in typedef.types.map { ("", term(for: $0)) } }
        ranks = resolveRanks()
    }

    // MARK: Terms

    /// What a field or typedef of `type` contributes.
    func term(for type: CTypeExpression) -> Term {
        var steps = type.steps[...]
        while steps.first == .array { steps = steps.dropFirst() }
        switch steps.first {
        case .pointer?:
            if steps.dropFirst().first == .function { return .leaf(.sendable, phrase: nil) }
            if steps.count == 1, case .named(let name) = type.base, isFunctionTypedef(name) {
                return .leaf(.sendable, phrase: nil)
            }
            return .leaf(.nonSendable, phrase: "is a pointer")
        case .block?:
            return .leaf(.nonSendable, phrase: "is a block")
        case .function?:
            // A function type (not a pointer to one) is no stored value Swift imports.
            return .leaf(.unknown, phrase: nil)
        case .array?, nil:
            return term(for: type.base)
        }
    }

    /// What a field or typedef of the plain type `base` contributes.
    private func term(for base: CTypeBase) -> Term {
        switch base {
        case .builtin, .enumeration:
            return .leaf(.sendable, phrase: nil)
        case .record(let record):
            return .node(record, typeName: displayName(ofRecord: record))
        case .tagReference(let tag):
            if let record = declarations.recordsByTag[tag] { return .node(record, typeName: tag) }
            if declarations.enumsByTag[tag] != nil { return .leaf(.sendable, phrase: nil) }
            return .leaf(.unknown, phrase: nil)
        case .named(let name):
            if let typedef = declarations.typedefsByName[name] { return .node(recordCount + typedef, typeName: name) }
            // C++ and Objective-C++ headers name a record by its tag alone.
            if let record = declarations.recordsByTag[name] { return .node(record, typeName: name) }
            if declarations.enumsByTag[name] != nil { return .leaf(.sendable, phrase: nil) }
            return .leaf(Self.arithmeticTypedefs.contains(name) ? .sendable : .unknown, phrase: nil)
        case .unsupported:
            return .leaf(.unknown, phrase: nil)
        }
    }

    /// Whether the typedef `name` (through plain aliases) names a function type, so that a
    /// pointer to it is a C function pointer.
    private func isFunctionTypedef(_ name: String) -> Bool {
        var current = name
        for _ in 0..<32 {
            guard let typedef = declarations.typedefsByName[current],
                  let type = declarations.typedefs[typedef].types.first else { return false }
            if type.steps.first == .function { return true }
            guard type.steps.isEmpty, case .named(let next) = type.base else { return false }
            current = next
        }
        return false
    }

    /// The record or enum that typedef `typedef` names through plain aliases, if any.
    private func plainTarget(_ typedef: Int) -> PlainTarget? {
        var current = typedef
        for _ in 0..<32 {
            guard let type = declarations.typedefs[current].types.first, type.steps.isEmpty else { return nil }
            switch type.base {
            case .record(let record):
                return .record(record)
            case .enumeration(let enumeration):
                return enumeration.map(PlainTarget.enumeration)
            case .tagReference(let tag):
                if let record = declarations.recordsByTag[tag] { return .record(record) }
                return declarations.enumsByTag[tag].map(PlainTarget.enumeration)
            case .named(let name):
                guard let next = declarations.typedefsByName[name], next != current else { return nil }
                current = next
            case .builtin, .unsupported:
                return nil
            }
        }
        return nil
    }

    /// How a record is written in messages: its tag, a typedef name, or "anonymous struct".
    private func displayName(ofRecord record: Int) -> String {
        let declaration = declarations.records[record]
        if let tag = declaration.tag { return tag }
        if let alias = declaration.definingTypedef ?? recordAliases[record].first { return alias }
        return declaration.isUnion ? "anonymous union" : "anonymous struct"
    }

    // MARK: Verdicts

    /// Each node's verdict: the worst of its leaves and of every node it reaches.
    private func resolveRanks() -> [CSendabilityRank] {
        let count = terms.count
        var order = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var ranks = [CSendabilityRank](repeating: .sendable, count: count)
        var stack: [Int] = []
        var visited = 0
        var components = 0
        for root in 0..<count where order[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            order[root] = visited; lowLink[root] = visited; visited += 1
            stack.append(root); onStack[root] = true
            while let (node, next) = work.last {
                if next < terms[node].count {
                    work[work.count - 1].next += 1
                    guard case .node(let target, _) = terms[node][next].term else { continue }
                    if order[target] < 0 {
                        order[target] = visited; lowLink[target] = visited; visited += 1
                        stack.append(target); onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                var members: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = components
                    members.append(member)
                    if member == node { break }
                }
                let rank = componentRank(members, component: components, components: component, ranks: ranks)
                for member in members { ranks[member] = rank }
                components += 1
            }
        }
        return ranks
    }

    /// The verdict of the strongly connected component `members` (numbered `index`), given
    /// the verdicts of the components resolved before it (all it reaches outside itself).
    private func componentRank(
        _ members: [Int], component index: Int, components: [Int], ranks: [CSendabilityRank]
    ) -> CSendabilityRank {
        var rank = CSendabilityRank.sendable
        var isCycle = members.count > 1
        for member in members {
            for (_, term) in terms[member] {
                switch term {
                case .leaf(let leaf, _):
                    rank = max(rank, leaf)
                case .node(let target, _):
                    if components[target] == index { isCycle = true } else { rank = max(rank, ranks[target]) }
                }
            }
        }
        return isCycle ? max(rank, .unknown) : rank
    }

    /// The verdict of node `node`, with the reason of a non-Sendable one: its first term (in
    /// field order) that is not Sendable.
    private func sendability(ofNode node: Int, describedAs subject: (String) -> String) -> CSendability {
        switch ranks[node] {
        case .sendable:
            return .sendable
        case .unknown:
            return .unknown
        case .nonSendable:
            for (label, term) in terms[node] {
                switch term {
                case .leaf(.nonSendable, let phrase):
                    return .nonSendable(reason: subject(label) + " " + (phrase ?? "is not Sendable"))
                case .node(let target, let typeName) where ranks[target] == .nonSendable:
                    let verb = node < recordCount ? "has" : "aliases"
                    return .nonSendable(reason: subject(label) + " \(verb) non-Sendable type '\(typeName)'")
                default:
                    continue
                }
            }
            return .nonSendable(reason: subject("") + " is not Sendable")
        }
    }

    // MARK: Output

    /// The imported types: named records, defined enums, then the other typedefs.
    func importedTypes() -> [CImportedType] {
        var types: [CImportedType] = []
        for (index, record) in declarations.records.enumerated() {
            let names = uniqued([record.tag, record.definingTypedef].compactMap { $0 } + recordAliases[index])
            guard let first = names.first else { continue }
            let sendability = sendability(ofNode: index) { label in label.isEmpty ? "an anonymous member" : "field '\(label)'" }
            types.append(CImportedType(swiftName: record.swiftName ?? first, cNames: names,
                                       kind: record.isUnion ? .union : .structure, sendability: sendability))
        }
        for (index, enumeration) in declarations.enums.enumerated() where enumeration.isDefined {
            let names = uniqued([enumeration.tag, enumeration.definingTypedef].compactMap { $0 } + enumAliases[index])
            guard let first = names.first else { continue }
            types.append(CImportedType(swiftName: enumeration.swiftName ?? first, cNames: names, kind: .enumeration,
                                       sendability: .sendable))
        }
        for (index, typedef) in declarations.typedefs.enumerated() where plainTargets[index] == nil {
            let sendability = sendability(ofNode: recordCount + index) { _ in "'\(typedef.name)'" }
            types.append(CImportedType(swiftName: typedef.swiftName ?? typedef.name, cNames: [typedef.name],
                                       kind: .typedef, sendability: sendability))
        }
        return types
    }

    /// `names` without repeats, in order.
    private func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    // MARK: Known names

    /// Arithmetic typedefs of the C and POSIX headers (`<stdint.h>`, `<stddef.h>`,
    /// `<sys/types.h>`…), known without scanning them.
    static let arithmeticTypedefs: Set<String> = [
        "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
        "int_least8_t", "int_least16_t", "int_least32_t", "int_least64_t",
        "uint_least8_t", "uint_least16_t", "uint_least32_t", "uint_least64_t",
        "int_fast8_t", "int_fast16_t", "int_fast32_t", "int_fast64_t",
        "uint_fast8_t", "uint_fast16_t", "uint_fast32_t", "uint_fast64_t",
        "intmax_t", "uintmax_t", "intptr_t", "uintptr_t", "size_t", "ssize_t", "ptrdiff_t", "max_align_t",
        "off_t", "time_t", "clock_t", "pid_t", "uid_t", "gid_t", "mode_t", "dev_t", "ino_t", "nlink_t",
        "blksize_t", "blkcnt_t", "useconds_t", "suseconds_t", "socklen_t", "sa_family_t", "in_port_t",
        "in_addr_t", "float_t", "double_t", "wint_t", "char16_t", "char32_t", "sig_atomic_t",
        "u_char", "u_short", "u_int", "u_long", "Boolean", "BOOL", "NSInteger", "NSUInteger", "CGFloat",
        "CFIndex", "CFTypeID", "CFOptionFlags", "CFHashCode", "OSStatus", "UInt8", "UInt16", "UInt32", "UInt64",
        "SInt8", "SInt16", "SInt32", "SInt64", "Float32", "Float64",
    ]
}
