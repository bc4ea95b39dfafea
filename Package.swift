// swift-tools-version:6.0
// swiftlint-lite: a fast, zero-dependency linter for Swift sources.
// The product declares no package dependencies. Development harnesses that need one
// (the swift-syntax differential harness) live in their own packages under Tools/.
import PackageDescription

let package = Package(
    name: "swiftlint-lite",
    products: [
        .executable(name: "swiftlint-lite", targets: ["swiftlint-lite"]),
        .library(name: "LintKit", targets: ["LintKit"]),
    ],
    targets: [
        .target(
            name: "LintKit",
            swiftSettings: [
                // Release builds leave out the run-time exclusivity checks (every access to a
                // class's stored property or a global starts and ends a tracked access): the
                // debug build, which the tests run, keeps them. Benchmarks/README.md has the figures.
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            ]),
        .executableTarget(name: "swiftlint-lite", dependencies: ["LintKit"]),
        .testTarget(name: "LintKitTests", dependencies: ["LintKit"]),
    ]
)
