import Domain
import Foundation
import XCTest

@testable import CommandLineInterface

final class CommandLineArgumentsTests: XCTestCase {
    private func parse(_ arguments: String...) throws -> CommandLineArguments {
        try CommandLineArguments.parse(arguments)
    }

    private func error(_ arguments: String...) -> CommandLineError? {
        failure(arguments)?.error
    }

    private func failure(_ arguments: [String]) -> CommandLineFailure? {
        do {
            _ = try CommandLineArguments.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    func test_parse_noArgumentsIsInteractive() throws {
        XCTAssertEqual(try parse().command, .interactive)
    }

    func test_parse_searchJoinsQueryWords() throws {
        XCTAssertEqual(
            try parse("search", "swift", "language:swift").command,
            .search(SearchOptions(query: "swift language:swift")))
    }

    func test_parse_searchWithoutQueryHasEmptyQuery() throws {
        XCTAssertEqual(try parse("search").command, .search(SearchOptions(query: "")))
    }

    func test_parse_searchOptions() throws {
        let command = try parse(
            "search", "rx", "--sort", "stars", "--order", "asc", "--limit", "50", "--page", "2", "--per-page", "25",
            "--json"
        ).command
        let expected = SearchOptions(
            query: "rx", sort: .stars, order: .ascending, limit: 50, page: 2, perPage: 25, json: .allFields)
        XCTAssertEqual(command, .search(expected))
    }

    func test_parse_optionWithEqualsValue() throws {
        XCTAssertEqual(
            try parse("search", "--sort=best-match", "x").command, .search(SearchOptions(query: "x", sort: .bestMatch)))
    }

    func test_parse_wordsAfterSeparatorStayQueryWords() throws {
        XCTAssertEqual(
            try parse("search", "--", "tetris", "-language:go").command,
            .search(SearchOptions(query: "tetris -language:go")))
    }

    func test_parse_show() throws {
        let repository = try XCTUnwrap(RepoReference(fullName: "apple/swift"))
        XCTAssertEqual(
            try parse("show", "apple/swift", "--json").command,
            .show(ShowRequest(target: .named(RepoLocation(host: nil, reference: repository)), json: .allFields))
        )
    }

    func test_parse_globalOptionsAnywhere() throws {
        let arguments = try parse(
            "--offline", "search", "x", "--no-color", "--api-url", "https://ghe.example.com/api/v3")
        XCTAssertEqual(
            arguments.globalOptions,
            GlobalOptions(apiURL: URL(string: "https://ghe.example.com/api/v3"), isOffline: true, isColorDisabled: true)
        )
    }

    func test_parse_helpWinsOverOtherArgumentsAndNamesTheCommand() throws {
        XCTAssertEqual(try parse("search", "--limit", "0", "-h").command, .help(commandName: "search"))
        XCTAssertEqual(try parse("--help").command, .help(commandName: nil))
        XCTAssertEqual(try parse("--bogus", "show", "--help").command, .help(commandName: "show"))
    }

    func test_parse_helpCommand() throws {
        XCTAssertEqual(try parse("help").command, .help(commandName: nil))
        XCTAssertEqual(try parse("help", "search").command, .help(commandName: "search"))
        XCTAssertEqual(error("help", "serch"), .unknownCommand("serch", suggestion: "search"))
        XCTAssertEqual(error("help", "show", "search"), .unexpectedArgument("search"))
    }

    func test_parse_helpAfterSeparatorIsAQueryWord() throws {
        XCTAssertEqual(try parse("search", "--", "-h").command, .search(SearchOptions(query: "-h")))
    }

    func test_parse_shortLimit() throws {
        XCTAssertEqual(try parse("search", "-L", "5").command, .search(SearchOptions(query: "", limit: 5)))
        XCTAssertEqual(try parse("search", "-L5").command, .search(SearchOptions(query: "", limit: 5)))
    }

    func test_parse_jsonFieldList() throws {
        XCTAssertEqual(
            try parse("search", "x", "--json", "full_name,stargazers_count,full_name").command,
            .search(SearchOptions(query: "x", json: .fields(["full_name", "stargazers_count"]))))
        XCTAssertEqual(
            try parse("search", "--json=name", "x").command, .search(SearchOptions(query: "x", json: .fields(["name"])))
        )
    }

    func test_parse_jsonAloneBeforeAnOptionIsTheWholeObject() throws {
        XCTAssertEqual(
            try parse("search", "--json", "--limit", "3").command,
            .search(SearchOptions(query: "", limit: 3, json: .allFields)))
    }

    func test_parse_jsonUnknownFieldListsTheAvailableOnes() {
        XCTAssertEqual(
            error("search", "--json", "full_name,stars"),
            .unknownGroupedListItem(option: "--json", item: "stars", groups: JSONFields.search))
        XCTAssertEqual(
            error("show", "a/b", "--json", "nope"),
            .unknownGroupedListItem(option: "--json", item: "nope", groups: JSONFields.show))
    }

    func test_parse_showAcceptsDetailFields() throws {
        let repository = try XCTUnwrap(RepoReference(fullName: "a/b"))
        XCTAssertEqual(
            try parse("show", "a/b", "--json", "readme,languages").command,
            .show(
                ShowRequest(
                    target: .named(RepoLocation(host: nil, reference: repository)),
                    json: .fields(["readme", "languages"]))))
    }

    func test_parse_nearMissSuggestsTheOption() {
        XCTAssertEqual(error("search", "--limt", "5"), .unknownOption("--limt", suggestion: "--limit"))
        XCTAssertEqual(error("search", "--lim", "5"), .unknownOption("--lim", suggestion: "--limit"))
        XCTAssertEqual(error("search", "--zzzzzz"), .unknownOption("--zzzzzz", suggestion: nil))
    }

    func test_parse_nearMissSuggestsTheCommand() {
        XCTAssertEqual(error("serach"), .unknownCommand("serach", suggestion: "search"))
        XCTAssertEqual(error("swift"), .unknownCommand("swift", suggestion: nil))
    }

    func test_failure_isOneErrorLineAndAPointerToTheCommandsHelp() {
        XCTAssertEqual(
            failure(["search", "--limt", "5"])?.text(programName: "repo-browser"),
            "error: unknown option '--limt'; did you mean '--limit'?\nRun 'repo-browser search --help' for usage.\n")
        XCTAssertEqual(
            failure(["--ofline"])?.text(programName: "repo-browser"),
            "error: unknown option '--ofline'; did you mean '--offline'?\nRun 'repo-browser --help' for usage.\n")
    }

    func test_parse_completionAndManual() throws {
        XCTAssertEqual(try parse("completion", "zsh").command, .completion(.zsh))
        XCTAssertEqual(error("completion"), .missingArgument("shell: one of bash, zsh, fish (or -s SHELL)"))
        XCTAssertEqual(
            error("completion", "tcsh"),
            .invalidChoice(option: "SHELL", value: "tcsh", choices: ["bash", "zsh", "fish"]))
        XCTAssertEqual(try parse("manual").command, .manual)
        XCTAssertEqual(error("manual", "x"), .unexpectedArgument("x"))
    }

    func test_parse_completionDashS_isTheGithubCLIForm() throws {
        XCTAssertEqual(try parse("completion", "-s", "bash").command, .completion(.bash))
        XCTAssertEqual(try parse("completion", "--shell=fish").command, .completion(.fish))
        XCTAssertEqual(try parse("completion", "zsh", "-s", "zsh").command, .completion(.zsh))
        XCTAssertEqual(error("completion", "bash", "-s", "zsh"), .unexpectedArgument("bash"))
        XCTAssertEqual(
            error("completion", "-s", "tcsh"),
            .invalidChoice(option: "-s", value: "tcsh", choices: ["bash", "zsh", "fish"]))
    }

    func test_parse_version() throws {
        XCTAssertEqual(try parse("--version").command, .version)
    }

    func test_parse_json_acceptsGithubCLINamesBesideRESTNames() throws {
        guard case .search(let search) = try parse("search", "--json", "fullName,stargazers_count").command else {
            return XCTFail("not a search")
        }
        XCTAssertEqual(search.json, .fields(["fullName", "stargazers_count"]))
        guard case .show(let show) = try parse("show", "a/b", "--json", "nameWithOwner,licenseInfo").command else {
            return XCTFail("not a show")
        }
        XCTAssertEqual(show.json, .fields(["nameWithOwner", "licenseInfo"]))
        XCTAssertNotNil(error("search", "--json", "nameWithOwner"), "gh repo view names are show's")
    }

    func test_parse_json_unknownField_listsBothSets() throws {
        let message = try XCTUnwrap(error("show", "a/b", "--json", "stars")?.message)
        XCTAssertTrue(message.hasPrefix("unknown field 'stars' for '--json'; available fields: "), message)
        XCTAssertTrue(message.contains("GitHub's REST names: archived, clone_url"), message)
        XCTAssertTrue(message.contains("; gh repo view names: createdAt, defaultBranchRef"), message)
    }

    func test_parse_versionCommand_isTheVersionFlag() throws {
        XCTAssertEqual(try parse("version").command, .version)
        XCTAssertEqual(error("version", "x"), .unexpectedArgument("x"))
    }

    func test_parse_unknownOption() {
        XCTAssertEqual(error("--frobnicate"), .unknownOption("--frobnicate", suggestion: nil))
    }

    func test_parse_unknownCommand() {
        XCTAssertEqual(error("swift"), .unknownCommand("swift", suggestion: nil))
    }

    func test_parse_missingValueAtEnd() {
        XCTAssertEqual(error("search", "x", "--limit"), .missingValue(option: "--limit"))
    }

    func test_parse_missingValueBeforeAnotherOption() {
        XCTAssertEqual(error("--api-url", "--offline"), .missingValue(option: "--api-url"))
    }

    func test_parse_flagWithValueIsRejected() {
        XCTAssertEqual(error("--offline=yes"), .unexpectedValue(option: "--offline"))
    }

    func test_parse_nonNumericLimit() {
        XCTAssertEqual(error("search", "x", "--limit", "ten"), .invalidNumber(option: "--limit", value: "ten"))
    }

    func test_parse_limitOutOfRange() {
        XCTAssertEqual(
            error("search", "x", "--limit", "1001"),
            .outOfRange(option: "--limit", value: "1001", allowed: "between 1 and 1000"))
        XCTAssertEqual(
            error("search", "x", "--limit=0"), .outOfRange(option: "--limit", value: "0", allowed: "between 1 and 1000")
        )
    }

    func test_parse_perPageOutOfRange() {
        XCTAssertEqual(
            error("search", "x", "--per-page", "101"),
            .outOfRange(option: "--per-page", value: "101", allowed: "between 1 and 100"))
    }

    func test_parse_pageBelowOne() {
        XCTAssertEqual(
            error("search", "x", "--page", "-1"), .outOfRange(option: "--page", value: "-1", allowed: "at least 1"))
    }

    func test_parse_numberTooLongForAnyInteger_isOutOfRangeWithTheRange() throws {
        let huge = "99999999999999999999"
        XCTAssertEqual(
            error("search", "x", "--limit", huge),
            .outOfRange(option: "--limit", value: huge, allowed: "between 1 and 1000"))
        XCTAssertEqual(
            error("search", "x", "--page", huge),
            .outOfRange(option: "--page", value: huge, allowed: "at most 9223372036854775807"))
        XCTAssertEqual(
            error("search", "x", "--per-page=-\(huge)"),
            .outOfRange(option: "--per-page", value: "-\(huge)", allowed: "between 1 and 100"))
        let message = try XCTUnwrap(error("search", "x", "--limit", huge)?.message)
        XCTAssertEqual(message, "option '--limit' is out of range: it must be between 1 and 1000, not '\(huge)'")
    }

    func test_message_numberOfThousandsOfDigits_isDescribedByItsLength() throws {
        let message = try XCTUnwrap(error("search", "x", "--limit", String(repeating: "7", count: 5_000))?.message)
        XCTAssertEqual(
            message, "option '--limit' is out of range: it must be between 1 and 1000, not a 5000-character number")
    }

    func test_parse_numberWithOtherCharacters_isNotAWholeNumber() {
        for text in ["1e3", "12a", "+", "-", "١٢", " 12"] {
            XCTAssertEqual(error("search", "x", "--limit", text), .invalidNumber(option: "--limit", value: text), text)
        }
    }

    func test_parse_listWithAnEmptyItem_saysSo() throws {
        for list in ["full_name,", ",full_name", "full_name,,description"] {
            XCTAssertEqual(error("search", "--json", list), .emptyListItem(option: "--json", list: list), list)
        }
        XCTAssertEqual(error("search", "--owner=a,", "x"), .emptyListItem(option: "--owner", list: "a,"))
        let message = try XCTUnwrap(error("search", "--json", "full_name,")?.message)
        XCTAssertEqual(
            message,
            "option '--json' has an empty item in 'full_name,': a comma at an end or two in a row; "
                + "separate the items with single commas")
    }

    func test_parse_githubCLIWord_suggestsTheCommandThatDoesTheSame() throws {
        XCTAssertEqual(error("view", "apple/swift"), .unknownCommand("view", suggestion: "show"))
        XCTAssertEqual(error("browse"), .unknownCommand("browse", suggestion: "show --web"))
        XCTAssertEqual(error("list", "apple"), .unknownCommand("list", suggestion: "search --owner OWNER"))
        XCTAssertEqual(error("help", "view"), .unknownCommand("view", suggestion: "show"))
        let message = try XCTUnwrap(error("view", "apple/swift")?.message)
        XCTAssertEqual(message, "unknown command 'view'; did you mean 'show'?")
    }

    func test_message_quotesTheRepositoryExactlyAsGiven() throws {
        XCTAssertEqual(error("show", " a/b\n"), .invalidRepository(" a/b\n"))
        let leadingSpace = try XCTUnwrap(error("show", " a/b\n")?.message)
        XCTAssertTrue(leadingSpace.hasPrefix("' a/b^J' is not OWNER/NAME"), leadingSpace)
        let lineBreak = try XCTUnwrap(error("show", "a/b\n")?.message)
        XCTAssertTrue(lineBreak.hasPrefix("'a/b^J' is not OWNER/NAME"), lineBreak)
        let spaces = try XCTUnwrap(error("show", "a  b/c ")?.message)
        XCTAssertTrue(spaces.hasPrefix("'a  b/c ' is not OWNER/NAME"), spaces)
        let tabs = try XCTUnwrap(error("show", "a/\tb\r")?.message)
        XCTAssertTrue(tabs.hasPrefix("'a/^Ib^M' is not OWNER/NAME"), tabs)
    }

    func test_message_showsInvisibleCharactersByCodePoint() throws {
        let cases = [
            "a/\u{200B}b": "'a/<U+200B>b'", "a/b\u{FEFF}x": "'a/b<U+FEFF>x'", "a\u{00A0}/b": "'a<U+00A0>/b'",
            "a/\u{202E}b": "'a/<U+202E>b'", "a/b\u{2028}": "'a/b<U+2028>'", "a/\u{301}b": "'a/\u{301}b'",
            "a/b\u{600}": "'a/b<U+0600>'", "a/b\u{D4E}": "'a/b<U+0D4E>'", "\u{1B}[2Ja/b": "'^[[2Ja/b'",
            "a/b\u{9B}": "'a/b^[['", "ä/b": "'ä/b'", "a/漢": "'a/漢'", "e\u{301}/b": "'e\u{301}/b'",
            "\u{301}a/b": "'<U+0301>a/b'",
        ]
        for (argument, quoted) in cases {
            let message = try XCTUnwrap(error("show", argument)?.message, argument.debugDescription)
            XCTAssertTrue(message.hasPrefix(quoted + " is not OWNER/NAME"), message.debugDescription)
        }
        let command = try XCTUnwrap(error("\u{200B}view")?.message)
        XCTAssertTrue(command.hasPrefix("unknown command '<U+200B>view'"), command)
    }

    func test_parse_invalidSort() {
        XCTAssertEqual(
            error("search", "x", "--sort", "name"),
            .invalidChoice(
                option: "--sort", value: "name",
                choices: ["best-match", "stars", "forks", "updated", "help-wanted-issues"]))
    }

    func test_parse_searchOptionOutsideSearch() {
        XCTAssertEqual(
            error("show", "a/b", "--limit", "3"),
            .inapplicableOption(option: "--limit", commands: "search, issues, prs, repos and starred")
        )
    }

    func test_parse_jsonWithoutCommand() {
        XCTAssertEqual(
            error("--json"),
            .inapplicableOption(
                option: "--json", commands: "search, show, issues, prs, issue, pr, repos, starred and history"))
    }

    func test_parse_starAndUnstar_takeOneRepository() throws {
        let location = try XCTUnwrap(RepoLocation("apple/swift"))
        XCTAssertEqual(try parse("star", "apple/swift").command, .star(location, isStarred: true))
        XCTAssertEqual(try parse("unstar", "apple/swift").command, .star(location, isStarred: false))
        XCTAssertEqual(error("star"), .missingArgument("repository: OWNER/NAME"))
        XCTAssertEqual(error("unstar", "not a repository"), .invalidRepository("not a repository"))
        XCTAssertEqual(error("star", "a/b", "c/d"), .unexpectedArgument("c/d"))
    }

    func test_parse_starred_takesALimitAndJSONFields() throws {
        XCTAssertEqual(try parse("starred").command, .starred(StarredOptions()))
        XCTAssertEqual(
            try parse("starred", "-L", "5", "--json", "full_name").command,
            .starred(StarredOptions(limit: 5, json: .fields(["full_name"]))))
        XCTAssertEqual(
            error("starred", "-L", "0"), .outOfRange(option: "--limit", value: "0", allowed: "between 1 and 1000"))
    }

    func test_parse_repos_takesAnOwner_aSortAndItsOrder_aLimitAndJSONFields() throws {
        XCTAssertEqual(
            try parse("repos", "apple").command, .ownerRepositories(OwnerRepositoriesOptions(owner: "apple")))
        XCTAssertEqual(
            try parse("repos", "apple", "--sort", "pushed", "--order", "asc", "-L", "5", "--json", "full_name").command,
            .ownerRepositories(
                OwnerRepositoriesOptions(
                    owner: "apple", limit: 5, sort: .pushed, direction: .ascending, json: .fields(["full_name"]))))
        XCTAssertEqual(error("repos"), .missingArgument("owner: a GitHub login"))
        XCTAssertEqual(error("repos", "apple/swift"), .invalidOwner("apple/swift"))
        XCTAssertEqual(error("repos", "apple", "google"), .unexpectedArgument("google"))
        XCTAssertEqual(
            error("repos", "apple", "--sort", "stars"),
            .invalidChoice(option: "--sort", value: "stars", choices: ["full_name", "created", "updated", "pushed"]))
        XCTAssertEqual(
            error("repos", "apple", "-L", "1001"),
            .outOfRange(option: "--limit", value: "1001", allowed: "between 1 and 1000"))
    }

    func test_parse_history_printsOrClears() throws {
        XCTAssertEqual(try parse("history").command, .history(isJSON: false))
        XCTAssertEqual(try parse("history", "--json").command, .history(isJSON: true))
        XCTAssertEqual(try parse("history", "clear").command, .clearHistory)
        XCTAssertEqual(error("history", "wipe"), .unexpectedArgument("wipe"))
    }

    func test_parse_jqPointsToPipingIntoJq() {
        XCTAssertEqual(error("search", "swift", "--json", "--jq", ".[]"), .filterOption("--jq"))
        XCTAssertTrue(CommandLineError.filterOption("--jq").message.contains("--json | jq"))
    }

    func test_parse_tokenOptionIsRefused() {
        XCTAssertEqual(error("--token", "ghp_secret"), .tokenOnCommandLine)
        XCTAssertEqual(error("--token=ghp_secret"), .tokenOnCommandLine)
    }

    func test_parse_tokenMessagePointsToEnvironment() {
        let message = CommandLineError.tokenOnCommandLine.message
        XCTAssertTrue(message.contains("GH_TOKEN") && message.contains("GITHUB_TOKEN"))
    }

    func test_parse_showWithoutRepository_isTheCurrentDirectorys() throws {
        XCTAssertEqual(try parse("show").command, .show(ShowRequest(target: .currentDirectory)))
    }

    func test_parse_showAcceptsURLsAndHostForms() throws {
        let swift = try XCTUnwrap(RepoReference(fullName: "apple/swift"))
        let forms: [(String, String)] = [
            ("https://github.com/apple/swift", "github.com"), ("https://github.com/apple/swift.git", "github.com"),
            ("https://www.github.com/apple/swift/", "github.com"), ("git@github.com:apple/swift.git", "github.com"),
            ("ssh://git@github.com/apple/swift.git", "github.com"), ("github.com/apple/swift", "github.com"),
            ("https://GHE.Example.com/apple/swift", "ghe.example.com"), ("gitlab.com/apple/swift", "gitlab.com"),
        ]
        for (text, host) in forms {
            XCTAssertEqual(
                try parse("show", text).command,
                .show(ShowRequest(target: .named(RepoLocation(host: host, reference: swift)))), text)
        }
    }

    func test_parse_showWithTwoRepositories() {
        XCTAssertEqual(error("show", "a/b", "c/d"), .unexpectedArgument("c/d"))
    }

    func test_parse_showRejectsMalformedRepository() {
        for text in [
            "apple", "apple/", "/swift", "a/b/c/d", "a b/c", "../etc", "apple/..", "ä/b", "a/b?x=1",
            "https://github.com/apple", "https://github.com/apple/swift/tree/main", "ftp://github.com/apple/swift",
            "git@github.com:apple", "https://github.com/apple/swift?tab=readme",
        ] {
            XCTAssertEqual(error("show", text), .invalidRepository(text), text)
        }
    }

    func test_parse_showAcceptsAllowedCharacters() throws {
        let repository = try XCTUnwrap(RepoReference(fullName: "my-org_1/repo.name-2_x"))
        XCTAssertEqual(repository.owner, "my-org_1")
        XCTAssertEqual(repository.name, "repo.name-2_x")
        XCTAssertEqual(repository.fullName, "my-org_1/repo.name-2_x")
    }

    func test_parse_apiURLMustBeHTTPWithHost() {
        for text in ["ftp://example.com", "example.com", "https://", "file:///etc/passwd"] {
            XCTAssertEqual(error("--api-url", text), .invalidAPIURL(text), text)
        }
    }

    func test_parse_apiURLAcceptsPlainHTTPForLocalServers() throws {
        XCTAssertEqual(
            try parse("--api-url=http://127.0.0.1:8080").globalOptions.apiURL, URL(string: "http://127.0.0.1:8080"))
    }

    func test_message_showsControlCharactersOfArgumentsInCaretNotation() {
        let message = CommandLineError.unknownOption("--\u{1B}]0;pwned\u{07}", suggestion: nil).message
        XCTAssertFalse(message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        XCTAssertTrue(message.contains("^[]0;pwned^G"))
    }
}
