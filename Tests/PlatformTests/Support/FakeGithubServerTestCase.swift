import XCTest

/// A test case against the fake GitHub API on 127.0.0.1: a server of its own for each test, started before it and
/// stopped after it. Where the server cannot start, `FakeGithubServer.start()` fails the test under `CI=true` and
/// skips it elsewhere.
class FakeGithubServerTestCase: XCTestCase {
    /// This test's server, while it runs.
    private var server: FakeGithubServer?

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try FakeGithubServer.start()
    }

    override func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    /// This test's server.
    func running() throws -> FakeGithubServer {
        try XCTUnwrap(server)
    }
}
