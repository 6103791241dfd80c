import Application
import Foundation
import StyledText

/// Draws a list screen, the one layout every list scene shares: a pure function from the view's state and the frame's
/// size to the frame's cells, with what the scene says (title, status, columns, empty text) from its `ListScreen`.
///
/// Rows: the title (leaving room for the source's badge); the status (position, the scene's words, counts once the
/// list was answered, quota, spinner); the column headings; the rows, a loading line until the first answer, or the
/// scene's empty text for an answer with none (never for a failure); the error (wrapped over as many rows as it
/// needs, upwards over the list) or the scene's message (the query editor); the key hints, drawn from the screen's
/// key bindings.
enum ListLayout {
    /// Rows above the list.
    static let headerRows = 3
    /// Rows below the list.
    static let footerRows = 2
    /// The spinner's frames, one per tick.
    static let spinnerFrames: [Character] = ["|", "/", "-", "\\"]
    /// The hints every footer keeps, whatever its width.
    static let keptHints = ["? help", "q quit"]

    /// How many rows of the list fit in a frame of `size`.
    static func visibleRows(in size: TerminalSize) -> Int {
        max(0, size.rows - headerRows - footerRows)
    }

    /// A frame of `size` showing `state` with the hints of `keyBindings`.
    static func frame<Screen: ListScreen>(
        _ state: ListViewState<Screen>, keyBindings: [KeyBinding] = [], size: TerminalSize, spinnerFrame: Int = 0,
        timeZone: TimeZone = .current
    ) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        draw(state, keyBindings: keyBindings, into: &buffer, spinnerFrame: spinnerFrame, timeZone: timeZone)
        return buffer
    }

    /// Draws `state` over the whole of `buffer`; the quota's reset time is shown in `timeZone`.
    static func draw<Screen: ListScreen>(
        _ state: ListViewState<Screen>, keyBindings: [KeyBinding], into buffer: inout ScreenBuffer, spinnerFrame: Int,
        timeZone: TimeZone
    ) {
        let size = buffer.size
        guard size.rows > 0, size.columns > 0 else { return }
        let room = size.columns - (state.badge.map { $0.width + 1 } ?? 0)
        let title = "RepoBrowser  " + TerminalText.sanitize(Screen.title(state))
        buffer.write(
            TextFitting.truncated(title, toWidth: max(0, room)), row: 0, column: 0, style: TextStyle(isBold: true))
        if size.rows > 1 {
            let status = status(state, spinnerFrame: spinnerFrame, timeZone: timeZone, width: size.columns)
            buffer.write(
                status, row: 1, column: 0,
                style: TextStyle(foreground: .gray))
        }
        let columns = Screen.columns(state, width: size.columns)
        if size.rows > 2 {
            columns.heading.draw(into: &buffer, row: 2)
        }
        let visible = visibleRows(in: size)
        let offset = ListViewState<Screen>.scrollOffset(
            keeping: state.selectedIndex, visible: visible, previous: state.scrollOffset, count: state.rows.count)
        for line in 0..<visible {
            let index = offset + line
            guard let row = state.list.row(at: index) else { break }
            columns.row(row, index == state.selectedIndex).draw(into: &buffer, row: headerRows + line)
        }
        if visible > 0, state.isAnsweredEmpty {
            buffer.write(
                TextFitting.truncated(
                    TerminalText.sanitize(Screen.emptyText(state)), toWidth: max(0, size.columns - 2)),
                row: headerRows, column: 2, style: TextStyle(isDim: true))
        } else if visible > 0, state.rows.isEmpty, state.isLoading || state.isAwaitingFirstAnswer {
            let spinner = spinnerFrames[spinnerFrame % spinnerFrames.count]
            buffer.write(
                TextFitting.truncated("\(spinner) Loading \(Screen.rowsName)…", toWidth: max(0, size.columns - 2)),
                row: headerRows, column: 2, style: TextStyle(isDim: true))
        }
        let messageRow = size.rows - 2
        var footer: String?
        if Screen.isEditing(state) || state.error == nil {
            footer = Screen.drawMessage(state, row: messageRow, into: &buffer)
        } else if let error = state.error, messageRow >= 0 {
            let lines = errorLines(error, width: size.columns)
            let shown = lines.suffix(max(1, messageRow - headerRows + 1))
            for (index, line) in shown.enumerated() {
                let row = messageRow - shown.count + 1 + index
                buffer.write(String.spaces(size.columns), row: row, column: 0, style: .plain)
                buffer.write(
                    TextFitting.truncated(line, toWidth: size.columns), row: row, column: 0,
                    style: TextStyle(foreground: .red))
            }
        }
        let hints = footer ?? self.hints(keyBindings.compactMap(\.hint) + keptHints, fittingWidth: size.columns)
        buffer.write(
            TextFitting.truncated(hints, toWidth: size.columns), row: size.rows - 1, column: 0,
            style: TextStyle(isDim: true))
    }

    /// The status line: the spinner, the position, the scene's words, the counts once answered, the quota and
    /// whether more is loading.
    static func status<Screen: ListScreen>(
        _ state: ListViewState<Screen>, spinnerFrame: Int, timeZone: TimeZone, width: Int
    ) -> String {
        var parts: [String] = []
        let count = state.rows.count
        if count > 0 {
            let total = state.list.totalItemCount.map { max($0, count) }
            parts.append(
                "\(state.selectedIndex + 1)/\(DisplayFormat.grouped(total ?? count))\(total == nil && state.list.hasMore ? "+" : "")"
            )
        }
        parts += Screen.status(state)
        if state.isLoading {
            parts.append("loading…")
        } else if state.hasResultCount, let total = state.list.totalItemCount {
            parts.append("Showing \(DisplayFormat.grouped(count)) of \(DisplayFormat.grouped(total))")
        }
        if state.list.skippedItemCount > 0 {
            parts.append("\(DisplayFormat.grouped(state.list.skippedItemCount)) unreadable skipped")
        }
        if let rateLimit = state.list.rateLimit {
            let reset = DisplayFormat.clockTime(rateLimit.resetAt, timeZone: timeZone)
            parts.append("quota \(rateLimit.remaining)/\(rateLimit.limit), resets \(reset)")
        }
        if state.isLoadingMore {
            parts.append("loading more…")
        }
        let spinner = state.isBusy ? String(spinnerFrames[spinnerFrame % spinnerFrames.count]) + " " : ""
        return TextFitting.truncated(spinner + parts.joined(separator: " · "), toWidth: width)
    }

    /// The key hints that fit in `width` columns: the last two (`? help  q quit`) always, then as many of the
    /// others, in order.
    static func hints(_ hints: [String], fittingWidth width: Int) -> String {
        let kept = Array(hints.suffix(2))
        var shown: [String] = []
        for hint in hints.dropLast(2) {
            let candidate = (shown + [hint] + kept).joined(separator: "  ")
            guard DisplayWidth.of(candidate) <= width else { break }
            shown.append(hint)
        }
        return TextFitting.truncated((shown + kept).joined(separator: "  "), toWidth: width)
    }

    /// The error's rows at `width`: the sanitised sentence wrapped whole.
    static func errorLines(_ sentence: String, width: Int) -> [String] {
        TextWrapping.wrap(TerminalText.sanitize(sentence), toWidth: max(1, width))
    }

    /// Draws a screen's filter field `editor` on `row`, and returns the hints the footer shows while it edits; `nil`
    /// (and nothing drawn) when no field is open.
    static func drawFilterField(_ editor: QueryEditor?, row: Int, into buffer: inout ScreenBuffer) -> String? {
        guard let editor else { return nil }
        editor.draw(into: &buffer, row: row)
        return "Enter filter  Esc cancel  ←/→ move  Backspace delete"
    }
}
