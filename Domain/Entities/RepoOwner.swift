import Foundation

/// The account that owns a repository, as shown beside its name.
public struct RepoOwner: Hashable, Sendable {
    /// The owner's login (`apple`).
    public let login: String
    /// The owner's avatar image, when GitHub gives one.
    public let avatarURL: URL?
    /// The account's global node ID (`node_id`, GraphQL's `id`), when GitHub gives one.
    public let nodeID: String?
    /// The kind of account (`User`, `Organization`, `Bot`), when GitHub gives one.
    public let type: String?
    /// The account's page on GitHub, when GitHub gives one.
    public let htmlURL: URL?

    /// Creates an owner.
    public init(login: String, avatarURL: URL?, nodeID: String? = nil, type: String? = nil, htmlURL: URL? = nil) {
        self.login = login
        self.avatarURL = avatarURL
        self.nodeID = nodeID
        self.type = type
        self.htmlURL = htmlURL
    }
}

extension RepoOwner: BaseModel {
    /// The members `init(map:)` reads.
    public static let selection = JSONSelection(["login", "avatar_url", "node_id", "type", "html_url"])

    /// Maps GitHub's `simple-user` object (`login`, `avatar_url`, `node_id`, `type`, `html_url`).
    public init(map: JSONMap) throws(MappingError) {
        login = try map.value("login")
        avatarURL = try map.optionalValue("avatar_url")
        nodeID = try map.optionalValue("node_id")
        type = try map.optionalValue("type")
        htmlURL = try map.optionalValue("html_url")
    }
}
