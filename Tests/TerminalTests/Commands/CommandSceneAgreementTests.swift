import Application
import CommandLineInterface
import Domain
import Foundation
import Reactive
import XCTest

@testable import ApplicationTests
@testable import Terminal

/// Each command and its scene, fed the same recorded answers, show the same facts: the commands take paging, the
/// folded detail and the account's wording from Application, the very code the scenes run. The scenes run on
/// virtual time in their harnesses; the commands run with a use case that answers at once.
final class CommandSceneAgreementTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    // MARK: Search

    /// Three pages of 23 matches, as GitHub's ranking drifts between requests: page 2 repeats the last repository of
    /// page 1, and page 3 one from the middle of page 1.
    private let pages: [RepoPage] = [
        RepoPage.fixture(.fixture(page: 1), ids: Array(1...10), totalCount: 23),
        RepoPage.fixture(.fixture(page: 2), ids: [10] + Array(11...19), totalCount: 23),
        RepoPage.fixture(.fixture(page: 3), ids: [20, 5, 21], totalCount: 23),
    ]

    /// The full names the search scene lists once every page has been asked for.
    private func searchSceneFullNames() -> [String] {
        let scene = SearchSceneHarness()
        for page in pages {
            scene.answer(page.query, ids: page.items.compactMap(\.id), totalCount: page.totalCount)
        }
        scene.fire(\.loadMoreTrigger, at: 200, 300)
        let recording = scene.run()
        XCTAssertEqual(scene.useCase.queries.map(\.page), [1, 2, 3])
        return recording.paging.values.last?.rows.map(\.fullName) ?? []
    }

    /// The full names `search` prints (the first column of its tab-separated rows) for a limit above every match.
    private func searchCommandFullNames() async -> [String] {
        let useCase = SearchUseCaseFake()
        for page in pages {
            useCase.answer(page.query, with: .just(page))
        }
        let report = await SearchCommand(useCase: useCase, options: SearchOptions(query: "", limit: 100, perPage: 10))
            .run()
        XCTAssertNil(report.failure)
        XCTAssertEqual(useCase.queries.map(\.page), [1, 2, 3])
        return report.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    func test_search_commandPrintsTheRepositoriesTheSceneLists_eachOnce() async {
        let scene = searchSceneFullNames()
        let command = await searchCommandFullNames()

        XCTAssertEqual(command, scene)
        XCTAssertEqual(scene, (1...21).map { "owner/repo\($0)" })
    }

    func test_search_limitBelowTheMatches_printsTheFirstRowsTheSceneLists() async {
        let useCase = SearchUseCaseFake()
        for page in pages {
            useCase.answer(page.query, with: .just(page))
        }

        let report = await SearchCommand(useCase: useCase, options: SearchOptions(query: "", limit: 15, perPage: 10))
            .run()

        let printed = report.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        XCTAssertEqual(printed, Array(searchSceneFullNames().prefix(15)))
        XCTAssertEqual(useCase.queries.map(\.page), [1, 2])
    }

    // MARK: Detail

    private let fetched = GithubRepo.fixture(id: 7, subscriberCount: 12)
    private let contributorsFailure = RepositoryError.serverError(status: 502)

    /// The repository, its languages, a contributors request that failed, no release, and a README.
    private var updates: [RepoDetailUpdate] {
        [
            .repository(.success(fetched)),
            .languages(.success(LanguageShare.shares(fromByteCounts: ["Swift": 750, "C": 250]))),
            .contributors(.failure(contributorsFailure)),
            .latestRelease(.success(nil)),
            .readme(.success(Readme(name: "README.md", text: "# repo7\nSeven.\n"))),
        ]
    }

    /// The detail screen's last state, opened from the list's row of the same repository.
    private func detailSceneState() -> RepoDetailState? {
        let scene = RepoDetailSceneHarness(summary: RepoListItem(fetched).summary)
        scene.updates = scene.scheduler.createColdObservable(
            updates.enumerated().map { .next(100 + 50 * $0.offset, $0.element) } + [.completed(300)])
        return scene.run().state.values.last
    }

    func test_show_commandShowsTheDetailTheSceneFoldsIn_failedPartIncluded() async throws {
        let wording = ErrorMessage()
        let state = try XCTUnwrap(detailSceneState())
        let useCase = RepoDetailUseCaseFake(answer: .from(updates))

        let text = await ShowCommand(
            useCase: useCase, options: ShowOptions(repository: fetched.reference), wording: wording
        ).run()
        let json = await ShowCommand(
            useCase: useCase, options: ShowOptions(repository: fetched.reference, json: .allFields), wording: wording
        ).run()

        XCTAssertEqual(state.contributors, .failed(contributorsFailure))
        XCTAssertEqual(state.latestRelease, .absent)
        XCTAssertTrue(state.isComplete)
        XCTAssertNil(text.failure)
        XCTAssertEqual(text.output, RepoDetailTextFormatter.text(for: state))
        XCTAssertEqual(json.output, JSONWriter.string(RepoJSONFormatter.detail(state)) + "\n")
        XCTAssertEqual(json.warnings, ["contributors not available: \(wording.text(for: contributorsFailure))"])
    }

    // MARK: Account

    private let quotas = RateLimitOverview(
        search: .fixture(limit: 30, remaining: 28, resource: "search"),
        core: .fixture(limit: 5_000, remaining: 4_321, resource: "core"))

    /// The account screen's lines once its outputs settled, as the account view draws them at the command's width.
    private func accountSceneLines(_ useCase: AccountUseCaseFake) -> [String] {
        let scene = AccountSceneHarness()
        scene.useCase = useCase
        let recording = scene.run()
        var state = AccountViewState()
        state.account = recording.account.values.last ?? .unknown
        state.quotas = recording.quotas.values.last ?? nil
        let token = recording.authentication.values.last.map(TokenDescription.init)
        state.tokenSource = token?.source
        state.hint = token?.hint
        state.isLoading = recording.isLoading.values.last ?? false
        return AccountLayout.lines(for: state, width: AccountCommand.width, timeZone: utc).map(\.text)
    }

    /// The lines `account` prints.
    private func accountCommandLines(_ useCase: AccountUseCaseFake) async -> [String] {
        let report = await AccountCommand(useCase: useCase, timeZone: utc).run()
        XCTAssertNil(report.failure)
        return report.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func test_account_signedIn_commandSaysWhatTheSceneSays() async {
        let account = Account(login: "octocat", name: "The Octocat", htmlURL: nil, publicRepositoryCount: 8)
        let useCase = AccountUseCaseFake(hasToken: true, account: .just(account), rateLimits: .just(quotas))

        let command = await accountCommandLines(useCase)

        XCTAssertEqual(command, accountSceneLines(useCase))
        XCTAssertEqual(command.first, "Account: signed in as octocat (The Octocat)")
        XCTAssertTrue(command.contains("Token: from GH_TOKEN"), "\(command)")
    }

    func test_account_anonymous_commandGivesTheSceneHint() async throws {
        let useCase = AccountUseCaseFake(hasToken: false, rateLimits: .just(quotas))

        let command = await accountCommandLines(useCase)

        XCTAssertEqual(command, accountSceneLines(useCase))
        XCTAssertTrue(command.contains("Token: none"), "\(command)")
        let hint = try XCTUnwrap(TokenDescription(.anonymousGithub).hint)
        XCTAssertTrue(command.joined(separator: " ").contains(hint.prefix(40)), "\(command)")
    }
}
