import Foundation

/// A leaf type that `JSONMap` can read from a single JSON value (string, number, boolean, URL, date...).
public protocol JSONValueConvertible: Sendable {
    /// What the JSON must hold, as shown in mapping errors ("string", "integer", "ISO-8601 date").
    static var jsonTypeDescription: String { get }
    /// Converts `json`, or returns `nil` when it holds another kind of value.
    init?(json: JSONValue)
}

extension String: JSONValueConvertible {
    public static var jsonTypeDescription: String { "string" }
    public init?(json: JSONValue) {
        guard case .string(let string) = json else { return nil }
        self = string
    }
}

extension Int: JSONValueConvertible {
    public static var jsonTypeDescription: String { "integer" }
    /// Reads a JSON integer; a whole-valued double within range (`3.0`) is accepted too.
    public init?(json: JSONValue) {
        switch json {
        case .integer(let integer): self = integer
        case .double(let double):
            guard let exact = Int(exactly: double) else { return nil }
            self = exact
        default: return nil
        }
    }
}

extension Double: JSONValueConvertible {
    public static var jsonTypeDescription: String { "number" }
    /// Reads any JSON number.
    public init?(json: JSONValue) {
        switch json {
        case .integer(let integer): self = Double(integer)
        case .double(let double): self = double
        default: return nil
        }
    }
}

extension Bool: JSONValueConvertible {
    public static var jsonTypeDescription: String { "boolean" }
    public init?(json: JSONValue) {
        guard case .bool(let bool) = json else { return nil }
        self = bool
    }
}

extension URL: JSONValueConvertible {
    public static var jsonTypeDescription: String { "URL string" }
    /// Reads a JSON string holding an absolute URL with a scheme.
    public init?(json: JSONValue) {
        guard case .string(let string) = json, let url = URL(string: string), url.scheme != nil else { return nil }
        self = url
    }
}

extension Date: JSONValueConvertible {
    public static var jsonTypeDescription: String { "ISO-8601 date string" }
    /// Reads GitHub's timestamp format (`2013-01-05T17:58:47Z`).
    public init?(json: JSONValue) {
        guard case .string(let string) = json, let date = GithubTimestamp.date(from: string) else { return nil }
        self = date
    }
}

extension JSONValue: JSONValueConvertible {
    public static var jsonTypeDescription: String { "any JSON value" }
    /// Accepts any value as it is.
    public init?(json: JSONValue) {
        self = json
    }
}

extension Array: JSONValueConvertible where Element: JSONValueConvertible {
    public static var jsonTypeDescription: String { "array of \(Element.jsonTypeDescription)" }
    /// Reads a JSON array whose every element converts.
    public init?(json: JSONValue) {
        guard case .array(let values) = json else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(values.count)
        for value in values {
            guard let element = Element(json: value) else { return nil }
            elements.append(element)
        }
        self = elements
    }
}

extension Dictionary: JSONValueConvertible where Key == String, Value: JSONValueConvertible {
    /// Shown in mapping errors.
    public static var jsonTypeDescription: String { "object of \(Value.jsonTypeDescription)" }
    /// Reads a JSON object whose every member converts; names equal as Swift strings (differing only by Unicode
    /// normalisation) keep one of their values, so read `JSONValue.object` directly where that matters.
    public init?(json: JSONValue) {
        guard case .object(let members) = json else { return nil }
        var dictionary: [String: Value] = [:]
        dictionary.reserveCapacity(members.count)
        for (key, member) in members {
            guard let value = Value(json: member) else { return nil }
            dictionary[key.name] = value
        }
        self = dictionary
    }
}
