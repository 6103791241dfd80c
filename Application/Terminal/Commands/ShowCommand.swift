import Application
import CommandLineInterface
import Domain
import StyledText

/// `repo-browser show OWNER/NAME`: one repository's detail as text or JSON.
///
/// The parts come from `RepoDetailUseCase`, folded by `RepoDetailState.applying(_:)` as on the detail screen, with the
/// fetched repository as the summary. The repository part arrives first: when it fails, the
/// command fails with its sentence and stops listening, which cancels the rest. Once the repository has loaded the
/// command succeeds, and a part that failed is noted with its own reason: in the text where the part would be, or on
/// standard error beside `--json`'s `null`.
public struct ShowCommand: NonInteractiveCommand {
    private let useCase: any RepoDetailUseCaseType
    private let options: ShowOptions
    private let wording: ErrorMessage
    private let readmeDisplay: ReadmeDisplay
    private let jsonPresentation: JSONPresentation
    private let redaction: Redaction

    /// Creates the command over `useCase`; `wording` explains failures; `readmeDisplay` says whether the README
    /// is rendered (for a terminal) or printed as sent; `jsonPresentation` how `--json` is printed; `redaction`'s
    /// secrets are never printed in the README.
    public init(
        useCase: any RepoDetailUseCaseType, options: ShowOptions, wording: ErrorMessage = ErrorMessage(),
        readmeDisplay: ReadmeDisplay = .asSent, jsonPresentation: JSONPresentation = .compact,
        redaction: Redaction = .none
    ) {
        self.useCase = useCase
        self.options = options
        self.wording = wording
        self.readmeDisplay = readmeDisplay
        self.jsonPresentation = jsonPresentation
        self.redaction = redaction
    }

    /// Fetches and formats the detail, or reports why the repository could not be shown.
    public func run() async -> CommandReport {
        let state: RepoDetailState
        do {
            state = try await collect()
        } catch {
            return .failed(error, wording: wording)
        }
        if let selection = options.json {
            return CommandReport(
                output: jsonPresentation.text(RepoJSONFormatter.detail(state, selection: selection)),
                warnings: RepoDetailTextFormatter.missingParts(of: state, wording: wording))
        }
        return CommandReport(
            output: RepoDetailTextFormatter.text(
                for: state, readme: readmeDisplay, wording: wording, redaction: redaction))
    }

    /// Every part folded into the state as the detail screen folds them, from the fetched repository (the use case
    /// sends it first); throws its error when it could not be read, which stops listening and cancels the rest.
    func collect() async throws -> RepoDetailState {
        var state: RepoDetailState?
        for try await update in useCase.detail(options.repository).values {
            if let shown = state {
                state = shown.applying(update)
            } else if case .repository(let repository) = update {
                state = RepoDetailState(summary: try repository.get()).applying(update)
            }
        }
        guard let state else { throw RepositoryError.cancelled }
        return state
    }
}
