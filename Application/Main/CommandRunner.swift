import Dispatch
import Foundation
import Terminal

/// Runs a launch's outcome to the end of the process: writes the output with write(2) and exits.
///
/// A command is async, but `main.swift` is not: `run(_:)` starts the command in a `Task` and parks the main
/// thread in `dispatchMain()`, which serves the main queue (the main actor) until the task calls `exit`. No
/// semaphore blocks the main thread, so main-actor work inside the command cannot deadlock.
///
/// Output goes through `FileDescriptorOutputSink` (unbuffered write(2); `print` would be fully buffered in a
/// pipe). With SIGPIPE ignored, a reader that closed early (`| head -1`) makes write(2) fail with EPIPE, which
/// the sink drops quietly; the process then exits with its normal status.
struct CommandRunner: Sendable {
    /// Whether standard error is a terminal (notices are written only then).
    let isErrorTerminal: Bool

    /// Writes `outcome` and exits with its status.
    func finish(_ outcome: ProcessOutcome) -> Never {
        if !outcome.output.isEmpty {
            FileDescriptorOutputSink.standardOutput.write(Array(outcome.output.utf8))
        }
        if !outcome.error.isEmpty {
            FileDescriptorOutputSink.standardError.write(Array(outcome.error.utf8))
        }
        exit(outcome.code.rawValue)
    }

    /// Runs `command`, then writes its report and exits; never returns.
    func run(_ command: any NonInteractiveCommand) -> Never {
        Task { () async -> Void in
            let report = await command.run()
            finish(ProcessOutcome(report: report, isErrorTerminal: isErrorTerminal))
        }
        dispatchMain()
    }
}
