/// How a list command prints its rows: tab-separated lines for pipes and scripts, or an aligned table for a person
/// at a terminal (as the GitHub CLI decides by whether standard output is a terminal).
public enum ListPresentation: Equatable, Sendable {
    /// `ListTableFormatter`'s tab-separated lines, unchanged whatever the terminal.
    case lines
    /// `ListTableFormatter`'s table, `columns` wide, coloured when `colorMode` allows.
    case table(columns: Int, colorMode: ColorMode)
}
