import Application
import CommandLineInterface
import Domain
import StyledText

/// `repo-browser repos OWNER`: the public repositories an account owns, in the order asked, as `ListCommand` grows
/// and prints every list, in `search`'s columns; JSON is an array of repositories, as GitHub answers, or of their
/// chosen fields.
///
/// The pages come from `OwnerRepositoriesUseCaseType` (the owner list screen's). An owner that is not a GitHub login
/// is refused before anything is sent.
public struct OwnerRepositoriesCommand: NonInteractiveCommand {
    private let command: ListCommand<OwnerRepoPage>

    /// Creates the command over `useCase`; `wording` explains failures, `presentation` says how rows are printed
    /// and `jsonPresentation` how `--json` is.
    public init(
        useCase: any OwnerRepositoriesUseCaseType, options: OwnerRepositoriesOptions,
        wording: ErrorMessage = ErrorMessage(), presentation: ListPresentation = .lines,
        jsonPresentation: JSONPresentation = .compact
    ) {
        let configuration = ListConfiguration<OwnerRepoPage>(
            firstQuery: Result { () throws(RepositoryError) in
                try OwnerRepoQuery(
                    owner: options.owner, sort: options.sort, direction: options.direction,
                    perPage: min(options.limit, OwnerRepoQuery.perPageRange.upperBound))
            },
            load: { useCase.page($0) }, itemName: ("repository", "repositories"),
            terminalColumns: RepositoryColumns.terminal, pipedColumns: RepositoryColumns.piped,
            summary: { shown, _ in RepositoryColumns.summary(shown: shown, of: shown) },
            emptyNotice: "\(options.owner) has no public repositories.",
            json: { items, _, selection in
                switch selection {
                case .allFields: .array(items.map(RepoJSONFormatter.repository))
                case .fields:
                    RepoJSONFormatter.searchResults(
                        SearchResults(items: items, totalCount: items.count, isIncomplete: false), selection: selection)
                }
            })
        command = ListCommand(
            configuration, limit: options.limit, json: options.json, wording: wording, presentation: presentation,
            jsonPresentation: jsonPresentation)
    }

    /// Fetches and formats the list, or reports why it could not.
    public func run() async -> CommandReport {
        await command.run()
    }
}
