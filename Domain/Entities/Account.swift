import Foundation

/// The signed-in GitHub account, from `GET /user`.
public struct Account: Hashable, Sendable {
    /// The login (`octocat`).
    public let login: String
    /// The display name, when set.
    public let name: String?
    public let htmlURL: URL?
    /// Public repositories owned.
    public let publicRepositoryCount: Int?

    public init(login: String, name: String?, htmlURL: URL?, publicRepositoryCount: Int?) {
        self.login = login
        self.name = name
        self.htmlURL = htmlURL
        self.publicRepositoryCount = publicRepositoryCount
    }
}

extension Account: BaseModel {
    /// The members `init(map:)` reads.
    public static let selection = JSONSelection(["login", "name", "html_url", "public_repos"])

    /// Maps a user object (`login`, `name`, `html_url`, `public_repos`).
    public init(map: JSONMap) throws(MappingError) {
        login = try map.value("login")
        name = try map.optionalValue("name")
        htmlURL = try map.optionalValue("html_url")
        publicRepositoryCount = try map.optionalValue("public_repos")
    }
}
