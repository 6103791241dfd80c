/// How `search` prints rows: tab-separated lines for pipes and scripts, or an aligned table for a person at a
/// terminal (as the GitHub CLI decides by whether standard output is a terminal).
public enum SearchPresentation: Equatable, Sendable {
    /// `SearchLineFormatter`'s tab-separated lines, unchanged whatever the terminal.
    case lines
    /// `SearchTableFormatter`'s table, `columns` wide, coloured when `colorMode` allows.
    case table(columns: Int, colorMode: ColorMode)
}
