import Application
import Domain

/// Everything the starred list shows: the view model's latest outputs plus the selection and scrolling, which
/// belong to the view alone.
struct StarredViewState: Equatable, Sendable {
    /// The list and its pages.
    var list = PagedListState<StarredPage>()
    /// The sort asked for.
    var sort = StarredSort.created
    /// The order asked for.
    var order = SortDirection.descending
    /// Whether a page is loading.
    var isLoading = false
    /// The last failure (or refusal), until the list changes.
    var error: String?
    /// The selected row.
    var selectedIndex = 0
    /// The first row on screen.
    var scrollOffset = 0

    /// The rows.
    var repos: [RepoListItem] { list.rows }

    /// Whether a key moving the selection here should ask for the next page.
    var needsMore: Bool {
        list.hasMore && !isLoading && !repos.isEmpty
            && selectedIndex >= repos.count - 1 - SearchViewState.loadMoreDistance
    }

    /// Takes `list`: a new list moves the selection to the top and clears the error.
    mutating func show(_ list: PagedListState<StarredPage>) {
        if list.listNumber != self.list.listNumber || list.rows != self.list.rows {
            error = nil
        }
        if list.listNumber != self.list.listNumber {
            selectedIndex = 0
            scrollOffset = 0
        }
        self.list = list
        selectedIndex = min(selectedIndex, max(0, repos.count - 1))
    }
}
