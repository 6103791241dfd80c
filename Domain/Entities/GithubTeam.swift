/// A team of an organization, as GitHub names it where a team is asked to review a pull request.
public struct GithubTeam: Hashable, Sendable {
    /// The name people read (`Core Team`); untrusted text.
    public let name: String
    /// The name in addresses (`core-team`), unique in its organization.
    public let slug: String

    public init(name: String, slug: String) {
        self.name = name
        self.slug = slug
    }
}
