import Application
import Domain
import StyledText

/// What a non-interactive command produced: the text for standard output and, on failure, one sentence why.
///
/// The command never writes itself; the composition root writes the report and chooses the exit status, so a
/// command can be tested as a plain function from a repository to text.
public struct CommandReport: Equatable, Sendable {
    /// The text for standard output, ending in a line break; empty when there is nothing to print.
    public let output: String
    /// A remark for people (such as "no repositories match"), written only when output is for a person
    /// (`OutputStyle.showsNotices`).
    public let notice: String?
    /// The one-sentence explanation of a failure, already safe for a terminal; `nil` when the command succeeded.
    public let failure: String?
    /// Sentences about a result that is usable but incomplete (unreadable items left out of `search`, a part of
    /// `show --json` that failed), already safe for a terminal; written to standard error whether or not it is a
    /// terminal.
    public let warnings: [String]

    public init(output: String, notice: String? = nil, failure: String? = nil, warnings: [String] = []) {
        self.output = output
        self.notice = notice
        self.failure = failure
        self.warnings = warnings
    }

    /// The report of a failed command: nothing on standard output, and `error` worded by `wording` with every
    /// control character from GitHub's text shown inert in caret notation.
    public static func failed(_ error: any Error, wording: ErrorMessage) -> CommandReport {
        CommandReport(output: "").failing(with: error, wording: wording)
    }

    /// This report's output and warnings, failing with `error` worded by `wording`: a command that prints what it
    /// received before the failure that stopped it.
    func failing(with error: any Error, wording: ErrorMessage) -> CommandReport {
        let sentence = TerminalText.sanitize(wording.text(for: error), layout: .singleLine, controls: .caretNotation)
        return CommandReport(output: output, failure: sentence, warnings: warnings)
    }
}
