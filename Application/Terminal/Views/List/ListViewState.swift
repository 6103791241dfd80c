import Application
import Domain

/// Everything a list screen shows: the list's latest state and what is loading, the screen's own part, and the
/// selection and scrolling, which belong to the view alone.
struct ListViewState<Screen: ListScreen>: Equatable {
    /// The rows and what is known about the pages.
    private(set) var list = PagedListState<Screen.Page>()
    /// The widest of each of `Screen.cellWidths(of:)` over the rows (empty for no rows): measured as the rows
    /// arrive, only the new rows when a page was appended, so drawing a frame never reads every row.
    private(set) var widestCells: [Int] = []
    /// Whether a first page is loading.
    var isLoading = false
    /// Whether a further page is loading.
    var isLoadingMore = false
    /// The error line, as the view words the view model's error (untrusted parts included: sanitise when drawn).
    var error: String?
    /// What the screen shows beyond the list.
    var scene: Screen.SceneState
    /// The data source's badge, for which the title leaves room; `nil` when the source asks for none.
    var badge: SourceBadge?
    var selectedIndex = 0
    /// The index of the first row on screen.
    var scrollOffset = 0

    /// How many rows from the end of the list the selection must come before the next page is asked for.
    static var loadMoreDistance: Int { 3 }

    /// The state of a screen showing `scene` before anything loaded.
    init(scene: Screen.SceneState, badge: SourceBadge? = nil) {
        self.scene = scene
        self.badge = badge
    }

    var rows: [Screen.Page.Item.Row] { list.rows }

    var selectedRow: Screen.Page.Item.Row? { list.row(at: selectedIndex) }

    /// Whether something is loading (the spinner turns), counting the moment before the first answer.
    var isBusy: Bool { isLoading || isLoadingMore || isAwaitingFirstAnswer }

    /// Whether the list is empty because it has not been answered yet (and has not failed).
    var isAwaitingFirstAnswer: Bool { rows.isEmpty && !list.isAnswered && error == nil }

    /// Whether the list is empty because it was answered with no rows.
    var isAnsweredEmpty: Bool { rows.isEmpty && list.isAnswered && !isLoading && error == nil }

    /// Whether the counts mean something: the list was answered, or rows from an earlier answer stay.
    var hasResultCount: Bool { list.isAnswered || !rows.isEmpty }

    /// Whether the selection is close enough to the end to ask for the next page.
    var needsMore: Bool {
        list.hasMore && !isLoadingMore && !isLoading && !rows.isEmpty
            && selectedIndex >= rows.count - 1 - Self.loadMoreDistance
    }

    /// Shows `list`: a new list (a first page arrived) starts the selection at the top, a longer or changed list
    /// keeps it where it is.
    mutating func show(_ list: PagedListState<Screen.Page>) {
        if list.listNumber != self.list.listNumber {
            selectedIndex = 0
            scrollOffset = 0
        }
        widestCells = Self.widestCells(of: list.rows, measured: self.list.rows, widest: widestCells)
        self.list = list
        selectedIndex = min(selectedIndex, max(0, rows.count - 1))
    }

    /// The widest cells of `rows`, given that `widest` are those of `measured`: when `rows` are `measured` with rows
    /// appended, only the appended rows are measured; otherwise (a new list, an edit) every row is. Comparing rows
    /// costs little next to measuring them, and nothing while they are the same array.
    private static func widestCells(
        of rows: [Screen.Page.Item.Row], measured: [Screen.Page.Item.Row], widest: [Int]
    ) -> [Int] {
        if rows == measured { return widest }
        let isAppended = rows.count > measured.count && rows.starts(with: measured)
        var widest = isAppended ? widest : []
        for row in rows[(isAppended ? measured.count : 0)...] {
            let widths = Screen.cellWidths(of: row)
            widest = widest.isEmpty ? widths : zip(widest, widths).map { max($0, $1) }
        }
        return widest
    }

    /// Moves the selection to `index` (clamped to the list) and scrolls just enough to keep it among `visibleRows`.
    mutating func select(_ index: Int, visibleRows: Int) {
        selectedIndex = min(max(0, index), max(0, rows.count - 1))
        scrollOffset = Self.scrollOffset(
            keeping: selectedIndex, visible: visibleRows, previous: scrollOffset, count: rows.count)
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
