import Application
import CommandLineInterface
import Domain
import Foundation
import StyledText

/// `repo-browser search`: the search's list, as `ListCommand` grows and prints every list.
///
/// The pages come from `SearchUseCaseType.search(_:)` (the search screen's). Rows are `RepositoryColumns`; the table
/// is headed "Showing N of M repositories" with GitHub's count of all matches. `--json` is `RepoJSONFormatter`'s
/// envelope or the chosen fields.
public struct SearchCommand: NonInteractiveCommand {
    private let command: ListCommand<RepoPage>

    /// Creates the command over `useCase`; `wording` explains failures, `presentation` says how rows are printed
    /// and `jsonPresentation` how `--json` is.
    public init(
        useCase: any SearchUseCaseType, options: SearchOptions, wording: ErrorMessage = ErrorMessage(),
        presentation: ListPresentation = .lines, jsonPresentation: JSONPresentation = .compact
    ) {
        let configuration = ListConfiguration<RepoPage>(
            firstQuery: Result { () throws(RepositoryError) in try Self.firstQuery(options) },
            load: { useCase.search($0) }, itemName: ("repository", "repositories"),
            terminalColumns: RepositoryColumns.terminal, pipedColumns: RepositoryColumns.piped,
            summary: { shown, listing in
                RepositoryColumns.summary(shown: shown, of: listing.state.totalItemCount ?? 0)
            },
            emptyNotice: "no repositories matched your search",
            json: { items, listing, selection in
                let results = SearchResults(
                    items: items, totalCount: listing.state.totalItemCount,
                    isIncomplete: listing.pages.contains { $0.isIncomplete })
                return RepoJSONFormatter.searchResults(results, selection: selection)
            })
        command = ListCommand(
            configuration, limit: options.limit, json: options.json, wording: wording, presentation: presentation,
            jsonPresentation: jsonPresentation)
    }

    /// Searches and formats the results, or reports why it could not.
    public func run() async -> CommandReport {
        await command.run()
    }

    /// The first page's query: the given text (or `RepoSearchQuery.defaultText`), sort, order, page, and a page
    /// size of `--per-page` or else the limit (at most 100), so a small limit costs one small request.
    static func firstQuery(_ options: SearchOptions) throws(RepositoryError) -> RepoSearchQuery {
        let perPage = options.perPage ?? min(options.limit, RepoSearchQuery.perPageRange.upperBound)
        return try RepoSearchQuery(
            text: options.searchText, sort: options.sort ?? .bestMatch, order: options.order ?? .descending,
            perPage: perPage, page: options.page)
    }
}
