import Application
import CommandLineInterface
import Domain
import Foundation

/// `repo-browser issues`: a repository's issues, as `gh issue list` prints them, grown and printed by `ListCommand`.
///
/// The pages come from `IssuesUseCaseType` (the issue screen's), pull requests already left out. Rows are
/// `IssueColumns`; the table is headed by `RepositoryListWording`'s summary; an empty list says gh's sentence (`no
/// open issues in OWNER/NAME`) to a person and is no failure; `--json` is `IssueJSONFormatter`'s array (`[]` when
/// empty). `web(base:)` is the list `--web` opens.
public struct IssuesCommand: NonInteractiveCommand {
    private let command: ListCommand<IssuePage>

    /// Creates the command listing `repository`'s issues over `useCase`; `now` is when "updated 2 days ago" counts
    /// from.
    public init(
        useCase: any IssuesUseCaseType, options: IssuesOptions, repository: RepoReference,
        wording: ErrorMessage = ErrorMessage(), presentation: ListPresentation = .lines,
        jsonPresentation: JSONPresentation = .compact, now: Date = Date()
    ) {
        let sentences = RepositoryListWording(
            itemName: ("issue", "issues"), repository: repository,
            stateWord: options.state == .all ? nil : options.state.rawValue,
            hasOtherFilters: !options.labels.isEmpty || options.author != nil)
        let configuration = ListConfiguration<IssuePage>(
            firstQuery: Result { () throws(RepositoryError) in
                try IssueQuery(
                    repository: repository, state: options.state, labels: options.labels, author: options.author,
                    perPage: min(options.limit, IssueQuery.perPageRange.upperBound))
            },
            load: { useCase.page($0) }, itemName: sentences.itemName,
            terminalColumns: IssueColumns.terminal(now: now), pipedColumns: IssueColumns.piped,
            summary: { shown, listing in
                sentences.summary(shown: shown, isComplete: listing.state.nextPageQuery == nil)
            },
            emptyNotice: sentences.emptyNotice,
            json: { items, _, selection in IssueJSONFormatter.issues(items, selection: selection) })
        command = ListCommand(
            configuration, limit: options.limit, json: options.json, wording: wording, presentation: presentation,
            jsonPresentation: jsonPresentation)
    }

    /// Fetches and formats the issues, or reports why it could not.
    public func run() async -> CommandReport {
        await command.run()
    }

    /// The issue list on the website with gh's search terms: `state:open type:issue`, then `label:` for each label
    /// and `author:` (every state: no `state:` term).
    public static func web(base: URL, repository: RepoReference, options: IssuesOptions) -> URL {
        var terms = ["type:issue"] + options.labels.map { WebAddress.term("label", $0) }
        if options.state != .all { terms.append("state:\(options.state.rawValue)") }
        if let author = options.author { terms.append(WebAddress.term("author", author)) }
        return WebAddress.list(base: base, reference: repository, page: "issues", terms: terms)
    }
}
