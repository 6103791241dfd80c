import Domain
import XCTest

final class RepoSortTests: XCTestCase {
    func test_next_cyclesBestMatchStarsForksUpdated() {
        XCTAssertEqual(RepoSort.bestMatch.next, .stars)
        XCTAssertEqual(RepoSort.stars.next, .forks)
        XCTAssertEqual(RepoSort.forks.next, .updated)
        XCTAssertEqual(RepoSort.updated.next, .bestMatch)
        XCTAssertEqual(RepoSort.helpWantedIssues.next, .bestMatch)
    }

    func test_rawValues_areGithubSortParameters() {
        XCTAssertEqual(
            RepoSort.allCases.map(\.rawValue), ["best-match", "stars", "forks", "updated", "help-wanted-issues"])
        XCTAssertEqual(SortDirection.allCases.map(\.rawValue), ["desc", "asc"])
    }

    func test_titles_areReadable() {
        XCTAssertEqual(RepoSort.bestMatch.title, "best match")
        XCTAssertEqual(RepoSort.forks.title, "forks")
    }
}
