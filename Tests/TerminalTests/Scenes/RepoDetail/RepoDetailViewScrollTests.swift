import Application
import Domain
import Foundation
import Reactive
import XCTest

@testable import ApplicationTests
@testable import Terminal

/// `G` goes to the end of the detail as it will be: pressed while a large README still renders off the main queue,
/// the view lands on the README's last line once it is known, not on the end the placeholder had.
/// XCTest on Linux cannot run `@MainActor` test methods: the test enters the main actor with `assumeIsolated`.
final class RepoDetailViewScrollTests: XCTestCase {
    /// Answers every part at once: the repository, and a README long enough to be rendered in the background.
    private struct RepoDetailUseCaseStub: RepoDetailUseCaseType {
        let repository: GithubRepo
        let readme: String

        func detail(_ reference: RepoReference) -> Observable<RepoDetailUpdate> {
            .from([
                .repository(.success(repository)), .languages(.success([])),
                .contributors(.success(ContributorList(complete: []))), .latestRelease(.success(nil)),
                .readme(.success(Readme(name: "README.md", text: readme))),
            ])
        }
    }

    /// Refuses to star (no token), so nothing is asked.
    private struct StarUseCaseStub: StarUseCaseType {
        var refusal: RepositoryError? { .tokenRequired(action: "star repositories") }
        func isStarred(_ reference: RepoReference) -> Observable<Bool> { .empty() }
        func setStarred(_ isStarred: Bool, _ reference: RepoReference) -> Observable<Void> { .empty() }
        var changes: Observable<StarChange> { .empty() }
    }

    private func drainMainQueue() {
        for _ in 0..<3 {
            let drained = expectation(description: "the main queue ran what was queued")
            DispatchQueue.main.async { drained.fulfill() }
            wait(for: [drained], timeout: 10)
        }
    }

    func test_bottomWhileTheReadmeRenders_landsOnItsRealEnd() {
        let paragraphs = (1...4_000).map { "Paragraph \($0) of the long README." }
        let readme = paragraphs.joined(separator: "\n\n") + "\n\nThe very last line.\n"
        XCTAssertGreaterThan(readme.utf8.count, ReadmeRenderCache.backgroundThreshold)
        let rendered = expectation(description: "the README rendered and the view asked to redraw")
        let view = MainActor.assumeIsolated {
            let repository = GithubRepo.viewFixture(id: 1)
            let view = RepoDetailView(
                viewModel: RepoDetailViewModel(
                    repo: repository, useCase: RepoDetailUseCaseStub(repository: repository, readme: readme),
                    starUseCase: StarUseCaseStub(), navigator: RepoDetailNavigatorFake()))
            view.bindViewModel()
            return view
        }
        drainMainQueue()
        MainActor.assumeIsolated {
            var buffer = ScreenBuffer(size: TerminalSize(rows: 20, columns: 60))
            view.draw(into: &buffer, spinnerFrame: 0)
            view.perform(.end)
            buffer = ScreenBuffer(size: TerminalSize(rows: 20, columns: 60))
            view.draw(into: &buffer, spinnerFrame: 0)
            XCTAssertTrue(buffer.text.contains("rendering the README"), buffer.text)
            view.onChange = { rendered.fulfill() }
        }
        wait(for: [rendered], timeout: 60)
        MainActor.assumeIsolated {
            var buffer = ScreenBuffer(size: TerminalSize(rows: 20, columns: 60))
            view.draw(into: &buffer, spinnerFrame: 0)
            XCTAssertTrue(buffer.text.contains("The very last line."), buffer.text)
            view.perform(.home)
            buffer = ScreenBuffer(size: TerminalSize(rows: 20, columns: 60))
            view.draw(into: &buffer, spinnerFrame: 0)
            XCTAssertFalse(buffer.text.contains("The very last line."), "moving away ends following the end")
            view.dismantle()
        }
    }
}
