/// A command that runs once, without a terminal front end, and reports what to print (`search`, `show`).
public protocol NonInteractiveCommand: Sendable {
    /// Runs the command to completion; failures are part of the report, never thrown.
    func run() async -> CommandReport
}
