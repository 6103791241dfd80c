/// A value bound to a statement's `?` parameter or read from a result column: SQLite's storage classes that the
/// store uses.
enum SQLiteValue: Hashable, Sendable {
    /// SQL `NULL`.
    case null
    case integer(Int64)
    case real(Double)
    /// UTF-8 text.
    case text(String)

    /// The integer, or `nil` for another storage class.
    var integer: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, from an integer or a real; `nil` otherwise.
    var real: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    /// The text, or `nil` for another storage class.
    var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }
}
