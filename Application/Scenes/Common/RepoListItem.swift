import Domain
import Foundation

/// One row of a repository list (search, your stars): what the list shows of a repository and what opening it needs,
/// nothing more.
///
/// A search result maps to a `GithubRepo` of some thirty facts, and the list holds up to a thousand results, so
/// `PagedListState` reduces each page to rows as it arrives: the pages' repositories are freed, and the list's
/// memory grows with what it shows. Opening a row fetches the whole repository again (`RepoDetailUseCase`).
public struct RepoListItem: Hashable, Sendable {
    /// GitHub's numeric id, when the source records it (the offline snapshot does not).
    public let id: Int?
    /// Where the repository lives (owner and name).
    public let reference: RepoReference
    /// Owner and name as GitHub spells them (`apple/swift`).
    public let fullName: String
    /// The repository's page on GitHub, for "open in browser".
    public let htmlURL: URL
    /// The owner's one-line description; untrusted text, sanitise before display.
    public let description: String?
    public private(set) var starCount: Int
    public let forkCount: Int
    /// Open issues and pull requests.
    public let openIssueCount: Int
    /// The primary language, when GitHub detected one.
    public let language: String?
    /// When the repository's metadata last changed, when the source says.
    public let updatedAt: Date?
    /// When something was last pushed; `nil` for an empty repository.
    public let pushedAt: Date?

    public init(_ repo: GithubRepo) {
        id = repo.id
        reference = repo.reference
        fullName = repo.fullName
        htmlURL = repo.htmlURL
        description = repo.description
        starCount = repo.starCount
        forkCount = repo.forkCount
        openIssueCount = repo.openIssueCount
        language = repo.language
        updatedAt = repo.updatedAt
        pushedAt = repo.pushedAt
    }

    /// The row after `change`: a star given adds one to the count, a star taken away removes one.
    public func applying(_ change: StarChange) -> RepoListItem {
        guard change.reference == reference else { return self }
        var changed = self
        changed.starCount = max(0, starCount + (change.isStarred ? 1 : -1))
        return changed
    }

    /// The repository as far as the row knows it, for the detail screen to show until the repository fetched again
    /// arrives: what the row does not keep (topics, licence, dates other than the updates, ...) is unknown (`nil`,
    /// no topics) until then, so the detail reads those from the fetched repository only.
    public var summary: GithubRepo {
        GithubRepo(
            id: id, name: reference.name, fullName: fullName, htmlURL: htmlURL, description: description,
            starCount: starCount, forkCount: forkCount, watcherCount: starCount, subscriberCount: nil,
            openIssueCount: openIssueCount, language: language, topics: [], license: nil,
            owner: RepoOwner(login: reference.owner, avatarURL: nil), isArchived: nil, isFork: nil, createdAt: nil,
            updatedAt: updatedAt, pushedAt: pushedAt, defaultBranch: nil)
    }
}
