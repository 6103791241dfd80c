import StyledText

/// A usage or configuration error found before anything runs (a repository on another host, a clone without a
/// GitHub remote), as the composition root reports it: one sanitised line and status 2.
struct UsageFailure: Error {
    /// What went wrong, untrusted as it may be.
    let message: String

    /// The launch that says so and exits with the usage status.
    var launch: Launch {
        let shown = TerminalText.sanitize(message, controls: .caretNotation)
        return .finish(ProcessOutcome(error: "repo-browser: \(shown)\n", code: .usage))
    }
}
