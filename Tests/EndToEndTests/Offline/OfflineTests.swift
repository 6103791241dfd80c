import Foundation
import XCTest

/// `--offline`: the bundled sample data, and no network at all (the API URL points at a closed port).
final class OfflineTests: EndToEndTestCase {
    override class var usesFakeAPI: Bool { false }

    private let closedAPI = ["--api-url", "http://127.0.0.1:1"]

    func test_offlineSearch_printsSampleDataWithoutNetwork() {
        let result = binary.run(closedAPI + ["--offline", "search", "--limit", "5"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.count, 5)
        XCTAssertTrue(result.outputLines.allSatisfy { $0.components(separatedBy: "\t").count == 5 }, result.outputText)
        XCTAssertTrue(result.outputText.contains("Sample project"), result.outputText)
    }

    func test_offlineSearchJSON_isTheSameEnvelope() throws {
        let result = binary.run(closedAPI + ["--offline", "search", "json", "--json"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let envelope = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        XCTAssertNotNil(envelope["total_count"] as? Int)
        XCTAssertFalse((envelope["items"] as? [Any] ?? []).isEmpty)
    }

    func test_offlineShow_printsASampleRepository() {
        let result = binary.run(closedAPI + ["--offline", "show", "sample-org/swift-json-parser"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.first, "sample-org/swift-json-parser")
        XCTAssertTrue(result.outputText.contains("README"), result.outputText)
    }

    func test_offlineShow_unknownRepositoryIsNotFound() {
        let result = binary.run(["--offline", "show", "nobody/nothing"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("not in the sample data"), result.errorText)
    }

    func test_offline_ignoresAnInvalidGithubAPIURL() {
        let result = binary.run(["--offline", "search", "--limit", "1"], environment: ["GITHUB_API_URL": "nonsense"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.count, 1)
    }

    func test_offlinePipedWithoutCommand_searchesSampleData() {
        let result = binary.run(["--offline"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertFalse(result.outputLines.isEmpty)
    }
}
