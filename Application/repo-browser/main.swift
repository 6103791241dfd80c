import Foundation
import Terminal

// repo-browser's entry point. Everything is decided by CommandRouter.launch (pure); this file only runs it.
// First of all, the signals the interactive program answers are blocked, so that one sent at any moment waits for
// the main loop instead of being lost (the interactive session takes them; the other paths unblock them and let
// each take its default action).
// SIGPIPE is ignored so `repo-browser search | head -1` ends with a quiet EPIPE instead of a killed process.
ProcessSignals.block()
signal(SIGPIPE, SIG_IGN)
ProcessHeap.growInLargeSteps()
let environment = AppEnvironment.current()
let runner = CommandRunner(showsNotices: environment.outputStyle.showsNotices)

switch CommandRouter(environment: environment).launch(arguments: Array(CommandLine.arguments.dropFirst())) {
case .finish(let outcome):
    ProcessSignals.unblock()
    runner.finish(outcome)
case .command(let command):
    ProcessSignals.unblock()
    runner.run(command)
case .interactive(let launch):
    TerminalApplication(
        useCases: launch.useCases,
        options: InteractiveOptions(
            colorMode: launch.colorMode, wording: launch.wording,
            initialText: launch.initialText, initialSort: launch.initialSort, redaction: launch.redaction,
            isMouseReportingEnabled: launch.isMouseReportingEnabled, offlineSource: launch.offlineSource),
        browserOpener: launch.browserOpener
    ).run()
}
