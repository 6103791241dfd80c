import Foundation
import XCTest

@testable import Platform

/// The limits the README promises are the ones the code applies (megabytes are decimal, as the README says MB;
/// the in-memory cache's budget is binary, as it says MiB).
final class StatedLimitsTests: XCTestCase {
    private func readme() throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        // The README wraps lines: compare with every run of white space as one space.
        return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func test_networkLimits() throws {
        let text = try readme()
        let timeout = Int(APIConfiguration.defaultRequestTimeout)
        XCTAssertTrue(text.contains("each request must be complete within \(timeout) seconds"))
        let json = APIConfiguration.defaultMaximumResponseBytes / 1_000_000
        let readme = APIConfiguration.defaultMaximumReadmeBytes / 1_000_000
        XCTAssertEqual(json * 1_000_000, APIConfiguration.defaultMaximumResponseBytes)
        XCTAssertEqual(readme * 1_000_000, APIConfiguration.defaultMaximumReadmeBytes)
        XCTAssertTrue(text.contains("at most \(json) MB of API JSON and \(readme) MB of README"))
    }

    func test_cacheLimits() throws {
        let text = try readme()
        let disk = DiskResponseCache.defaultMaximumBytes / 1_000_000
        XCTAssertEqual(disk * 1_000_000, DiskResponseCache.defaultMaximumBytes)
        XCTAssertTrue(text.contains("At most \(disk) MB, least recently used removed first"))
        let memory = ResponseCache.defaultCapacityInBytes / (1024 * 1024)
        XCTAssertEqual(memory * 1024 * 1024, ResponseCache.defaultCapacityInBytes)
        XCTAssertTrue(text.contains("the in-memory response cache holds at most \(memory) MiB"))
    }
}
