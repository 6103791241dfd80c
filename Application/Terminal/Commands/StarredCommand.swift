import Application
import CommandLineInterface
import Domain
import StyledText

/// `repo-browser starred`: the signed-in person's starred repositories, newest star first, as `ListCommand` grows
/// and prints every list, in `search`'s columns; JSON is an array of repositories, as GitHub answers, or of their
/// chosen fields.
///
/// The pages come from `StarredUseCaseType` (the starred screen's). When the starred list cannot be read here (no
/// token, or offline) the command fails with that reason and sends nothing.
public struct StarredCommand: NonInteractiveCommand {
    private let command: ListCommand<StarredPage>

    /// Creates the command over `useCase`; `wording` explains failures, `presentation` says how rows are printed
    /// and `jsonPresentation` how `--json` is.
    public init(
        useCase: any StarredUseCaseType, options: StarredOptions, wording: ErrorMessage = ErrorMessage(),
        presentation: ListPresentation = .lines, jsonPresentation: JSONPresentation = .compact
    ) {
        let configuration = ListConfiguration<StarredPage>(
            firstQuery: Result { () throws(RepositoryError) in
                try StarredQuery(perPage: min(options.limit, StarredQuery.perPageRange.upperBound))
            },
            load: { useCase.page($0) }, refusal: useCase.refusal, itemName: ("repository", "repositories"),
            terminalColumns: RepositoryColumns.terminal, pipedColumns: RepositoryColumns.piped,
            summary: { shown, _ in RepositoryColumns.summary(shown: shown, of: shown) },
            emptyNotice: "You have not starred any repository.",
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
