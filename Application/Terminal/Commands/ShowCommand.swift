import Application
import Domain

/// `repo-browser show OWNER/NAME`: one repository's detail as text or JSON.
///
/// The parts come from `RepoDetailUseCase`, the same use case the detail screen folds into its state. The
/// repository part arrives first: when it fails, the command fails with its sentence and stops listening, which
/// cancels the rest. Once the repository has loaded the command succeeds, and a part that failed is noted with its
/// own reason: in the text where the part would be, or on standard error beside `--json`'s `null`.
public struct ShowCommand: NonInteractiveCommand {
    private let useCase: any RepoDetailUseCaseType
    private let options: ShowOptions
    private let wording: ErrorMessage
    private let readmeDisplay: ReadmeDisplay
    private let redaction: Redaction

    /// Creates the command over `useCase`; `wording` explains failures; `readmeDisplay` says whether the README
    /// is rendered (for a terminal) or printed as sent; `redaction`'s secrets are never printed in the README.
    public init(
        useCase: any RepoDetailUseCaseType, options: ShowOptions, wording: ErrorMessage = ErrorMessage(),
        readmeDisplay: ReadmeDisplay = .asSent, redaction: Redaction = .none
    ) {
        self.useCase = useCase
        self.options = options
        self.wording = wording
        self.readmeDisplay = readmeDisplay
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
                output: JSONWriter.string(RepoJSONFormatter.detail(state, selection: selection)) + "\n",
                warnings: RepoDetailTextFormatter.missingParts(of: state))
        }
        return CommandReport(
            output: RepoDetailTextFormatter.text(for: state, readme: readmeDisplay, redaction: redaction))
    }

    /// Every part folded into a state, or the repository part's error.
    func collect() async throws -> RepoDetailState {
        var state: RepoDetailState?
        var earlier: [RepoDetailUpdate] = []
        for try await update in useCase.detail(options.repository).values {
            if case .repository(let result) = update {
                state = RepoDetailState(summary: try result.get())
            }
            if let current = state {
                state = (earlier + [update]).reduce(current) { $0.applying($1, wording: wording) }
                earlier = []
            } else {
                earlier.append(update)
            }
        }
        guard let state else { throw RepositoryError.cancelled }
        return state
    }
}
