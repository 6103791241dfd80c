import Foundation
import XCTest

/// `repo-browser history` and `history clear` on a search history in a temporary `XDG_DATA_HOME`.
final class HistoryCommandTests: EndToEndTestCase {
    override class var usesFakeAPI: Bool { false }

    private var dataHome = FileManager.default.temporaryDirectory

    override func setUpWithError() throws {
        try super.setUpWithError()
        dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("repo-browser-data-\(UUID())")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: dataHome)
        super.tearDown()
    }

    func test_history_onANewStore_printsNothingAndCreatesTheFile() {
        let result = binary.run(["history"], environment: ["XDG_DATA_HOME": dataHome.path])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputText, "")
        let file = dataHome.appendingPathComponent("repo-browser/search-history.sqlite")
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
    }

    func test_historyJSON_onANewStore_isAnEmptyArray() {
        let result = binary.run(["history", "--json"], environment: ["XDG_DATA_HOME": dataHome.path])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputText, "[]\n")
    }

    func test_historyClear_succeeds_andOfflineSharesTheStore() {
        let environment = ["XDG_DATA_HOME": dataHome.path]
        XCTAssertEqual(binary.run(["history", "clear"], environment: environment).status, 0)
        let offline = binary.run(["--offline", "history", "--json"], environment: environment)
        XCTAssertEqual(offline.status, 0, offline.errorText)
        XCTAssertEqual(offline.outputText, "[]\n")
    }

    func test_history_whenTheStoreCannotBeOpened_failsInOneLine() throws {
        try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: dataHome.appendingPathComponent("repo-browser"))

        let result = binary.run(["history"], environment: ["XDG_DATA_HOME": dataHome.path])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.hasPrefix("repo-browser: Search history is off"), result.errorText)
        XCTAssertEqual(result.errorText.split(separator: "\n").count, 1, result.errorText)
    }
}
