import Foundation
import Terminal

// repo-browser's entry point. Everything is decided by CompositionRoot.launch (pure); this file only runs it.
// SIGPIPE is ignored so `repo-browser search | head -1` ends with a quiet EPIPE instead of a killed process.
signal(SIGPIPE, SIG_IGN)
let environment = AppEnvironment.current()
let runner = CommandRunner(isErrorTerminal: environment.isErrorTerminal)

switch CompositionRoot(environment: environment).launch(arguments: Array(CommandLine.arguments.dropFirst())) {
case .finish(let outcome):
    runner.finish(outcome)
case .command(let command):
    runner.run(command)
case .interactive(let launch):
    TerminalApplication(
        useCases: launch.useCases,
        options: InteractiveOptions(
            colorMode: launch.colorMode, snapshotDate: launch.snapshotDate, wording: launch.wording)
    ).run()
}
