/// A screen in the interactive terminal: it handles keys, draws itself into a frame, and is dismantled when it
/// leaves the screen stack.
@MainActor
protocol TerminalView: AnyObject {
    /// Whether the screen below shows through around this one (the help overlay).
    var isOverlay: Bool { get }
    /// Whether something is loading, so the spinner turns.
    var isBusy: Bool { get }
    /// Whether keys are text being typed (so `q` is a letter, not quit).
    var isEditingText: Bool { get }
    /// Called whenever the screen's content changed; the screen stack sets it.
    var onChange: (@MainActor () -> Void)? { get set }
    /// Reacts to one key.
    func handle(_ key: Key)
    /// Draws the screen over `buffer`; `spinnerFrame` counts the spinner's ticks.
    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int)
    /// Ends every subscription the screen holds (releases its dispose bag).
    func dismantle()
}
