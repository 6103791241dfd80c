import Foundation
import Synchronization
import XCTest

/// The base of every end-to-end test: the built binary, and one fake GitHub API per test class.
///
/// The server starts in `class setUp` and is terminated in `class tearDown`; each test starts with no recorded
/// requests and no extra routes. When the binary or the server is missing, a test fails under `CI=true` and is
/// skipped elsewhere.
class EndToEndTestCase: XCTestCase {
    /// Servers by test class.
    private static let servers = Mutex<[ObjectIdentifier: Result<FakeGithubAPI, FakeGithubAPI.StartError>]>([:])

    /// Whether this class's tests talk to the fake API (override with `false` for tests that need none).
    class var usesFakeAPI: Bool { true }

    /// The binary under test.
    private(set) var binary = RepoBrowserBinary(url: URL(fileURLWithPath: "/nonexistent"))
    private var fakeAPI: FakeGithubAPI?

    /// The fake API of this test class.
    var api: FakeGithubAPI {
        get throws {
            guard let fakeAPI else { throw FakeGithubAPI.StartError(description: "no fake API in this class") }
            return fakeAPI
        }
    }

    override class func setUp() {
        super.setUp()
        guard usesFakeAPI else { return }
        let result: Result<FakeGithubAPI, FakeGithubAPI.StartError>
        do {
            result = .success(try FakeGithubAPI.start())
        } catch {
            result = .failure(FakeGithubAPI.StartError(description: "\(error)"))
        }
        servers.withLock { $0[ObjectIdentifier(self)] = result }
    }

    override class func tearDown() {
        let server = servers.withLock { $0.removeValue(forKey: ObjectIdentifier(self)) }
        if case .success(let api) = server {
            api.stop()
        }
        super.tearDown()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard let located = RepoBrowserBinary.locate() else {
            try unavailable("the repo-browser binary was not found next to the tests (run swift build --build-tests)")
            return
        }
        binary = located
        guard Self.usesFakeAPI else { return }
        let server = Self.servers.withLock { $0[ObjectIdentifier(Self.self)] }
        switch server {
        case .success(let api):
            fakeAPI = api
            try api.reset()
        case .failure(let error):
            try unavailable("the fake GitHub API could not start: \(error)")
        case nil:
            try unavailable("the fake GitHub API was not started")
        }
    }

    /// Runs the binary against the fake API (`--api-url` first, then `arguments`).
    func runAgainstAPI(
        _ arguments: [String], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> ProcessResult {
        binary.run(["--api-url", try api.baseURL] + arguments, environment: environment, file: file, line: line)
    }

    /// The requests the fake API received for `pathPrefix` (the control endpoints are never recorded).
    func requests(to pathPrefix: String) throws -> [RecordedRequest] {
        try api.requests().filter { $0.path.hasPrefix(pathPrefix) }
    }

    /// Fails under CI, skips elsewhere.
    private func unavailable(_ reason: String) throws {
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail(reason)
            throw FakeGithubAPI.StartError(description: reason)
        }
        throw XCTSkip(reason)
    }
}
