import Application
import Domain

/// `repo-browser show OWNER/NAME`: one repository's detail as text or JSON.
///
/// The detail comes from the repository's `detail(_:)`, which bounds the requests in flight; a missing README,
/// release or contributor list is part of the detail, while a missing repository fails the command.
///
/// The repository itself is asked for first, alone, so a missing or misspelt repository fails with one request
/// and a message naming the repository (not whichever part of the detail failed first). It also keeps the common
/// failure away from `detail(_:)` cancelling its other requests, which can deadlock FoundationNetworking on Linux
/// (swift-corelibs-foundation issue 5412). The repeated request for the repository is conditional (ETag), so
/// GitHub answers 304 and it does not count against the rate limit.
public struct ShowCommand: NonInteractiveCommand {
    private let repository: any GithubRepoRepositoryType
    private let options: ShowOptions
    private let wording: ErrorMessage

    /// Creates the command over `repository` (GitHub or the offline snapshot); `wording` explains failures.
    public init(repository: any GithubRepoRepositoryType, options: ShowOptions, wording: ErrorMessage = ErrorMessage())
    {
        self.repository = repository
        self.options = options
        self.wording = wording
    }

    /// Fetches and formats the detail, or reports why it could not.
    public func run() async -> CommandReport {
        let detail: RepoDetail
        do {
            _ = try await repository.repository(options.repository)
            detail = try await repository.detail(options.repository)
        } catch {
            return .failed(error, wording: wording)
        }
        if let selection = options.json {
            return CommandReport(
                output: JSONWriter.string(RepoJSONFormatter.detail(detail, selection: selection)) + "\n")
        }
        return CommandReport(output: RepoDetailTextFormatter.text(for: detail))
    }
}
