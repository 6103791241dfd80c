import Domain
import Synchronization
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class GithubRepoRepositoryTests: XCTestCase {
    private let reference = RepoReference(owner: "sample-org", name: "demo")

    /// A transport answering by path: each entry is (status, body).
    private func routedTransport(_ routes: [String: (Int, String)], headers: [String: String] = [:])
        -> RecordingTransport
    {
        RecordingTransport { request in
            let path = request.url?.path ?? ""
            let (status, body) = routes[path] ?? (404, #"{"message": "Not Found"}"#)
            return (Data(body.utf8), try RecordingTransport.response(for: request, status: status, headers: headers))
        }
    }

    /// GitHub's JSON form of a README: `text` in base64 with a line break every 60 characters.
    static func readmeJSON(name: String, text: String, encoding: String = "base64") -> String {
        let encoded = Data(text.utf8).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
        let content = encoding == "base64" ? encoded.replacingOccurrences(of: "\n", with: "\\n") + "\\n" : ""
        return #"{"type": "file", "name": "\#(name)", "path": "\#(name)", "encoding": "\#(encoding)", "#
            + #""content": "\#(content)"}"#
    }

    private func readmeRoute(_ body: String, maximumReadmeBytes: Int = 1_000, token: String? = nil) throws
        -> GithubRepoRepository
    {
        let configuration = try APIConfiguration(
            baseURL: "https://api.github.com", token: token, appVersion: "9.9", maximumReadmeBytes: maximumReadmeBytes)
        let transport = routedTransport(["/repos/sample-org/demo/readme": (200, body)])
        return GithubRepoRepository(service: APIService(configuration: configuration, transport: transport))
    }

    func test_readme_decodedLargerThanTheCap_isTooLarge_thoughItsBase64FitsTheBody() async throws {
        let repository = try readmeRoute(Self.readmeJSON(name: "README.md", text: String(repeating: "a", count: 1_001)))

        let result = await repositoryError { () async throws(RepositoryError) in
            try await repository.readme(reference)
        }

        XCTAssertEqual(result, .network(.responseTooLarge(limitBytes: 1_000), host: "api.github.com"))
    }

    func test_readme_atTheCap_isRead() async throws {
        let text = String(repeating: "é", count: 500)
        let readme = try await readmeRoute(Self.readmeJSON(name: "README", text: text)).readme(reference)

        XCTAssertEqual(readme, Readme(name: "README", text: text))
    }

    func test_readme_base64WrappedWithCarriageReturnsAndLineFeeds_isRead() async throws {
        let text = String(repeating: "é", count: 100)
        let json = Self.readmeJSON(name: "README.md", text: text).replacingOccurrences(of: "\\n", with: "\\r\\n")
        let readme = try await readmeRoute(json).readme(reference)

        XCTAssertEqual(readme, Readme(name: "README.md", text: text))
    }

    func test_readme_longTextWrappedEveryWayGitHubWrapsIt_isRead() async throws {
        let text = (0..<2_000).map { "line \($0) é 🚀\t" }.joined(separator: "\n")
        for lineBreak in ["\\n", "\\r\\n", "\\r"] {
            let json = Self.readmeJSON(name: "README.md", text: text).replacingOccurrences(of: "\\n", with: lineBreak)
            let readme = try await readmeRoute(json, maximumReadmeBytes: 100_000).readme(reference)

            XCTAssertEqual(readme, Readme(name: "README.md", text: text), lineBreak)
        }
    }

    func test_readme_tokenInTheDecodedText_isRedacted() async throws {
        let token = APIServiceFixtures.token
        let repository = try readmeRoute(Self.readmeJSON(name: "README.md", text: "key \(token) end"), token: token)

        let readme = try await repository.readme(reference)

        XCTAssertEqual(readme?.text, "key [redacted] end")
    }

    func test_readme_contentThatIsNotBase64_isABadResponse() async throws {
        let repository = try readmeRoute(
            #"{"name": "README.md", "path": "README.md", "encoding": "base64", "content": "%%%not base64"}"#)

        let result = await repositoryError { () async throws(RepositoryError) in
            try await repository.readme(reference)
        }

        guard case .badResponse? = result else { return XCTFail("got \(String(describing: result))") }
    }

    private func fullRoutes() -> [String: (Int, String)] {
        [
            "/repos/sample-org/demo": (200, APIServiceFixtures.repositoryJSON()),
            "/repos/sample-org/demo/languages": (200, #"{"C": 100, "Swift": 300}"#),
            "/repos/sample-org/demo/contributors":
                (200, #"[{"login": "b", "contributions": 5}, {"login": "a", "contributions": 50, "html_url": null}]"#),
            "/repos/sample-org/demo/releases/latest": (
                200, #"{"tag_name": "v1.0", "name": null, "published_at": "2024-01-01T00:00:00Z"}"#
            ),
            "/repos/sample-org/demo/readme": (200, Self.readmeJSON(name: "README.md", text: "# Demo\nHello")),
        ]
    }

    func test_search_mapsEnvelopeAndNextLink() async throws {
        let transport = RecordingTransport(
            status: 200,
            headers: [
                "Link": #"<https://api.github.com/search/repositories?q=x&page=2>; rel="next""#,
                "x-ratelimit-limit": "10", "x-ratelimit-remaining": "9", "x-ratelimit-reset": "1700000060",
            ],
            body: APIServiceFixtures.searchJSON(count: 3, total: 120))
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(transport))
        let page = try await repository.search(try RepoSearchQuery(text: "x", perPage: 3))
        XCTAssertEqual(page.items.map(\.name), ["repo-0", "repo-1", "repo-2"])
        XCTAssertEqual(page.totalCount, 120)
        XCTAssertEqual(page.nextPage, 2)
        XCTAssertEqual(page.rateLimit?.remaining, 9)
    }

    func test_search_withoutNextLink_isLastPage() async throws {
        let transport = RecordingTransport(status: 200, body: APIServiceFixtures.searchJSON(count: 3, total: 120))
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(transport))
        let page = try await repository.search(try RepoSearchQuery(text: "x", perPage: 3))
        XCTAssertNil(page.nextPage)
    }

    func test_search_missingEnvelopeField_isBadResponseNamingIt() async throws {
        let transport = RecordingTransport(status: 200, body: #"{"incomplete_results": false, "items": []}"#)
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(transport))
        let result = await repositoryError { () async throws(RepositoryError) in
            try await repository.search(try RepoSearchQuery(text: "x"))
        }
        XCTAssertEqual(result, .badResponse(reason: "missing integer", keyPath: "total_count"))
    }

    func test_search_olderEnterpriseEnvelopeWithoutIncompleteResults_maps() async throws {
        let item = APIServiceFixtures.repositoryJSON().replacingOccurrences(of: #", "archived": false"#, with: "")
            .replacingOccurrences(of: #", "default_branch": "main""#, with: "")
        let transport = RecordingTransport(status: 200, body: #"{"total_count": 1, "items": [\#(item)]}"#)
        let page = try await GithubRepoRepository(service: try APIServiceFixtures.service(transport)).search(
            try RepoSearchQuery(text: "x"))
        XCTAssertEqual(page.items.count, 1)
        XCTAssertFalse(page.isIncomplete)
        XCTAssertNil(page.items.first?.isArchived)
        XCTAssertNil(page.items.first?.defaultBranch)
    }

    func test_search_unreadableItems_areSkippedAndCountedNotThePage() async throws {
        let good = APIServiceFixtures.repositoryJSON(name: "good", id: 1)
        let hugeCount = APIServiceFixtures.repositoryJSON(name: "huge", id: 2)
            .replacingOccurrences(of: #""stargazers_count": 10"#, with: #""stargazers_count": 99999999999999999999"#)
        let invalidUTF8 = Array(
            APIServiceFixtures.repositoryJSON(name: "bad", id: 3).replacingOccurrences(of: "A demo", with: "A%demo")
                .utf8
        ).map { $0 == UInt8(ascii: "%") ? 0xFF : $0 }
        let body =
            Array(#"{"total_count": 3, "incomplete_results": false, "items": ["#.utf8)
            + Array("\(good),\(hugeCount),".utf8)
            + invalidUTF8 + Array("]}".utf8)
        let transport = RecordingTransport { request in
            (Data(body), try RecordingTransport.response(for: request, status: 200))
        }
        let page = try await GithubRepoRepository(service: try APIServiceFixtures.service(transport)).search(
            try RepoSearchQuery(text: "x"))
        XCTAssertEqual(page.items.map(\.name), ["good"])
        XCTAssertEqual(page.skippedItemCount, 2)
    }

    func test_search_pageWithNoReadableItem_isABadResponseNamingTheFirstItem() async throws {
        let wrongTypes = APIServiceFixtures.repositoryJSON(name: "typed", id: 1)
            .replacingOccurrences(of: #""stargazers_count": 10"#, with: #""stargazers_count": "ten""#)
        let body = #"{"total_count": 1020, "incomplete_results": false, "items": [\#(wrongTypes), \#(wrongTypes)]}"#
        let transport = RecordingTransport(status: 200, body: body)
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(transport))

        let result = await repositoryError { () async throws(RepositoryError) in
            try await repository.search(try RepoSearchQuery(text: "x"))
        }

        guard case .badResponse(_, let keyPath)? = result else { return XCTFail("got \(String(describing: result))") }
        XCTAssertEqual(keyPath, "items[0].stargazers_count")
    }

    func test_search_emptyPage_isAnEmptyPageNotAnError() async throws {
        let transport = RecordingTransport(
            status: 200, body: #"{"total_count": 0, "incomplete_results": false, "items": []}"#)
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(transport))

        let page = try await repository.search(try RepoSearchQuery(text: "x"))

        XCTAssertEqual(page.items, [])
        XCTAssertEqual(page.skippedItemCount, 0)
    }

    func test_languages_areSharesLargestFirst() async throws {
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(routedTransport(fullRoutes())))
        let languages = try await repository.languages(reference)
        XCTAssertEqual(languages.map(\.name), ["Swift", "C"])
        XCTAssertEqual(languages.first?.fraction, 0.75)
    }

    func test_contributors_mostCommitsFirst_limited() async throws {
        let transport = routedTransport(fullRoutes())
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(transport), contributorLimit: 1)
        let contributors = try await repository.contributors(reference)
        XCTAssertEqual(contributors.top.map(\.login), ["a"])
        XCTAssertEqual(contributors.totalCount, 2)
        XCTAssertEqual(transport.requests.first?.url?.query, "per_page=1")
    }

    /// A contributor route whose first page (of `perPage`) links a next page; asked with `per_page=1` it
    /// answers `countStatus` with `countLink` as its Link header.
    private func pagedContributors(countStatus: Int = 200, countLink: String?) -> RecordingTransport {
        RecordingTransport { request in
            let isCount = request.url?.query == "per_page=1"
            let base = "https://api.github.com/repositories/1/contributors"
            let headers =
                isCount
                ? countLink.map { ["Link": $0] } ?? [:]
                : ["Link": #"<\#(base)?per_page=2&page=2>; rel="next", <\#(base)?per_page=2&page=12>; rel="last""#]
            let body =
                isCount
                ? #"[{"login": "a", "contributions": 50}]"#
                : #"[{"login": "a", "contributions": 50}, {"login": "b", "contributions": 5}]"#
            let status = isCount ? countStatus : 200
            return (Data(body.utf8), try RecordingTransport.response(for: request, status: status, headers: headers))
        }
    }

    func test_contributors_withANextPage_countsThemWithOnePerPage() async throws {
        let link =
            #"<https://api.github.com/repositories/1/contributors?per_page=1&page=2>; rel="next", "#
            + #"<https://api.github.com/repositories/1/contributors?per_page=1&page=23>; rel="last""#
        let transport = pagedContributors(countLink: link)
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(transport), contributorLimit: 2)

        let contributors = try await repository.contributors(reference)

        XCTAssertEqual(contributors.top.map(\.login), ["a", "b"])
        XCTAssertEqual(contributors.totalCount, 23)
        XCTAssertEqual(contributors.remainder(afterShowing: 2), .exactly(21))
        XCTAssertEqual(transport.requests.map { $0.url?.query }, ["per_page=2", "per_page=1"])
    }

    func test_contributors_countFails_keepsTheTopWithAnUnknownTotal() async throws {
        let repository = GithubRepoRepository(
            service: try APIServiceFixtures.service(pagedContributors(countStatus: 500, countLink: nil)),
            contributorLimit: 2)

        let contributors = try await repository.contributors(reference)

        XCTAssertEqual(contributors.top.map(\.login), ["a", "b"])
        XCTAssertNil(contributors.totalCount)
        XCTAssertEqual(contributors.remainder(afterShowing: 2), .unknown)
    }

    func test_contributors_countWithoutALastLink_isUnknown() async throws {
        let repository = GithubRepoRepository(
            service: try APIServiceFixtures.service(pagedContributors(countLink: nil)), contributorLimit: 2)

        let contributors = try await repository.contributors(reference)

        XCTAssertNil(contributors.totalCount)
    }

    func test_contributors_withoutANextPage_areEveryoneInOneRequest() async throws {
        let transport = routedTransport(fullRoutes())
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(transport))

        let contributors = try await repository.contributors(reference)

        XCTAssertEqual(contributors.totalCount, 2)
        XCTAssertEqual(contributors.remainder(afterShowing: 2), ContributorList.Remainder.none)
        XCTAssertEqual(transport.requests.count, 1)
    }

    func test_contributors_unreadableEntry_isLeftOut_theOthersKept() async throws {
        let body =
            #"[{"login": "a", "contributions": 50}, {"type": "Anonymous", "contributions": 9}, {"login": "b", "contributions": 5}]"#
        let repository = GithubRepoRepository(
            service: try APIServiceFixtures.service(RecordingTransport(status: 200, body: body)))
        let contributors = try await repository.contributors(reference)
        XCTAssertEqual(contributors.top.map(\.login), ["a", "b"])
    }

    func test_contributors_noReadableEntry_isABadResponse() async throws {
        for body in [#"[{"contributions": 9}]"#, #"{"login": "a"}"#] {
            let repository = GithubRepoRepository(
                service: try APIServiceFixtures.service(RecordingTransport(status: 200, body: body)))
            do {
                _ = try await repository.contributors(reference)
                XCTFail("\(body) was read")
            } catch {
                guard case .badResponse = error else { return XCTFail("\(error)") }
            }
        }
    }

    func test_contributors_204_isEmpty() async throws {
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(RecordingTransport(status: 204)))
        let contributors = try await repository.contributors(reference)
        XCTAssertEqual(contributors, ContributorList(complete: []))
    }

    func test_releaseAndReadme_404_areNil() async throws {
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(RecordingTransport(status: 404)))
        let release = try await repository.latestRelease(reference)
        let readme = try await repository.readme(reference)
        XCTAssertNil(release)
        XCTAssertNil(readme)
    }

    func test_repository_404_isNotFound() async throws {
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(RecordingTransport(status: 404)))
        let result = await repositoryError { () async throws(RepositoryError) in
            try await repository.repository(reference)
        }
        XCTAssertEqual(result, .repositoryNotFound(reference))
    }

    func test_parts_readEachEndpoint() async throws {
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(routedTransport(fullRoutes())))
        let fresh = try await repository.repository(reference)
        XCTAssertEqual(fresh.fullName, "sample-org/demo")
        XCTAssertEqual(fresh.subscriberCount, 4)
        let languages = try await repository.languages(reference)
        XCTAssertEqual(languages.map(\.name), ["Swift", "C"])
        let contributors = try await repository.contributors(reference)
        XCTAssertEqual(contributors.top.map(\.login), ["a", "b"])
        let release = try await repository.latestRelease(reference)
        XCTAssertEqual(release?.tagName, "v1.0")
        let readme = try await repository.readme(reference)
        XCTAssertEqual(readme, Readme(name: "README.md", text: "# Demo\nHello"))
    }

    func test_languages_serverErrorPropagates() async throws {
        var routes = fullRoutes()
        routes["/repos/sample-org/demo/languages"] = (500, "")
        let repository = GithubRepoRepository(service: try APIServiceFixtures.service(routedTransport(routes)))
        let result = await repositoryError { () async throws(RepositoryError) in
            try await repository.languages(reference)
        }
        XCTAssertEqual(result, .serverError(status: 500))
    }
}
