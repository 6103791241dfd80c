import Application
import CommandLineInterface
import Domain
import StyledText

/// `repo-browser repos OWNER`: the public repositories an account owns, in the order asked, printed as `search`
/// prints (`ListConfiguration.repositories`).
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
        let configuration = ListConfiguration<OwnerRepoPage>.repositories(
            firstQuery: Result { () throws(RepositoryError) in
                try OwnerRepoQuery(
                    owner: options.owner, sort: options.sort, direction: options.direction,
                    perPage: min(options.limit, OwnerRepoQuery.perPageRange.upperBound))
            },
            load: { useCase.page($0) }, emptyNotice: "\(options.owner) has no public repositories.")
        command = ListCommand(
            configuration, limit: options.limit, json: options.json, wording: wording, presentation: presentation,
            jsonPresentation: jsonPresentation)
    }

    /// Fetches and formats the list, or reports why it could not.
    public func run() async -> CommandReport {
        await command.run()
    }
}
