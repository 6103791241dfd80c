/// A person (or a bot, an organization) as GitHub names one inside an issue, a pull request, a comment or a review.
///
/// GitHub sends its ghost account (`ghost`) for a deleted person in some answers and `null` in others: both are kept
/// as they came, the second as no user at all.
public struct GithubUser: Hashable, Sendable {
    /// The login; untrusted text, sanitise before display.
    public let login: String
    /// The global node ID (`node_id`, GraphQL's `id`), when GitHub sends one.
    public let nodeID: String?
    /// The kind of account (`type`: `User`, `Bot`, `Organization`, `Mannequin`), when GitHub sends one.
    public let type: String?

    public init(login: String, nodeID: String? = nil, type: String? = nil) {
        self.login = login
        self.nodeID = nodeID
        self.type = type
    }

    /// Whether GitHub says the account is a bot (`type` `Bot`); an account whose kind was not sent is not one.
    public var isBot: Bool { type == "Bot" }

    /// The login as GitHub's GraphQL API, and so the GitHub CLI, names the account: a bot's without the `[bot]` REST
    /// adds (`dependabot[bot]` is `dependabot`).
    public var loginWithoutBotSuffix: String {
        isBot && login.hasSuffix("[bot]") ? String(login.dropLast("[bot]".count)) : login
    }
}
