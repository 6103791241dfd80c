import Domain
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Starring over a stub transport: the requests sent, GitHub's answers read, and each failure's error.
final class GithubStarringRepositoryTests: XCTestCase {
    private let reference = RepoReference(owner: "sample-org", name: "demo")

    private func repository(_ transport: RecordingTransport, token: String? = APIServiceFixtures.token) throws
        -> GithubStarringRepository
    {
        GithubStarringRepository(service: try APIServiceFixtures.service(transport, token: token))
    }

    func test_isStarred_204_isTrue() async throws {
        let transport = RecordingTransport(status: 204)
        let isStarred = try await repository(transport).isStarred(reference)
        XCTAssertTrue(isStarred)
        XCTAssertEqual(transport.requests.first?.httpMethod, "GET")
        XCTAssertEqual(transport.requests.first?.url?.path, "/user/starred/sample-org/demo")
    }

    func test_isStarred_404_isFalse() async throws {
        let isStarred = try await repository(RecordingTransport(status: 404, body: #"{"message": "Not Found"}"#))
            .isStarred(reference)
        XCTAssertFalse(isStarred)
    }

    func test_star_sendsPutWithAnEmptyBodyAndContentLengthZero() async throws {
        let transport = RecordingTransport(status: 204)
        try await repository(transport).star(reference)
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(request.httpMethod, "PUT")
        XCTAssertEqual(request.url?.path, "/user/starred/sample-org/demo")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Length"), "0")
        XCTAssertEqual(request.httpBody ?? Data(), Data())
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer \(APIServiceFixtures.token)")
    }

    func test_unstar_sendsDelete() async throws {
        let transport = RecordingTransport(status: 204)
        try await repository(transport).unstar(reference)
        XCTAssertEqual(transport.requests.first?.httpMethod, "DELETE")
        XCTAssertEqual(transport.requests.first?.url?.path, "/user/starred/sample-org/demo")
    }

    func test_mutations_areNeverConditionalNorCached() async throws {
        let transport = RecordingTransport(status: 200, headers: ["ETag": #""abc""#], body: "{}")
        let repository = try repository(transport)
        try await repository.star(reference)
        try await repository.star(reference)
        try await repository.unstar(reference)
        XCTAssertEqual(transport.requests.count, 3)
        for request in transport.requests {
            XCTAssertNil(request.value(forHTTPHeaderField: "If-None-Match"), "\(request.httpMethod ?? "")")
        }
    }

    func test_withoutAToken_nothingIsSentAndEachCallSaysATokenIsNeeded() async throws {
        let transport = RecordingTransport(status: 204)
        let repository = try repository(transport, token: nil)
        XCTAssertEqual(repository.refusal, .tokenRequired(action: "starring"))
        let star = await repositoryError { () async throws(RepositoryError) in try await repository.star(reference) }
        XCTAssertEqual(star, .tokenRequired(action: "starring sample-org/demo"))
        let unstar = await repositoryError { () async throws(RepositoryError) in
            try await repository.unstar(reference)
        }
        XCTAssertEqual(unstar, .tokenRequired(action: "unstarring sample-org/demo"))
        let status = await repositoryError { () async throws(RepositoryError) in
            try await repository.isStarred(reference)
        }
        XCTAssertEqual(status, .tokenRequired(action: "checking whether you starred sample-org/demo"))
        let list = await repositoryError { () async throws(RepositoryError) in
            try await repository.starred(try StarredQuery())
        }
        XCTAssertEqual(list, .tokenRequired(action: "listing your starred repositories"))
        XCTAssertTrue(transport.requests.isEmpty)
    }

    func test_withAToken_nothingRefusesInAdvance() throws {
        XCTAssertNil(try repository(RecordingTransport(status: 204)).refusal)
    }

    private func starError(status: Int, headers: [String: String] = [:], body: String = "") async throws
        -> RepositoryError?
    {
        let repository = try repository(RecordingTransport(status: status, headers: headers, body: body))
        return await repositoryError { () async throws(RepositoryError) in try await repository.star(reference) }
    }

    func test_star_401_isUnauthorized() async throws {
        let error = try await starError(status: 401, body: #"{"message": "Bad credentials"}"#)
        XCTAssertEqual(error, .unauthorized(message: "Bad credentials"))
    }

    func test_star_403WithoutTheScope_namesWhatTheTokenNeeds() async throws {
        let error = try await starError(
            status: 403, body: #"{"message": "Resource not accessible by personal access token"}"#)
        XCTAssertEqual(
            error,
            .missingPermission(
                action: "starring sample-org/demo",
                requirement:
                    "a classic token needs the public_repo or repo scope, a fine-grained token the Starring user permission",
                message: "Resource not accessible by personal access token"))
    }

    func test_star_secondaryRateLimit_isRateLimitedUntilRetryAfter() async throws {
        for status in [403, 429] {
            let error = try await starError(
                status: status, headers: ["retry-after": "30"],
                body: #"{"message": "You have exceeded a secondary rate limit. Please wait a few minutes."}"#)
            XCTAssertEqual(
                error,
                .rateLimited(resetAt: APIServiceFixtures.fixedNow.addingTimeInterval(30), tokenWouldRaiseLimit: false),
                "status \(status)")
        }
    }

    func test_star_404_isTheRepositoryNotFound() async throws {
        let error = try await starError(status: 404, body: #"{"message": "Not Found"}"#)
        XCTAssertEqual(error, .repositoryNotFound(RepoReference(owner: "sample-org", name: "demo")))
    }

    func test_star_422_isRejectedWithGithubsMessage() async throws {
        let error = try await starError(status: 422, body: #"{"message": "Validation Failed"}"#)
        XCTAssertEqual(error, .rejected(action: "starring sample-org/demo", message: "Validation Failed"))
    }

    func test_star_timeout_isATimedOutNetworkFailure() async throws {
        let repository = try repository(RecordingTransport { _ in throw URLError(.timedOut) })
        let error = await repositoryError { () async throws(RepositoryError) in try await repository.star(reference) }
        XCTAssertEqual(error, .network(.timedOut(seconds: 30), host: "api.github.com"))
    }

    func test_star_noNetwork_isUnreachable() async throws {
        let repository = try repository(RecordingTransport { _ in throw URLError(.notConnectedToInternet) })
        let error = await repositoryError { () async throws(RepositoryError) in try await repository.star(reference) }
        XCTAssertEqual(error, .network(.unreachable, host: "api.github.com"))
    }

    func test_starred_sendsSortDirectionAndPage_andReadsTheNextLink() async throws {
        let items = [APIServiceFixtures.repositoryJSON(name: "one", id: 1), #"{"id": "broken"}"#].joined(
            separator: ",")
        let link =
            #"<https://api.github.com/user/starred?page=3>; rel="next", <https://api.github.com/user/starred?page=7>; rel="last""#
        let transport = RecordingTransport(status: 200, headers: ["Link": link], body: "[\(items)]")
        let query = try StarredQuery(sort: .updated, direction: .ascending, perPage: 2, page: 2)
        let page = try await repository(transport).starred(query)
        XCTAssertEqual(transport.requests.first?.url?.path, "/user/starred")
        XCTAssertEqual(transport.requests.first?.url?.query, "sort=updated&direction=asc&per_page=2&page=2")
        XCTAssertEqual(page.items.map(\.name), ["one"])
        XCTAssertEqual(page.skippedItemCount, 1)
        XCTAssertEqual(page.nextPage, 3)
        XCTAssertEqual(page.lastPage, 7)
        let next = PageAddress(try XCTUnwrap(URL(string: "https://api.github.com/user/starred?page=3")))
        XCTAssertEqual(
            page.nextQuery, try StarredQuery(sort: .updated, direction: .ascending, perPage: 2, page: 3, address: next))
    }

    func test_starred_withoutANextLink_isTheLastPage() async throws {
        let transport = RecordingTransport(status: 200, body: "[\(APIServiceFixtures.repositoryJSON())]")
        let page = try await repository(transport).starred(try StarredQuery())
        XCTAssertFalse(page.hasMore)
        XCTAssertNil(page.nextQuery)
    }

    func test_starred_403WithAToken_namesWhatTheTokenNeeds() async throws {
        let repository = try repository(
            RecordingTransport(status: 403, body: #"{"message": "Resource not accessible by personal access token"}"#))
        let error = await repositoryError { () async throws(RepositoryError) in
            try await repository.starred(try StarredQuery())
        }
        guard case .missingPermission(let action, _, _)? = error else {
            return XCTFail("expected .missingPermission, got \(String(describing: error))")
        }
        XCTAssertEqual(action, "listing your starred repositories")
    }
}
