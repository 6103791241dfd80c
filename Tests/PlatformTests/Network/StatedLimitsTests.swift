import Foundation
import XCTest

@testable import Platform

/// The limits the documents promise are the ones the code applies: the usage document (`man/USAGE.md`) states
/// the network and disk-cache limits, `Benchmarks/README.md` the in-memory cache's budget. Megabytes are decimal,
/// as the documents say MB; the in-memory cache's budget is binary, as it says MiB.
final class StatedLimitsTests: XCTestCase {
    /// The document at `path` from the repository's root, with every run of white space as one space (the
    /// documents wrap lines).
    private func document(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func test_networkLimits() throws {
        let text = try document("man/USAGE.md")
        let timeout = Int(APIConfiguration.defaultRequestTimeout)
        XCTAssertTrue(text.contains("each request must be complete within \(timeout) seconds"))
        let json = APIConfiguration.defaultMaximumResponseBytes / 1_000_000
        let readme = APIConfiguration.defaultMaximumReadmeBytes / 1_000_000
        XCTAssertEqual(json * 1_000_000, APIConfiguration.defaultMaximumResponseBytes)
        XCTAssertEqual(readme * 1_000_000, APIConfiguration.defaultMaximumReadmeBytes)
        XCTAssertTrue(text.contains("at most \(json) MB of API JSON and \(readme) MB of README"))
    }

    func test_cacheLimits() throws {
        let disk = DiskResponseCache.defaultMaximumBytes / 1_000_000
        XCTAssertEqual(disk * 1_000_000, DiskResponseCache.defaultMaximumBytes)
        XCTAssertTrue(try document("man/USAGE.md").contains("At most \(disk) MB, least recently used removed first"))
        let memory = ResponseCache.defaultCapacityInBytes / (1024 * 1024)
        XCTAssertEqual(memory * 1024 * 1024, ResponseCache.defaultCapacityInBytes)
        XCTAssertTrue(
            try document("Benchmarks/README.md").contains("the in-memory response cache holds at most \(memory) MiB"))
    }
}
