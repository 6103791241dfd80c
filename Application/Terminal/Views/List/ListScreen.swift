import Application
import StyledText

/// The part of a list screen a scene writes: how its view model is bound, the keys it answers, its title and status,
/// its columns and what an empty list says. `ListView`, which every list scene shares, does the rest: the selection
/// and scrolling, load-more, loading and the error line as the view model says it, and the layout (`ListLayout`).
///
/// A screen is a type with no instances (an `enum`) that names its view model and pages: everything it shows is in the
/// view's `ListViewState`, its own part in `SceneState` (a sort, a filter), changed only by the bindings it makes in
/// `bind(_:)`. What the view model decides (the sort it starts with) is `nil` there until its outputs are bound, which
/// happens before the first frame: the screen never writes a starting value of its own.
protocol ListScreen: SendableMetatype {
    associatedtype ViewModel
    /// The pages the list is grown from.
    associatedtype Page: ListPage
    /// What the screen shows beyond the list (the sort and order asked for, a state filter).
    associatedtype SceneState: Equatable

    /// Declares the screen's keys (`ListView.keys`, `ListView.rowTrigger`), each where the input it fires is made,
    /// hands the view model its input (with `ListView.loadTrigger` and `loadMoreTrigger`), and binds every output
    /// into the view's state.
    @MainActor static func bind(_ view: ListView<Self>)
    /// The title after `RepoBrowser  `.
    static func title(_ state: ListViewState<Self>) -> String
    /// What the status line says of the scene (a sort, a filter), after the position.
    static func status(_ state: ListViewState<Self>) -> [String]
    /// The width of `row`'s cell in each column the screen may show (all of them, whatever the scene shows now, so a
    /// sort or a filter needs no measuring). The view's state keeps the widest of each over the list's rows as they
    /// arrive (`ListViewState.widestCells`), so a frame sizes its columns without reading every row.
    static func cellWidths(of row: Page.Item.Row) -> [Int]
    /// The columns the rows shown are drawn in at `width`, sized by `state.widestCells`.
    static func columns(_ state: ListViewState<Self>, width: Int) -> ListColumns<Page.Item.Row>
    /// The line shown when the list was answered with no row.
    static func emptyText(_ state: ListViewState<Self>) -> String
    /// What the rows are, for the loading line (`repositories`).
    static var rowsName: String { get }

    /// Whether keys are text being typed (the search list's query editor); false for most screens.
    static func isEditing(_ state: ListViewState<Self>) -> Bool
    /// Takes `key` as text while `isEditing`.
    @MainActor static func edit(_ key: Key, in view: ListView<Self>)
    /// Draws what the screen shows over the message row when there is no error (the query editor and its
    /// suggestions), and returns the key hints to show instead of the list's, if any.
    static func drawMessage(_ state: ListViewState<Self>, row: Int, into buffer: inout ScreenBuffer) -> String?
}

extension ListScreen {
    static func isEditing(_ state: ListViewState<Self>) -> Bool { false }

    @MainActor static func edit(_ key: Key, in view: ListView<Self>) {}

    static func drawMessage(_ state: ListViewState<Self>, row: Int, into buffer: inout ScreenBuffer) -> String? {
        nil
    }
}
