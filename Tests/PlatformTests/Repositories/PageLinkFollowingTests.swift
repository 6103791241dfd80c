import Domain
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every paged list asks for its next page at the address GitHub's `Link: rel="next"` names (RFC 8288), such as
/// `/repositories/{id}/issues?…&page=2`, and only when that address lies under the configured API: a link to
/// another host, port, scheme or path is refused before anything is sent, and a link back to the same or an earlier
/// page ends the list.
final class PageLinkFollowingTests: XCTestCase {
    private let tracker = RepoReference(owner: "sample-org", name: "tracker")
    private let token = APIServiceFixtures.token

    /// A transport answering the request for the first page (at `/repos/…`) with one issue and `link` as its `Link`
    /// header, and any other with another issue and no link.
    private func transport(link: String) -> RecordingTransport {
        RecordingTransport { request in
            let isFirst = request.url?.path.contains("/repos/") ?? false
            let body = "[\(APIServiceFixtures.issueJSON(number: isFirst ? 9 : 7))]"
            let headers = isFirst ? ["Link": link] : [:]
            return (Data(body.utf8), try RecordingTransport.response(for: request, status: 200, headers: headers))
        }
    }

    private func issues(
        _ transport: RecordingTransport, baseURL: String = "https://api.github.com"
    ) throws -> GithubIssueRepository {
        GithubIssueRepository(
            service: try APIServiceFixtures.service(transport, baseURL: baseURL, token: APIServiceFixtures.token))
    }

    /// The first page of the tracker's issues and the error following its next link ends in, if any.
    private func followingTheNextLink(
        _ link: String, baseURL: String = "https://api.github.com"
    ) async throws -> (transport: RecordingTransport, first: IssuePage, error: RepositoryError?) {
        let transport = transport(link: link)
        let repository = try issues(transport, baseURL: baseURL)
        let first = try await repository.issues(try IssueQuery(repository: tracker))
        let next = try XCTUnwrap(first.nextQuery)
        do throws(RepositoryError) {
            _ = try await repository.issues(next)
            return (transport, first, nil)
        } catch {
            return (transport, first, error)
        }
    }

    func test_nextPage_isAskedAtTheRepositoriesAddressGithubSent_withTheToken() async throws {
        let address = "https://api.github.com/repositories/1296269/issues?state=open&per_page=30&page=2"
        let (transport, first, error) = try await followingTheNextLink(#"<\#(address)>; rel="next""#)
        XCTAssertNil(error)
        XCTAssertEqual(first.nextPage, 2)
        XCTAssertEqual(transport.requests.count, 2)
        XCTAssertEqual(transport.requests.last?.url?.absoluteString, address)
        XCTAssertEqual(transport.requests.last?.value(forHTTPHeaderField: "Authorization"), "Bearer \(token)")
    }

    func test_nextPage_isNumberedAsItsAddressSays() async throws {
        let address = "https://api.github.com/repositories/1/issues?page=4"
        let (_, first, _) = try await followingTheNextLink(#"<\#(address)>; rel="next""#)
        XCTAssertEqual(first.nextPage, 4)
        XCTAssertEqual(first.nextQuery?.address?.url.absoluteString, address)
    }

    func test_linkToAnotherHost_isRefusedNamingIt_andNothingIsSentThere() async throws {
        let link = #"<https://evil.example/repositories/1/issues?page=2>; rel="next""#
        let (transport, _, error) = try await followingTheNextLink(link)
        XCTAssertEqual(
            error,
            .untrustedPageLink(address: "https://evil.example/repositories/1/issues", apiBase: "https://api.github.com")
        )
        XCTAssertEqual(transport.requests.count, 1)
        XCTAssertTrue(transport.requests.allSatisfy { $0.url?.host == "api.github.com" })
    }

    func test_linkToAnotherSchemeOrPortOfTheSameHost_isRefused() async throws {
        for address in ["http://api.github.com/repositories/1/issues?page=2", "https://api.github.com:8443/x?page=2"] {
            let (transport, _, error) = try await followingTheNextLink(#"<\#(address)>; rel="next""#)
            guard case .untrustedPageLink = error else { return XCTFail("\(address): \(String(describing: error))") }
            XCTAssertEqual(transport.requests.count, 1, address)
        }
    }

    func test_linkWithCredentials_isRefused() async throws {
        let link = #"<https://someone:secret@api.github.com/repositories/1/issues?page=2>; rel="next""#
        let (transport, _, error) = try await followingTheNextLink(link)
        guard case .untrustedPageLink(let address, _) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertFalse(address.contains("secret"))
        XCTAssertEqual(transport.requests.count, 1)
    }

    func test_enterpriseServer_followsLinksUnderItsBasePathOnly() async throws {
        let base = "https://ghe.example.com/api/v3"
        let inside = "\(base)/repositories/7/issues?page=2"
        let followed = try await followingTheNextLink(#"<\#(inside)>; rel="next""#, baseURL: base)
        XCTAssertNil(followed.error)
        XCTAssertEqual(followed.transport.requests.last?.url?.absoluteString, inside)

        let outside = "https://ghe.example.com/repositories/7/issues?page=2"
        let refused = try await followingTheNextLink(#"<\#(outside)>; rel="next""#, baseURL: base)
        XCTAssertEqual(
            refused.error,
            .untrustedPageLink(address: "https://ghe.example.com/repositories/7/issues", apiBase: base))
        XCTAssertEqual(refused.transport.requests.count, 1)
    }

    func test_enterpriseServer_linkClimbingOutOfItsBasePath_isRefused() async throws {
        for path in ["/api/v3/../repositories/7/issues", "/api/v3/%2E%2E/repositories/7/issues"] {
            let link = #"<https://ghe.example.com\#(path)?page=2>; rel="next""#
            let refused = try await followingTheNextLink(link, baseURL: "https://ghe.example.com/api/v3")
            guard case .untrustedPageLink = refused.error else {
                return XCTFail("\(path): \(String(describing: refused.error))")
            }
            XCTAssertEqual(refused.transport.requests.count, 1, path)
        }
    }

    func test_tokenInARefusedLink_isNotShownInTheError() async throws {
        let link = #"<https://evil.example/\#(token)/issues?access_token=\#(token)&page=2>; rel="next""#
        let (_, _, error) = try await followingTheNextLink(link)
        guard case .untrustedPageLink(let address, _) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertFalse(address.contains(token), address)
    }

    func test_relativeLink_isResolvedAgainstTheAddressAsked() async throws {
        let (transport, _, error) = try await followingTheNextLink(
            #"</repositories/1296269/issues?page=2>; rel="next""#)
        XCTAssertNil(error)
        XCTAssertEqual(
            transport.requests.last?.url?.absoluteString, "https://api.github.com/repositories/1296269/issues?page=2")
    }

    func test_linkToTheSamePage_endsTheList() async throws {
        let link =
            #"<https://api.github.com/repos/sample-org/tracker/issues?state=open&per_page=30&page=1>; rel="next""#
        let page = try await issues(transport(link: link)).issues(try IssueQuery(repository: tracker))
        XCTAssertFalse(page.hasMore)
    }

    func test_linkBackToAnEarlierPage_endsTheList() async throws {
        let query = try IssueQuery(repository: tracker, page: 3)
        let link = #"<https://api.github.com/repositories/1/issues?page=2>; rel="next""#
        let page = try await issues(transport(link: link)).issues(query)
        XCTAssertFalse(page.hasMore)
    }

    func test_linkWithoutAPageNumberToTheAddressJustAsked_endsTheList() async throws {
        let address = "https://api.github.com/repositories/1/issues?cursor=abc"
        let transport = RecordingTransport(
            status: 200, headers: ["Link": #"<\#(address)>; rel="next""#],
            body: "[\(APIServiceFixtures.issueJSON(number: 3))]")
        let repository = try issues(transport)
        let first = try await repository.issues(try IssueQuery(repository: tracker))
        let second = try await repository.issues(try XCTUnwrap(first.nextQuery))
        XCTAssertFalse(second.hasMore)
        XCTAssertEqual(transport.requests.count, 2)
    }

    func test_pullRequests_followTheLinkGithubSent() async throws {
        let address = "https://api.github.com/repositories/1296269/pulls?state=open&page=2"
        let transport = RecordingTransport(
            status: 200, headers: ["Link": #"<\#(address)>; rel="next""#],
            body: "[\(APIServiceFixtures.pullRequestJSON(number: 4))]")
        let repository = GithubPullRequestRepository(service: try APIServiceFixtures.service(transport))
        let first = try await repository.pullRequests(try PullRequestQuery(repository: tracker))
        _ = try await repository.pullRequests(try XCTUnwrap(first.nextQuery))
        XCTAssertEqual(transport.requests.last?.url?.absoluteString, address)
    }

    func test_starred_followsTheLinkGithubSent() async throws {
        let address = "https://api.github.com/user/starred?sort=created&direction=desc&per_page=30&page=2"
        let transport = RecordingTransport(
            status: 200, headers: ["Link": #"<\#(address)>; rel="next""#],
            body: "[\(APIServiceFixtures.repositoryJSON())]")
        let repository = GithubStarringRepository(service: try APIServiceFixtures.service(transport, token: token))
        let first = try await repository.starred(try StarredQuery())
        _ = try await repository.starred(try XCTUnwrap(first.nextQuery))
        XCTAssertEqual(transport.requests.last?.url?.absoluteString, address)
    }

    func test_search_followsTheLinkGithubSent_andRefusesAnotherHost() async throws {
        let address = "https://api.github.com/search/repositories?q=swift&per_page=1&page=2"
        let transport = RecordingTransport(
            status: 200, headers: ["Link": #"<\#(address)>; rel="next""#],
            body: APIServiceFixtures.searchJSON(count: 1, total: 5))
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(transport))
        let first = try await repository.search(try RepoSearchQuery(text: "swift", perPage: 1))
        _ = try await repository.search(try XCTUnwrap(first.nextQuery))
        XCTAssertEqual(transport.requests.last?.url?.absoluteString, address)

        let elsewhere = try RepoSearchQuery(
            text: "swift", perPage: 1, page: 2, address: PageAddress(try XCTUnwrap(URL(string: "https://x.example/s"))))
        let error = await repositoryError { () async throws(RepositoryError) in
            _ = try await repository.search(elsewhere)
        }
        XCTAssertEqual(error, .untrustedPageLink(address: "https://x.example/s", apiBase: "https://api.github.com"))
        XCTAssertEqual(transport.requests.count, 2)
    }
}
