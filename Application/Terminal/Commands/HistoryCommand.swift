import Application
import Domain
import StyledText

/// `repo-browser history` and `repo-browser history clear`: the searches the query editor recalls, through the same
/// `SearchHistoryUseCaseType`, printed newest first (one tab-separated line each: text, sort, order, last used), or
/// as JSON, or forgotten.
///
/// A history that cannot be opened fails the command with the store's one-line reason; a damaged file moved aside
/// on opening is said as a warning and the (new, empty) history printed.
public struct HistoryCommand: NonInteractiveCommand {
    /// What the command does with the history.
    public enum Action: Equatable, Sendable {
        /// Print the entries, as JSON when `isJSON`.
        case print(isJSON: Bool)
        /// Forget every entry.
        case clear
    }

    private let useCase: any SearchHistoryUseCaseType
    private let action: Action
    private let wording: ErrorMessage
    private let jsonPresentation: JSONPresentation

    /// Creates the command doing `action` over `useCase`; `wording` explains failures and `jsonPresentation` says
    /// how `--json` prints.
    public init(
        useCase: any SearchHistoryUseCaseType, action: Action, wording: ErrorMessage = ErrorMessage(),
        jsonPresentation: JSONPresentation = .compact
    ) {
        self.useCase = useCase
        self.action = action
        self.wording = wording
        self.jsonPresentation = jsonPresentation
    }

    /// Reads or clears the history, or reports why it could not.
    public func run() async -> CommandReport {
        do {
            let recovery = try await useCase.open().lastElement()
            let warnings = recovery.map { [wording.text(for: $0)] } ?? []
            switch action {
            case .clear:
                _ = try await useCase.clear().lastElement()
                return CommandReport(output: "", notice: "The search history is empty.", warnings: warnings)
            case .print(let isJSON):
                let entries = try await useCase.entries(.all, limit: SearchHistoryEntry.maximumCount).lastElement()
                if isJSON {
                    return CommandReport(output: jsonPresentation.text(.array(entries.map(json))), warnings: warnings)
                }
                guard !entries.isEmpty else {
                    return CommandReport(output: "", notice: "No searches yet.", warnings: warnings)
                }
                return CommandReport(output: entries.map { line($0) + "\n" }.joined(), warnings: warnings)
            }
        } catch let error as SearchHistoryError {
            let sentence = TerminalText.sanitize(
                wording.text(for: error), layout: .singleLine, controls: .caretNotation)
            return CommandReport(output: "", failure: sentence)
        } catch {
            return .failed(error, wording: wording)
        }
    }

    /// One entry as a line: the text (made safe for a terminal), sort, order and when it was last used.
    private func line(_ entry: SearchHistoryEntry) -> String {
        [
            ListTableFormatter.cell(entry.text), entry.sort.rawValue, entry.order.rawValue,
            GithubTimestamp.string(from: entry.lastUsedAt),
        ].joined(separator: "\t")
    }

    /// One entry as JSON: the text as typed (JSON escaping makes it inert), sort, order, last use and count.
    private func json(_ entry: SearchHistoryEntry) -> JSONValue {
        .object([
            "text": .string(entry.text), "sort": .string(entry.sort.rawValue), "order": .string(entry.order.rawValue),
            "last_used_at": .string(GithubTimestamp.string(from: entry.lastUsedAt)),
            "use_count": .integer(entry.useCount),
        ])
    }
}
