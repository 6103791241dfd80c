import Application
import CommandLineInterface
import Domain
import Foundation

/// `repo-browser prs`: a repository's pull requests, as `gh pr list` prints them, grown and printed by `ListCommand`.
///
/// The pages come from `PullRequestsUseCaseType` (the pull request screen's); the labels and a merged state are
/// passed in the query, which the source applies (GitHub's list cannot filter by label). Rows are
/// `PullRequestColumns`; the table is headed by `RepositoryListWording`'s summary; an empty list says gh's sentence
/// to a person and is no failure; `--json` is `IssueJSONFormatter`'s array. `web(base:)` is the list `--web` opens.
public struct PullRequestsCommand: NonInteractiveCommand {
    private let command: ListCommand<PullRequestPage>

    /// Creates the command listing `repository`'s pull requests over `useCase`; `now` is when "created 2 days ago"
    /// counts from.
    public init(
        useCase: any PullRequestsUseCaseType, options: PullRequestsOptions, repository: RepoReference,
        wording: ErrorMessage = ErrorMessage(), presentation: ListPresentation = .lines,
        jsonPresentation: JSONPresentation = .compact, now: Date = Date()
    ) {
        let sentences = RepositoryListWording(
            itemName: ("pull request", "pull requests"), repository: repository,
            stateWord: options.state == .all ? nil : options.state.rawValue,
            hasOtherFilters: !options.labels.isEmpty || options.base != nil)
        let configuration = ListConfiguration<PullRequestPage>(
            firstQuery: Result { () throws(RepositoryError) in
                try PullRequestQuery(
                    repository: repository, state: options.state, base: options.base, labels: options.labels,
                    perPage: min(options.limit, PullRequestQuery.perPageRange.upperBound))
            },
            load: { useCase.page($0) }, itemName: sentences.itemName,
            terminalColumns: PullRequestColumns.terminal(now: now), pipedColumns: PullRequestColumns.piped,
            summary: { shown, listing in
                sentences.summary(shown: shown, isComplete: listing.state.nextPageQuery == nil)
            },
            emptyNotice: sentences.emptyNotice,
            json: { items, _, selection in IssueJSONFormatter.pullRequests(items, selection: selection) })
        command = ListCommand(
            configuration, limit: options.limit, json: options.json, wording: wording, presentation: presentation,
            jsonPresentation: jsonPresentation)
    }

    /// Fetches and formats the pull requests, or reports why it could not.
    public func run() async -> CommandReport {
        await command.run()
    }

    /// The pull request list on the website with gh's search terms: `state:open type:pr` (`is:merged` for merged,
    /// no state term for every state), then `base:` and `label:` for each label.
    public static func web(base: URL, repository: RepoReference, options: PullRequestsOptions) -> URL {
        var terms = ["type:pr"] + options.labels.map { WebAddress.term("label", $0) }
        switch options.state {
        case .open, .closed: terms.append("state:\(options.state.rawValue)")
        case .merged: terms.append("is:merged")
        case .all: break
        }
        if let branch = options.base { terms.append(WebAddress.term("base", branch)) }
        return WebAddress.list(base: base, reference: repository, page: "pulls", terms: terms)
    }
}
