import Application
import Foundation
import Reactive

/// A list screen, the one every list scene shares: it fires the list's load when bound and its load-more when a move
/// nears the end, moves the selection, holds the keys its screen declares (`keys`, `rowTrigger`), and draws the list
/// with `ListLayout`. What differs per scene (its view model's input and outputs, keys, title, columns) is its
/// `Screen`.
@MainActor
final class ListView<Screen: ListScreen>: BindableType, TerminalView {
    let viewModel: Screen.ViewModel
    var state: ListViewState<Screen>
    var onChange: (@MainActor () -> Void)?
    private(set) var disposeBag = DisposeBag()
    private var visibleRows = ListLayout.visibleRows(in: .fallback)
    /// Fires once every output is bound, as `viewWillAppear` does in an RxSwift app: a driver bound on the main
    /// queue delivers synchronously, so a trigger firing while the view binds would start the load before the error
    /// and loading outputs are listened to.
    private let appeared = PublishRelay<Void>()
    /// Fires when a move brings the selection near the end of a list with more pages.
    private let nearEnd = PublishRelay<Void>()
    /// The texts a screen's text field submitted (the search list's query).
    private let submitted = PublishRelay<String>()
    /// The text a screen's text field is editing, as it changes.
    private let edited = PublishRelay<String>()
    /// The screen's own keys, declared by its `bind(_:)`.
    let keys = ScreenKeys()

    /// How the screen words the errors its view model hands over.
    let wording: ErrorMessage
    private let timeZone: TimeZone

    /// Creates the screen for `viewModel`, showing `state` until the list arrives; errors are worded by `wording`,
    /// times shown in `timeZone`.
    init(
        viewModel: Screen.ViewModel, state: ListViewState<Screen>, wording: ErrorMessage = ErrorMessage(),
        timeZone: TimeZone = .current
    ) {
        self.viewModel = viewModel
        self.state = state
        self.wording = wording
        self.timeZone = timeZone
    }

    var isOverlay: Bool { false }
    var isBusy: Bool { state.isBusy }
    var isEditingText: Bool { Screen.isEditing(state) }

    /// Moving the selection, then the screen's own keys.
    var keyBindings: [KeyBinding] {
        [
            KeyBinding(Movement.lineKeys, "move the selection", hint: "j/k move", action: move),
            KeyBinding(Movement.pageKeys, "a page up / down", action: move),
            KeyBinding(Movement.halfPageKeys, "half a page up / down", action: move),
            KeyBinding(Movement.wheelKeys, "scroll three rows (when the mouse is on)", action: move),
            KeyBinding(Movement.endKeys, "first / last row", action: move),
        ] + keys.bindings
    }

    /// Fires once, when the view is bound: the list's load trigger.
    var loadTrigger: Driver<Void> { appeared.asDriver() }

    /// Fires when a move brings the selection near the end of a list with more pages: the list's load-more trigger.
    var loadMoreTrigger: Driver<Void> { nearEnd.asDriver() }

    /// A binding of `keys` and the input it fires with the index of the row selected at the moment of the key.
    func rowTrigger(_ keys: [Key], _ meaning: String, hint: String? = nil) -> Driver<Int> {
        self.keys.trigger(keys, meaning, hint: hint) { [weak self] in self?.state.selectedIndex ?? -1 }
    }

    /// A binding of `keys` that opens the text field at `field` holding the text at `text`, for `edit(_:field:)` to
    /// type into.
    func fieldKey(
        _ keys: [Key], _ meaning: String, hint: String, field: WritableKeyPath<ListViewState<Screen>, QueryEditor?>,
        text: KeyPath<ListViewState<Screen>, String>
    ) -> KeyBinding {
        KeyBinding(keys, meaning, hint: hint) { [weak self] _ in
            guard let self else { return }
            state[keyPath: field] = QueryEditor(text: state[keyPath: text])
            stateDidChange()
        }
    }

    /// Each text the screen's text field submitted.
    var submittedTexts: Driver<String> { submitted.asDriver() }

    /// The text the screen's text field is editing, each time it changes.
    var editedTexts: Driver<String> { edited.asDriver() }

    /// Sends `text` as submitted by the screen's text field.
    func submit(_ text: String) {
        submitted.accept(text)
    }

    /// Hands `key` to the text field at `field` of the view's state: Enter closes it and submits its text
    /// (`submittedTexts`), Esc closes it.
    func edit(_ key: Key, field: WritableKeyPath<ListViewState<Screen>, QueryEditor?>) {
        guard var editor = state[keyPath: field] else { return }
        switch editor.handle(key) {
        case .editing: state[keyPath: field] = editor
        case .submitted(let text):
            state[keyPath: field] = nil
            submit(text)
        case .cancelled: state[keyPath: field] = nil
        }
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
        let wording = self.wording
        bind(list.error) { state, error in state.error = error.map { wording.text(for: $0) } }
    }

    func bindViewModel() {
        Screen.bind(self)
        appeared.accept(())
    }

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

    /// Moves the selection as `key` asks; a move near the end of a list with more pages is the load-more trigger.
    private func move(_ key: Key) {
        guard let movement = Movement(key) else { return }
        let target = movement.target(from: state.selectedIndex, visibleLines: visibleRows, count: state.rows.count)
        state.select(target, visibleRows: visibleRows)
        onChange?()
        if state.needsMore {
            nearEnd.accept(())
        }
    }
}
