import Application
import Domain
import Foundation
import StyledText

/// Draws the search list: a pure function from the list's state and the frame's size to the frame's cells.
///
/// Rows: the title with the search (leaving room for the snapshot's badge offline); the status (sort, result count
/// once the search was answered, quota, spinner); the column headings; the repositories, a loading line with a
/// spinner until the first answer, or "No repositories match this search." for an answer with none (never for a
/// failed search); the error (wrapped over as many rows as it needs, upwards over the list) or the query being
/// edited; the key hints.
enum SearchLayout {
    /// Rows above the list.
    static let headerRows = 3
    /// Rows below the list.
    static let footerRows = 2
    /// The spinner's frames, one per tick.
    static let spinnerFrames: [Character] = ["|", "/", "-", "\\"]
    /// The key hints, most important first; those that do not fit are left out, but never the last two
    /// (`? help  q quit`), which every width keeps.
    static let keyHints = [
        "j/k move", "Enter open", "/ search", "s sort", "S order", "r refresh", "o browser", "a account", "t starred",
        "? help",
        "q quit",
    ]

    /// The key hints that fit in `width` columns: `? help  q quit` always, then as many of the others, in order.
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

    /// How many repository rows fit in a frame of `size`.
    static func visibleRows(in size: TerminalSize) -> Int {
        max(0, size.rows - headerRows - footerRows)
    }

    /// A frame of `size` showing `state`.
    static func frame(
        _ state: SearchViewState, size: TerminalSize, spinnerFrame: Int = 0, timeZone: TimeZone = .current
    ) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        draw(state, into: &buffer, spinnerFrame: spinnerFrame, timeZone: timeZone)
        return buffer
    }

    /// Draws `state` over the whole of `buffer`.
    static func draw(_ state: SearchViewState, into buffer: inout ScreenBuffer, spinnerFrame: Int, timeZone: TimeZone) {
        let size = buffer.size
        guard size.rows > 0, size.columns > 0 else { return }
        drawTitle(state, into: &buffer)
        drawStatus(state, into: &buffer, spinnerFrame: spinnerFrame, timeZone: timeZone)
        let longestName = state.repos.map { DisplayWidth.of(TerminalText.sanitize($0.fullName)) }.max() ?? 0
        let columns = RepoRowLayout(columns: size.columns, sort: state.sort, longestName: longestName)
        columns.heading().draw(into: &buffer, row: 2)
        let visible = visibleRows(in: size)
        let offset = SearchViewState.scrollOffset(
            keeping: state.selectedIndex, visible: visible, previous: state.scrollOffset, count: state.repos.count)
        for line in 0..<visible {
            let index = offset + line
            guard state.repos.indices.contains(index) else { break }
            columns.row(for: state.repos[index], isSelected: index == state.selectedIndex)
                .draw(into: &buffer, row: headerRows + line)
        }
        if visible > 0, state.isAnsweredEmpty {
            buffer.write(
                "No repositories match this search.", row: headerRows, column: 2, style: TextStyle(isDim: true))
        } else if visible > 0, state.repos.isEmpty, state.isLoading || state.isAwaitingFirstAnswer {
            let spinner = spinnerFrames[spinnerFrame % spinnerFrames.count]
            buffer.write(
                TextFitting.truncated("\(spinner) Loading repositories…", toWidth: max(0, size.columns - 2)),
                row: headerRows, column: 2, style: TextStyle(isDim: true))
        }
        let messageRow = size.rows - 2
        if let editor = state.queryEditor {
            editor.draw(into: &buffer, row: messageRow)
            if let problem = state.historyProblem, messageRow > headerRows {
                let text = TextFitting.truncated(TerminalText.sanitize(problem), toWidth: size.columns)
                buffer.write(text, row: messageRow - 1, column: 0, style: TextStyle(foreground: .yellow))
            } else {
                drawSuggestions(state.suggestions, recalled: editor.recalled, above: messageRow, into: &buffer)
            }
        } else if let error = state.error {
            let lines = errorLines(error, offlineKey: state.offlineKey, width: size.columns)
            let shown = lines.suffix(max(1, messageRow - headerRows + 1))
            for (index, line) in shown.enumerated() {
                let row = messageRow - shown.count + 1 + index
                buffer.write(String(repeating: " ", count: size.columns), row: row, column: 0, style: .plain)
                buffer.write(
                    TextFitting.truncated(line, toWidth: size.columns), row: row, column: 0,
                    style: TextStyle(foreground: .red))
            }
        } else if let problem = state.historyProblem {
            let text = TextFitting.truncated(TerminalText.sanitize(problem), toWidth: size.columns)
            buffer.write(text, row: messageRow, column: 0, style: TextStyle(foreground: .yellow))
        }
        let hints =
            state.queryEditor == nil
            ? hints(keyHints, fittingWidth: size.columns)
            : TextFitting.truncated(
                "Enter search  Esc cancel  ↑/↓ history  ←/→ move  Backspace delete", toWidth: size.columns)
        buffer.write(hints, row: size.rows - 1, column: 0, style: TextStyle(isDim: true))
    }

    /// The error's rows at `width`: the sanitised sentence wrapped whole, and when it suggests `--offline` and a
    /// snapshot can be switched to, the key that does so at its end.
    static func errorLines(_ error: String, offlineKey: String?, width: Int) -> [String] {
        var text = TerminalText.sanitize(error)
        if let offlineKey, error.hasSuffix(ErrorMessage.offlineAdvice) {
            text += ", or press \(offlineKey) for the offline snapshot"
        }
        return TextWrapping.wrap(text, toWidth: max(1, width))
    }

    /// The recent searches, newest nearest the editor on `row`, over the list's last rows (never over the header);
    /// the one recalled with ↑ is highlighted.
    private static func drawSuggestions(
        _ entries: [SearchHistoryEntry], recalled: Int?, above row: Int, into buffer: inout ScreenBuffer
    ) {
        let room = max(0, row - headerRows)
        for (index, entry) in entries.prefix(room).enumerated() {
            let arrow = entry.order == .descending ? "↓" : "↑"
            let ranking = entry.sort == .bestMatch ? entry.sort.title : "\(entry.sort.title) \(arrow)"
            let text = "  " + TerminalText.sanitize(entry.text) + "  (" + ranking + ")"
            let line = TextFitting.fitted(text, toWidth: buffer.size.columns)
            let style = index == recalled ? TextStyle.selection : TextStyle(isDim: true)
            buffer.write(line, row: row - 1 - index, column: 0, style: style)
        }
    }

    private static func drawTitle(_ state: SearchViewState, into buffer: inout ScreenBuffer) {
        let columns = buffer.size.columns
        let room = columns - (state.badge.map { $0.width + 1 } ?? 0)
        let title = "RepoBrowser  " + TerminalText.sanitize(state.searchText)
        buffer.write(
            TextFitting.truncated(title, toWidth: max(0, room)), row: 0, column: 0, style: TextStyle(isBold: true))
    }

    private static func drawStatus(
        _ state: SearchViewState, into buffer: inout ScreenBuffer, spinnerFrame: Int, timeZone: TimeZone
    ) {
        var parts: [String] = []
        if !state.repos.isEmpty {
            parts.append(
                "\(state.selectedIndex + 1)/\(DisplayFormat.grouped(max(state.totalCount, state.repos.count)))")
        }
        let arrow = state.sort == .bestMatch ? "" : state.order == .descending ? " ↓" : " ↑"
        parts.append("sort: \(state.sort.title)\(arrow)")
        if state.isLoading {
            parts.append("searching…")
        } else if state.hasResultCount {
            parts.append(
                "Showing \(DisplayFormat.grouped(state.repos.count)) of \(DisplayFormat.grouped(state.totalCount))")
            if state.skippedItemCount > 0 {
                parts.append("\(DisplayFormat.grouped(state.skippedItemCount)) unreadable skipped")
            }
        }
        if let rateLimit = state.rateLimit {
            parts.append(
                "quota \(rateLimit.remaining)/\(rateLimit.limit), resets \(DisplayFormat.clockTime(rateLimit.resetAt, timeZone: timeZone))"
            )
        }
        if state.isLoadingMore {
            parts.append("loading more…")
        }
        let spinner = state.isBusy ? String(spinnerFrames[spinnerFrame % spinnerFrames.count]) + " " : ""
        let text = TextFitting.truncated(spinner + parts.joined(separator: " · "), toWidth: buffer.size.columns)
        buffer.write(text, row: 1, column: 0, style: TextStyle(foreground: .gray))
    }
}
