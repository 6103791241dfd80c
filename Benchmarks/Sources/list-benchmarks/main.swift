import Application
import Dispatch
import Domain
import Foundation
import Reactive
import Synchronization

// The paged list every list scene shares (Application/Scenes/PagedList), in a release build:
// 1. what taking one page costs in `PagedListState.reduce` as the list grows (the goal: what the page holds, not what
//    the list holds), with the state's rows held elsewhere too, as the screen and `scan` hold them;
// 2. the first page of a repository's issues and of a search through the same `PagedList`: from the load trigger
//    to the state that shows the page, the page answered at once.

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = arguments.first.flatMap { Int($0) } ?? 200

/// The median of `runs` timings of `body` in microseconds, after ten untimed calls.
func medianMicroseconds(_ body: () -> Void) -> Double {
    for _ in 0..<10 { body() }
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
    }
    return times.sorted()[runs / 2]
}

let repository = RepoReference(owner: "octo-org", name: "tracker")
let date = Date(timeIntervalSince1970: 1_700_000_000)

func issues(from first: Int, count: Int) -> [GithubIssue] {
    (first..<(first + count)).map { number in
        GithubIssue(
            number: number, title: "Issue \(number) with a title of a usual length", state: .open, author: "octocat",
            labels: [IssueLabel(name: "bug")], commentCount: 3, createdAt: date, updatedAt: date, closedAt: nil,
            htmlURL: URL(string: "https://github.com/octo-org/tracker/issues/\(number)")!, body: nil)
    }
}

func issuePage(_ page: Int, perPage: Int = 30) throws -> IssuePage {
    let query = try IssueQuery(repository: repository, perPage: perPage, page: page)
    return IssuePage(
        query: query, items: issues(from: (page - 1) * perPage + 1, count: perPage), hasNextLink: true, lastPage: nil,
        rateLimit: nil)
}

print("PagedListState.reduce: the next page of 30 issues taken by a list holding N rows, every earlier state still")
print("held (as the screen and scan hold them); median of 50 pages in a row, µs")
for pagesBefore in [0, 33, 333] {
    var state = PagedListState<IssuePage>.reduce(
        PagedListState(), .firstPageRequested(try IssueQuery(repository: repository, perPage: 30)))
    state = PagedListState.reduce(state, .firstPageLoaded(try issuePage(1)))
    for page in stride(from: 2, through: pagesBefore + 1, by: 1) {
        state = PagedListState.reduce(state, .nextPageLoaded(try issuePage(page)))
    }
    let rowsBefore = state.rows.count
    let pages = try (pagesBefore + 2..<(pagesBefore + 52)).map { try issuePage($0) }
    var held = [state]
    var times: [Double] = []
    for page in pages {
        let start = DispatchTime.now().uptimeNanoseconds
        state = PagedListState.reduce(state, .nextPageLoaded(page))
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
        held.append(state)
    }
    precondition(state.rows.count == rowsBefore + 50 * 30, "every page was taken")
    print(String(format: "  N = %5d rows: %7.1f µs", rowsBefore, times.sorted()[times.count / 2]))
}

/// Whether a state showing rows arrived.
final class Shown: Sendable {
    let flag = Mutex(false)
}

/// The time from the load trigger to the state showing the first page of 30, through `PagedList`, for `page`.
func firstPageMicroseconds<Page: ListPage>(_ page: Page) -> Double {
    medianMicroseconds {
        let load = PublishRelay<Void>()
        let output = PagedList<Page>(load: { _ in .just(page) }).transform(
            load: load.asDriver(), loadMore: .empty(), query: .just(.success(page.query)))
        let shown = Shown()
        let subscription = output.state.asObservable().subscribe(onNext: { state in
            if !state.rows.isEmpty { shown.flag.withLock { $0 = true } }
        })
        load.accept(())
        precondition(shown.flag.withLock { $0 }, "the first page was not shown at once")
        subscription.dispose()
    }
}

let searchPage = RepoPage(
    query: try RepoSearchQuery(text: "swift", perPage: 30),
    items: (1...30).map { (id: Int) -> GithubRepo in
        GithubRepo(
            id: id, name: "repo\(id)", fullName: "owner/repo\(id)",
            htmlURL: URL(string: "https://github.com/owner/repo\(id)")!, description: "A repository", starCount: 10,
            forkCount: 1, watcherCount: 10, subscriberCount: nil, openIssueCount: 1, language: "Swift", topics: [],
            license: nil, owner: RepoOwner(login: "owner", avatarURL: nil), isArchived: false, isFork: false,
            createdAt: date, updatedAt: date, pushedAt: date, defaultBranch: "main")
    }, totalCount: 1_000, isIncomplete: false, hasNextLink: true, rateLimit: nil)
print("First page of 30 through PagedList, load trigger to the state showing it (median of \(runs), µs)")
print(String(format: "  search:  %7.1f µs", firstPageMicroseconds(searchPage)))
print(String(format: "  issues:  %7.1f µs", firstPageMicroseconds(try issuePage(1))))
