import Foundation

/// A person (or bot) who contributed commits, from `GET /repos/{owner}/{repo}/contributors`.
public struct Contributor: Hashable, Sendable {
    public let login: String
    /// Commits they contributed.
    public let contributionCount: Int
    /// Their profile page, when sent.
    public let htmlURL: URL?

    public init(login: String, contributionCount: Int, htmlURL: URL?) {
        self.login = login
        self.contributionCount = contributionCount
        self.htmlURL = htmlURL
    }
}

extension Contributor: BaseModel {
    /// The members `init(map:)` reads.
    public static let selection = JSONSelection(["login", "contributions", "html_url"])

    /// Maps a contributor object (`login`, `contributions`, `html_url`).
    public init(map: JSONMap) throws(MappingError) {
        login = try map.value("login")
        contributionCount = try map.value("contributions")
        htmlURL = try map.optionalValue("html_url")
    }
}
