import StyledText

/// The keys of the screen it is over, then the program's own, drawn as a box over that screen. When they do not fit,
/// the movement keys and the mouse wheel scroll them; any other key closes the help (and `q` still quits).
@MainActor
final class HelpView: TerminalView {
    /// The bindings shown, in order: the screen's, then the program's.
    let bindings: [KeyBinding]

    /// Called when a key closes the help; whoever showed it removes it.
    private var onClose: (@MainActor () -> Void)?
    /// Called whenever the content changed (never: the help is static).
    var onChange: (@MainActor () -> Void)?

    /// Creates the help overlay listing `bindings`; `onClose` removes it when any key is pressed.
    init(bindings: [KeyBinding], onClose: @escaping @MainActor () -> Void) {
        self.bindings = bindings
        self.onClose = onClose
    }

    /// The help answers every key itself: it scrolls or closes (`perform(_:)`).
    var keyBindings: [KeyBinding] { [] }

    var isOverlay: Bool { true }
    var isBusy: Bool { false }

    /// The first binding line shown.
    private(set) var scrollOffset = 0
    private var hiddenLineCount = 0

    /// Scrolls for a movement key while the bindings do not all fit; closes for any other key.
    func perform(_ key: Key) {
        let canScroll = hiddenLineCount > 0 || scrollOffset > 0
        switch Movement(key) {
        case .lineDown? where canScroll: scroll(by: 1)
        case .lineUp? where canScroll: scroll(by: -1)
        case .pageDown? where canScroll: scroll(by: 5)
        case .pageUp? where canScroll: scroll(by: -5)
        case .halfPageDown? where canScroll: scroll(by: 3)
        case .halfPageUp? where canScroll: scroll(by: -3)
        case .wheelDown?: scroll(by: Movement.wheelLines)
        case .wheelUp?: scroll(by: -Movement.wheelLines)
        default: onClose?()
        }
    }

    private func scroll(by lines: Int) {
        scrollOffset = min(max(0, scrollOffset + lines), scrollOffset + hiddenLineCount)
        onChange?()
    }

    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        let size = buffer.size
        // The keys' column: as wide as the widest keys and two spaces, at most 31 columns, so that keys and meanings of
        // up to 45 columns fit in the box at 80 columns.
        let keyWidth = min(31, (bindings.map { DisplayWidth.of($0.keyNames) }.max() ?? 0) + 2)
        var lines =
            [StyledLine("Keys", style: TextStyle(isBold: true)), StyledLine()]
            + bindings.map { binding in
                StyledLine([
                    (TextFitting.fitted(binding.keyNames, toWidth: keyWidth), TextStyle(isBold: true)),
                    (binding.meaning, .plain),
                ])
            }
        let footer = StyledLine("j/k scroll, any other key closes", style: TextStyle(isDim: true))
        let room = max(0, size.rows - 2)
        let all = lines + [StyledLine(), StyledLine("Press any key to close", style: TextStyle(isDim: true))]
        if all.count > room, room > 1 {
            let body = Array(all.dropLast(2))
            let shown = room - 1
            scrollOffset = min(scrollOffset, max(0, body.count - shown))
            hiddenLineCount = max(0, body.count - shown - scrollOffset)
            lines = Array(body[scrollOffset..<min(body.count, scrollOffset + shown)]) + [footer]
        } else {
            hiddenLineCount = 0
            scrollOffset = 0
            lines = all
        }
        let width = min(size.columns, (lines.map { DisplayWidth.of($0.text) }.max() ?? 0) + 4)
        let height = min(size.rows, lines.count + 2)
        let top = max(0, (size.rows - height) / 2)
        let left = max(0, (size.columns - width) / 2)
        for row in top..<(top + height) {
            buffer.write(String.spaces(width), row: row, column: left, style: .plain)
        }
        let border = TextStyle(isDim: true)
        if width >= 2 {
            buffer.write("┌" + String(repeating: "─", count: width - 2) + "┐", row: top, column: left, style: border)
            buffer.write(
                "└" + String(repeating: "─", count: width - 2) + "┘", row: top + height - 1, column: left, style: border
            )
        }
        for (index, line) in lines.enumerated() where top + 1 + index < top + height - 1 {
            var clipped = ScreenBuffer(size: TerminalSize(rows: 1, columns: max(0, width - 4)))
            line.draw(into: &clipped, row: 0)
            for column in 0..<clipped.size.columns where !clipped[0, column].isContinuation {
                let cell = clipped[0, column]
                buffer.write(String(cell.character), row: top + 1 + index, column: left + 2 + column, style: cell.style)
            }
            buffer.write("│", row: top + 1 + index, column: left, style: border)
            buffer.write("│", row: top + 1 + index, column: left + width - 1, style: border)
        }
    }

    func dismantle() {
        onClose = nil
    }
}
