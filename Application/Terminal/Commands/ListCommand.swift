import Application
import CommandLineInterface
import Domain
import StyledText

/// Every list command, written once: the list its configuration names, grown page by page until it holds the limit
/// or GitHub has no next page, then printed.
///
/// The list grows through `PagedListing.grown(from:holding:fetch:)`: the same reducer the list's screen grows its list
/// with, so an item a later page repeats is printed once. At most the limit is kept. Nothing received is lost: when a
/// page cannot be had (a refused link, a network failure, a server error, a deadline), the rows received before it
/// are printed (table, tab-separated lines or JSON), then the one sentence why on standard error, and the command
/// fails (status 1), so the output is never a silent part of the list. Rows are
/// `ListTableFormatter`'s tab-separated lines (piped) or its table (on a terminal); `--json` is the configuration's.
/// An empty list is no failure: nothing on standard output (or the empty JSON) and the configuration's notice.
/// Items GitHub sent that could not be read are left out and counted in a warning.
struct ListCommand<Page: ListPage>: NonInteractiveCommand {
    private let configuration: ListConfiguration<Page>
    private let limit: Int
    private let json: JSONFieldSelection?
    private let wording: ErrorMessage
    private let presentation: ListPresentation
    private let jsonPresentation: JSONPresentation

    /// Creates the command printing at most `limit` items of the list `configuration` names, as `json` asks or else
    /// as `presentation` says; `wording` explains failures.
    init(
        _ configuration: ListConfiguration<Page>, limit: Int, json: JSONFieldSelection?, wording: ErrorMessage,
        presentation: ListPresentation, jsonPresentation: JSONPresentation
    ) {
        self.configuration = configuration
        self.limit = limit
        self.json = json
        self.wording = wording
        self.presentation = presentation
        self.jsonPresentation = jsonPresentation
    }

    /// Fetches and formats the list, or reports why it could not.
    func run() async -> CommandReport {
        if let refusal = configuration.refusal {
            return .failed(refusal, wording: wording)
        }
        let listing: PagedListing<Page>
        do {
            listing = try await collect()
        } catch {
            return .failed(error, wording: wording)
        }
        let report = printed(listing)
        guard let failure = listing.failure else { return report }
        if listing.pages.isEmpty {
            return .failed(failure, wording: wording)
        }
        return report.failing(with: failure, wording: wording)
    }

    /// The rows of `listing` as the output style says, with the configuration's notice for an empty list.
    private func printed(_ listing: PagedListing<Page>) -> CommandReport {
        let items = Array(listing.items.prefix(limit))
        let warnings = skippedWarning(listing.state.skippedItemCount).map { [$0] } ?? []
        if let json {
            return CommandReport(
                output: jsonPresentation.text(configuration.json(items, listing, json)), warnings: warnings)
        }
        guard !items.isEmpty else {
            return CommandReport(output: "", notice: configuration.emptyNotice, warnings: warnings)
        }
        switch presentation {
        case .lines:
            return CommandReport(
                output: ListTableFormatter.lines(for: items, columns: configuration.pipedColumns), warnings: warnings)
        case .table(let columns, let colorMode):
            let table = ListTableFormatter.table(
                for: items, columns: configuration.terminalColumns,
                summary: configuration.summary(items.count, listing), width: columns, colorMode: colorMode)
            return CommandReport(output: table, warnings: warnings)
        }
    }

    /// The list grown from the first query until it holds `limit` items, has no next page or a page fails; throws
    /// when the first query cannot be asked at all.
    func collect() async throws -> PagedListing<Page> {
        let query = try configuration.firstQuery.get()
        return await PagedListing.grown(from: query, holding: limit, fetch: configuration.load)
    }

    /// The sentence saying how many unreadable items were left out, or `nil` when none were.
    func skippedWarning(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        let what = count == 1 ? "1 \(configuration.itemName.one)" : "\(count) \(configuration.itemName.many)"
        return "\(what) in GitHub's answer could not be read and \(count == 1 ? "was" : "were") left out."
    }
}
