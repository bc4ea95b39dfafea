protocol P {}

// swiftlint-lite:disable existential_any
func regionA(_ x: P) {}
func regionB(_ x: P) {}
// swiftlint-lite:enable existential_any
func afterEnable(_ x: P) {}

// swiftlint-lite:disable:next existential_any
func nextLine(_ x: P) {}
func thisLine(_ x: P) {} // swiftlint-lite:disable:this existential_any
func previousLine(_ x: P) {}
// swiftlint-lite:disable:previous existential_any
// swiftlint-lite:disable:next all
func allRules(_ x: P) {}

// swiftlint-lite:disable:next static_var_concurrency
func stale(_ x: P) {}

struct Counter {
    static var total = 0 // swiftlint-lite:disable:this static_var_concurrency
    static var other = 0
}

// swiftlint-lite:disable all
func tail(_ x: P) {}
struct Tail {
    static var value = 0
}
