// swift-tools-version:6.0
// Coverage-guided fuzz targets (libFuzzer + AddressSanitizer) for LintKit. Development only:
// like Tools/DiffHarness it is a package of its own, and nothing in ../.. refers to it.
//
// The sanitizer flags are not set here but on the command line (README.md): flags set in this
// manifest would reach only this package's targets, and LintKit must be instrumented too.
//
//   nice -n 10 swift build -c release --scratch-path .build-fuzz \
//       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
import PackageDescription

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swiftlint-lite", path: "../.."),
    ],
    targets: [
        // Shared helpers: the default rules, UTF-8 validation as FileReader does it, the
        // per-file pipeline (lint → report → fix → lint again).
        .target(
            name: "FuzzSupport",
            dependencies: ["FuzzEntry", .product(name: "LintKit", package: "swiftlint-lite")]
        ),
        // Declares libFuzzer's LLVMFuzzerRunDriver for the targets' entry points (FuzzEntry.c says why).
        .target(name: "FuzzEntry"),
        // Swift source bytes → whole pipeline on one file.
        .executableTarget(
            name: "fuzz-lint",
            dependencies: ["FuzzEntry", "FuzzSupport", .product(name: "LintKit", package: "swiftlint-lite")]
        ),
        // Swift source bytes split at NUL bytes into up to four files of one project.
        .executableTarget(
            name: "fuzz-lint-multi",
            dependencies: ["FuzzEntry", "FuzzSupport", .product(name: "LintKit", package: "swiftlint-lite")]
        ),
        // `.lint.yml` text → YAMLReader, Configuration.parse, makeRules.
        .executableTarget(
            name: "fuzz-config",
            dependencies: ["FuzzEntry", "FuzzSupport", .product(name: "LintKit", package: "swiftlint-lite")]
        ),
        // C header bytes (NUL-separated) → CHeaderScanner.
        .executableTarget(
            name: "fuzz-cheaders",
            dependencies: ["FuzzEntry", "FuzzSupport", .product(name: "LintKit", package: "swiftlint-lite")]
        ),
    ]
)
