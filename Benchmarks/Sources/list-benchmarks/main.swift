import Application
import Dispatch
import Domain
import Foundation
import Reactive
import Synchronization

@testable import Terminal

// The paged list every list scene shares (Application/Scenes/PagedList), in a release build:
// 1. what taking one page costs in `PagedListState.reduce` as the list grows, with the state before still held, as
//    the screen and `scan` hold it (so the rows are copied on write);
// 2. a list screen holding 1,000 and 10,000 rows (the issue list, and your stars in the search list's columns): a
//    frame as it draws one each time it redraws (a key, a tick of the spinner), its columns sized to every row, and
//    the screen taking the next page;
// 3. the first page of a repository's issues and of a search through the same `PagedList`: from the load trigger
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

print("A list screen holding N rows at 120 x 40: a frame as it draws it (a key, a tick of the spinner), and the")
print("screen taking the next page of 100 (ListViewState.show); medians of \(runs), µs")
let frameSize = TerminalSize(rows: 40, columns: 120)

/// The issue list's state holding `count` issues, and the same list one page of 100 longer.
func issueLists(rows count: Int) throws -> (list: PagedListState<IssuePage>, longer: PagedListState<IssuePage>) {
    var list = PagedListState<IssuePage>.reduce(
        PagedListState(), .firstPageRequested(try IssueQuery(repository: repository, perPage: 100)))
    var lists: [PagedListState<IssuePage>] = []
    for page in 1...(count / 100 + 1) {
        let query = try IssueQuery(repository: repository, perPage: 100, page: page)
        let issuePage = IssuePage(
            query: query, items: issues(from: (page - 1) * 100 + 1, count: 100), hasNextLink: true, lastPage: nil,
            rateLimit: nil)
        list = PagedListState.reduce(list, page == 1 ? .firstPageLoaded(issuePage) : .nextPageLoaded(issuePage))
        lists.append(list)
    }
    return (lists[lists.count - 2], list)
}

/// Your stars' state holding `count` repositories (drawn in the search list's columns), and the same list one page
/// of 100 longer.
func starredLists(rows count: Int) throws -> (list: PagedListState<StarredPage>, longer: PagedListState<StarredPage>) {
    var list = PagedListState<StarredPage>.reduce(
        PagedListState(), .firstPageRequested(try StarredQuery(perPage: 100)))
    var lists: [PagedListState<StarredPage>] = []
    for page in 1...(count / 100 + 1) {
        let items = (1...100).map { (index: Int) -> GithubRepo in
            let id = (page - 1) * 100 + index
            return GithubRepo(
                id: id, name: "repository-\(id)", fullName: "owner-\(id % 97)/repository-\(id)",
                htmlURL: URL(string: "https://github.com/owner/repo\(id)")!,
                description: "A repository with a description of a usual length", starCount: id * 7,
                forkCount: id, watcherCount: 10, subscriberCount: nil, openIssueCount: 1, language: "Swift",
                topics: [], license: nil, owner: RepoOwner(login: "owner", avatarURL: nil), isArchived: false,
                isFork: false, createdAt: date, updatedAt: date, pushedAt: date, defaultBranch: "main")
        }
        let starredPage = StarredPage(
            query: try StarredQuery(perPage: 100, page: page), items: items, hasNextLink: true, lastPage: nil,
            rateLimit: nil)
        list = PagedListState.reduce(list, page == 1 ? .firstPageLoaded(starredPage) : .nextPageLoaded(starredPage))
        lists.append(list)
    }
    return (lists[lists.count - 2], list)
}

/// The median times of a frame of `screen` showing `lists.list`, and of the screen taking `lists.longer` (a page
/// arrived), in µs.
func frameAndPage<Screen: ListScreen>(
    _ screen: ListViewState<Screen>, _ lists: (list: PagedListState<Screen.Page>, longer: PagedListState<Screen.Page>)
) -> (frame: Double, page: Double) {
    var shown = screen
    shown.show(lists.list)
    precondition(shown.rows.count == lists.list.rows.count, "every page was taken")
    let frame = medianMicroseconds { _ = ListLayout.frame(shown, size: frameSize) }
    let page = medianMicroseconds {
        var longer = shown
        longer.show(lists.longer)
        precondition(longer.rows.count == lists.longer.rows.count, "the page was taken")
    }
    return (frame, page)
}

for count in [1_000, 10_000] {
    let issues = frameAndPage(
        ListViewState<IssuesScreen>(scene: IssuesScreen.SceneState(repository: repository, state: .open)),
        try issueLists(rows: count))
    let starred = frameAndPage(
        ListViewState<StarredScreen>(scene: StarredScreen.SceneState()), try starredLists(rows: count))
    print(
        String(
            format: "  N = %6d rows: frame: issues %7.1f µs, your stars %7.1f µs", count, issues.frame, starred.frame))
    print(
        String(
            format: "                 page of 100 taken: issues %7.1f µs, your stars %7.1f µs", issues.page,
            starred.page))
}

/// Whether a state showing rows arrived.
final class Shown: Sendable {
    let flag = Mutex(false)
}

/// The time from the load trigger to the state showing the first page of 30, through `PagedList`, for `page`.
func firstPageMicroseconds<Page: ListPage>(_ page: Page) -> Double {
    medianMicroseconds {
        let load = PublishRelay<Void>()
        let query = page.query
        let output = PagedList<Page>(fetch: { _ in .just(page) }).transform(
            loadTrigger: load.asDriver(), loadMoreTrigger: .empty(), lists: .just(()),
            firstPageQuery: { _ throws(RepositoryError) in query })
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
