import Application
import Domain
import Reactive

extension ListConfiguration where Page.Item == GithubRepo {
    /// A list of repositories other than a search's (`starred`, `repos`), printed as `search` prints its items: its
    /// columns, a count of those shown, and JSON as an array of repositories as GitHub sends them, or of their chosen
    /// fields, named as for `search`.
    static func repositories(
        firstQuery: Result<Page.Query, RepositoryError>, load: @escaping @Sendable (Page.Query) -> Observable<Page>,
        refusal: RepositoryError? = nil, emptyNotice: String
    ) -> ListConfiguration {
        ListConfiguration(
            firstQuery: firstQuery, load: load, refusal: refusal, itemName: ("repository", "repositories"),
            terminalColumns: RepositoryColumns.terminal, pipedColumns: RepositoryColumns.piped,
            summary: { shown, _ in RepositoryColumns.summary(shown: shown, of: shown) },
            emptyNotice: emptyNotice,
            json: { items, _, selection in
                switch selection {
                case .allFields: .array(items.map(RepoJSONFormatter.repository))
                case .fields:
                    RepoJSONFormatter.searchResults(
                        SearchResults(items: items, totalCount: items.count, isIncomplete: false), selection: selection)
                }
            })
    }
}
