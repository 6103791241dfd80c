/// How a table column's width is found when the table does not fit the terminal (`ListTableFormatter`).
public enum ColumnFit: Sendable, Equatable {
    /// As wide as its widest cell, never cut (a name that must stay whole to be copied).
    case whole
    /// As wide as its widest cell up to `maximum`, given before the shared columns; left out when less than
    /// `minimum` is left for it.
    case capped(maximum: Int, minimum: Int)
    /// Shares what is left with the other shared columns (a column narrower than its share keeps its width, the
    /// others split the rest evenly); while any share is less than its column's `minimum`, the last shared column is
    /// left out.
    case shared(minimum: Int)
}
