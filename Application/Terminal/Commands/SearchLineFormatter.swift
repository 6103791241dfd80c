import Domain
import StyledText

/// Formats search results for pipes and scripts: one repository per line, tab-separated, no header.
///
/// Columns: full name, stars, forks, language (empty when none), description (empty when none). Every text
/// column is sanitised for the terminal (control characters in caret notation) and kept on one line: tabs and
/// line breaks become spaces and whitespace runs collapse, so a row always has exactly five columns.
public enum SearchLineFormatter {
    /// All rows, each ending in a line break; empty for no repositories.
    public static func text(for repositories: [GithubRepo]) -> String {
        repositories.map { line(for: $0) + "\n" }.joined()
    }

    /// One row, without its line break.
    public static func line(for repository: GithubRepo) -> String {
        [
            cell(repository.fullName),
            String(repository.starCount),
            String(repository.forkCount),
            cell(repository.language ?? ""),
            cell(repository.description ?? ""),
        ].joined(separator: "\t")
    }

    /// Untrusted text as one safe cell.
    static func cell(_ text: String) -> String {
        TerminalText.sanitize(text, layout: .singleLine, controls: .caretNotation)
    }
}
