import Application
import Foundation
import Reactive

/// A list screen, the one every list scene shares: it turns keys into the list's triggers and the screen's commands,
/// moves the selection, asks for more near the end, and draws the list with `ListLayout`. What differs per scene
/// (its view model's input and outputs, keys, title, columns) is its `Screen`.
@MainActor
final class ListView<Screen: ListScreen>: BindableType, TerminalView {
    /// The scene's view model.
    let viewModel: Screen.ViewModel
    /// What the screen shows.
    var state: ListViewState<Screen>
    /// Called whenever `state` changed.
    var onChange: (@MainActor () -> Void)?
    /// Holds the bindings.
    private(set) var disposeBag = DisposeBag()
    private var visibleRows = ListLayout.visibleRows(in: .fallback)
    /// Fires once every output is bound, as `viewWillAppear` does in an RxSwift app: a driver bound on the main
    /// queue delivers synchronously, so a trigger firing while the view binds would start the load before the error
    /// and loading outputs are listened to.
    private let loadTrigger = PublishRelay<Void>()
    private let loadMoreTrigger = PublishRelay<Void>()
    /// Each command a key sent to the view model, with the row selected when it was sent.
    private let sent = PublishRelay<SentCommand>()
    /// The texts a screen's text field submitted (the search list's query).
    private let submitted = PublishRelay<String>()
    /// The text a screen's text field is editing, as it changes.
    private let edited = PublishRelay<String>()

    /// A command sent, and the row selected then.
    private struct SentCommand: Sendable {
        let command: KeyCommand
        let selectedIndex: Int
    }

    private let timeZone: TimeZone

    /// Creates the screen for `viewModel`, showing `state` until the list arrives; times are shown in `timeZone`.
    init(viewModel: Screen.ViewModel, state: ListViewState<Screen>, timeZone: TimeZone = .current) {
        self.viewModel = viewModel
        self.state = state
        self.timeZone = timeZone
    }

    var isOverlay: Bool { false }
    var isBusy: Bool { state.isBusy }
    var isEditingText: Bool { Screen.isEditing(state) }

    /// Moving the selection and refreshing, then the screen's own keys.
    var keyBindings: [KeyBinding] {
        [
            KeyBinding([.moveUp, .moveDown], "move the selection", hint: "j/k move", action: move),
            KeyBinding([.pageUp, .pageDown], "a page up / down", action: move),
            KeyBinding([.halfPageUp, .halfPageDown], "half a page up / down", action: move),
            KeyBinding([.scrollUp, .scrollDown], "scroll three rows (when the mouse is on)", action: move),
            KeyBinding([.top, .bottom], "first / last row", action: move),
        ] + Screen.keyBindings(for: self) + [KeyBinding([.refresh], "load again", hint: "r refresh", action: startOver)]
    }

    /// The triggers the list sends its scene: load when bound, refresh with `r`, load more near the end.
    var listTriggers: ListTriggers {
        ListTriggers(load: loadTrigger.asDriver(), refresh: trigger(.refresh), loadMore: loadMoreTrigger.asDriver())
    }

    /// Fires each time a key sends `command` (see `send(_:)`).
    func trigger(_ command: KeyCommand) -> Driver<Void> {
        sent.asDriver().filter { $0.command.isSameCommand(as: command) }.map { _ in () }
    }

    /// The row selected each time a key sends one of `commands` (see `send(_:)`).
    func rowIndexes(_ commands: KeyCommand...) -> Driver<Int> {
        sent.asDriver().filter { sent in commands.contains { $0.isSameCommand(as: sent.command) } }.map(\.selectedIndex)
    }

    /// Sends `command` to the view model: the action of a key the view model answers.
    func send(_ command: KeyCommand) {
        sent.accept(SentCommand(command: command, selectedIndex: state.selectedIndex))
    }

    /// Sends `command`, which starts the list over (a refresh, another sort or filter), and clears the last error,
    /// which was about the list before.
    func startOver(_ command: KeyCommand) {
        state.error = nil
        send(command)
    }

    /// Each text the screen's text field submitted.
    var submittedTexts: Driver<String> { submitted.asDriver() }

    /// The text the screen's text field is editing, each time it changes.
    var editedTexts: Driver<String> { edited.asDriver() }

    /// Sends `text` as submitted by the screen's text field.
    func submit(_ text: String) {
        submitted.accept(text)
    }

    /// Sends `text` as the text being edited in the screen's text field.
    func editing(_ text: String) {
        edited.accept(text)
    }

    /// Binds the list's outputs: its state, what is loading and each failure.
    func bind(_ list: PagedList<Screen.Page>.Output) {
        bind(list.state) { state, list in state.show(list) }
        bind(list.isLoading) { state, isLoading in state.isLoading = isLoading }
        bind(list.isLoadingMore) { state, isLoadingMore in state.isLoadingMore = isLoadingMore }
        bind(list.error) { state, error in state.error = error }
    }

    func bindViewModel() {
        Screen.bind(self)
        loadTrigger.accept(())
    }

    /// Redraws.
    func stateDidChange() {
        onChange?()
    }

    func edit(_ key: Key) {
        Screen.edit(key, in: self)
        onChange?()
    }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        visibleRows = ListLayout.visibleRows(in: buffer.size)
        state.scrollOffset = ListViewState<Screen>.scrollOffset(
            keeping: state.selectedIndex, visible: visibleRows, previous: state.scrollOffset, count: state.rows.count)
        ListLayout.draw(
            state, keyBindings: keyBindings, into: &buffer, spinnerFrame: spinnerFrame, timeZone: timeZone)
    }

    func dismantle() {
        disposeBag = DisposeBag()
    }

    /// Moves the selection as `command` asks; a move near the end of a list with more pages is the load-more trigger.
    private func move(_ command: KeyCommand) {
        guard
            let target = command.selectionTarget(
                from: state.selectedIndex, visibleRows: visibleRows, count: state.rows.count)
        else { return }
        state.select(target, visibleRows: visibleRows)
        onChange?()
        if state.needsMore {
            loadMoreTrigger.accept(())
        }
    }
}
