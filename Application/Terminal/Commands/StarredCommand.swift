import Application
import CommandLineInterface
import Domain
import StyledText

/// `repo-browser starred`: the signed-in person's starred repositories, newest star first, fetched page by page
/// through `StarredUseCaseType` (the starred screen's) until the limit or the last page, then printed as `search` prints: rows when piped, a
/// table on a terminal, or JSON (an array of repositories, as GitHub answers, or of their chosen fields).
///
/// When the starred list cannot be read here (no token, or offline) the command fails with that reason and sends
/// nothing; a page that fails fails the whole command, so the output is never a silent part of the list.
public struct StarredCommand: NonInteractiveCommand {
    private let useCase: any StarredUseCaseType
    private let options: StarredOptions
    private let wording: ErrorMessage
    private let presentation: SearchPresentation
    private let jsonPresentation: JSONPresentation

    /// Creates the command over `useCase`; `wording` explains failures, `presentation` says how rows are printed
    /// and `jsonPresentation` how `--json` is.
    public init(
        useCase: any StarredUseCaseType, options: StarredOptions, wording: ErrorMessage = ErrorMessage(),
        presentation: SearchPresentation = .lines, jsonPresentation: JSONPresentation = .compact
    ) {
        self.useCase = useCase
        self.options = options
        self.wording = wording
        self.presentation = presentation
        self.jsonPresentation = jsonPresentation
    }

    /// Fetches and formats the list, or reports why it could not.
    public func run() async -> CommandReport {
        if let refusal = useCase.refusal {
            return .failed(refusal, wording: wording)
        }
        let results: SearchResults
        do {
            results = try await collect()
        } catch {
            return .failed(error, wording: wording)
        }
        let warnings = SearchCommand.skippedWarning(results.skippedItemCount).map { [$0] } ?? []
        if let selection = options.json {
            let json: JSONValue =
                switch selection {
                case .allFields: .array(results.items.map(RepoJSONFormatter.repository))
                case .fields: RepoJSONFormatter.searchResults(results, selection: selection)
                }
            return CommandReport(output: jsonPresentation.text(json), warnings: warnings)
        }
        guard !results.items.isEmpty else {
            return CommandReport(output: "", notice: "You have not starred any repository.", warnings: warnings)
        }
        switch presentation {
        case .lines:
            return CommandReport(output: SearchLineFormatter.text(for: results.items), warnings: warnings)
        case .table(let columns, let colorMode):
            let table = SearchTableFormatter.text(for: results, columns: columns, colorMode: colorMode)
            return CommandReport(output: table, warnings: warnings)
        }
    }

    /// The pages from the first, until `limit` repositories or the last page; at most `limit` kept, each once.
    func collect() async throws -> SearchResults {
        var query = try StarredQuery(perPage: min(options.limit, StarredQuery.perPageRange.upperBound))
        var items: [GithubRepo] = []
        var seen: Set<RepoReference> = []
        var skipped = 0
        while true {
            let page = try await useCase.page(query).lastElement()
            for item in page.items where seen.insert(item.reference).inserted {
                items.append(item)
            }
            skipped += page.skippedItemCount
            guard items.count < options.limit, let next = page.nextQuery else { break }
            query = next
        }
        let kept = Array(items.prefix(options.limit))
        return SearchResults(items: kept, totalCount: kept.count, isIncomplete: false, skippedItemCount: skipped)
    }
}
