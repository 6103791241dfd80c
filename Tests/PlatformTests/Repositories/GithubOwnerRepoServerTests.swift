import Domain
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An account's repositories through the real `URLSessionTransport` against the fake GitHub API on 127.0.0.1, which
/// pages them as GitHub does (its `Link` addresses are `/user/{id}/repos`, not the address asked).
final class GithubOwnerRepoServerTests: FakeGithubServerTestCase {
    private func repository() throws -> GithubOwnerRepoRepository {
        GithubOwnerRepoRepository(service: try running().service())
    }

    func test_anOrganizationsRepositories_pageToTheEndByName() async throws {
        let repository = try repository()
        let pages = try await LinkedPageWalk.pages(from: try OwnerRepoQuery(owner: "sample-org")) {
            try await repository.repositories($0)
        }
        let names = pages.flatMap(\.items).map(\.name)
        XCTAssertEqual(pages.map(\.items.count), [30, 30, 5])
        XCTAssertEqual(names, (0..<65).map { "repo-\($0)" }.sorted())
        XCTAssertEqual(pages.first?.lastPage, 3)
    }

    func test_theNextLink_isGithubsAddressByAccountId_andServesTheNextPage() async throws {
        let first = try await running().service().send(.ownerRepositories(try OwnerRepoQuery(owner: "sample-org")))
        let next = try XCTUnwrap(first.links.next)
        XCTAssertEqual(next.path, "/user/9000000/repos")
        let (body, response) = try await URLSessionTransport().send(
            URLRequest(url: next, timeoutInterval: 10), maximumBodyBytes: 1_000_000)
        XCTAssertEqual(response.statusCode, 200)
        let page = APIResponse(status: 200, body: body, rateLimit: nil, links: LinkHeader(nil), isFromCache: false)
        let names = try page.decodeArray(of: GithubRepo.self).map(\.name)
        XCTAssertEqual(names.first, (0..<65).map { "repo-\($0)" }.sorted()[30])
    }

    func test_pushedNewestFirst_isInPushOrder() async throws {
        let page = try await repository().repositories(try OwnerRepoQuery(owner: "sample-user", sort: .pushed))
        let pushed = page.items.compactMap(\.pushedAt)
        XCTAssertEqual(pushed.count, 3)
        XCTAssertEqual(pushed, pushed.sorted(by: >))
    }

    func test_anOwnerWithNoRepositories_isOneEmptyPage() async throws {
        let page = try await repository().repositories(try OwnerRepoQuery(owner: "empty-owner"))
        XCTAssertEqual(page.items, [])
        XCTAssertFalse(page.hasMore)
    }

    func test_aLoginGithubDoesNotKnow_isNotFoundNamingTheAccount() async throws {
        let repository = try repository()
        let error = await repositoryError { () async throws(RepositoryError) in
            try await repository.repositories(try OwnerRepoQuery(owner: "ghost-owner"))
        }
        XCTAssertEqual(error, .notFound(resource: "account ghost-owner"))
    }
}
