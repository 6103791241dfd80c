import Domain
import Foundation
import XCTest

@testable import Platform

/// Two writers on one history file at once, as two `repo-browser` processes would be: nothing is lost.
final class SQLiteSearchHistoryConcurrencyTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private var fileURL: URL { folder.file("search-history.sqlite") }

    func test_twoConnectionsWritingAtOnce_bothKeepEveryEntry() async throws {
        let first = SQLiteSearchHistoryRepository(fileURL: fileURL)
        let second = SQLiteSearchHistoryRepository(fileURL: fileURL)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (name, history) in [("first", first), ("second", second)] {
                group.addTask {
                    for index in 0..<150 {
                        try await history.record(text: "\(name) \(index)", sort: .bestMatch, order: .descending)
                    }
                }
            }
            try await group.waitForAll()
        }
        let texts = Set(try await first.entries(.all, limit: 1000).map(\.text))
        XCTAssertEqual(texts.count, 300)
        for index in 0..<150 {
            XCTAssertTrue(texts.contains("first \(index)") && texts.contains("second \(index)"), "entry \(index)")
        }
    }

    /// The variable that turns this test, run again in a child process, into the second writer.
    private static let writerVariable = "REPO_BROWSER_TEST_HISTORY_WRITER"

    /// Both writers run this code: the test starts its own test binary again, filtered to itself, as a second
    /// process that records `child 0` ... `child 149` into the same file while this one records its own entries.
    func test_twoProcessesRunningTheStore_bothKeepEveryEntry() async throws {
        if let path = ProcessInfo.processInfo.environment[Self.writerVariable] {
            let history = SQLiteSearchHistoryRepository(fileURL: URL(fileURLWithPath: path))
            for index in 0..<150 {
                try await history.record(text: "child \(index)", sort: .bestMatch, order: .descending)
            }
            return
        }
        let history = SQLiteSearchHistoryRepository(fileURL: fileURL)
        _ = try await history.open()
        let output = folder.file("child-output.txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: output.path, contents: nil))
        let child = try Self.childProcess(writingTo: fileURL, output: try FileHandle(forWritingTo: output))
        try child.run()
        for index in 0..<150 {
            try await history.record(text: "parent \(index)", sort: .bestMatch, order: .descending)
        }
        child.waitUntilExit()
        let log = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        XCTAssertEqual(child.terminationStatus, 0, log)
        let texts = Set(try await history.entries(.all, limit: 1000).map(\.text))
        XCTAssertEqual(texts.count, 300, log)
        for index in 0..<150 {
            XCTAssertTrue(texts.contains("parent \(index)") && texts.contains("child \(index)"), "entry \(index)")
        }
    }

    /// This test binary run again for this one test, as the writer of `file`. On Linux the test bundle is itself
    /// the executable; on macOS the `xctest` tool runs the bundle.
    private static func childProcess(writingTo file: URL, output: FileHandle) throws -> Process {
        let test =
            "PlatformTests.SQLiteSearchHistoryConcurrencyTests/test_twoProcessesRunningTheStore_bothKeepEveryEntry"
        let runner = try XCTUnwrap(CommandLine.arguments.first)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: runner)
        if URL(fileURLWithPath: runner).lastPathComponent == "xctest" {
            let bundle = try XCTUnwrap(CommandLine.arguments.last { $0.hasSuffix(".xctest") })
            process.arguments = ["-XCTest", test, bundle]
        } else {
            process.arguments = [test]
        }
        var environment = ProcessInfo.processInfo.environment
        environment[writerVariable] = file.path
        process.environment = environment
        process.standardOutput = output
        process.standardError = output
        return process
    }

    /// The other process is Python's own SQLite binding running the store's statements, so the lock is held by a
    /// real second process with its own SQLite library state.
    func test_anotherProcessWritingAtOnce_bothKeepEveryEntry() async throws {
        let history = SQLiteSearchHistoryRepository(fileURL: fileURL)
        _ = try await history.open()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.writerScript, fileURL.path, "150"]
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            if ProcessInfo.processInfo.environment["CI"] == "true" { throw error }
            throw XCTSkip("python3 is needed to run the second writer: \(error)")
        }
        for index in 0..<150 {
            try await history.record(text: "swift \(index)", sort: .bestMatch, order: .descending)
        }
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, stderr)
        let texts = Set(try await history.entries(.all, limit: 1000).map(\.text))
        XCTAssertEqual(texts.count, 300)
        for index in 0..<150 {
            XCTAssertTrue(texts.contains("swift \(index)") && texts.contains("python \(index)"), "entry \(index)")
        }
    }

    /// Records `python 0` ... `python N-1` in the file given, one `BEGIN IMMEDIATE` transaction each, with the
    /// statements of `SQLiteSearchHistoryRepository.record`.
    private static let writerScript = """
        import sqlite3, sys, time
        connection = sqlite3.connect(sys.argv[1], timeout=5, isolation_level=None)
        for index in range(int(sys.argv[2])):
            connection.execute("BEGIN IMMEDIATE")
            connection.execute(
                "INSERT INTO search_history (text, sort, direction, last_used_at, position, use_count) "
                "VALUES (?, 'best-match', 'desc', ?, (SELECT coalesce(max(position), 0) + 1 FROM search_history), 1) "
                "ON CONFLICT (text, sort, direction) DO UPDATE SET last_used_at = excluded.last_used_at, "
                "position = excluded.position, use_count = use_count + 1",
                (f"python {index}", time.time()))
            connection.execute("COMMIT")
        connection.close()
        """
}
