import Application
import CommandLineInterface
import Domain
import StyledText

/// `repo-browser starred`: the signed-in person's starred repositories, newest star first, printed as `search`
/// prints (`ListConfiguration.repositories`).
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
        let configuration = ListConfiguration<StarredPage>.repositories(
            firstQuery: Result { () throws(RepositoryError) in
                try StarredQuery(perPage: min(options.limit, StarredQuery.perPageRange.upperBound))
            },
            load: { useCase.page($0) }, refusal: useCase.refusal, emptyNotice: "You have not starred any repository.")
        command = ListCommand(
            configuration, limit: options.limit, json: options.json, wording: wording, presentation: presentation,
            jsonPresentation: jsonPresentation)
    }

    /// Fetches and formats the list, or reports why it could not.
    public func run() async -> CommandReport {
        await command.run()
    }
}
