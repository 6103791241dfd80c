import Application
import Domain
import Foundation
import Reactive
import ReactiveTesting

/// A list a repository keeps by state (its issues, its pull requests) on virtual time: the list scenes' harness
/// (`ListSceneHarness`) with the state filter, opening and back scripted, and their outputs recorded. The issue and
/// pull request scenes' harnesses are this one over their pages.
final class RepositoryListSceneHarness<Query: RepositoryListQuery, Item: ListItem & Hashable>
where Item.Row: WebPage {
    /// The pages the list is grown from.
    typealias Page = LinkedPage<Query, Item>

    /// What the screen showed and did, as recorded.
    struct Recording {
        let list: ListSceneHarness<Page>.Recording
        let state: TestableObserver<Query.State>
        let opened: TestableObserver<URL>
        let wentBack: TestableObserver<Void>
    }

    let list = ListSceneHarness<Page>()
    let navigator = RepositoryListNavigatorFake()
    /// The repository whose list it is.
    let repository = RepoReference(owner: "octo-org", name: "tracker")
    var state: [Recorded<Event<Void>>] = []
    var open: [Recorded<Event<Int>>] = []
    var back: [Recorded<Event<Void>>] = []
    /// Results per page.
    let perPage = 2
    /// The query of `page` of the list in a state.
    private let makeQuery: (RepoReference, Query.State?, Int, Int) -> Query

    /// A harness whose queries `makeQuery` makes from the repository, a state (`nil`: the default), the page size and
    /// the page.
    init(makeQuery: @escaping (RepoReference, Query.State?, Int, Int) -> Query) {
        self.makeQuery = makeQuery
    }

    /// The query for `page` of the list in `state` (the list's default state when `nil`).
    func query(_ state: Query.State? = nil, page: Int = 1) -> Query {
        makeQuery(repository, state, perPage, page)
    }

    /// Answers `query` with `items`, `filteredOut` more left out, and a next page when `hasNext`.
    @discardableResult
    func answer(
        _ query: Query, with items: [Item], filteredOut: Int = 0, hasNext: Bool = false, after ticks: Int = 50
    ) -> TestableObservable<Page> {
        let page = Page(
            query: query, items: items, hasNextLink: hasNext, lastPage: nil, rateLimit: nil,
            filteredOutCount: filteredOut)
        return list.answer(query, with: page, after: ticks)
    }

    /// Runs the screen until every scripted event has happened, then disposes the view's subscriptions.
    func run() -> Recording {
        let scheduler = list.scheduler
        let recorded = list.run {
            RepositoryListViewModel(
                useCase: list.useCase, navigator: navigator, firstQuery: query(), errorMessage: list.errorMessage
            ).transform(
                RepositoryListViewModel<Page>.Input(
                    list: list.triggers, stateTrigger: scheduler.trigger(state), openTrigger: scheduler.trigger(open),
                    backTrigger: scheduler.trigger(back)))
        } list: {
            $0.list
        } record: { output, bag in
            (
                scheduler.record(output.state, in: bag), scheduler.record(output.opened, in: bag),
                scheduler.record(output.wentBack, in: bag)
            )
        }
        return Recording(
            list: recorded.list, state: recorded.scene.0, opened: recorded.scene.1, wentBack: recorded.scene.2)
    }
}
