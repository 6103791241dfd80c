/// A parsed JSON document: the untyped tree that `BaseModel` types map from.
///
/// Integers that fit in `Int` stay exact (GitHub ids exceed `Int32`); other numbers are `Double`. Object members
/// are keyed by `JSONKey`, which tells apart names that differ only by Unicode normalisation. A string whose
/// bytes are not UTF-8 is kept as `.invalidString`, so only the model that needs it fails, not the document.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string(String)
    /// A string whose bytes are not valid UTF-8: readable by no model, but the rest of the document stays usable.
    case invalidString
    case array([JSONValue])
    case object([JSONKey: JSONValue])

    /// A short name of this value's JSON type, used in mapping errors ("string", "object", ...).
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .integer, .double: "number"
        case .string: "string"
        case .invalidString: "text that is not valid UTF-8"
        case .array: "array"
        case .object: "object"
        }
    }
}
