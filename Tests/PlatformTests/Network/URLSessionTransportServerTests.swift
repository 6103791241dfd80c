import Domain
import Synchronization
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real `URLSessionTransport` against the fake GitHub API on 127.0.0.1.
final class URLSessionTransportServerTests: FakeGithubServerTestCase {

    private func service(token: String? = APIServiceFixtures.token, timeout: TimeInterval = 10) throws -> APIService {
        let configuration = try APIConfiguration(
            baseURL: try running().baseURL(), token: token, appVersion: "9.9", requestTimeout: timeout)
        return APIService(configuration: configuration)
    }

    func test_sendsGithubHeadersAndToken() async throws {
        _ = try await service().send(.rateLimit)
        let recorded = try await running().recordedRequests()
        let request = try XCTUnwrap(recorded.last)
        XCTAssertEqual(request.path, "/rate_limit")
        XCTAssertEqual(request.headers["accept"], "application/vnd.github+json")
        XCTAssertEqual(request.headers["x-github-api-version"], "2022-11-28")
        XCTAssertEqual(request.headers["user-agent"], "RepoBrowser/9.9")
        XCTAssertEqual(request.headers["authorization"], "Bearer \(APIServiceFixtures.token)")
    }

    func test_searchReadsLinkPaginationAndRateLimit() async throws {
        let page = try await GithubRepoRepository(service: try service()).search(
            try RepoSearchQuery(text: "c++ language:swift", perPage: 10))
        XCTAssertEqual(page.items.count, 10)
        XCTAssertEqual(page.nextPage, 2)
        XCTAssertEqual(page.rateLimit?.resource, "search")
        let recorded = try await running().recordedRequests()
        let request = try XCTUnwrap(recorded.last)
        XCTAssertTrue(request.path.contains("q=c%2B%2B%20language%3Aswift"), request.path)
    }

    func test_sameHostRedirect_keepsHeaders() async throws {
        let repository = try await GithubRepoRepository(service: try service()).repository(
            RepoReference(owner: "sample-org", name: "old-name"))
        XCTAssertEqual(repository.name, "new-name")
        let recorded = try await running().recordedRequests()
        let followed = try XCTUnwrap(recorded.last)
        XCTAssertEqual(followed.path, "/repos/sample-org/new-name")
        XCTAssertEqual(followed.headers["authorization"], "Bearer \(APIServiceFixtures.token)")
        XCTAssertEqual(followed.headers["x-github-api-version"], "2022-11-28")
        XCTAssertEqual(followed.headers["accept"], "application/vnd.github+json")
    }

    func test_otherHostRedirect_dropsToken() async throws {
        let server = try running()
        var request = URLRequest(
            url: try XCTUnwrap(URL(string: server.baseURL() + "/_redirect?host=other&to=/rate_limit")),
            timeoutInterval: 10)
        request.setValue("Bearer \(APIServiceFixtures.token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        let (_, response) = try await URLSessionTransport().send(request, maximumBodyBytes: 1_000_000)
        XCTAssertEqual(response.statusCode, 200)
        let recorded = try await server.recordedRequests()
        let followed = try XCTUnwrap(recorded.last)
        XCTAssertEqual(followed.path, "/rate_limit")
        XCTAssertTrue(followed.host.hasPrefix("localhost"), followed.host)
        XCTAssertNil(followed.headers["authorization"])
        XCTAssertEqual(followed.headers["accept"], "application/vnd.github+json")
    }

    func test_conditionalRequest_reusesBodyOn304() async throws {
        let service = try service()
        let first = try await service.send(.rateLimit)
        let second = try await service.send(.rateLimit)
        XCTAssertTrue(second.isFromCache)
        XCTAssertEqual(second.body, first.body)
        let requests = try await running().recordedRequests()
        XCTAssertNotNil(requests.last?.headers["if-none-match"])
        XCTAssertNotEqual(second.rateLimit?.remaining, first.rateLimit?.remaining)
    }

    func test_emptyRepository_contributorsEmpty_releaseAndReadmeNil() async throws {
        let repository = GithubRepoRepository(service: try service())
        let reference = RepoReference(owner: "sample-org", name: "empty")
        let contributors = try await repository.contributors(reference)
        XCTAssertEqual(contributors, ContributorList(complete: []))
        let release = try await repository.latestRelease(reference)
        XCTAssertNil(release)
        let readme = try await repository.readme(reference)
        XCTAssertNil(readme)
        let languages = try await repository.languages(reference)
        XCTAssertEqual(languages.first?.name, "Swift")
    }

    func test_contributors_ofACrowdedRepository_countEveryoneWithOneMoreRequest() async throws {
        let repository = GithubRepoRepository(service: try service(), contributorLimit: 10)

        let contributors = try await repository.contributors(RepoReference(owner: "sample-org", name: "crowded"))

        XCTAssertEqual(contributors.top.count, 10)
        XCTAssertEqual(contributors.totalCount, 23)
        XCTAssertEqual(contributors.remainder(afterShowing: 10), .exactly(13))
        let asked = try await running().recordedRequests().map(\.path).filter { $0.contains("/crowded/contributors") }
        XCTAssertEqual(asked.count, 2, "\(asked)")
        XCTAssertTrue(asked.last?.hasSuffix("per_page=1") == true, "\(asked)")
    }

    func test_contributors_whenTheCountFails_keepTheTopWithAnUnknownTotal() async throws {
        let repository = GithubRepoRepository(service: try service(), contributorLimit: 10)

        let contributors = try await repository.contributors(RepoReference(owner: "sample-org", name: "uncounted"))

        XCTAssertEqual(contributors.top.map(\.login).first, "person0")
        XCTAssertEqual(contributors.top.count, 10)
        XCTAssertNil(contributors.totalCount)
    }

    func test_contributors_onOnePage_needNoCountRequest() async throws {
        let repository = GithubRepoRepository(service: try service(), contributorLimit: 10)

        let contributors = try await repository.contributors(RepoReference(owner: "sample-org", name: "few"))

        XCTAssertEqual(contributors.totalCount, 5)
        let asked = try await running().recordedRequests().map(\.path).filter { $0.contains("/few/contributors") }
        XCTAssertEqual(asked.count, 1, "\(asked)")
    }

    func test_readme_isTheJSONFormDecoded_withGithubsFileName() async throws {
        let repository = GithubRepoRepository(service: try service())

        let markdown = try await repository.readme(RepoReference(owner: "sample-org", name: "demo"))
        let restructured = try await repository.readme(RepoReference(owner: "sample-org", name: "restructured"))

        XCTAssertEqual(markdown, Readme(name: "README.md", text: "# demo\n\nSample README served by the fake API.\n"))
        XCTAssertEqual(restructured?.name, "README.rst")
        let asked = try await running().recordedRequests().filter { $0.path.hasSuffix("/demo/readme") }
        XCTAssertEqual(asked.last?.headers["accept"], "application/vnd.github+json")
    }

    func test_readme_leftOutOfTheJSONForm_isAskedForRaw() async throws {
        let readme = try await GithubRepoRepository(service: try service()).readme(
            RepoReference(owner: "sample-org", name: "large-readme"))

        XCTAssertEqual(
            readme, Readme(name: "README.md", text: "# large-readme\n\nSample README served by the fake API.\n"))
        let asked = try await running().recordedRequests().filter { $0.path.hasSuffix("/large-readme/readme") }
        XCTAssertEqual(
            asked.suffix(2).map { $0.headers["accept"] },
            ["application/vnd.github+json", "application/vnd.github.raw+json"])
    }

    func test_malformedBody_isBadResponse() async throws {
        try await running().addRoutes(#"[{"path": "/repos/sample-org/broken", "text": "{\"id\": 1, oops"}]"#)
        let service = try service()
        let result = await repositoryError { () async throws(RepositoryError) in
            try await GithubRepoRepository(service: service).repository(
                RepoReference(owner: "sample-org", name: "broken"))
        }
        guard case .badResponse? = result else { return XCTFail("got \(String(describing: result))") }
    }

    func test_validationError_isInvalidQuery() async throws {
        try await running().addRoutes(
            #"[{"path": "/search/repositories", "status": 422, "json": {"message": "Validation Failed", "status": "422", "errors": [{"message": "bad qualifier"}]}}]"#
        )
        let service = try service()
        let result = await repositoryError { () async throws(RepositoryError) in
            try await GithubRepoRepository(service: service).search(try RepoSearchQuery(text: "x"))
        }
        XCTAssertEqual(result, .invalidQuery(message: "Validation Failed: bad qualifier"))
    }

    func test_slowResponse_timesOut() async throws {
        try await running().addRoutes(#"[{"path": "/rate_limit", "delay": 5, "json": {}}]"#)
        let service = try service(timeout: 1)
        let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit) }
        XCTAssertEqual(result, .network(.timedOut(seconds: 1), host: "127.0.0.1"))
    }

    func test_refusedConnection_isUnreachable() async throws {
        let server = try running()
        let configuration = try APIConfiguration(baseURL: server.baseURL(), requestTimeout: 5)
        server.stop()
        let service = APIService(configuration: configuration)
        let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit) }
        XCTAssertEqual(result, .network(.unreachable, host: "127.0.0.1"))
    }

    func test_cancellingTheTask_cancelsTheRequest() async throws {
        let server = try running()
        try await server.addRoutes(#"[{"path": "/rate_limit", "delay": 20, "json": {}}]"#)
        let service = try service()
        let task = Task { () async -> RepositoryError? in
            do throws(RepositoryError) {
                _ = try await service.send(.rateLimit)
                return nil
            } catch {
                return error
            }
        }
        for _ in 0..<100 {
            if try await server.recordedRequests().contains(where: { $0.path == "/rate_limit" }) { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        task.cancel()
        let result = await task.value
        XCTAssertEqual(result, .cancelled)
    }

    /// A consumer that stops listening when one request fails cancels the other request in flight (as `show`
    /// does when the repository is missing). With `URLSession.data(for:)` and a fresh session per attempt,
    /// FoundationNetworking deadlocked here within a few attempts (and took the cooperative thread pool with it),
    /// so the test waits synchronously, outside that pool, and fails instead of hanging.
    func test_failedRequest_cancelsTheOtherRequestWithoutHanging() throws {
        let configuration = try APIConfiguration(baseURL: try running().baseURL(), requestTimeout: 10)
        let finished = expectation(description: "every detail attempt finished")
        let outcomes = Mutex<[RepositoryError?]>([])
        Task.detached {
            for _ in 0..<30 {
                let repository = GithubRepoRepository(service: APIService(configuration: configuration))
                let reference = RepoReference(owner: "sample-org", name: "missing")
                let first = await withTaskGroup(of: RepositoryError?.self) { group in
                    group.addTask {
                        do throws(RepositoryError) {
                            _ = try await repository.repository(reference)
                            return nil
                        } catch {
                            return error
                        }
                    }
                    group.addTask {
                        do throws(RepositoryError) {
                            _ = try await repository.languages(reference)
                            return nil
                        } catch {
                            return error
                        }
                    }
                    let first = await group.next() ?? nil
                    group.cancelAll()
                    return first
                }
                outcomes.withLock { $0.append(first) }
            }
            finished.fulfill()
        }
        wait(for: [finished], timeout: 120)
        let results = outcomes.withLock { $0 }
        XCTAssertEqual(results.count, 30)
        XCTAssertTrue(results.allSatisfy { if case .repositoryNotFound = $0 { true } else { false } }, "\(results)")
    }
}
