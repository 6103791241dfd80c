import Application
import CommandLineInterface
import Domain
import Foundation
import Reactive

/// `repo-browser issues` and `repo-browser prs`: a repository's conversations (its issues or its pull requests, the
/// two lists GitHub's conversations are kept in), as `gh issue list` and `gh pr list` print them, grown and printed by
/// `ListCommand`.
///
/// The pages come from the list scenes' use cases (the issues without the pull requests GitHub mixes in; the pull
/// requests without those the labels or a merged state leave out). Rows are the item's `PrintedListItem` columns; the
/// table is headed by `ConversationListWording`'s summary; an empty list says gh's sentence (`no open issues in
/// OWNER/NAME`) to a person and is no failure; `--json` is an array (`[]` when empty). `web(base:repository:list:)`
/// is the page `--web` opens.
public struct ConversationListCommand: NonInteractiveCommand {
    /// Which list, as asked for, with the use case that pages it.
    public enum List: Sendable {
        /// `issues`.
        case issues(IssuesOptions, any IssuesUseCaseType)
        /// `prs`.
        case pullRequests(PullRequestsOptions, any PullRequestsUseCaseType)
    }

    private let command: any NonInteractiveCommand

    /// Creates the command listing `repository`'s `list`; `wording` explains failures, `presentation` says how rows
    /// are printed and `jsonPresentation` how `--json` is; `now` is when "2 days ago" counts from.
    public init(
        _ list: List, repository: RepoReference, wording: ErrorMessage = ErrorMessage(),
        presentation: ListPresentation = .lines, jsonPresentation: JSONPresentation = .compact, now: Date = Date()
    ) {
        let output = (wording, presentation, jsonPresentation)
        switch list {
        case .issues(let options, let useCase):
            command = Self.listCommand(options, repository, load: useCase.page, output: output, now: now)
        case .pullRequests(let options, let useCase):
            command = Self.listCommand(options, repository, load: useCase.page, output: output, now: now)
        }
    }

    /// Fetches and formats the list, or reports why it could not.
    public func run() async -> CommandReport {
        await command.run()
    }

    /// The list on the website with gh's search terms (`…/issues?q=state:open type:issue`).
    public static func web(base: URL, repository: RepoReference, list: List) -> URL {
        switch list {
        case .issues(let options, _): web(base: base, repository: repository, request: options)
        case .pullRequests(let options, _): web(base: base, repository: repository, request: options)
        }
    }

    private static func web<Request: ConversationListRequest>(
        base: URL, repository: RepoReference, request: Request
    ) -> URL {
        WebAddress.list(base: base, reference: repository, page: Request.webPage, terms: request.webTerms)
    }

    /// The list command for `request` of `repository`.
    private static func listCommand<Request: ConversationListRequest>(
        _ request: Request, _ repository: RepoReference,
        load: @escaping @Sendable (Request.Page.Query) -> Observable<Request.Page>,
        output: (ErrorMessage, ListPresentation, JSONPresentation), now: Date
    ) -> ListCommand<Request.Page> {
        typealias Item = Request.Page.Item
        let wording = ConversationListWording(
            itemName: Item.itemName, repository: repository, stateWord: request.stateWord,
            hasOtherFilters: request.hasOtherFilters)
        let configuration = ListConfiguration<Request.Page>(
            firstQuery: Result { () throws(RepositoryError) in try request.firstQuery(for: repository) }, load: load,
            itemName: Item.itemName, terminalColumns: Item.terminalColumns(now: now), pipedColumns: Item.pipedColumns,
            summary: { shown, listing in wording.summary(shown: shown, isComplete: listing.state.nextPageQuery == nil)
            },
            emptyNotice: wording.emptyNotice, json: { items, _, selection in Item.json(items, selection: selection) })
        return ListCommand(
            configuration, limit: request.limit, json: request.json, wording: output.0, presentation: output.1,
            jsonPresentation: output.2)
    }
}
