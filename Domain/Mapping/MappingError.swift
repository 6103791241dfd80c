/// Why a JSON document could not be mapped into a model: always names where and what was expected.
public enum MappingError: Error, Equatable, Sendable {
    /// The bytes are not JSON (HTML, truncated, empty...); `offset` is the byte where reading failed.
    case invalidJSON(reason: String, offset: Int)
    /// A required field is absent or null.
    case missingField(keyPath: String, expected: String)
    /// A field is present but holds the wrong kind of value.
    case typeMismatch(keyPath: String, expected: String, found: String)

    /// The key path the error is about, or `nil` when the document itself is unreadable.
    public var keyPath: String? {
        switch self {
        case .invalidJSON: nil
        case .missingField(let keyPath, _), .typeMismatch(let keyPath, _, _): keyPath
        }
    }
}

extension MappingError: CustomStringConvertible {
    /// A sentence naming the key path and the expected type.
    public var description: String {
        switch self {
        case .invalidJSON(let reason, let offset):
            "not valid JSON at byte \(offset): \(reason)"
        case .missingField(let keyPath, let expected):
            "missing \(expected) at '\(keyPath)'"
        case .typeMismatch(let keyPath, let expected, let found):
            "expected \(expected) at '\(keyPath)' but found \(found)"
        }
    }
}
