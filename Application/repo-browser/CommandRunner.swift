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
/// is dropped quietly; the process then exits with its normal status. Any other failed write of the output (a full
/// disk: `> /dev/full`) is a failure: one sentence on standard error and status 1, never a silent success.
struct CommandRunner: Sendable {
    /// Whether notices are written (`OutputStyle.showsNotices`).
    let showsNotices: Bool

    /// Writes `outcome` and exits with its status (status 1 when the output could not be written).
    func finish(_ outcome: ProcessOutcome) -> Never {
        var code = outcome.code
        var error = outcome.error
        if !outcome.output.isEmpty,
            let failure = FileDescriptorOutputSink.standardOutput.writeAll(outcome.output),
            failure != EPIPE
        {
            let reason = String(cString: strerror(failure))
            error += "repo-browser: cannot write the output (\(reason)); check the disk or the file it goes to\n"
            code = .failure
        }
        if !error.isEmpty {
            FileDescriptorOutputSink.standardError.write(Array(error.utf8))
        }
        exit(code.rawValue)
    }

    /// Runs `command`, then writes its report and exits; never returns.
    func run(_ command: any NonInteractiveCommand) -> Never {
        Task { () async -> Void in
            let report = await command.run()
            finish(ProcessOutcome(report: report, showsNotice: showsNotices))
        }
        dispatchMain()
    }
}
