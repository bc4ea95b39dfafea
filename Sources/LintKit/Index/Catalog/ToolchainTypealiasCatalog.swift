/// The toolchain's typealiases of plain types that swiftc looks through after `aka` when it
/// prints a type that names one (`'(CChar) -> Void' (aka '(Int8) -> ()')`,
/// `'((TimeInterval) -> Void)?' (aka 'Optional<(Double) -> ()>')`), for
/// `static_var_concurrency`'s messages.
///
/// Their targets are as swiftc 6.3.1 prints them on Linux x86_64, checked with swiftc: the
/// standard library's C types (`CLong` is `Int` on a 64-bit platform), `Float32`/`Float64`,
/// the literal types, `AnyClass`, Foundation's `TimeInterval`, `NSRange` and
/// `Notification.Name`, and member aliases of plain types (`Data.Index`, `String.Element`). A
/// name the project declares itself is the project's, and so is a member of a type it declares
/// (see ``ProjectIndex/toolchainTypealiasTarget(named:scope:)``).
public enum ToolchainTypealiasCatalog {
    /// Each alias's target, spelled as swiftc prints it after `aka`.
    public static let targets: [String: String] = [
        "CChar": "Int8", "CSignedChar": "Int8", "CUnsignedChar": "UInt8",
        "CShort": "Int16", "CUnsignedShort": "UInt16", "CInt": "Int32", "CUnsignedInt": "UInt32",
        "CLong": "Int", "CUnsignedLong": "UInt", "CLongLong": "Int64", "CUnsignedLongLong": "UInt64",
        "CFloat": "Float", "CDouble": "Double", "CBool": "Bool",
        "CWideChar": "Unicode.Scalar", "CChar16": "UInt16", "CChar32": "Unicode.Scalar",
        "Float32": "Float", "Float64": "Double",
        "IntegerLiteralType": "Int", "FloatLiteralType": "Double", "BooleanLiteralType": "Bool",
        "StringLiteralType": "String",
        "AnyClass": "any AnyObject.Type",
        "TimeInterval": "Double",
        "UnicodeScalar": "Unicode.Scalar",
        "NSRange": "_NSRange", "NSPoint": "CGPoint",
        // Glibc's `FILE` (`fopen`'s `UnsafeMutablePointer<FILE>?`).
        "FILE": "_IO_FILE",
        // Member typealiases of types that are not generic, by their dotted names.
        "Notification.Name": "NSNotification.Name",
        "Data.Index": "Int", "Data.Element": "UInt8", "Data.SubSequence": "Data", "Data.Indices": "Range<Int>",
        "String.Element": "Character", "String.SubSequence": "Substring",
        "Substring.Index": "String.Index", "Substring.Element": "Character", "Substring.SubSequence": "Substring",
        "String.UTF8View.Element": "UInt8", "String.UnicodeScalarView.Element": "Unicode.Scalar",
        "Character.UTF8View": "String.UTF8View",
        "Int.Magnitude": "UInt", "Int.Stride": "Int", "UInt8.Magnitude": "UInt8", "Double.Stride": "Double",
    ]
}

extension ProjectIndex {
    /// The target of the toolchain's typealias `name` (``ToolchainTypealiasCatalog``) written
    /// at `scope`, or nil when the project declares a type or typealias of that name there.
    func toolchainTypealiasTarget(named name: String, scope: String) -> String? {
        guard let target = ToolchainTypealiasCatalog.targets[name], nominalPath(named: name, from: scope) == nil,
              typealiasTarget(named: name, scope: scope) == nil else { return nil }
        // `Data.Index` where the project declares a `Data` of its own (or an alias of the name).
        if let dot = name.firstIndex(ofASCII: UInt8(ascii: ".")) {
            let base = String(name[..<dot])
            guard nominalPath(named: base, from: scope) == nil, typealiasTarget(named: base, scope: scope) == nil else { return nil }
        }
        return target
    }
}
