import Application
import CommandLineInterface
import Domain
import Foundation
import StyledText

/// `repo-browser search`: the list grown until it holds the limit or GitHub has no next page, then printed.
///
/// The list comes from `SearchUseCaseType.list(startingWith:holding:)`: the same paging events and the same
/// `PagingState.reduce(_:_:)` the search screen grows its list with, so a repository that a later page repeats is
/// printed once. A page that fails fails the whole command, so the output is never a silent part of the results.
/// Plain output is `SearchLineFormatter`'s rows (piped) or `SearchTableFormatter`'s table (on a terminal);
/// `--json` is `RepoJSONFormatter`'s envelope or the chosen fields.
public struct SearchCommand: NonInteractiveCommand {
    private let useCase: any SearchUseCaseType
    private let options: SearchOptions
    private let wording: ErrorMessage
    private let presentation: SearchPresentation
    private let jsonPresentation: JSONPresentation

    /// Creates the command over `useCase`; `wording` explains failures, `presentation` says how rows are printed
    /// and `jsonPresentation` how `--json` is.
    public init(
        useCase: any SearchUseCaseType, options: SearchOptions, wording: ErrorMessage = ErrorMessage(),
        presentation: SearchPresentation = .lines, jsonPresentation: JSONPresentation = .compact
    ) {
        self.useCase = useCase
        self.options = options
        self.wording = wording
        self.presentation = presentation
        self.jsonPresentation = jsonPresentation
    }

    /// Searches and formats the results, or reports why it could not.
    public func run() async -> CommandReport {
        let results: SearchResults
        do {
            results = try await collect()
        } catch {
            return .failed(error, wording: wording)
        }
        let warnings = Self.skippedWarning(results.skippedItemCount).map { [$0] } ?? []
        if let selection = options.json {
            let json = RepoJSONFormatter.searchResults(results, selection: selection)
            return CommandReport(output: jsonPresentation.text(json), warnings: warnings)
        }
        guard !results.items.isEmpty else {
            let shown = TerminalText.sanitize(queryText, controls: .caretNotation)
            return CommandReport(output: "", notice: "No repositories match '\(shown)'.", warnings: warnings)
        }
        switch presentation {
        case .lines:
            return CommandReport(output: SearchLineFormatter.text(for: results.items), warnings: warnings)
        case .table(let columns, let colorMode):
            let table = SearchTableFormatter.text(for: results, columns: columns, colorMode: colorMode)
            return CommandReport(output: table, warnings: warnings)
        }
    }

    /// The sentence saying how many unreadable repositories were left out, or `nil` when none were.
    static func skippedWarning(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        let what = count == 1 ? "1 repository" : "\(count) repositories"
        return "\(what) in GitHub's answer could not be read and \(count == 1 ? "was" : "were") left out."
    }

    /// The first page's query: the given text (or `RepoSearchQuery.defaultText`), sort, order, page, and a page
    /// size of `--per-page` or else the limit (at most 100), so a small limit costs one small request.
    func firstQuery() throws(RepositoryError) -> RepoSearchQuery {
        let perPage = options.perPage ?? min(options.limit, RepoSearchQuery.perPageRange.upperBound)
        return try RepoSearchQuery(
            text: queryText, sort: options.sort ?? .bestMatch, order: options.order ?? .descending, perPage: perPage,
            page: options.page)
    }

    /// The list grown to `limit` rows or the last page, at most `limit` of its repositories kept.
    func collect() async throws -> SearchResults {
        let useCase = self.useCase
        let listing = try await PagedList(load: { useCase.search($0) })
            .listing(startingWith: try firstQuery(), holding: options.limit).firstElement()
        return SearchResults(
            items: Array(listing.items.prefix(options.limit)), totalCount: listing.state.totalItemCount ?? 0,
            isIncomplete: listing.pages.contains { $0.isIncomplete }, skippedItemCount: listing.state.skippedItemCount)
    }

    /// The query words and the filters' qualifiers, or `RepoSearchQuery.defaultText` when there are neither.
    private var queryText: String {
        options.searchText
    }
}
