/// Names one repository by owner and name, as the detail endpoints address it (`/repos/{owner}/{name}`).
public struct RepoReference: Hashable, Sendable, CustomStringConvertible {
    public let owner: String
    public let name: String

    /// Not validated: for values that come from GitHub itself.
    public init(owner: String, name: String) {
        self.owner = owner
        self.name = name
    }

    /// Parses `OWNER/NAME` typed by a person; `nil` unless both parts are non-empty and use only
    /// letters, digits, `-`, `_` and `.` (and neither part is `.` or `..`).
    public init?(fullName: String) {
        let parts = fullName.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let isValid: (Substring) -> Bool = { part in
            !part.isEmpty && part.count <= 100 && part != "." && part != ".."
                && part.unicodeScalars.allSatisfy { scalar in
                    scalar.isASCII
                        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                            || "-_.".unicodeScalars.contains(scalar))
                }
        }
        guard isValid(parts[0]), isValid(parts[1]) else { return nil }
        self.init(owner: String(parts[0]), name: String(parts[1]))
    }

    /// `owner/name`.
    public var fullName: String { "\(owner)/\(name)" }

    /// `owner/name`.
    public var description: String { fullName }
}
