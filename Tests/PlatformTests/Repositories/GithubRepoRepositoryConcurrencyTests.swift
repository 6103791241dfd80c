import Domain
import Synchronization
import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Counts requests in flight; each request waits until the test releases it, so overlap is deterministic.
private final class GateTransport: HTTPTransport {
    private struct State {
        var inFlight = 0
        var maximum = 0
        var started = 0
    }

    private let state = Mutex(State())
    private let routes: [String: String]

    init(routes: [String: String]) {
        self.routes = routes
    }

    var maximumInFlight: Int { state.withLock { $0.maximum } }
    var startedCount: Int { state.withLock { $0.started } }

    func send(_ request: URLRequest, maximumBodyBytes: Int) async throws -> (Data, HTTPURLResponse) {
        state.withLock { state in
            state.inFlight += 1
            state.started += 1
            state.maximum = max(state.maximum, state.inFlight)
        }
        // Yield and sleep so other requests would have every chance to start if the limit were broken.
        for _ in 0..<20 { await Task.yield() }
        try await Task.sleep(for: .milliseconds(20))
        state.withLock { $0.inFlight -= 1 }
        let path = request.url?.path ?? ""
        guard let body = routes[path] else {
            return (Data(), try RecordingTransport.response(for: request, status: 404))
        }
        return (Data(body.utf8), try RecordingTransport.response(for: request, status: 200))
    }
}

final class GithubRepoRepositoryConcurrencyTests: XCTestCase {
    private let reference = RepoReference(owner: "sample-org", name: "demo")

    func test_detail_neverHasMoreThanTwoRequestsInFlight() async throws {
        let transport = GateTransport(routes: [
            "/repos/sample-org/demo": APIServiceFixtures.repositoryJSON(),
            "/repos/sample-org/demo/languages": #"{"Swift": 1}"#,
            "/repos/sample-org/demo/contributors": #"[{"login": "a", "contributions": 1}]"#,
            "/repos/sample-org/demo/releases/latest": #"{"tag_name": "v1"}"#,
            "/repos/sample-org/demo/readme": "hello",
        ])
        let service = APIService(configuration: try APIServiceFixtures.configuration(), transport: transport)
        let detail = try await GithubRepoRepository(service: service).detail(reference)
        XCTAssertEqual(transport.maximumInFlight, 2)
        XCTAssertEqual(transport.startedCount, 5)
        XCTAssertEqual(detail.languages.map(\.name), ["Swift"])
        XCTAssertEqual(detail.contributors.map(\.login), ["a"])
        XCTAssertEqual(detail.latestRelease?.tagName, "v1")
        XCTAssertEqual(detail.readme, "hello")
    }

    func test_detail_withNoReleaseOrReadme_stillStaysWithinTwo() async throws {
        let transport = GateTransport(routes: [
            "/repos/sample-org/demo": APIServiceFixtures.repositoryJSON(),
            "/repos/sample-org/demo/languages": #"{"Swift": 1}"#,
            "/repos/sample-org/demo/contributors": "[]",
        ])
        let service = APIService(configuration: try APIServiceFixtures.configuration(), transport: transport)
        let detail = try await GithubRepoRepository(service: service).detail(reference)
        XCTAssertLessThanOrEqual(transport.maximumInFlight, 2)
        XCTAssertNil(detail.latestRelease)
        XCTAssertNil(detail.readme)
    }
}
