import Terminal

/// What the process prints before it exits, and its exit status.
struct ProcessOutcome: Sendable {
    let output: String
    let error: String
    let code: ExitCode

    init(output: String = "", error: String = "", code: ExitCode) {
        self.output = output
        self.error = error
        self.code = code
    }

    /// The outcome of a finished command: its output, its failure (status 1) or its notice, which only people at
    /// a terminal see (a script reading standard error gets nothing for an empty search), after its warnings,
    /// which everyone sees.
    init(report: CommandReport, isErrorTerminal: Bool) {
        let warnings = report.warnings.map { "repo-browser: \($0)\n" }.joined()
        if let failure = report.failure {
            self.init(output: report.output, error: warnings + "repo-browser: \(failure)\n", code: .failure)
        } else {
            let notice = report.notice.map { isErrorTerminal ? "\($0)\n" : "" } ?? ""
            self.init(output: report.output, error: warnings + notice, code: .success)
        }
    }
}
