import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Nothing received is lost: when a list's next page cannot be had (GitHub's link leads off the API, or the page fails),
/// every list command prints the rows of the pages it had, as a table, tab-separated lines or JSON, then the one
/// sentence saying why no more came, with status 1.
///
/// Each case answers the command's first page with the fake API's own first page, its `Link` header replaced by one
/// whose next page is refused (another host) or fails (502).
final class LaterPageFailureTests: EndToEndTestCase {
    /// A list command, and how to count the items of its first page's answer.
    private struct ListCase {
        let arguments: [String]
        /// The path of the command's first request.
        let firstPath: String
        /// How many rows the answer's items make (the issue list leaves out the pull requests GitHub mixes in).
        let rows: (Any) -> Int
        var environment: [String: String] = [:]
    }

    private static func count(_ answer: Any) -> Int { (answer as? [Any])?.count ?? 0 }

    private let cases: [ListCase] = [
        ListCase(
            arguments: ["search", "swift", "--limit", "100", "--per-page", "30"], firstPath: "/search/repositories",
            rows: { (($0 as? [String: Any])?["items"] as? [Any])?.count ?? 0 }),
        ListCase(
            arguments: ["starred", "--limit", "100"], firstPath: "/user/starred", rows: LaterPageFailureTests.count,
            environment: ["GH_TOKEN": "fake-token-e2e"]),
        ListCase(
            arguments: ["issues", "sample-org/tracker", "-L", "100"], firstPath: "/repos/sample-org/tracker/issues",
            rows: { answer in
                ((answer as? [[String: Any]]) ?? []).filter { $0["pull_request"] == nil }.count
            }),
        ListCase(
            arguments: ["prs", "sample-org/tracker", "-L", "100"], firstPath: "/repos/sample-org/tracker/pulls",
            rows: LaterPageFailureTests.count),
        ListCase(
            arguments: ["repos", "sample-org", "-L", "100"], firstPath: "/users/sample-org/repos",
            rows: LaterPageFailureTests.count),
    ]

    /// The command's first request, and the fake API's answer to it.
    private func firstPage(of listCase: ListCase) throws -> (path: String, query: [String: String], answer: Data) {
        _ = try runAgainstAPI(listCase.arguments, environment: listCase.environment)
        let first = try XCTUnwrap(try requests(to: listCase.firstPath).first, "\(listCase.arguments) asked nothing")
        let components = try XCTUnwrap(URLComponents(string: first.path))
        var request = URLRequest(url: try XCTUnwrap(URL(string: try api.baseURL + first.path)))
        if let token = listCase.environment["GH_TOKEN"] {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let answer = try fetch(request)
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { first, _ in first }
        return (components.path, query, answer)
    }

    private func fetch(_ request: URLRequest) throws -> Data {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var body: Data?
        URLSession.shared.dataTask(with: request) { data, _, _ in
            body = data
            done.signal()
        }.resume()
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        return try XCTUnwrap(body)
    }

    /// Runs each list command, piped and with `--json`, its first page answered with `next` as the next page's link.
    private func assertRowsKept(whenTheNextPageIs next: (_ path: String) throws -> String, saying sentence: String)
        throws
    {
        for listCase in cases {
            let (path, query, answer) = try firstPage(of: listCase)
            let rows = listCase.rows(try JSONSerialization.jsonObject(with: answer))
            XCTAssertGreaterThan(rows, 0, "\(listCase.arguments)")
            try api.reset()
            try api.addRoutes([
                [
                    "method": "GET", "path": path, "query": query, "status": 200,
                    "headers": ["Link": "<\(try next(path))>; rel=\"next\""],
                    "json": try JSONSerialization.jsonObject(with: answer), "etag": false,
                ]
            ])
            let piped = try runAgainstAPI(listCase.arguments, environment: listCase.environment)
            let json = try runAgainstAPI(listCase.arguments + ["--json"], environment: listCase.environment)
            let table = try runAgainstAPI(
                listCase.arguments,
                environment: listCase.environment.merging(["GH_FORCE_TTY": "120", "GH_PAGER": "cat"]) { $1 })
            let name = listCase.arguments.joined(separator: " ")

            XCTAssertEqual(piped.status, 1, name)
            XCTAssertEqual(piped.outputLines.count, rows, "\(name): the first page's rows, as received")
            XCTAssertTrue(piped.errorText.contains(sentence), "\(name): \(piped.errorText)")
            XCTAssertEqual(piped.errorText.filter { $0 == "\n" }.count, 1, "\(name): one sentence")
            XCTAssertEqual(json.status, 1, name)
            let printed = try JSONSerialization.jsonObject(with: json.output)
            let items =
                listCase.firstPath == "/search/repositories"
                ? ((printed as? [String: Any])?["items"] as? [Any]) : (printed as? [Any])
            XCTAssertEqual(items?.count, rows, "\(name) --json: the rows received, as JSON")
            XCTAssertTrue(json.errorText.contains(sentence), "\(name) --json: \(json.errorText)")
            XCTAssertEqual(table.status, 1, name)
            XCTAssertGreaterThanOrEqual(table.outputLines.count, rows, "\(name) on a terminal: the table of the rows")
            XCTAssertTrue(table.errorText.contains(sentence), "\(name) on a terminal: \(table.errorText)")
            try api.reset()
        }
    }

    func test_aNextPageOnAnotherHost_isRefused_andTheRowsReceivedArePrinted() throws {
        try assertRowsKept(
            whenTheNextPageIs: { path in "https://elsewhere.example\(path)?page=2" },
            saying: "not followed, and no token was sent there")
    }

    func test_aNextPageThatFails_leavesTheRowsReceivedPrinted() throws {
        let base = try api.baseURL
        try assertRowsKept(
            whenTheNextPageIs: { path in "\(base)\(path)?page=2&_status=502" }, saying: "502")
    }
}
