import Application
import Domain
import Foundation
import XCTest

final class RepoListItemTests: XCTestCase {
    private let repo = GithubRepo(
        id: 7, name: "swift", fullName: "apple/swift", htmlURL: URL(string: "https://github.com/apple/swift")!,
        description: "The Swift Programming Language", starCount: 68_000, forkCount: 10_500, watcherCount: 68_000,
        subscriberCount: 2_500, openIssueCount: 8_000, language: "C++", topics: ["swift", "compiler"],
        license: RepoLicense(spdxID: "Apache-2.0", name: "Apache License 2.0"),
        owner: RepoOwner(login: "apple", avatarURL: URL(string: "https://avatars.githubusercontent.com/u/10639145")),
        isArchived: false, isFork: false, createdAt: Date(timeIntervalSince1970: 1_446_000_000),
        updatedAt: Date(timeIntervalSince1970: 1_790_000_000), pushedAt: Date(timeIntervalSince1970: 1_790_100_000),
        defaultBranch: "main", homepage: "https://swift.org", cloneURL: "https://github.com/apple/swift.git")

    func test_row_keepsWhatTheListShowsAndOpens() {
        let row = RepoListItem(repo)
        XCTAssertEqual(row.id, 7)
        XCTAssertEqual(row.reference, RepoReference(owner: "apple", name: "swift"))
        XCTAssertEqual(row.fullName, "apple/swift")
        XCTAssertEqual(row.htmlURL, repo.htmlURL)
        XCTAssertEqual(row.description, "The Swift Programming Language")
        XCTAssertEqual([row.starCount, row.forkCount, row.openIssueCount], [68_000, 10_500, 8_000])
        XCTAssertEqual(row.language, "C++")
        XCTAssertEqual(row.updatedAt, repo.updatedAt)
        XCTAssertEqual(row.pushedAt, repo.pushedAt)
    }

    func test_summary_carriesTheRowAndLeavesTheRestUnknown() {
        let summary = RepoListItem(repo).summary
        XCTAssertEqual(summary.reference, repo.reference)
        XCTAssertEqual(summary.fullName, repo.fullName)
        XCTAssertEqual(summary.htmlURL, repo.htmlURL)
        XCTAssertEqual(summary.description, repo.description)
        XCTAssertEqual(summary.starCount, repo.starCount)
        XCTAssertEqual(summary.forkCount, repo.forkCount)
        XCTAssertEqual(summary.openIssueCount, repo.openIssueCount)
        XCTAssertEqual(summary.language, repo.language)
        XCTAssertEqual(summary.pushedAt, repo.pushedAt)
        XCTAssertEqual(summary.topics, [])
        XCTAssertNil(summary.license)
        XCTAssertNil(summary.homepage)
        XCTAssertNil(summary.subscriberCount)
        XCTAssertNil(summary.createdAt)
        XCTAssertNil(summary.cloneURL)
    }

    func test_listState_keepsRowsOfEachPage() throws {
        let query = try RepoSearchQuery(text: "swift", sort: .stars, order: .descending, perPage: 1)
        var state = PagedListState<RepoPage>.reduce(PagedListState(), .firstPageRequested(query))
        state = PagedListState.reduce(
            state,
            .firstPageLoaded(
                RepoPage(
                    query: query, items: [repo], totalCount: 1, isIncomplete: false, hasNextLink: false,
                    rateLimit: nil)))
        XCTAssertEqual(Array(state.rows), [RepoListItem(repo)])
    }
}
