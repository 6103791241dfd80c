import Application
import Domain
import Foundation

extension GithubRepo {
    /// A repository named `repo<id>` owned by `owner`, with `subscriberCount` only when the detail endpoint sent it.
    static func fixture(id: Int, subscriberCount: Int? = nil) -> GithubRepo {
        GithubRepo(
            id: id, name: "repo\(id)", fullName: "owner/repo\(id)",
            htmlURL: URL(string: "https://github.com/owner/repo\(id)")!, description: "Repository \(id)",
            starCount: 100 * id, forkCount: id, watcherCount: 100 * id, subscriberCount: subscriberCount,
            openIssueCount: 0, language: "Swift", topics: [], license: nil,
            owner: RepoOwner(login: "owner", avatarURL: nil), isArchived: false, isFork: false,
            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0), pushedAt: nil,
            defaultBranch: "main")
    }
}

extension RepoListItem {
    /// The list's row for `GithubRepo.fixture(id:)`.
    static func fixture(id: Int) -> RepoListItem {
        RepoListItem(.fixture(id: id))
    }
}

extension RepoSearchQuery {
    /// A query that is known to be valid.
    static func fixture(
        _ text: String = RepoSearchQuery.defaultText, sort: RepoSort = .bestMatch, perPage: Int = 10, page: Int = 1
    ) -> RepoSearchQuery {
        // The arguments are valid by construction; a mistake here fails loudly in the test that made it.
        try! RepoSearchQuery(text: text, sort: sort, perPage: perPage, page: page)
    }
}

extension RepoPage {
    /// The page `query` asks for, holding repositories with `ids`, out of `totalCount` matches.
    static func fixture(
        _ query: RepoSearchQuery, ids: [Int], totalCount: Int = 1_000_000, rateLimit: RateLimitStatus? = nil
    ) -> RepoPage {
        RepoPage(
            query: query, items: ids.map { GithubRepo.fixture(id: $0) }, totalCount: totalCount, isIncomplete: false,
            hasNextLink: nil, rateLimit: rateLimit)
    }
}

extension RateLimitStatus {
    /// A quota with `remaining` of `limit` requests left.
    static func fixture(limit: Int, remaining: Int, resource: String) -> RateLimitStatus {
        RateLimitStatus(
            limit: limit, remaining: remaining, used: limit - remaining, resetAt: Date(timeIntervalSince1970: 3600),
            resource: resource)
    }
}

extension GithubIssue {
    /// Issue `number` of `octo-org/tracker`, open, with a label and a comment.
    static func fixture(number: Int) -> GithubIssue {
        GithubIssue(
            number: number, title: "Issue \(number)", state: .open, author: "octocat",
            labels: [IssueLabel(name: "bug", color: "d73a4a")], commentCount: 1,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_700_086_400),
            closedAt: nil, htmlURL: URL(string: "https://github.com/octo-org/tracker/issues/\(number)")!, body: nil)
    }
}

extension GithubPullRequest {
    /// Pull request `number` of `octo-org/tracker`, from its own branch into `main`; merged when `isMerged`.
    static func fixture(number: Int, isMerged: Bool = false) -> GithubPullRequest {
        GithubPullRequest(
            number: number, title: "Change \(number)", state: isMerged ? .closed : .open, isDraft: false,
            author: "octocat", labels: [], headRefName: "change-\(number)", headRepositoryOwner: nil,
            baseRefName: "main", createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_700_086_400),
            closedAt: isMerged ? Date(timeIntervalSince1970: 1_700_090_000) : nil,
            mergedAt: isMerged ? Date(timeIntervalSince1970: 1_700_090_000) : nil,
            htmlURL: URL(string: "https://github.com/octo-org/tracker/pull/\(number)")!)
    }
}
