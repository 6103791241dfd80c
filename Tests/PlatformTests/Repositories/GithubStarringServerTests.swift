import Domain
import XCTest

@testable import Platform

/// Starring through the real `URLSessionTransport` against the fake GitHub API on 127.0.0.1, which answers as
/// GitHub does (411 to a `PUT` without `Content-Length: 0`, 403 to a token without the scope).
final class GithubStarringServerTests: FakeGithubServerTestCase {
    private let reference = RepoReference(owner: "sample-org", name: "demo")

    private func repository(token: String? = APIServiceFixtures.token) throws -> GithubStarringRepository {
        GithubStarringRepository(service: try running().service(token: token))
    }

    func test_starThenUnstar_isSeenByTheStatusAndTheList() async throws {
        let repository = try repository()
        let before = try await repository.isStarred(reference)
        XCTAssertFalse(before)
        try await repository.star(reference)
        let afterStar = try await repository.isStarred(reference)
        XCTAssertTrue(afterStar)
        let newestFirst = try await repository.starred(try StarredQuery(perPage: 2))
        XCTAssertEqual(newestFirst.items.map(\.fullName), ["sample-org/demo", "sample-org/starred-4"])
        XCTAssertEqual(newestFirst.nextPage, 2)
        XCTAssertEqual(newestFirst.lastPage, 3)
        try await repository.unstar(reference)
        let afterUnstar = try await repository.isStarred(reference)
        XCTAssertFalse(afterUnstar)
    }

    func test_starredList_pagesToTheEnd() async throws {
        let repository = try repository()
        let pages = try await LinkedPageWalk.pages(
            from: try StarredQuery(sort: .created, direction: .ascending, perPage: 2)
        ) { try await repository.starred($0) }
        XCTAssertEqual(pages.flatMap(\.items).map(\.name), (0..<5).map { "starred-\($0)" })
    }

    func test_put_carriesContentLengthZero() async throws {
        try await repository().star(reference)
        let recorded = try await running().recordedRequests()
        let put = try XCTUnwrap(recorded.last)
        XCTAssertEqual(put.path, "/user/starred/sample-org/demo")
        XCTAssertEqual(put.headers["content-length"], "0")
    }

    func test_tokenWithoutTheScope_isMissingPermission() async throws {
        let repository = try repository(token: "fake-token-without-scope")
        let error = await repositoryError { () async throws(RepositoryError) in try await repository.star(reference) }
        guard case .missingPermission(let action, _, let message)? = error else {
            return XCTFail("expected .missingPermission, got \(String(describing: error))")
        }
        XCTAssertEqual(action, "starring sample-org/demo")
        XCTAssertEqual(message, "Resource not accessible by personal access token")
    }

    func test_withoutAToken_theServerSeesNoRequest() async throws {
        let repository = try repository(token: nil)
        let error = await repositoryError { () async throws(RepositoryError) in try await repository.star(reference) }
        XCTAssertEqual(error, .tokenRequired(action: "starring sample-org/demo"))
        let recorded = try await running().recordedRequests()
        XCTAssertTrue(recorded.isEmpty, "\(recorded.map(\.path))")
    }

    func test_missingRepository_isTheRepositoryNotFound() async throws {
        let repository = try repository()
        let error = await repositoryError { () async throws(RepositoryError) in
            try await repository.star(RepoReference(owner: "sample-org", name: "missing"))
        }
        XCTAssertEqual(error, .repositoryNotFound(RepoReference(owner: "sample-org", name: "missing")))
    }
}
