import Domain
import Platform
import XCTest

final class OfflinePullRequestRepositoryTests: XCTestCase {
    func test_pullRequests_sayTheSnapshotHasNone() async throws {
        let query = try PullRequestQuery(repository: RepoReference(owner: "sample-org", name: "tracker"))
        let error = await repositoryError { () async throws(RepositoryError) in
            try await OfflinePullRequestRepository().pullRequests(query)
        }
        XCTAssertEqual(error, .notRecorded(reason: "The offline snapshot has no pull requests"))
    }
}
