/// A screen in the interactive terminal: it does what commands ask, draws itself into a frame, and is dismantled
/// when it leaves the screen stack.
///
/// A screen declares the keys it answers once, in `keyBindings`, and says what each does there: the same key may
/// mean one thing on one screen and another elsewhere. `KeyDispatch` hands each key to the screen on top, whose
/// `perform(_:)` runs the binding that answers it, or, while that screen edits text, hands it over with `edit(_:)`;
/// the help overlay lists the bindings.
@MainActor
protocol TerminalView: AnyObject {
    /// Whether the screen below shows through around this one (the help overlay).
    var isOverlay: Bool { get }
    /// Whether something is loading, so the spinner turns.
    var isBusy: Bool { get }
    /// Whether keys are text being typed (so `q` is a letter, not quit): the application then calls `edit(_:)`.
    var isEditingText: Bool { get }
    /// Called whenever the screen's content changed; the screen stack sets it.
    var onChange: (@MainActor () -> Void)? { get set }
    /// The keys the screen answers, each with its help line.
    var keyBindings: [KeyBinding] { get }
    /// Does what `key` means on this screen (a key the screen does not bind does nothing).
    func perform(_ key: Key)
    /// Takes `key` as text; called only while `isEditingText`.
    func edit(_ key: Key)
    /// Draws the screen over `buffer`; `spinnerFrame` counts the spinner's ticks.
    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int)
    /// Ends every subscription the screen holds (releases its dispose bag).
    func dismantle()
}

extension TerminalView {
    /// Runs the binding that answers `key`, if any.
    func perform(_ key: Key) {
        keyBindings.first { $0.answers(key) }?.action(key)
    }

    /// A screen without a text field never edits text.
    var isEditingText: Bool { false }

    /// A screen without a text field is never asked to edit (see `isEditingText`).
    func edit(_ key: Key) {}
}
