/// The initializers of the toolchain types `static_var_concurrency` reports (the classes of
/// ``SendabilityCatalog/nonSendableClasses`` and the standard library's types of
/// ``ProjectIndex/knownNonSendableNames``) that have a failable one, so that
/// `UserDefaults(suiteName: "group")` is typed `UserDefaults?` and `OpaquePointer(bitPattern: 8)`
/// `OpaquePointer?`, as swiftc prints them.
///
/// The data lives in `table` (`FailableInitializerCatalog+Generated.swift`), written by
/// `Scripts/generate-failable-initializer-catalog.py` from `swift-symbolgraph-extract`
/// output. Regenerate it with the script; do not edit it by hand.
public enum FailableInitializerCatalog {
    /// The initializers `name` declares, failable or not; empty for a type without a failable
    /// one (its calls are typed as instances).
    public static func initializers(of name: String) -> [InitializerShape] {
        table[name] ?? []
    }
}
