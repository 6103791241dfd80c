/// A parsed JSON document: the untyped tree that `BaseModel` types map from.
///
/// Integers that fit in `Int` stay exact (GitHub ids exceed `Int32`); other numbers are `Double`.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A short name of this value's JSON type, used in mapping errors ("string", "object", ...).
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .integer, .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
