// swift-tools-version:6.0
// The differential harness: compares LintKit's tokenizer (and later its parser) with
// swift-syntax on a corpus of real Swift files. It lives in its own package so that the
// swiftlint-lite product never depends on swift-syntax; nothing in ../.. refers to it.
import PackageDescription

let package = Package(
    name: "DiffHarness",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-syntax.git", exact: "603.0.1"),
        .package(name: "swiftlint-lite", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "diff-harness",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "LintKit", package: "swiftlint-lite"),
            ]
        ),
    ]
)
