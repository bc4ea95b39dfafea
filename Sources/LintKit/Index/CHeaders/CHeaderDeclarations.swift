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
    /// Names of file-scope functions (declared or defined).
    var functionNames: Set<String> = []
    /// Names of file-scope variables and of enumerators.
    var valueNames: Set<String> = []
}
