import Application
import Domain
import XCTest

/// `RepoDetailState.applying(_:)`: the one fold of a detail's updates, from the list's row (the detail screen) or from
/// the fetched repository (the `show` command).
final class RepoDetailStateTests: XCTestCase {
    private let fetched = GithubRepo.fixture(id: 1, subscriberCount: 7)
    private let failure = RepositoryError.serverError(status: 502)

    private var updates: [RepoDetailUpdate] {
        [
            .repository(.success(fetched)), .languages(.failure(failure)),
            .contributors(.success(ContributorList(complete: []))), .latestRelease(.success(nil)),
            .readme(.success(nil)),
        ]
    }

    func test_applyingEveryUpdate_fillsEachPart_andKeepsTheSummary() {
        let row = RepoDetailState(summary: RepoListItem(fetched).summary)

        let state = updates.reduce(row) { $0.applying($1) }

        XCTAssertEqual(state.summary, row.summary)
        XCTAssertEqual(state.repo, fetched)
        XCTAssertEqual(state.repository, .loaded(fetched))
        XCTAssertEqual(state.languages, .failed(failure))
        XCTAssertEqual(state.contributors, .loaded(ContributorList(complete: [])))
        XCTAssertEqual(state.latestRelease, .absent)
        XCTAssertEqual(state.readme, .absent)
        XCTAssertTrue(state.isComplete)
    }

    func test_aPartTheSourceDoesNotRecord_isNotRecorded_notFailed() {
        let lacking = RepositoryError.notRecorded(reason: "The offline snapshot has no README")
        let state = RepoDetailState(summary: fetched).applying(.readme(.failure(lacking)))

        XCTAssertEqual(state.readme, .notRecorded)
    }

    func test_theRepositoryItself_isNeverNotRecorded_butFailed() {
        let lacking = RepositoryError.notRecorded(reason: "The offline snapshot has no such repository")
        let state = RepoDetailState(summary: fetched).applying(.repository(.failure(lacking)))

        XCTAssertEqual(state.repository, .failed(lacking))
    }

    func test_untilEveryPartArrives_theDetailIsIncomplete() {
        let state = updates.dropLast().reduce(RepoDetailState(summary: fetched)) { $0.applying($1) }

        XCTAssertFalse(state.isComplete)
        XCTAssertEqual(state.readme, .loading)
    }
}
