import Foundation
import LintKit

// Entry point: parse the command line and dispatch.
let exitCode: Int32
do {
    let arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
    switch arguments.command {
    case .help:
        print(helpText)
        exitCode = 0
    case .version:
        print(toolVersion)
        exitCode = 0
    case let .rules(id):
        exitCode = RulesCommand.run(id, configPath: arguments.configPath)
    case let .dump(what, path):
        exitCode = DumpCommand.run(what, path: path)
    case .lint:
        #if os(Linux)
        if arguments.stdinPath == nil { AllocatorTuning.restartTunedIfWorthIt(paths: arguments.paths) }
        #endif
        exitCode = LintCommand(arguments: arguments).run()
    }
} catch {
    printError("error: \(error.description)")
    // A subcommand's own usage line (`usage: swiftlint-lite dump …`) is the error itself.
    if !error.description.hasPrefix("usage:") {
        printError("usage: swiftlint-lite [options] [<path> ...]; see 'swiftlint-lite --help'")
    }
    exitCode = 2
}
// What `print` wrote (help, version, `rules`, `dump`) is flushed here, so that a failed write
// is an error, not a silent loss.
if let failure = StandardStreams.flushPrintedOutput() {
    printError(failure)
    exit(2)
}
exit(exitCode)
