import Domain
import Platform
import XCTest

final class OfflineIssueRepositoryTests: XCTestCase {
    func test_issues_sayTheSnapshotHasNone() async throws {
        let query = try IssueQuery(repository: RepoReference(owner: "sample-org", name: "tracker"))
        let error = await repositoryError { () async throws(RepositoryError) in
            try await OfflineIssueRepository().issues(query)
        }
        XCTAssertEqual(error, .notRecorded(reason: "The offline snapshot has no issues"))
    }
}
