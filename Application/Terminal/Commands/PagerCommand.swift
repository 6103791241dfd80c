/// Runs a command and shows its successful output through a `Pager` instead of printing it (`show` on a
/// terminal); failures, notices and warnings still go to standard error as usual.
public struct PagerCommand: NonInteractiveCommand {
    private let command: any NonInteractiveCommand
    private let pager: Pager

    /// Wraps `command`, paging its output with `pager`.
    public init(_ command: any NonInteractiveCommand, pager: Pager) {
        self.command = command
        self.pager = pager
    }

    /// Runs the command; a successful output goes to the pager (or is printed when the pager cannot start).
    public func run() async -> CommandReport {
        let report = await command.run()
        guard report.failure == nil, !report.output.isEmpty, pager.show(Array(report.output.utf8)) else {
            return report
        }
        return CommandReport(output: "", notice: report.notice, warnings: report.warnings)
    }
}
