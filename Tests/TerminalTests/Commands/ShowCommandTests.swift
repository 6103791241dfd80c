import Application
import Domain
import XCTest

@testable import Terminal

final class ShowCommandTests: XCTestCase {
    private let reference = RepoReference(owner: "octo", name: "widget")

    func test_run_printsTheDetailText() async {
        let repository = GithubRepoRepositoryStub(detail: CommandFixtures.detail())

        let report = await ShowCommand(repository: repository, options: ShowOptions(repository: reference)).run()

        XCTAssertEqual(report.output, RepoDetailTextFormatter.text(for: CommandFixtures.detail()))
        XCTAssertTrue(report.isSuccess)
    }

    func test_runJSON_printsOneJSONLine() async {
        let repository = GithubRepoRepositoryStub(detail: CommandFixtures.detail())

        let report = await ShowCommand(
            repository: repository, options: ShowOptions(repository: reference, json: .allFields)
        )
        .run()

        XCTAssertEqual(report.output, JSONWriter.string(RepoJSONFormatter.detail(CommandFixtures.detail())) + "\n")
    }

    func test_run_missingRepositoryFails() async {
        let report = await ShowCommand(
            repository: GithubRepoRepositoryStub(), options: ShowOptions(repository: reference)
        )
        .run()

        XCTAssertEqual(report.output, "")
        XCTAssertTrue(report.failure?.contains("GitHub has no repository octo/widget") ?? false, report.failure ?? "")
    }
}
