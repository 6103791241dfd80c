import Domain
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class APIServiceTests: XCTestCase {
    private let reference = RepoReference(owner: "sample-org", name: "demo")

    private func error(status: Int, headers: [String: String] = [:], body: String = "", token: String? = nil)
        async throws -> RepositoryError?
    {
        let service = try APIServiceFixtures.service(
            RecordingTransport(status: status, headers: headers, body: body), token: token)
        return await repositoryError { () async throws(RepositoryError) in
            try await service.send(.repository(reference))
        }
    }

    func test_401_isUnauthorizedWithGithubsMessage() async throws {
        let result = try await error(
            status: 401, body: #"{"message": "Bad credentials", "status": "401"}"#, token: APIServiceFixtures.token)
        XCTAssertEqual(result, .unauthorized(message: "Bad credentials"))
    }

    func test_401WithoutToken_namesNoTokenVariable() async throws {
        let result = try await error(status: 401, body: #"{"message": "Requires authentication"}"#)
        XCTAssertEqual(result, .unauthorized(message: "Requires authentication"))
    }

    func test_403WithoutRateLimitHeaders_isForbiddenNotRateLimited() async throws {
        let result = try await error(
            status: 403, body: #"{"message": "Must have admin rights"}"#, token: APIServiceFixtures.token)
        XCTAssertEqual(result, .forbidden(message: "Must have admin rights"))
    }

    func test_403ForContributorsOfAVeryLargeRepository_isThatPartUnavailable() async throws {
        let message =
            "The history or contributor list is too large to list contributors for this repository via the API."
        let service = try APIServiceFixtures.service(
            RecordingTransport(status: 403, body: #"{"message": "\#(message)"}"#), token: APIServiceFixtures.token)
        let result = await repositoryError { () async throws(RepositoryError) in
            try await service.send(.contributors(RepoReference(owner: "torvalds", name: "linux"), perPage: 10))
        }
        XCTAssertEqual(result, .unavailable(resource: "contributors of torvalds/linux", message: message))
    }

    func test_404ForRateLimit_isAServerWithoutRateLimits() async throws {
        let service = try APIServiceFixtures.service(
            RecordingTransport(status: 404, body: #"{"message": "Rate limiting is not enabled."}"#))
        let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit) }
        XCTAssertEqual(result, .rateLimitsDisabled(host: "api.github.com"))
    }

    func test_farFutureReset_isClampedToAnHour() async throws {
        let result = try await error(
            status: 403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "15927965312000"])
        XCTAssertEqual(
            result,
            .rateLimited(resetAt: APIServiceFixtures.fixedNow.addingTimeInterval(3600), tokenWouldRaiseLimit: true))
    }

    func test_hugeRetryAfter_isClampedToAnHour() async throws {
        let result = try await error(status: 429, headers: ["Retry-After": "999999999999"])
        XCTAssertEqual(
            result,
            .rateLimited(resetAt: APIServiceFixtures.fixedNow.addingTimeInterval(3600), tokenWouldRaiseLimit: true))
    }

    func test_serverEchoingTheToken_hasItRedactedFromTheMessage() async throws {
        let body = #"{"message": "bad header Authorization: Bearer \#(APIServiceFixtures.token)"}"#
        let result = try await error(status: 403, body: body, token: APIServiceFixtures.token)
        XCTAssertEqual(
            result, .forbidden(message: "bad header Authorization: Bearer [redacted]"))
    }

    func test_serverEchoingTheToken_hasItRedactedFromTheBody() async throws {
        let body = APIServiceFixtures.repositoryJSON().replacingOccurrences(
            of: "A demo", with: "token \(APIServiceFixtures.token) and \(APIServiceFixtures.token)")
        let service = try APIServiceFixtures.service(
            RecordingTransport(status: 200, body: body), token: APIServiceFixtures.token)
        let repository = try await GithubRepoRepository(service: service).repository(reference)
        XCTAssertEqual(repository.description, "token [redacted] and [redacted]")
    }

    func test_serverEchoingTheTokenEscaped_hasItRedactedFromTheDecodedBody() async throws {
        let escaped = APIServiceFixtures.token.utf8.map { "\\u" + String(format: "%04x", $0) }.joined()
        let body = APIServiceFixtures.repositoryJSON().replacingOccurrences(of: "A demo", with: "token \(escaped)")
        let service = try APIServiceFixtures.service(
            RecordingTransport(status: 200, body: body), token: APIServiceFixtures.token)
        let repository = try await GithubRepoRepository(service: service).repository(reference)
        XCTAssertEqual(repository.description, "token [redacted]")
    }

    func test_bodyOverTheCap_isResponseTooLarge() async throws {
        let configuration = try APIConfiguration(maximumResponseBytes: 100)
        let service = APIService(
            configuration: configuration,
            transport: RecordingTransport(status: 200, body: String(repeating: " ", count: 101)))
        let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit) }
        XCTAssertEqual(result, .network(.responseTooLarge(limitBytes: 100), host: "api.github.com"))
    }

    func test_readmeHasItsOwnCap_roomForItsBase64InTheJSONForm() async throws {
        let transport = RecordingTransport(status: 200, body: "# Hi")
        let configuration = try APIConfiguration(maximumResponseBytes: 1000, maximumReadmeBytes: 6000)
        let service = APIService(configuration: configuration, transport: transport)
        _ = try await service.send(.rawReadme(reference))
        _ = try await service.send(.readme(reference))
        _ = try await service.send(.languages(reference))
        XCTAssertEqual(transport.bodyLimits, [6000, 8_004 + 133 + 1 + 64 * 1024, 1000])
    }

    func test_403WithRemainingZero_isRateLimitedUntilReset() async throws {
        let result = try await error(
            status: 403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700003600"],
            body: #"{"message": "API rate limit exceeded"}"#)
        XCTAssertEqual(
            result, .rateLimited(resetAt: Date(timeIntervalSince1970: 1_700_003_600), tokenWouldRaiseLimit: true))
    }

    func test_rateLimitWithToken_saysTokenWouldNotHelp() async throws {
        let result = try await error(
            status: 429, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700003600"],
            token: APIServiceFixtures.token)
        XCTAssertEqual(
            result, .rateLimited(resetAt: Date(timeIntervalSince1970: 1_700_003_600), tokenWouldRaiseLimit: false))
    }

    func test_429WithRetryAfter_isRateLimitedFromNow() async throws {
        let result = try await error(status: 429, headers: ["Retry-After": "30"])
        XCTAssertEqual(
            result,
            .rateLimited(resetAt: APIServiceFixtures.fixedNow.addingTimeInterval(30), tokenWouldRaiseLimit: true))
    }

    func test_secondaryRateLimitMessage_isRateLimited() async throws {
        let result = try await error(
            status: 403, headers: ["x-ratelimit-remaining": "10"],
            body: #"{"message": "You have exceeded a secondary rate limit. Please wait a few minutes."}"#)
        XCTAssertEqual(
            result,
            .rateLimited(resetAt: APIServiceFixtures.fixedNow.addingTimeInterval(60), tokenWouldRaiseLimit: true))
    }

    func test_other403WithoutToken_isForbiddenWithMessageAndNoTokenVariable() async throws {
        let result = try await error(status: 403, body: #"{"message": "Resource not accessible by integration"}"#)
        XCTAssertEqual(result, .forbidden(message: "Resource not accessible by integration"))
    }

    func test_404_isTheRepositoryNotFound() async throws {
        let result = try await error(status: 404, body: #"{"message": "Not Found"}"#)
        XCTAssertEqual(result, .repositoryNotFound(reference))
    }

    func test_422_isInvalidQueryWithMessageAndErrors_statusAsString() async throws {
        let body =
            #"{"message": "Validation Failed", "errors": [{"resource": "Search", "field": "q", "code": "invalid", "message": "The listed users cannot be searched"}], "status": "422"}"#
        let result = try await error(status: 422, body: body)
        XCTAssertEqual(result, .invalidQuery(message: "Validation Failed: The listed users cannot be searched"))
    }

    func test_422WithoutBody_stillExplains() async throws {
        let result = try await error(status: 422, body: "<html>")
        XCTAssertEqual(result, .invalidQuery(message: "GitHub rejected the query (422)"))
    }

    func test_errorMessages_loseControlCharacters() async throws {
        let result = try await error(status: 401, body: #"{"message": "bad\u001b]0;pwned\u0007 token"}"#)
        guard case .unauthorized(let message)? = result else { return XCTFail("got \(String(describing: result))") }
        XCTAssertFalse(message.unicodeScalars.contains { $0.value < 0x20 }, message)
    }

    func test_5xx_isServerError() async throws {
        let result500 = try await error(status: 500)
        XCTAssertEqual(result500, .serverError(status: 500))
        let result503 = try await error(status: 503, body: #"{"code": "unavailable", "message": "busy"}"#)
        XCTAssertEqual(result503, .serverError(status: 503))
    }

    func test_htmlBody_isBadResponse() async throws {
        let service = try APIServiceFixtures.service(
            RecordingTransport(status: 200, body: "<html><body>Unicorn</body></html>"))
        let result = await repositoryError { () async throws(RepositoryError) in
            try await GithubRepoRepository(service: service).repository(reference)
        }
        guard case .badResponse? = result else { return XCTFail("got \(String(describing: result))") }
    }

    func test_truncatedJSON_isBadResponse() async throws {
        let body = String(APIServiceFixtures.repositoryJSON().prefix(60))
        let service = try APIServiceFixtures.service(RecordingTransport(status: 200, body: body))
        let result = await repositoryError { () async throws(RepositoryError) in
            try await GithubRepoRepository(service: service).repository(reference)
        }
        guard case .badResponse? = result else { return XCTFail("got \(String(describing: result))") }
    }

    func test_timeout_isTimedOutAfterTheDeadline() async throws {
        let transport = RecordingTransport { _ in throw URLError(.timedOut) }
        let service = APIService(configuration: try APIConfiguration(requestTimeout: 30), transport: transport)
        let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit) }
        XCTAssertEqual(result, .network(.timedOut(seconds: 30), host: "api.github.com"))
    }

    func test_connectionFailures_areUnreachable() async throws {
        for code in [URLError.Code.cannotConnectToHost, .notConnectedToInternet, .networkConnectionLost] {
            let service = try APIServiceFixtures.service(RecordingTransport { _ in throw URLError(code) })
            let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit)
            }
            XCTAssertEqual(result, .network(.unreachable, host: "api.github.com"), "\(code)")
        }
    }

    func test_transportFailures_areWordedByCause() async throws {
        let cases: [(URLError, NetworkFailure)] = [
            (URLError(.cannotFindHost), .hostNotFound), (URLError(.dnsLookupFailed), .hostNotFound),
            (URLError(.secureConnectionFailed), .secureConnectionFailed),
            (URLError(.serverCertificateUntrusted), .secureConnectionFailed),
            (URLError(.httpTooManyRedirects), .tooManyRedirects),
            (
                URLError(
                    .unknown, userInfo: [NSLocalizedDescriptionKey: "OpenSSL/3.0: SSL routines::wrong version number"]),
                .secureConnectionFailed
            ),
            (URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "Out of memory"]), .headerTooLarge),
            (URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "Could not resolve host: x"]), .hostNotFound),
            (URLError(.dataLengthExceedsMaximum), .responseTooLarge(limitBytes: 20_000_000)),
            (
                URLError(
                    .unsupportedURL, userInfo: [NSURLErrorFailingURLErrorKey: URL(fileURLWithPath: "/etc/passwd")]),
                .redirectToUnsupportedScheme("file")
            ),
        ]
        for (error, failure) in cases {
            let service = try APIServiceFixtures.service(RecordingTransport { _ in throw error })
            let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit)
            }
            XCTAssertEqual(result, .network(failure, host: "api.github.com"), "\(error.code)")
        }
    }

    func test_answersThatAreNotHTTP_areMalformedResponses_notUnreachable() async throws {
        let errors = [
            URLError(.badServerResponse), URLError(.cannotParseResponse), URLError(.cannotDecodeContentData),
            URLError(
                .unsupportedURL,
                userInfo: [
                    NSLocalizedDescriptionKey: "Received HTTP/0.9 when not allowed",
                    NSURLErrorFailingURLErrorKey: try XCTUnwrap(URL(string: "https://api.github.com/rate_limit")),
                ]),
        ]
        for error in errors {
            let service = try APIServiceFixtures.service(RecordingTransport { _ in throw error })
            let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit)
            }
            XCTAssertEqual(result, .network(.malformedResponse, host: "api.github.com"), "\(error.code)")
        }
    }

    func test_notFound_forACallNamingNoRepository_isNotServedByTheHost() async throws {
        let endpoints: [(Endpoint, String)] = [
            (.search(try RepoSearchQuery(text: "swift")), "search results"),
            (.authenticatedUser, "the signed-in user's account"),
        ]
        for (endpoint, resource) in endpoints {
            let transport = RecordingTransport(status: 404, body: #"{"message": "Not Found"}"#)
            let service = try APIServiceFixtures.service(transport)
            let result = await repositoryError { () async throws(RepositoryError) in try await service.send(endpoint) }
            XCTAssertEqual(result, .notServed(resource: resource, host: "api.github.com"))
        }
    }

    func test_notFound_forTheRepositoryOrOneOfItsLists_isTheRepositoryNotFound() async throws {
        let reference = RepoReference(owner: "octocat", name: "gone")
        let endpoints: [Endpoint] = [
            .repository(reference), .languages(reference), .contributors(reference, perPage: 10),
            .issues(try IssueQuery(repository: reference)), .pullRequests(try PullRequestQuery(repository: reference)),
            .star(reference), .unstar(reference),
        ]
        for endpoint in endpoints {
            let service = try APIServiceFixtures.service(
                RecordingTransport(status: 404, body: #"{"message": "Not Found"}"#))
            let result = await repositoryError { () async throws(RepositoryError) in try await service.send(endpoint) }
            XCTAssertEqual(result, .repositoryNotFound(reference), "\(endpoint)")
        }
    }

    func test_notFound_forAPartThatMayBeAbsent_namesThatPart() async throws {
        let reference = RepoReference(owner: "octocat", name: "tools")
        let endpoints: [(Endpoint, String)] = [
            (.readme(reference), "README of octocat/tools"),
            (.latestRelease(reference), "latest release of octocat/tools"),
        ]
        for (endpoint, resource) in endpoints {
            let service = try APIServiceFixtures.service(
                RecordingTransport(status: 404, body: #"{"message": "Not Found"}"#))
            let result = await repositoryError { () async throws(RepositoryError) in try await service.send(endpoint) }
            XCTAssertEqual(result, .notFound(resource: resource))
        }
    }

    func test_urlErrorCancelled_isCancelled() async throws {
        let service = try APIServiceFixtures.service(RecordingTransport { _ in throw URLError(.cancelled) })
        let result = await repositoryError { () async throws(RepositoryError) in try await service.send(.rateLimit) }
        XCTAssertEqual(result, .cancelled)
    }

    func test_cancellingTheTask_cancelsTheRequest() async throws {
        let started = AsyncStream<Void>.makeStream()
        let transport = RecordingTransport { _ in
            started.continuation.yield()
            try await Task.sleep(for: .seconds(60))
            throw URLError(.badServerResponse)
        }
        let service = try APIServiceFixtures.service(transport)
        let task = Task { () async -> RepositoryError? in
            do throws(RepositoryError) {
                _ = try await service.send(.rateLimit)
                return nil
            } catch {
                return error
            }
        }
        for await _ in started.stream { break }
        task.cancel()
        let result = await task.value
        XCTAssertEqual(result, .cancelled)
    }

    func test_errors_neverContainTheToken() async throws {
        let body = #"{"message": "Bad credentials"}"#
        for status in [401, 403, 404, 422, 500] {
            let result = try await error(status: status, body: body, token: APIServiceFixtures.token)
            XCTAssertFalse(String(describing: result).contains(APIServiceFixtures.token))
        }
    }

    func test_rateLimit_isReadFromEveryResponse() async throws {
        let transport = RecordingTransport(
            status: 200,
            headers: [
                "x-ratelimit-limit": "30", "x-ratelimit-remaining": "29", "x-ratelimit-reset": "1700000060",
                "x-ratelimit-resource": "search",
            ],
            body: "{}")
        let response = try await APIServiceFixtures.service(transport).send(.rateLimit)
        XCTAssertEqual(response.rateLimit?.remaining, 29)
        XCTAssertEqual(response.rateLimit?.resource, "search")
    }
}
