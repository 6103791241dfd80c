/// A repository named on the command line as `OWNER/NAME`.
public struct RepositoryIdentifier: Hashable, Sendable {
    /// The owning user or organisation.
    public let owner: String
    /// The repository's name.
    public let name: String

    /// Parses `OWNER/NAME`: both parts non-empty, made of ASCII letters, digits, `-`, `_` and `.`, and neither
    /// `.` nor `..` (which would change the API path). Returns nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, Self.isValidPart(parts[0]), Self.isValidPart(parts[1]) else { return nil }
        owner = String(parts[0])
        name = String(parts[1])
    }

    /// `OWNER/NAME`.
    public var fullName: String {
        "\(owner)/\(name)"
    }

    private static func isValidPart(_ part: Substring) -> Bool {
        guard !part.isEmpty, part != ".", part != ".." else { return false }
        return part.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
            default: false
            }
        }
    }
}
