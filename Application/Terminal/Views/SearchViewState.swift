import Application
import Domain

/// Everything the search list shows: the view model's latest outputs plus the selection, scrolling and the query
/// being edited, which belong to the view alone.
struct SearchViewState: Equatable, Sendable {
    /// The repositories loaded so far.
    var repos: [RepoListItem] = []
    /// Which list `repos` is (`PagedListState.listNumber`): it changes when a first page starts a new list.
    var listNumber = 0
    /// Whether a first page is loading.
    var isLoading = false
    /// Whether a further page is loading.
    var isLoadingMore = false
    /// Whether the search shown has been answered (false while its first page loads and after it failed).
    var isAnswered = false
    /// The latest failure's sentence (untrusted parts included: sanitise when drawn), until the next success.
    var error: String?
    /// Whether another page can be loaded.
    var hasMore = false
    /// GitHub's count of all matches.
    var totalCount = 0
    /// How many repositories on the loaded pages could not be read and were left out.
    var skippedItemCount = 0
    /// The search quota after the latest page.
    var rateLimit: RateLimitStatus?
    /// The data source's badge, for which the title leaves room; `nil` when the source asks for none.
    var badge: SourceBadge?
    /// The search shown.
    var searchText = RepoSearchQuery.defaultText
    /// The sort shown.
    var sort = RepoSort.bestMatch
    /// The order shown (GitHub ignores it for best match).
    var order = SortDirection.descending
    /// The index of the selected row.
    var selectedIndex = 0
    /// The index of the first row on screen.
    var scrollOffset = 0
    /// The key that switches to the offline snapshot, offered after an error that suggests `--offline`; `nil` when
    /// there is no snapshot to switch to.
    var offlineKey: String?
    /// The search text being edited after `/`, or nil.
    var queryEditor: QueryEditor?
    /// The recent searches matching the text being edited, newest first, shown above the editor.
    var suggestions: [SearchHistoryEntry] = []
    /// Why the search history cannot be used (or that a damaged file was replaced), shown when there is no error.
    var historyProblem: String?

    /// How many rows from the end of the list the selection must come before the next page is asked for.
    static let loadMoreDistance = 3

    /// Whether something is loading (the spinner turns), counting the moment before the first search starts.
    var isBusy: Bool { isLoading || isLoadingMore || isAwaitingFirstAnswer }

    /// Whether the list is empty because its search has not been answered yet (and has not failed).
    var isAwaitingFirstAnswer: Bool { repos.isEmpty && !isAnswered && error == nil }

    /// Whether the list is empty because the search was answered with no repositories.
    var isAnsweredEmpty: Bool { repos.isEmpty && isAnswered && !isLoading && error == nil }

    /// Whether the result count means something: the search was answered, or rows from an earlier answer stay.
    var hasResultCount: Bool { isAnswered || !repos.isEmpty }

    /// The selected repository, if the list has one.
    var selectedRepo: RepoListItem? {
        repos.indices.contains(selectedIndex) ? repos[selectedIndex] : nil
    }

    /// Whether the selection is close enough to the end to ask for the next page.
    var needsMore: Bool {
        hasMore && !isLoadingMore && !isLoading && !repos.isEmpty
            && selectedIndex >= repos.count - 1 - Self.loadMoreDistance
    }

    /// Shows the list `paging` holds: a new list (a first page arrived) starts the selection at the top, a longer
    /// list (a further page) keeps it where it is; a page that arrived clears the last error.
    mutating func show(_ paging: PagedListState<RepoPage>) {
        if paging.listNumber != listNumber {
            listNumber = paging.listNumber
            selectedIndex = 0
            scrollOffset = 0
            error = nil
        } else if paging.rows != repos {
            error = nil
        }
        repos = paging.rows
        isAnswered = paging.isAnswered
        hasMore = paging.hasMore
        totalCount = paging.totalItemCount ?? 0
        skippedItemCount = paging.skippedItemCount
        rateLimit = paging.rateLimit
        selectedIndex = min(selectedIndex, max(0, repos.count - 1))
    }

    /// Moves the selection to `index` (clamped to the list) and scrolls just enough to keep it among
    /// `visibleRows` rows.
    /// Shows `entries` as the suggestions, and hands their texts to the editor for ↑/↓ unless it shows a recalled
    /// one (whose place in the list must not move under it).
    mutating func showSuggestions(_ entries: [SearchHistoryEntry]) {
        suggestions = entries
        if queryEditor?.recalled == nil {
            queryEditor?.suggestions = entries.map(\.text)
        }
    }

    mutating func select(_ index: Int, visibleRows: Int) {
        selectedIndex = min(max(0, index), max(0, repos.count - 1))
        scrollOffset = Self.scrollOffset(
            keeping: selectedIndex, visible: visibleRows, previous: scrollOffset, count: repos.count)
    }

    /// The first row to show so that `selected` is among `visible` rows, moving as little as possible from
    /// `previous`.
    static func scrollOffset(keeping selected: Int, visible: Int, previous: Int, count: Int) -> Int {
        guard visible > 0 else { return selected }
        var offset = previous
        if selected < offset {
            offset = selected
        } else if selected >= offset + visible {
            offset = selected - visible + 1
        }
        return min(max(0, offset), max(0, count - visible))
    }
}
