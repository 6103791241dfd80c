import Domain
import Platform
import XCTest

final class OfflineAccountRepositoryTests: XCTestCase {
    private let repository = OfflineAccountRepository()

    func test_isAnonymous() async throws {
        XCTAssertFalse(repository.authentication.hasToken)
        let account = try await repository.signedInAccount()
        XCTAssertNil(account)
    }

    func test_rateLimits_sayTheSnapshotHasNoQuota() async {
        let result = await repositoryError { () async throws(RepositoryError) in
            _ = try await self.repository.rateLimits()
        }
        guard case .notRecorded(let reason)? = result else { return XCTFail("got \(String(describing: result))") }
        XCTAssertTrue(reason.contains("no quota"), reason)
    }
}
