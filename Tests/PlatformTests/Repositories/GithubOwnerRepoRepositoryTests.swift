import Domain
import XCTest

@testable import Platform

/// An account's repositories over a stub transport: the request sent, GitHub's pages read, and a login it does not
/// know.
final class GithubOwnerRepoRepositoryTests: XCTestCase {
    private func repository(_ transport: RecordingTransport, token: String? = nil) throws -> GithubOwnerRepoRepository {
        GithubOwnerRepoRepository(service: try APIServiceFixtures.service(transport, token: token))
    }

    func test_asksForTheOwnersRepositoriesWithSortDirectionAndPage() async throws {
        let transport = RecordingTransport(status: 200, body: "[]")
        let query = try OwnerRepoQuery(owner: "sample-org", sort: .pushed, perPage: 2, page: 3)
        _ = try await repository(transport).repositories(query)
        let url = try XCTUnwrap(transport.requests.first?.url)
        XCTAssertEqual(url.path, "/users/sample-org/repos")
        XCTAssertEqual(url.query, "sort=pushed&direction=desc&per_page=2&page=3")
    }

    func test_theDefaultQuery_sendsGithubsOwnDefaultsOutright() async throws {
        let transport = RecordingTransport(status: 200, body: "[]")
        _ = try await repository(transport).repositories(try OwnerRepoQuery(owner: "octocat"))
        XCTAssertEqual(transport.requests.first?.url?.query, "sort=full_name&direction=asc&per_page=30&page=1")
    }

    func test_withoutAToken_isAskedAnonymously() async throws {
        let transport = RecordingTransport(status: 200, body: "[]")
        _ = try await repository(transport).repositories(try OwnerRepoQuery(owner: "octocat"))
        XCTAssertEqual(transport.requests.count, 1)
        XCTAssertNil(transport.requests.first?.value(forHTTPHeaderField: "Authorization"))
    }

    func test_githubsNextLink_leadsToTheNextPage_andItsLastLinkIsRead() async throws {
        let link =
            #"<https://api.github.com/user/583231/repos?per_page=2&page=2>; rel="next", "#
            + #"<https://api.github.com/user/583231/repos?per_page=2&page=4>; rel="last""#
        let items = [APIServiceFixtures.repositoryJSON(owner: "octocat", name: "one", id: 1)]
        let transport = RecordingTransport(status: 200, headers: ["Link": link], body: "[\(items.joined())]")
        let query = try OwnerRepoQuery(owner: "octocat", perPage: 2)
        let page = try await repository(transport).repositories(query)
        XCTAssertEqual(page.items.map(\.fullName), ["octocat/one"])
        let next = PageAddress(try XCTUnwrap(URL(string: "https://api.github.com/user/583231/repos?per_page=2&page=2")))
        XCTAssertEqual(page.nextQuery, try OwnerRepoQuery(owner: "octocat", perPage: 2, page: 2, address: next))
        XCTAssertEqual(page.lastPage, 4)
    }

    func test_withoutANextLink_isTheLastPage() async throws {
        let transport = RecordingTransport(status: 200, body: "[\(APIServiceFixtures.repositoryJSON())]")
        let page = try await repository(transport).repositories(try OwnerRepoQuery(owner: "sample-org"))
        XCTAssertFalse(page.hasMore)
        XCTAssertNil(page.nextQuery)
    }

    func test_itemsWithoutWhatNamesARepository_areLeftOutAndCounted() async throws {
        let items = [
            APIServiceFixtures.repositoryJSON(name: "kept", id: 1), #"{"id": 2, "full_name": "sample-org/nameless"}"#,
            #"{"id": "broken"}"#, APIServiceFixtures.repositoryJSON(name: "also-kept", id: 4),
        ]
        let transport = RecordingTransport(status: 200, body: "[\(items.joined(separator: ","))]")
        let page = try await repository(transport).repositories(try OwnerRepoQuery(owner: "sample-org"))
        XCTAssertEqual(page.items.map(\.name), ["kept", "also-kept"])
        XCTAssertEqual(page.skippedItemCount, 2)
    }

    func test_anEmptyList_isOnePageWithNothing() async throws {
        let page = try await repository(RecordingTransport(status: 200, body: "[]")).repositories(
            try OwnerRepoQuery(owner: "empty-owner"))
        XCTAssertEqual(page.items, [])
        XCTAssertEqual(page.skippedItemCount, 0)
        XCTAssertFalse(page.hasMore)
    }

    func test_aLoginGithubDoesNotKnow_isNotFoundNamingTheAccount() async throws {
        let repository = try repository(RecordingTransport(status: 404, body: #"{"message": "Not Found"}"#))
        let error = await repositoryError { () async throws(RepositoryError) in
            try await repository.repositories(try OwnerRepoQuery(owner: "ghost-owner"))
        }
        XCTAssertEqual(error, .notFound(resource: "account ghost-owner"))
    }

    func test_aBodyThatIsNotAList_isABadResponse() async throws {
        let repository = try repository(RecordingTransport(status: 200, body: #"{"message": "odd"}"#))
        let error = await repositoryError { () async throws(RepositoryError) in
            try await repository.repositories(try OwnerRepoQuery(owner: "sample-org"))
        }
        guard case .badResponse? = error else {
            return XCTFail("expected .badResponse, got \(String(describing: error))")
        }
    }
}
