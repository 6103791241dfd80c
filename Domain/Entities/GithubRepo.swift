import Foundation

/// A GitHub repository as a search result or the repository endpoint describes it.
public struct GithubRepo: Hashable, Sendable {
    /// GitHub's numeric id (beyond `Int32` for newer repositories); `nil` when the source does not record it, never
    /// made up.
    public let id: Int?
    /// The repository's name (`swift`).
    public let name: String
    /// Owner and name (`apple/swift`).
    public let fullName: String
    public let htmlURL: URL
    /// The owner's one-line description; untrusted text, sanitise before display.
    public let description: String?
    public let starCount: Int
    /// Forks (`forks_count`).
    public let forkCount: Int
    /// GitHub's `watchers_count`, which the API fills with the star count (a 2012 rename); see `subscriberCount`.
    public let watcherCount: Int
    /// The people who really watch the repository (`subscribers_count`); only the repository endpoint sends it.
    public let subscriberCount: Int?
    /// GitHub's `open_issues_count`: open issues and pull requests together, so only open pull requests when
    /// issues are turned off (`hasIssues == false`).
    public let openIssueCount: Int
    /// The primary language, when GitHub detected one.
    public let language: String?
    /// Topic tags; empty when none or not sent.
    public let topics: [String]
    public let license: RepoLicense?
    public let owner: RepoOwner
    /// Whether the repository is read-only; `nil` when the source does not say (GitHub Enterprise before
    /// `archived`).
    public let isArchived: Bool?
    /// Whether the repository is a fork; `nil` when the source does not say.
    public let isFork: Bool?
    /// When the repository was created; `nil` when the source does not say.
    public let createdAt: Date?
    /// When the repository's metadata last changed; `nil` when the source does not say.
    public let updatedAt: Date?
    /// When something was last pushed; `nil` for an empty repository.
    public let pushedAt: Date?
    /// The default branch (`main`); `nil` when the source does not say (older GitHub Enterprise payloads).
    public let defaultBranch: String?
    /// The project's website (`homepage`) as GitHub sent it: `nil` for null or absent, and `""` when GitHub sent an
    /// empty string (an owner who cleared it); untrusted text.
    public let homepage: String?
    /// `public`, `private` or `internal` (`visibility`), when sent.
    public let visibility: String?
    /// Whether the repository is private (`private`), when sent.
    public let isPrivate: Bool?
    /// Whether the repository is a template (`is_template`), when sent.
    public let isTemplate: Bool?
    /// Whether issues are enabled (`has_issues`); `false` means "disabled", not "none open".
    public let hasIssues: Bool?
    /// The HTTPS clone URL (`clone_url`), when sent.
    public let cloneURL: String?
    /// The SSH clone URL (`ssh_url`), when sent.
    public let sshURL: String?
    /// The repository this one is a fork of (`parent.full_name`); only the repository endpoint sends it.
    public let parentFullName: String?
    /// The repository's global node ID (`node_id`, GraphQL's `id`), when sent.
    public let nodeID: String?

    /// Creates a repository value; every field is given explicitly (`nil` for what the source does not say).
    public init(
        id: Int?, name: String, fullName: String, htmlURL: URL, description: String?, starCount: Int, forkCount: Int,
        watcherCount: Int, subscriberCount: Int?, openIssueCount: Int, language: String?, topics: [String],
        license: RepoLicense?, owner: RepoOwner, isArchived: Bool?, isFork: Bool?, createdAt: Date?,
        updatedAt: Date?, pushedAt: Date?, defaultBranch: String?, homepage: String? = nil,
        visibility: String? = nil, isPrivate: Bool? = nil, isTemplate: Bool? = nil, hasIssues: Bool? = nil,
        cloneURL: String? = nil, sshURL: String? = nil, parentFullName: String? = nil, nodeID: String? = nil
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.htmlURL = htmlURL
        self.description = description
        self.starCount = starCount
        self.forkCount = forkCount
        self.watcherCount = watcherCount
        self.subscriberCount = subscriberCount
        self.openIssueCount = openIssueCount
        self.language = language
        self.topics = topics
        self.license = license
        self.owner = owner
        self.isArchived = isArchived
        self.isFork = isFork
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.pushedAt = pushedAt
        self.defaultBranch = defaultBranch
        self.homepage = homepage
        self.visibility = visibility
        self.isPrivate = isPrivate
        self.isTemplate = isTemplate
        self.hasIssues = hasIssues
        self.cloneURL = cloneURL
        self.sshURL = sshURL
        self.parentFullName = parentFullName
        self.nodeID = nodeID
    }

    /// Where this repository lives, for the detail endpoints.
    public var reference: RepoReference {
        RepoReference(owner: owner.login, name: name)
    }
}
