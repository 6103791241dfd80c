import Domain
import XCTest

final class JSONSelectionTests: XCTestCase {
    private func parse(_ text: String, _ selection: JSONSelection) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8), selecting: selection)
    }

    // MARK: What is kept

    func test_namedMembers_areKept_othersAreLeftOut() throws {
        let value = try parse(#"{"a": 1, "b": "two", "c": [3], "d": {"e": 5}}"#, JSONSelection(["a", "c"]))
        XCTAssertEqual(value, .object(["a": .integer(1), "c": .array([.integer(3)])]))
    }

    func test_nestedSelection_appliesToTheMembersObject() throws {
        let value = try parse(
            #"{"owner": {"login": "octocat", "url": "https://api.github.com/users/octocat"}, "id": 7}"#,
            JSONSelection(["id"], nested: ["owner": JSONSelection(["login"])]))
        XCTAssertEqual(value, .object(["id": .integer(7), "owner": .object(["login": .string("octocat")])]))
    }

    func test_selectionMeetingAnArray_appliesToEachElement() throws {
        let value = try parse(
            #"{"items": [{"name": "a", "x": 1}, {"name": "b", "x": 2}, "loose", null]}"#,
            JSONSelection([], nested: ["items": JSONSelection(["name"])]))
        XCTAssertEqual(
            value,
            .object([
                "items": .array([
                    .object(["name": .string("a")]), .object(["name": .string("b")]), .string("loose"), .null,
                ])
            ]))
    }

    func test_emptySelection_keepsObjectsButNoMembers() throws {
        XCTAssertEqual(
            try parse(#"[{"a": 1}, {}, {"b": {"c": 2}}]"#, JSONSelection([])),
            .array([.object([:]), .object([:]), .object([:])]))
    }

    func test_everything_isTheWholeDocument() throws {
        let text = #"{"a": {"b": [1, {"c": null}]}, "d": "\u00e9"}"#
        XCTAssertEqual(try parse(text, .everything), try JSONParser.parse(text))
    }

    func test_memberSelectedWhole_keepsItsNestedMembers() throws {
        let value = try parse(#"{"license": {"key": "mit", "name": "MIT"}, "other": 1}"#, JSONSelection(["license"]))
        XCTAssertEqual(value, .object(["license": .object(["key": .string("mit"), "name": .string("MIT")])]))
    }

    func test_memberNames_compareByScalars() throws {
        // "é" precomposed is selected; the decomposed spelling is another member and is left out.
        let value = try parse(#"{"caf\u00e9": 1, "cafe\u0301": 2}"#, JSONSelection(["caf\u{E9}"]))
        XCTAssertEqual(value, .object([JSONKey("caf\u{E9}"): .integer(1)]))
    }

    func test_repeatedSelectedMember_keepsTheLastValue() throws {
        XCTAssertEqual(try parse(#"{"a": 1, "b": 0, "a": 2}"#, JSONSelection(["a"])), .object(["a": .integer(2)]))
    }

    // MARK: What is still checked

    func test_skippedValues_areStillChecked() {
        let invalid = [
            "{\"skipped\": \"a\u{01}b\"}", #"{"skipped": "\x41"}"#, #"{"skipped": "\u12G4"}"#, #"{"skipped": [1,]}"#,
            #"{"skipped": {"k" 1}}"#, #"{"skipped": tru}"#, #"{"skipped": 01}"#, #"{"skipped": 1e999}"#,
            #"{"skipped": "unterminated}"#, #"{"skipped": "\ud83d\uZZZZ"}"#,
        ]
        for text in invalid {
            let whole = error(parsing: text, .everything)
            XCTAssertNotNil(whole, text)
            XCTAssertEqual(error(parsing: text, JSONSelection(["kept"])), whole, text)
        }
    }

    private func error(parsing text: String, _ selection: JSONSelection) -> MappingError? {
        do {
            _ = try JSONParser.parse(Array(text.utf8), selecting: selection)
            return nil
        } catch {
            return error
        }
    }

    func test_invalidUTF8InASkippedMemberName_isStillInvalid() {
        let bytes: [UInt8] = Array(#"{"skipped": {""#.utf8) + [0xFF] + Array(#"": 1}}"#.utf8)
        XCTAssertThrowsError(try JSONParser.parse(bytes, selecting: JSONSelection(["kept"])))
    }

    func test_skippedNestingBeyondMaximumDepth_isStillInvalid() {
        let depth = JSONParser.maximumDepth + 1
        let text = #"{"skipped": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        XCTAssertThrowsError(try JSONParser.parse(Array(text.utf8), selecting: JSONSelection(["kept"])))
    }

    func test_invalidUTF8InASkippedStringValue_isFine() throws {
        let bytes: [UInt8] = Array(#"{"skipped": ""#.utf8) + [0xFF] + Array(#"", "kept": 1}"#.utf8)
        XCTAssertEqual(try JSONParser.parse(bytes, selecting: JSONSelection(["kept"])), .object(["kept": .integer(1)]))
    }

    // MARK: Models read nothing the selection leaves out

    /// The first search result of the GitHub-shaped fixture (80 members), with the two members only the repository
    /// endpoint sends, so that every member `GithubRepo` reads is present.
    private func fullRepositoryObject() throws -> [UInt8] {
        guard case .object(let page) = try JSONParser.parse(try Fixture.searchPage()),
            case .array(let items)? = page["items"], case .object(var item) = items[0]
        else { throw XCTSkip("the fixture is not a search page") }
        item["parent"] = .object(["full_name": .string("upstream/project"), "id": .integer(1)])
        item["subscribers_count"] = .integer(42)
        return JSONWriter.bytes(.object(item))
    }

    func test_githubRepo_mapsTheSameFromItsSelection() throws {
        let bytes = try fullRepositoryObject()
        let whole = try GithubRepo(map: JSONMap(try JSONParser.parse(bytes)))
        let selected = try GithubRepo(jsonData: bytes)
        XCTAssertEqual(selected, whole)
        // Every optional member is present in the document, so the comparison covers each of them.
        XCTAssertNotNil(whole.parentFullName)
        XCTAssertNotNil(whole.subscriberCount)
        XCTAssertNotNil(whole.license)
        XCTAssertNotNil(whole.owner.avatarURL)
        XCTAssertNotNil(whole.cloneURL)
        XCTAssertNotNil(whole.sshURL)
        XCTAssertNotNil(whole.homepage)
        XCTAssertNotNil(whole.visibility)
        XCTAssertFalse(whole.topics.isEmpty)
    }

    func test_searchPage_mapsTheSameFromItsSelection() throws {
        let bytes = try Fixture.searchPage()
        let whole: [GithubRepo] = try JSONMap(try JSONParser.parse(bytes)).models("items")
        let selected: [GithubRepo] = try JSONMap(
            try JSONParser.parse(bytes, selecting: JSONSelection([], nested: ["items": GithubRepo.selection]))
        ).models("items")
        XCTAssertEqual(selected, whole)
        XCTAssertEqual(selected.count, 100)
    }

    func test_detailModels_mapTheSameFromTheirSelections() throws {
        let contributors = try Fixture.bytes("contributors.json")
        XCTAssertEqual(
            try JSONMap(try JSONParser.parse(contributors, selecting: Contributor.selection)).elements(
                as: Contributor.self),
            try JSONMap(try JSONParser.parse(contributors)).elements(as: Contributor.self))
        let release = try Fixture.bytes("release.json")
        XCTAssertEqual(try Release(jsonData: release), try Release(map: JSONMap(try JSONParser.parse(release))))
        XCTAssertNotNil(try Release(jsonData: release).assetCount)
        let user = try Fixture.bytes("user.json")
        XCTAssertEqual(try Account(jsonData: user), try Account(map: JSONMap(try JSONParser.parse(user))))
    }
}
