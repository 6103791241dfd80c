import Application
import CommandLineInterface
import Domain
import Reactive

/// What makes one list command (`search`, `starred`, `repos`, `issues`, `prs`) itself: where its pages come from and
/// how its items are printed. `ListCommand` does the rest alike for every list.
struct ListConfiguration<Page: ListPage>: Sendable {
    /// The first page's query, or why it cannot be asked (nothing is sent then).
    let firstQuery: Result<Page.Query, RepositoryError>
    /// Fetches one page; disposing the subscription cancels the request.
    let load: @Sendable (Page.Query) -> Observable<Page>
    /// Why the list cannot be read here at all (known before anything is sent), or `nil`.
    let refusal: RepositoryError?
    /// What one item and several are called in sentences (`repository`, `repositories`).
    let itemName: (one: String, many: String)
    /// The columns of the table on a terminal.
    let terminalColumns: [TableColumn<Page.Item>]
    /// The tab-separated columns when piped.
    let pipedColumns: [TableColumn<Page.Item>]
    /// The line above the table on a terminal, from how many items are shown and the listing, or `nil` for none.
    let summary: @Sendable (_ shownCount: Int, _ listing: PagedListing<Page>) -> String?
    /// The remark for a person when the list is empty.
    let emptyNotice: String
    /// `--json`: the value for the items shown (and the listing's envelope facts) and the fields asked for.
    let json:
        @Sendable (_ items: [Page.Item], _ listing: PagedListing<Page>, _ selection: JSONFieldSelection) -> JSONValue

    init(
        firstQuery: Result<Page.Query, RepositoryError>, load: @escaping @Sendable (Page.Query) -> Observable<Page>,
        refusal: RepositoryError? = nil, itemName: (one: String, many: String),
        terminalColumns: [TableColumn<Page.Item>], pipedColumns: [TableColumn<Page.Item>],
        summary: @escaping @Sendable (_ shownCount: Int, _ listing: PagedListing<Page>) -> String?,
        emptyNotice: String,
        json:
            @escaping @Sendable (_ items: [Page.Item], _ listing: PagedListing<Page>, _ selection: JSONFieldSelection)
            -> JSONValue
    ) {
        self.firstQuery = firstQuery
        self.load = load
        self.refusal = refusal
        self.itemName = itemName
        self.terminalColumns = terminalColumns
        self.pipedColumns = pipedColumns
        self.summary = summary
        self.emptyNotice = emptyNotice
        self.json = json
    }
}
