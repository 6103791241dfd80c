import Application
import Dispatch
import Domain
import Foundation
import HeapInUse
import Platform
import Reactive

@testable import Terminal

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// A conversation of 1,000 comments, opened and scrolled in a release build (the goals of Benchmarks/README.md):
// 1. from the answer to the first frame: mapping GitHub's answers (the issue and the first page of 100 comments, as
//    bytes from the fake API) plus the screen binding them and drawing the first frame with the body, under 50 ms;
// 2. a scrolling frame, once every page has arrived: a key handled and the frame drawn at 120 x 40, under 2 ms;
// 3. the heap the screen holds with the whole conversation, against the text received.
// The answers come from Tests/Support/fake_github_api.py ("sample-org/conversations" #6), fetched through Platform's
// own repository; the screen is the program's `ConversationView` over a use case answering from them at once.

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 50
let frameSize = TerminalSize(rows: 40, columns: 120)
let reference = ConversationReference(repository: RepoReference(owner: "sample-org", name: "conversations"), number: 6)

/// The fake API, started on a free port and stopped when the benchmark ends.
func startFakeAPI() throws -> (process: Process, baseURL: String) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", root.appendingPathComponent("Tests/Support/fake_github_api.py").path, "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    var line = Data()
    while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 0x0A {
        line.append(first)
    }
    guard let port = Int(String(decoding: line, as: UTF8.self)) else {
        process.terminate()
        throw CocoaError(.fileReadCorruptFile)
    }
    return (process, "http://127.0.0.1:\(port)")
}

/// Runs `body` to its end from synchronous code.
func wait<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value) throws -> Value {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: Result<Value, any Error>?
    Task {
        do { result = .success(try await body()) } catch { result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try result!.get()
}

/// Milliseconds since `start`.
func milliseconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

/// The median, the 99th percentile and the largest of `values`.
func medianAndMax(_ values: [Double]) -> (median: Double, p99: Double, max: Double) {
    let sorted = values.sorted()
    return (sorted[sorted.count / 2], sorted[sorted.count * 99 / 100], sorted.last ?? 0)
}

/// Every character of `buffer`, row after row.
func text(of buffer: ScreenBuffer) -> String {
    (0..<buffer.size.rows).map { row in
        String((0..<buffer.size.columns).map { buffer[row, $0].character })
    }.joined(separator: "\n")
}

/// Lets the main queue run what was queued on it (a Driver delivering later, a background render's result).
func drainMainQueue() {
    RunLoop.main.run(until: Date())
}

/// Answers from what was fetched, at once.
struct FetchedConversation: ConversationUseCaseType {
    let subject: ConversationSubject
    let pages: [IssueCommentPage]

    func subject(_ reference: ConversationReference) -> Observable<ConversationSubject> { .just(subject) }
    func pullRequest(_ reference: ConversationReference) -> Observable<ConversationSubject> { .just(subject) }
    func reviews(_ reference: ConversationReference) -> Observable<[PullRequestReview]> { .just([]) }

    func comments(_ query: IssueCommentQuery) -> Observable<IssueCommentPage> {
        guard let page = pages.first(where: { $0.query.page == query.page }) else { return .empty() }
        // The page as the query asked for it (the next query carries GitHub's address), so the list takes it.
        return .just(
            IssueCommentPage(
                query: query, items: page.items, hasNextLink: page.nextQuery != nil, lastPage: nil, rateLimit: nil))
    }
}

struct NavigatorStub: ConversationNavigatorType {
    func openInBrowser(_ url: URL) {}
    func back() {}
}

let api = try startFakeAPI()
defer { api.process.terminate() }
let configuration = try APIConfiguration(baseURL: api.baseURL)

// The answers, through Platform, and their bytes as sent.
let (issue, pages): (IssueDetail, [IssueCommentPage]) = try wait {
    let repository = GithubConversationRepository(service: APIService(configuration: configuration))
    let issue = try await repository.issue(reference)
    var pages: [IssueCommentPage] = []
    var next: IssueCommentQuery? = try IssueCommentQuery(conversation: reference)
    while let query = next {
        let page = try await repository.comments(query)
        pages.append(page)
        next = page.nextQuery
    }
    return (issue, pages)
}
let comments = pages.flatMap(\.items)
precondition(comments.count == 1_000, "the fake API's #6 has 1,000 comments, got \(comments.count)")
let textBytes = comments.reduce(0) { $0 + ($1.body?.utf8.count ?? 0) } + (issue.body?.utf8.count ?? 0)

let (issueBytes, firstPageBytes): (Data, Data) = try wait {
    let session = URLSession(configuration: .ephemeral)
    let base = api.baseURL + "/repos/sample-org/conversations/issues/6"
    let issue = try await session.data(from: URL(string: base)!).0
    let page = try await session.data(from: URL(string: base + "/comments?per_page=100&page=1")!).0
    return (issue, page)
}

print("A conversation of 1,000 comments (the fake API's sample-org/conversations#6, \(textBytes / 1_000) KB of text)")
print("at 120 x 40; medians of \(runs) runs")

// 1. The answer mapped, then the first frame.
var mapping: [Double] = []
for _ in 0..<(runs + 5) {
    let start = DispatchTime.now().uptimeNanoseconds
    let mappedIssue = try IssueDetail(
        map: JSONMap(try JSONParser.parse(Array(issueBytes), selecting: IssueDetail.selection)))
    let mappedPage: [IssueComment] = try JSONMap(
        try JSONParser.parse(Array(firstPageBytes), selecting: IssueComment.selection)
    ).elements()
    mapping.append(milliseconds(since: start))
    precondition(mappedIssue.number == 6 && mappedPage.count == 100)
}
let mapped = medianAndMax(Array(mapping.dropFirst(5)))

let useCase = FetchedConversation(subject: ConversationSubject(issue: issue, pullRequest: nil), pages: pages)
let summary = ConversationSummary(
    reference: reference, title: issue.title, htmlURL: issue.htmlURL, isPullRequest: false)

let firstFrame = MainActor.assumeIsolated { () -> (median: Double, p99: Double, max: Double) in
    var times: [Double] = []
    for _ in 0..<(runs + 5) {
        let onlyFirstPage = FetchedConversation(subject: useCase.subject, pages: [pages[0]])
        let start = DispatchTime.now().uptimeNanoseconds
        let view = ConversationView(
            viewModel: ConversationViewModel(summary: summary, useCase: onlyFirstPage, navigator: NavigatorStub()))
        view.bindViewModel()
        drainMainQueue()
        var buffer = ScreenBuffer(size: frameSize)
        view.draw(into: &buffer, spinnerFrame: 0)
        times.append(milliseconds(since: start))
        precondition(text(of: buffer).contains("Talk more."), "the first frame shows the body")
        view.dismantle()
    }
    return medianAndMax(Array(times.dropFirst(5)))
}
print(
    String(
        format: "  answer to first frame: %.2f ms (mapping the issue and 100 comments %.2f ms, then binding and the "
            + "first frame %.2f ms; largest %.2f ms)", mapped.median + firstFrame.median, mapped.median,
        firstFrame.median, firstFrame.max))

// 2. Every page read (the reader at the end, each page asked for as it gets there), then scrolling frames.
let heapBefore = heap_in_use()
let (scrolling, pageArriving, heapHeld) = MainActor.assumeIsolated {
    () -> (frames: (median: Double, p99: Double, max: Double), page: Double, heap: Int) in
    let view = ConversationView(
        viewModel: ConversationViewModel(summary: summary, useCase: useCase, navigator: NavigatorStub()))
    view.bindViewModel()
    var buffer = ScreenBuffer(size: frameSize)
    var pageTimes: [Double] = []
    for _ in 0..<20 where view.state.comments.rows.count < 1_000 {
        let start = DispatchTime.now().uptimeNanoseconds
        view.perform(.character("G"))
        drainMainQueue()
        view.draw(into: &buffer, spinnerFrame: 0)
        pageTimes.append(milliseconds(since: start))
    }
    precondition(!view.state.comments.hasMore, "every page was read")
    let heap = Int(heap_in_use()) - Int(heapBefore)
    var frames: [Double] = []
    let keys: [Key] = [.character("g")] + Array(repeating: .character("j"), count: 200)
        + Array(repeating: .character(" "), count: 200) + Array(repeating: .character("k"), count: 100)
        + Array(repeating: .pageUp, count: 100) + [.character("G"), .character("g")]
    for _ in 0..<max(1, runs / 10) {
        for key in keys {
            let start = DispatchTime.now().uptimeNanoseconds
            view.perform(key)
            view.draw(into: &buffer, spinnerFrame: 0)
            frames.append(milliseconds(since: start))
        }
    }
    precondition(text(of: buffer).contains("Comment"), "the frames show comments")
    view.dismantle()
    return (medianAndMax(frames), medianAndMax(pageTimes).median, heap)
}
print(
    String(
        format: "  a scrolling frame (j, Space, k, PgUp, g, G): %.3f ms, 99th percentile %.3f ms, largest %.3f ms",
        scrolling.median, scrolling.p99, scrolling.max))
print(String(format: "  the frame after a page of 100 arrives: %.2f ms", pageArriving))
if heapHeld > 0 {
    print(
        String(
            format: "  heap held by the screen with every comment: %.1f MB, %.1f× the text received", Double(heapHeld)
                / 1e6, Double(heapHeld) / Double(textBytes)))
} else {
    print("  heap held: not measured here (the allocator cannot tell off Linux)")
}
