import XCTest

@testable import CommandLineInterface

final class SearchFiltersTests: XCTestCase {
    func test_noFilters_noQualifiers() {
        XCTAssertEqual(SearchFilters().qualifiers, [])
        XCTAssertEqual(SearchOptions(query: "").searchText, "language:swift")
    }

    func test_parsedFilters_becomeQualifiersInHelpOrder() throws {
        let arguments = try CommandLineArguments.parse([
            "search", "--visibility", "public", "--language", "swift", "--owner", "apple", "--match", "name",
            "--include-forks", "only", "--archived=false", "q",
        ])
        guard case .search(let options) = arguments.command else { return XCTFail("not a search") }
        XCTAssertEqual(
            options.filters.qualifiers,
            ["language:swift", "user:apple", "archived:false", "fork:only", "in:name", "is:public"])
        XCTAssertEqual(options.searchText, "q language:swift user:apple archived:false fork:only in:name is:public")
    }

    func test_ghSizeFollowersIssueAndTopicCountFlags_becomeTheirQualifiers() throws {
        let arguments = try CommandLineArguments.parse([
            "search", "--size", "<100", "--followers", ">10", "--good-first-issues", ">=1",
            "--help-wanted-issues", "2..5", "--number-topics", "3", "--sort", "help-wanted-issues",
        ])
        guard case .search(let options) = arguments.command else { return XCTFail("not a search") }
        XCTAssertEqual(
            options.filters.qualifiers,
            ["size:<100", "followers:>10", "good-first-issues:>=1", "help-wanted-issues:2..5", "topics:3"])
        XCTAssertEqual(options.sort, .helpWantedIssues)
    }

    func test_quotesInAValueAreDroppedAndSpacesQuoted() {
        var filters = SearchFilters()
        filters.language = "objective \"c"
        XCTAssertEqual(filters.qualifiers, ["language:\"objective c\""])
    }

    func test_archivedTakesOnlyAnInlineValue() {
        XCTAssertThrowsError(try CommandLineArguments.parse(["search", "--archived=maybe"]))
        XCTAssertEqual(
            try CommandLineArguments.parse(["search", "--archived", "x"]).command,
            .search(
                SearchOptions(
                    query: "x",
                    filters: {
                        var f = SearchFilters()
                        f.archived = true
                        return f
                    }())))
    }

    func test_webFlags() throws {
        guard case .search(let search) = try CommandLineArguments.parse(["search", "-w"]).command,
            case .show(let show) = try CommandLineArguments.parse(["show", "a/b", "--web"]).command
        else { return XCTFail("not parsed") }
        XCTAssertTrue(search.isWeb)
        XCTAssertTrue(show.isWeb)
    }
}
