import Foundation
import XCTest

/// `--offline`: the snapshot of real repositories compiled into the binary, and no network at all (the API URL
/// points at a closed port).
final class OfflineTests: EndToEndTestCase {
    override class var usesFakeAPI: Bool { false }

    private let closedAPI = ["--api-url", "http://127.0.0.1:1"]

    func test_offlineSearch_printsRealRepositoriesWithoutNetwork() {
        let result = binary.run(closedAPI + ["--offline", "search", "--limit", "5"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.count, 5)
        XCTAssertTrue(result.outputLines.allSatisfy { $0.components(separatedBy: "\t").count == 5 }, result.outputText)
        XCTAssertTrue(result.outputText.contains("swiftlang/swift"), result.outputText)
    }

    /// The usage document's first example of a search from the snapshot.
    func test_offlineSearchReactive_listsTheReactiveLibraries() {
        let result = binary.run(closedAPI + ["--offline", "search", "reactive"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let names = result.outputLines.map { $0.components(separatedBy: "\t")[0] }
        XCTAssertEqual(Set(names.prefix(3)), ["ReactiveX/RxSwift", "ReactiveCocoa/ReactiveCocoa", "ReactiveX/RxJava"])
    }

    /// The usage document's example of qualifiers sorted by stars.
    func test_offlineSearchWithQualifiers_sortedByStars() {
        let result = binary.run(closedAPI + ["--offline", "search", "language:swift stars:>20000", "--sort", "stars"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let rows = result.outputLines.map { $0.components(separatedBy: "\t") }
        XCTAssertEqual(rows.first?.first, "jaywcjlove/awesome-mac")
        let stars = rows.compactMap { Int($0[1]) }
        XCTAssertEqual(stars, stars.sorted(by: >))
        XCTAssertTrue(rows.allSatisfy { $0[3] == "Swift" })
    }

    func test_offlineSearch_namesAQualifierTheSnapshotCannotAnswer() {
        let result = binary.run(closedAPI + ["--offline", "search", "topic:ios"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("'topic:'"), result.errorText)
        XCTAssertTrue(result.errorText.contains("offline snapshot"), result.errorText)
    }

    func test_offlineSearch_refusesTheNewFiltersAndSortByName() {
        let cases: [([String], String)] = [
            (["--size", "<100"], "'size:'"),
            (["--followers", ">10"], "'followers:'"),
            (["--good-first-issues", ">1"], "'good-first-issues:'"),
            (["--help-wanted-issues", ">1"], "'help-wanted-issues:'"),
            (["--number-topics", "2"], "'topics:'"),
            (["--sort", "help-wanted-issues"], "help-wanted-issues"),
        ]
        for (flags, named) in cases {
            let result = binary.run(closedAPI + ["--offline", "search", "swift"] + flags)

            XCTAssertEqual(result.status, 1, "\(flags)")
            XCTAssertTrue(result.errorText.contains(named), "\(flags): \(result.errorText)")
            XCTAssertTrue(result.errorText.contains("offline snapshot"), "\(flags): \(result.errorText)")
        }
    }

    func test_offlineSearchJSON_isTheSameEnvelope() throws {
        let result = binary.run(closedAPI + ["--offline", "search", "json", "--json"])

        XCTAssertEqual(result.status, 0, result.errorText)
        let envelope = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        XCTAssertNotNil(envelope["total_count"] as? Int)
        XCTAssertFalse((envelope["items"] as? [Any] ?? []).isEmpty)
    }

    func test_offlineJSON_inventsNoGithubID() throws {
        let search = binary.run(closedAPI + ["--offline", "search", "language:swift", "--json", "full_name,id"])
        let show = binary.run(closedAPI + ["--offline", "show", "swiftlang/swift", "--json", "id,stargazers_count"])

        XCTAssertEqual(search.status, 0, search.errorText)
        let items = try XCTUnwrap(try JSONSerialization.jsonObject(with: search.output) as? [[String: Any]])
        XCTAssertFalse(items.isEmpty)
        XCTAssertTrue(
            items.allSatisfy { $0["id"] as? String == "" },
            "the snapshot records no GitHub id; gh's id is a string, empty: \(items.prefix(3))")
        XCTAssertEqual(show.status, 0, show.errorText)
        let detail = try XCTUnwrap(try JSONSerialization.jsonObject(with: show.output) as? [String: Any])
        XCTAssertEqual(detail["id"] as? String, "", "\(detail)")
        XCTAssertNotNil(detail["stargazers_count"] as? Int)
    }

    func test_offlineShow_printsWhatTheSnapshotHas() {
        let result = binary.run(closedAPI + ["--offline", "show", "reactivex/rxswift"])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertEqual(result.outputLines.first, "ReactiveX/RxSwift")
        XCTAssertTrue(result.outputText.contains("Reactive Programming in Swift"), result.outputText)
        XCTAssertFalse(result.outputText.contains("Created"), "the snapshot has no creation date")
    }

    /// What the snapshot never records reads "not in the snapshot", never a failure, and `--json` leaves it null
    /// without a note on standard error.
    func test_offlineShow_partsTheSnapshotLacksAreNotInTheSnapshot() throws {
        let text = binary.run(closedAPI + ["--offline", "show", "swiftlang/swift"])
        XCTAssertEqual(text.status, 0, text.errorText)
        XCTAssertEqual(text.errorText, "")
        for label in ["Watchers:", "Languages:", "License:", "Topics:", "Latest release:", "Contributors:"] {
            let line = try XCTUnwrap(text.outputLines.first { $0.hasPrefix(label) }, label)
            XCTAssertTrue(line.hasSuffix(" not in the snapshot"), line)
        }
        XCTAssertFalse(text.outputText.contains("not available"), text.outputText)
        XCTAssertFalse(text.outputText.contains("failed"), text.outputText)

        let json = binary.run(closedAPI + ["--offline", "show", "swiftlang/swift", "--json"])
        XCTAssertEqual(json.status, 0, json.errorText)
        XCTAssertEqual(json.errorText, "", "a part the snapshot never has is not a failure")
        let object = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(json.outputText.utf8)) as? [String: Any])
        for key in ["readme", "languages", "contributors", "latest_release"] {
            XCTAssertTrue(object[key] is NSNull, "\(key): \(String(describing: object[key]))")
        }
    }

    func test_offlineShow_unknownRepositoryIsNotFound() {
        let result = binary.run(["--offline", "show", "nobody/nothing"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("offline snapshot has no repository nobody/nothing"), result.errorText)
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

    /// Every `console` example in the usage document (`man/USAGE.md`), run through the shell against the binary,
    /// prints exactly the lines the document shows under it: standard output, then standard error.
    func test_usageDocumentConsoleExamples_printWhatTheDocumentShows() throws {
        let document = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("man/USAGE.md"),
            encoding: .utf8)
        let examples = Self.consoleExamples(in: document)
        XCTAssertGreaterThanOrEqual(examples.count, 3, "the usage document shows too few console examples")
        XCTAssertTrue(examples.contains { $0.command.contains("--offline search reactive") })
        for example in examples {
            guard example.command.hasPrefix("repo-browser ") else {
                XCTFail("a console example that does not run repo-browser: \(example.command)")
                continue
            }
            let script = "\"$0\" " + closedAPI.joined(separator: " ") + example.command.dropFirst("repo-browser".count)
            let result = binary.runShell(script)
            let printed = (result.outputText + result.errorText).split(separator: "\n").map(String.init)
            XCTAssertEqual(printed, example.shown, example.command)
        }
    }

    /// The commands of the `console` blocks in `document` (the lines after `$ `) and the lines shown under each.
    private static func consoleExamples(in document: String) -> [(command: String, shown: [String])] {
        var examples: [(command: String, shown: [String])] = []
        var isInConsoleBlock = false
        for line in document.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                isInConsoleBlock = !isInConsoleBlock && line == "```console"
            } else if isInConsoleBlock, line.hasPrefix("$ ") {
                examples.append((String(line.dropFirst(2)), []))
            } else if isInConsoleBlock, !examples.isEmpty {
                examples[examples.count - 1].shown.append(line)
            }
        }
        return examples
    }
}
