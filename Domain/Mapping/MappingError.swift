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
    /// A sentence naming the key path (once) and the expected type.
    public var description: String {
        guard let keyPath else { return problem }
        return "\(problem) at '\(keyPath)'"
    }

    /// What went wrong without where (`missing boolean`, `expected integer but found number`); `description`
    /// adds the key path, and so does a caller that shows `keyPath` on its own.
    public var problem: String {
        switch self {
        case .invalidJSON(let reason, let offset): "not valid JSON at byte \(offset): \(reason)"
        case .missingField(_, let expected): "missing \(expected)"
        case .typeMismatch(_, let expected, let found): "expected \(expected) but found \(found)"
        }
    }
}
