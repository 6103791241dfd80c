import Foundation

/// The account that owns a repository, as shown beside its name.
public struct RepoOwner: Hashable, Sendable {
    /// The owner's login (`apple`).
    public let login: String
    /// The owner's avatar image, when GitHub gives one.
    public let avatarURL: URL?

    public init(login: String, avatarURL: URL?) {
        self.login = login
        self.avatarURL = avatarURL
    }
}

extension RepoOwner: BaseModel {
    /// The members `init(map:)` reads.
    public static let selection = JSONSelection(["login", "avatar_url"])

    /// Maps GitHub's `simple-user` object (`login`, `avatar_url`).
    public init(map: JSONMap) throws(MappingError) {
        login = try map.value("login")
        avatarURL = try map.optionalValue("avatar_url")
    }
}
