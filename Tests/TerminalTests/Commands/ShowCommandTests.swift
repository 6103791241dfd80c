import Application
import CommandLineInterface
import Domain
import XCTest

@testable import Terminal

final class ShowCommandTests: XCTestCase {
    private let reference = RepoReference(owner: "octo", name: "widget")
    private let wording = ErrorMessage()

    private func run(_ repository: GithubRepoRepositoryStub, isJSON: Bool = false) async -> CommandReport {
        await ShowCommand(
            useCase: RepoDetailUseCase(repository: repository),
            options: ShowOptions(repository: reference, json: isJSON ? .allFields : nil), wording: wording
        )
        .run()
    }

    func test_run_printsTheDetailText() async {
        let report = await run(GithubRepoRepositoryStub(detail: CommandFixtures.detail()))

        XCTAssertEqual(report.output, RepoDetailTextFormatter.text(for: CommandFixtures.detail()))
        XCTAssertNil(report.failure)
        XCTAssertEqual(report.warnings, [])
    }

    func test_runJSON_printsOneJSONLine() async {
        let report = await run(GithubRepoRepositoryStub(detail: CommandFixtures.detail()), isJSON: true)

        XCTAssertEqual(report.output, JSONWriter.string(RepoJSONFormatter.detail(CommandFixtures.detail())) + "\n")
        XCTAssertEqual(report.warnings, [])
    }

    func test_run_missingRepositoryFailsAfterOneRequest() async {
        let repository = GithubRepoRepositoryStub()

        let report = await run(repository)

        XCTAssertEqual(report.output, "")
        XCTAssertTrue(report.failure?.contains("Repository octo/widget was not found") ?? false, report.failure ?? "")
        XCTAssertEqual(repository.parts, [.repository])
    }

    func test_run_failedPartIsNotedWithItsReasonAndTheRestPrinted() async {
        let failure = RepositoryError.serverError(status: 502)
        let repository = GithubRepoRepositoryStub(
            detail: CommandFixtures.detail(), failingParts: [.contributors: failure])

        let report = await run(repository)

        XCTAssertNil(report.failure)
        XCTAssertTrue(
            report.output.contains("Contributors:   not available: \(wording.text(for: failure))"), report.output)
        XCTAssertTrue(report.output.contains("Languages:      Swift 90.0%, C 10.0%"), report.output)
        XCTAssertTrue(report.output.contains("Latest release: v2.0.0"), report.output)
        XCTAssertTrue(report.output.contains("# Widget"), report.output)
        XCTAssertEqual(Set(repository.parts), [.repository, .languages, .contributors, .latestRelease, .readme])
    }

    func test_runJSON_failedPartIsNullWithAWarning() async throws {
        let failure = RepositoryError.serverError(status: 502)
        let repository = GithubRepoRepositoryStub(
            detail: CommandFixtures.detail(), failingParts: [.readme: failure, .languages: failure])

        let report = await run(repository, isJSON: true)

        XCTAssertNil(report.failure)
        guard case .object(let members) = try JSONParser.parse(report.output) else { return XCTFail(report.output) }
        XCTAssertEqual(members["readme"], .null)
        XCTAssertEqual(members["languages"], .null)
        XCTAssertNotEqual(members["contributors"], .null)
        XCTAssertEqual(
            report.warnings,
            [
                "languages not available: \(wording.text(for: failure))",
                "README not available: \(wording.text(for: failure))",
            ])
    }
}
