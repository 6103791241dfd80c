/// A screen in the interactive terminal: it does what commands ask, draws itself into a frame, and is dismantled
/// when it leaves the screen stack.
///
/// Screens never see raw keys except as text: `TerminalApplication` maps each key to a `KeyCommand` once and calls
/// `perform(_:)` on the screen on top, or, while that screen edits text, hands it the key with `edit(_:)`. A screen
/// declares the keys it answers once, in `keyBindings`; `perform(_:)` runs the one that answers a command, and the
/// help overlay shows them.
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
    /// Does what `command` asks (a command the screen has no use for does nothing).
    func perform(_ command: KeyCommand)
    /// Takes `key` as text; called only while `isEditingText`.
    func edit(_ key: Key)
    /// Draws the screen over `buffer`; `spinnerFrame` counts the spinner's ticks.
    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int)
    /// Ends every subscription the screen holds (releases its dispose bag).
    func dismantle()
}

extension TerminalView {
    /// Runs the binding that answers `command`, if any.
    func perform(_ command: KeyCommand) {
        keyBindings.first { $0.answers(command) }?.action(command)
    }

    /// A screen without a text field never edits text.
    var isEditingText: Bool { false }

    /// A screen without a text field is never asked to edit (see `isEditingText`).
    func edit(_ key: Key) {}
}
