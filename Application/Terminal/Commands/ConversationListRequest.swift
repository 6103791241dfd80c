import Application
import CommandLineInterface
import Domain

/// What `issues` or `prs` was asked for, as a conversation list command reads it: the first page's query, how many, the
/// filters its sentences mention, and the search terms `--web` opens.
protocol ConversationListRequest: Sendable {
    /// The pages the list is grown from.
    associatedtype Page: ListPage where Page.Item: PrintedListItem

    /// The website's page listing them (`issues`, `pulls`).
    static var webPage: String { get }
    /// How many items to print at most.
    var limit: Int { get }
    /// The JSON asked for, or `nil` to print rows.
    var json: JSONFieldSelection? { get }
    /// Which states are asked for (`all` for every state).
    associatedtype StateFilter: RawRepresentable<String>

    var state: StateFilter { get }
    /// Whether anything but the state narrows the list.
    var hasOtherFilters: Bool { get }
    /// gh's search terms for the list on the website (`state:open`, `type:issue`, `label:bug`).
    var webTerms: [String] { get }

    /// The first page's query for `repository`, at most 100 a page.
    func firstQuery(for repository: RepoReference) throws(RepositoryError) -> Page.Query
}

extension ConversationListRequest {
    /// The state filter's word (`open`, `closed`, `merged`), or `nil` for every state.
    var stateWord: String? { state.rawValue == "all" ? nil : state.rawValue }
}
