import Domain
import Platform
import XCTest

final class OfflineStarringRepositoryTests: XCTestCase {
    private let repository = OfflineStarringRepository()
    private let demo = RepoReference(owner: "sample-org", name: "demo")
    private let reason = RepositoryError.notRecorded(reason: "The offline snapshot has no stars; starring needs GitHub")

    func test_refusesInAdvance_sayingStarringNeedsGithub() {
        XCTAssertEqual(repository.refusal, reason)
    }

    func test_everyCall_throwsTheSameReason() async throws {
        let status = await repositoryError { () async throws(RepositoryError) in
            try await self.repository.isStarred(self.demo)
        }
        let star = await repositoryError { () async throws(RepositoryError) in try await self.repository.star(self.demo)
        }
        let unstar = await repositoryError { () async throws(RepositoryError) in
            try await self.repository.unstar(self.demo)
        }
        let query = try StarredQuery()
        let list = await repositoryError { () async throws(RepositoryError) in try await self.repository.starred(query)
        }
        XCTAssertEqual([status, star, unstar, list], [reason, reason, reason, reason])
    }
}
