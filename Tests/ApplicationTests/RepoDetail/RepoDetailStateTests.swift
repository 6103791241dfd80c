import Application
import Domain
import Reactive
import XCTest

/// `RepoDetailState.filling(from:with:wording:)`: the one fold of a detail's updates, from the list's row (the detail
/// screen) or from nothing (the `show` command).
final class RepoDetailStateTests: XCTestCase {
    private let fetched = GithubRepo.fixture(id: 1, subscriberCount: 7)
    private let wording = ErrorMessage()
    private let failure = RepositoryError.serverError(status: 502)

    private var updates: [RepoDetailUpdate] {
        [
            .repository(.success(fetched)), .languages(.failure(failure)),
            .contributors(.success(ContributorList(complete: []))), .latestRelease(.success(nil)),
            .readme(.success(nil)),
        ]
    }

    func test_fillingFromARow_appliesEachUpdateInTurn() async throws {
        let row = RepoDetailState(summary: RepoListItem(fetched).summary)

        let states = try await RepoDetailState.filling(from: row, with: .from(updates), wording: wording).collect()

        var expected: [RepoDetailState] = []
        var state = row
        for update in updates {
            state = state.applying(update, wording: wording)
            expected.append(state)
        }
        XCTAssertEqual(states, expected)
        XCTAssertEqual(states.last?.summary, row.summary)
    }

    func test_fillingFromNothing_makesTheFetchedRepositoryTheSummary() async throws {
        let states = try await RepoDetailState.filling(from: nil, with: .from(updates), wording: wording).collect()

        XCTAssertEqual(states.count, updates.count)
        XCTAssertEqual(states.last?.summary, fetched)
        XCTAssertEqual(states.last?.repository, .loaded(fetched))
        XCTAssertEqual(states.last?.languages, .failed(wording.text(for: failure)))
        XCTAssertEqual(states.last?.latestRelease, .absent)
        XCTAssertEqual(states.last?.isComplete, true)
    }

    func test_fillingFromNothing_failsWithTheRepositorysError() async {
        let notFound = RepositoryError.notFound(resource: "repository owner/repo1")
        let updates: [RepoDetailUpdate] = [.repository(.failure(notFound)), .languages(.failure(notFound))]

        do {
            _ = try await RepoDetailState.filling(from: nil, with: .from(updates), wording: wording).collect()
            XCTFail("without a repository there is nothing to show")
        } catch {
            XCTAssertEqual(error as? RepositoryError, notFound)
        }
    }

    func test_fillingFromARow_failedRepository_isAFailedPart() async throws {
        let row = RepoDetailState(summary: RepoListItem(fetched).summary)

        let states = try await RepoDetailState.filling(
            from: row, with: .just(.repository(.failure(failure))), wording: wording
        ).collect()

        XCTAssertEqual(states.map(\.repository), [.failed(wording.text(for: failure))])
    }
}
