import Application
import Domain
import Foundation

@testable import Terminal

extension GithubRepo {
    /// A repository with the given names and counts; everything else plain.
    static func viewFixture(
        id: Int, fullName: String = "owner/repo", description: String? = "A repository", starCount: Int = 1_234,
        forkCount: Int = 56, language: String? = "Swift", subscriberCount: Int? = nil
    ) -> GithubRepo {
        let name = String(fullName.split(separator: "/").last ?? "repo")
        return GithubRepo(
            id: id, name: name, fullName: fullName, htmlURL: URL(string: "https://github.com/owner/repo\(id)")!,
            description: description, starCount: starCount, forkCount: forkCount, watcherCount: starCount,
            subscriberCount: subscriberCount, openIssueCount: 7, language: language, topics: ["cli", "swift"],
            license: RepoLicense(spdxID: "MIT", name: "MIT License"), owner: RepoOwner(login: "owner", avatarURL: nil),
            isArchived: false, isFork: false, createdAt: Date(timeIntervalSince1970: 1_500_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_600_000_000), pushedAt: Date(timeIntervalSince1970: 1_700_000_000),
            defaultBranch: "main")
    }
}

extension RepoListItem {
    /// The list's row for `GithubRepo.viewFixture` with the same arguments.
    static func viewFixture(
        id: Int, fullName: String = "owner/repo", description: String? = "A repository", starCount: Int = 1_234,
        forkCount: Int = 56, language: String? = "Swift"
    ) -> RepoListItem {
        RepoListItem(
            GithubRepo.viewFixture(
                id: id, fullName: fullName, description: description, starCount: starCount, forkCount: forkCount,
                language: language))
    }
}

extension ScreenBuffer {
    /// The characters of `row`, continuation cells skipped.
    func text(ofRow row: Int) -> String {
        var text = ""
        for column in 0..<size.columns where !self[row, column].isContinuation {
            text.append(self[row, column].character)
        }
        return text
    }

    /// Every row's text, joined by line breaks.
    var text: String {
        (0..<size.rows).map { text(ofRow: $0) }.joined(separator: "\n")
    }
}

/// The search list screen's state.
typealias SearchListState = ListViewState<SearchScreen>

extension ListViewState where Screen == SearchScreen {
    /// The search list before anything loaded.
    init() {
        self.init(scene: SearchScreen.SceneState())
    }

    /// A list of `count` repositories, loaded (the search answered) as one page of `total` matches, with `skipped`
    /// unreadable ones left out and the quota `rateLimit`.
    static func fixture(
        count: Int, total: Int = 1_234, badge: SourceBadge? = nil, skipped: Int = 0, rateLimit: RateLimitStatus? = nil
    ) -> SearchListState {
        fixture(
            repos: (0..<count).map { GithubRepo.viewFixture(id: $0, fullName: "owner/repo\($0)") }, total: total,
            badge: badge, skipped: skipped, rateLimit: rateLimit)
    }

    /// A list of `repos`, loaded as one page of `total` matches.
    static func fixture(
        repos: [GithubRepo], total: Int = 1_234, badge: SourceBadge? = nil, skipped: Int = 0,
        rateLimit: RateLimitStatus? = nil
    ) -> SearchListState {
        let scene = SearchScreen.SceneState(
            searchText: RepoSearchQuery.defaultText, sort: .bestMatch, order: .descending)
        var state = SearchListState(scene: scene, badge: badge)
        let query = try! RepoSearchQuery(text: RepoSearchQuery.defaultText, perPage: 100)
        let page = RepoPage(
            query: query, items: repos, totalCount: max(total, repos.count), isIncomplete: false, hasNextLink: nil,
            rateLimit: rateLimit, skippedItemCount: skipped)
        state.show(
            [.firstPageRequested(query), .firstPageLoaded(page)].reduce(PagedListState(), PagedListState.reduce))
        return state
    }
}
