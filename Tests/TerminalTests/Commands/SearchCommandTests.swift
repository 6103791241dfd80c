import Application
import CommandLineInterface
import Domain
import XCTest

@testable import Terminal

final class SearchCommandTests: XCTestCase {
    private func run(_ options: SearchOptions, repository: GithubRepoRepositoryStub) async -> CommandReport {
        await SearchCommand(useCase: SearchUseCase(repository: repository), options: options).run()
    }

    func test_run_emptyQueryUsesTheDefaultAndLimitAsPageSize() async {
        let repository = GithubRepoRepositoryStub()

        let report = await run(SearchOptions(query: "", limit: 5), repository: repository)

        XCTAssertEqual(repository.queries.map(\.text), ["language:swift"])
        XCTAssertEqual(repository.queries.first?.perPage, 5)
        XCTAssertEqual(report.output.split(separator: "\n").count, 5)
        XCTAssertNil(report.failure)
    }

    func test_run_followsPagesUntilTheLimit() async {
        let repository = GithubRepoRepositoryStub()

        let report = await run(SearchOptions(query: "x", limit: 25, perPage: 10), repository: repository)

        XCTAssertEqual(repository.queries.map(\.page), [1, 2, 3])
        XCTAssertEqual(report.output.split(separator: "\n").count, 25)
    }

    func test_run_unreadableItems_areLeftOutAndCountedInAWarning() async {
        let repository = GithubRepoRepositoryStub(unreadablePerPage: 1)

        let report = await run(SearchOptions(query: "x", limit: 25, perPage: 10), repository: repository)

        XCTAssertEqual(repository.queries.map(\.page), [1, 2, 3])
        XCTAssertEqual(report.output.split(separator: "\n").count, 25)
        XCTAssertEqual(report.warnings, ["3 repositories in GitHub's answer could not be read and were left out."])
        XCTAssertNil(report.failure)
    }

    func test_run_allItemsReadable_hasNoWarning() async {
        let report = await run(SearchOptions(query: "x", limit: 5), repository: GithubRepoRepositoryStub())

        XCTAssertEqual(report.warnings, [])
    }

    func test_run_stopsAtTheLastPage() async {
        let repository = GithubRepoRepositoryStub(total: 15)

        let report = await run(SearchOptions(query: "x", limit: 100, perPage: 10), repository: repository)

        XCTAssertEqual(repository.queries.map(\.page), [1, 2])
        XCTAssertEqual(report.output.split(separator: "\n").count, 15)
    }

    func test_run_largeLimitUsesPagesOfAHundred() async {
        let repository = GithubRepoRepositoryStub(total: 1000)

        _ = await run(SearchOptions(query: "x", limit: 250), repository: repository)

        XCTAssertEqual(repository.queries.map(\.perPage), [100, 100, 100])
    }

    func test_run_startsAtTheGivenPage() async {
        let repository = GithubRepoRepositoryStub()

        let report = await run(SearchOptions(query: "x", limit: 2, page: 3, perPage: 2), repository: repository)

        XCTAssertEqual(repository.queries.map(\.page), [3])
        XCTAssertTrue(report.output.hasPrefix("octo/repo-4\t"), report.output)
    }

    func test_run_noResultsPrintsNothingWithANotice() async {
        let report = await run(SearchOptions(query: "x"), repository: GithubRepoRepositoryStub(total: 0))

        XCTAssertEqual(report.output, "")
        XCTAssertEqual(report.notice, "no repositories matched your search")
        XCTAssertNil(report.failure)
    }

    func test_runJSON_noResultsIsAnEmptyEnvelope() async {
        let report = await run(
            SearchOptions(query: "x", json: .allFields), repository: GithubRepoRepositoryStub(total: 0))

        XCTAssertEqual(report.output, #"{"incomplete_results":false,"items":[],"total_count":0}"# + "\n")
    }

    func test_run_failureOnALaterPage_printsThePageReceived_thenFails() async {
        let repository = GithubRepoRepositoryStub(error: .serverError(status: 502), failingPage: 2)

        let report = await run(SearchOptions(query: "x", limit: 20, perPage: 10), repository: repository)

        XCTAssertEqual(report.output.split(separator: "\n").count, 10)
        XCTAssertNotNil(report.failure)
        XCTAssertTrue(report.failure?.contains("status 502") ?? false)
    }

    func test_run_failureSentenceIsSanitised() async {
        let error = RepositoryError.invalidQuery(message: "bad \u{1b}[2J query\nsecond line")

        let report = await run(SearchOptions(query: "x"), repository: GithubRepoRepositoryStub(error: error))

        XCTAssertEqual(report.failure, "GitHub cannot run this search: bad ^[[2J query second line; change the query")
    }

    func test_run_pageBeyondTheFirstThousandIsAnInvalidQuery() async {
        let report = await run(
            SearchOptions(query: "x", page: 20, perPage: 100), repository: GithubRepoRepositoryStub())

        XCTAssertTrue(report.failure?.contains("first 1000 results") ?? false, report.failure ?? "")
    }

    func test_run_repositoryRepeatedOnALaterPage_isPrintedOnceAndTheLimitStillFilled() async {
        let repository = GithubRepoRepositoryStub(total: 100, repeatedPerPage: 2)

        let report = await run(SearchOptions(query: "x", limit: 20, perPage: 10), repository: repository)

        let names = report.output.split(separator: "\n").map { $0.prefix { $0 != "\t" } }
        XCTAssertEqual(names.count, 20)
        XCTAssertEqual(Set(names).count, 20)
        XCTAssertEqual(repository.queries.map(\.page), [1, 2, 3])
    }

    func test_run_aThousandPagesOfOne_areAllFollowed() async {
        let repository = GithubRepoRepositoryStub(total: 1000)

        let report = await run(SearchOptions(query: "x", limit: 1000, perPage: 1), repository: repository)

        XCTAssertNil(report.failure)
        XCTAssertEqual(repository.queries.count, 1000)
        XCTAssertEqual(report.output.split(separator: "\n").count, 1000)
    }
}
