import Domain
import StyledText

/// Draws your starred list: a pure function from its state and the frame's size to the frame's cells, with the
/// search list's rows (`RepoRowLayout`), so both lists read alike.
///
/// Rows: the title; the status (the sort and order, the count, a spinner); the column headings; the repositories (or
/// a line saying none are starred, once the first page answered with none); the error; the key hints.
enum StarredLayout {
    /// Rows above the list.
    static let headerRows = 3
    /// Rows below the list.
    static let footerRows = 2
    /// The key hints, most important first (`? help  q quit` always kept).
    static let keyHints = ["j/k move", "Enter open", "s sort", "S order", "r refresh", "Esc back", "? help", "q quit"]

    /// How many repository rows fit in a frame of `size`.
    static func visibleRows(in size: TerminalSize) -> Int {
        max(0, size.rows - headerRows - footerRows)
    }

    /// Draws `state` over the whole of `buffer`.
    static func draw(_ state: StarredViewState, into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        let size = buffer.size
        guard size.rows > 0, size.columns > 0 else { return }
        buffer.write(
            TextFitting.truncated("RepoBrowser  your starred repositories", toWidth: size.columns), row: 0, column: 0,
            style: TextStyle(isBold: true))
        var status = ["sort: \(state.sort.title) \(state.order == .descending ? "↓" : "↑")"]
        if !state.repos.isEmpty {
            status.insert("\(state.selectedIndex + 1)/\(state.repos.count)\(state.list.hasMore ? "+" : "")", at: 0)
        }
        if state.isLoading {
            status.append(String(SearchLayout.spinnerFrames[spinnerFrame % SearchLayout.spinnerFrames.count]))
        }
        if size.rows > 1 {
            buffer.write(
                TextFitting.truncated(status.joined(separator: "  "), toWidth: size.columns), row: 1, column: 0,
                style: TextStyle(isDim: true))
        }
        let longestName = state.repos.map { DisplayWidth.of(TerminalText.sanitize($0.fullName)) }.max() ?? 0
        let columns = RepoRowLayout(columns: size.columns, longestName: longestName)
        if size.rows > 2 {
            columns.heading().draw(into: &buffer, row: 2)
        }
        let visible = visibleRows(in: size)
        for line in 0..<visible {
            let index = state.scrollOffset + line
            guard state.repos.indices.contains(index) else { break }
            columns.row(for: state.repos[index], isSelected: index == state.selectedIndex)
                .draw(into: &buffer, row: headerRows + line)
        }
        if visible > 0, state.repos.isEmpty, state.list.isAnswered {
            buffer.write(
                "You have not starred any repository.", row: headerRows, column: 2, style: TextStyle(isDim: true))
        }
        if size.rows > 3, let error = state.error {
            let text = TextFitting.truncated(TerminalText.sanitize(error), toWidth: size.columns)
            buffer.write(text, row: size.rows - 2, column: 0, style: TextStyle(foreground: .red))
        }
        buffer.write(
            SearchLayout.hints(keyHints, fittingWidth: size.columns), row: size.rows - 1, column: 0,
            style: TextStyle(isDim: true))
    }
}
