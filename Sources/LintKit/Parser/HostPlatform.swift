// MARK: - Conditional compilation: the platform the tool runs on

/// What the platform the tool runs on answers to the platform conditions of `#if`
/// (`os(Linux)`, `canImport(Darwin)`, `arch(x86_64)`, `targetEnvironment(simulator)`): used
/// only to break a tie the code of every platform leaves open, a name that one platform's
/// branch declares as a protocol and another's as a concrete type (see
/// ``SyntaxTree/hostInactiveRanges``). The rules otherwise read every platform's branches.
enum HostPlatform {
    #if os(Linux)
    /// The `os(…)` name of this platform.
    static let operatingSystem = "Linux"
    /// Modules this platform's toolchain ships, which `canImport` finds.
    static let importableModules: Set<String> = [
        "Glibc", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "XCTest", "Testing", "Synchronization", "RegexBuilder", "Observation", "Distributed",
    ]
    #else
    static let operatingSystem = "macOS"
    static let importableModules: Set<String> = [
        "Darwin", "Foundation", "FoundationEssentials", "Dispatch", "XCTest", "Testing", "Synchronization", "RegexBuilder",
        "Observation", "Distributed", "ObjectiveC", "Combine", "SwiftUI", "SwiftUICore", "AppKit", "Cocoa", "os", "OSLog", "CoreFoundation",
        "CryptoKit", "Security", "Network",
    ]
    #endif

    /// Modules that some platform ships: those that this one does not ship are not
    /// importable here (a module of the project's, or of a package, is left unknown).
    static let platformModules: Set<String> = [
        "Glibc", "Musl", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt", "Darwin", "ObjectiveC", "Combine", "SwiftUI",
        "SwiftUICore", "UIKit", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "os", "OSLog", "CoreFoundation", "CryptoKit", "Security", "Network",
        "FoundationNetworking", "FoundationXML", "Foundation", "FoundationEssentials", "Dispatch", "XCTest",
    ]

    #if arch(arm64)
    /// The `arch(…)` name of this machine.
    static let architecture = "arm64"
    #else
    static let architecture = "x86_64"
    #endif

    /// The value of the platform condition `name(argument)` here: true or false for `os`,
    /// `arch`, `targetEnvironment` and `canImport` of a platform module; nil for anything else.
    static func value(of name: String, argument: String) -> Bool? {
        switch name {
        case "os":
            return argument == operatingSystem
        case "arch":
            return argument == architecture
        case "targetEnvironment":
            // Neither a simulator nor Mac Catalyst runs this tool.
            return false
        case "canImport":
            // `canImport(Module, _version: …)`: the module's name is what decides here.
            let module = String(argument.prefix { $0 != "," })
            if importableModules.contains(module) { return true }
            return platformModules.contains(module) ? false : nil
        default:
            return nil
        }
    }
}
