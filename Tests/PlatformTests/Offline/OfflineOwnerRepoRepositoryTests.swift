import Domain
import XCTest

@testable import Platform

/// An owner's repositories from the real snapshot: the ones it holds, sorted where it has the data, paged, and a
/// plain sentence where it has none.
final class OfflineOwnerRepoRepositoryTests: XCTestCase {
    private let repository = OfflineOwnerRepoRepository()

    /// tpope's twelve repositories in the snapshot, by name.
    private let tpope = [
        "vim-abolish", "vim-commentary", "vim-dadbod", "vim-dispatch", "vim-fugitive", "vim-pathogen", "vim-rails",
        "vim-repeat", "vim-sensible", "vim-surround", "vim-unimpaired", "vim-vinegar",
    ]

    private func names(_ query: OwnerRepoQuery) async throws -> [String] {
        try await repository.repositories(query).items.map(\.name)
    }

    func test_theOwnersRepositories_byNameAToZ() async throws {
        let page = try await repository.repositories(try OwnerRepoQuery(owner: "tpope"))
        XCTAssertEqual(page.items.map(\.name), tpope)
        XCTAssertTrue(page.items.allSatisfy { $0.owner.login == "tpope" })
        XCTAssertFalse(page.hasMore)
        XCTAssertNil(page.rateLimit)
    }

    func test_byNameZToA_isTheReverse() async throws {
        let names = try await names(try OwnerRepoQuery(owner: "tpope", direction: .descending))
        XCTAssertEqual(names, tpope.reversed())
    }

    func test_theLoginIsComparedIgnoringCase() async throws {
        let names = try await names(try OwnerRepoQuery(owner: "TPope"))
        XCTAssertEqual(names, tpope)
    }

    func test_pushed_isNewestCommitFirst() async throws {
        let page = try await repository.repositories(try OwnerRepoQuery(owner: "tpope", sort: .pushed))
        XCTAssertEqual(page.items.first?.name, "vim-fugitive")
        XCTAssertEqual(page.items.last?.name, "vim-pathogen")
        let pushed = page.items.compactMap(\.pushedAt)
        XCTAssertEqual(pushed.count, 12)
        XCTAssertEqual(pushed, pushed.sorted(by: >))
    }

    func test_updated_sortsByTheLastCommitTheOnlyDateTheSnapshotHas() async throws {
        let updated = try await names(try OwnerRepoQuery(owner: "tpope", sort: .updated, direction: .ascending))
        let pushed = try await names(try OwnerRepoQuery(owner: "tpope", sort: .pushed, direction: .ascending))
        XCTAssertEqual(updated, pushed)
    }

    func test_pages_areWindowsOfTheSortedList_untilNoneRemain() async throws {
        let pages = try await LinkedPageWalk.pages(from: try OwnerRepoQuery(owner: "tpope", perPage: 5)) {
            try await self.repository.repositories($0)
        }
        XCTAssertEqual(pages.map(\.items.count), [5, 5, 2])
        XCTAssertEqual(pages.flatMap(\.items).map(\.name), tpope)
        XCTAssertEqual(pages.map(\.lastPage), [3, 3, nil])
    }

    func test_aPagePastTheEnd_isEmptyAndLast() async throws {
        let page = try await repository.repositories(try OwnerRepoQuery(owner: "tpope", perPage: 100, page: 9))
        XCTAssertEqual(page.items, [])
        XCTAssertFalse(page.hasMore)
    }

    func test_anOwnerTheSnapshotLacks_isNotRecordedRatherThanEmpty() async {
        let error = await repositoryError { () async throws(RepositoryError) in
            try await self.repository.repositories(try OwnerRepoQuery(owner: "ghost-owner"))
        }
        XCTAssertEqual(error, .notRecorded(reason: "The offline snapshot has no repositories of ghost-owner"))
    }

    func test_created_isNotRecorded() async {
        let error = await repositoryError { () async throws(RepositoryError) in
            try await self.repository.repositories(try OwnerRepoQuery(owner: "tpope", sort: .created))
        }
        XCTAssertEqual(
            error,
            .notRecorded(
                reason:
                    "The offline snapshot does not record when repositories were created, so it cannot sort by created"
            ))
    }

    func test_aCancelledTask_isCancelled() async throws {
        let slow = OfflineOwnerRepoRepository(latency: .seconds(30))
        let query = try OwnerRepoQuery(owner: "tpope")
        let task = Task { () async -> RepositoryError? in
            do throws(RepositoryError) {
                _ = try await slow.repositories(query)
                return nil
            } catch {
                return error
            }
        }
        task.cancel()
        let result = await task.value
        XCTAssertEqual(result, .cancelled)
    }
}
