import Domain

extension SortDirection {
    /// How a list's status line shows the order: `↓` for descending, `↑` for ascending.
    var arrow: String {
        self == .descending ? "↓" : "↑"
    }
}
