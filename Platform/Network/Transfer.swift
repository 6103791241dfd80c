import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight on a `URLSessionTransport`: collects its body under a byte cap, counts its redirects, and
/// resumes the waiting Swift Task exactly once, with the answer or the first failure.
///
/// A failure decided here (deadline passed, body too large, redirect refused, caller cancelled) resumes the waiter at
/// once and then cancels the data task, so a server that keeps sending is never read further and never waited for.
/// The cancel is sent from a Dispatch queue of its own: FoundationNetworking can deadlock when a task is cancelled
/// on the thread that runs a Swift cancellation handler while other requests of the same session are finishing.
final class Transfer: Sendable {
    /// The most redirects followed for one request.
    static let maximumRedirects = 10

    private struct State {
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
        var task: URLSessionDataTask?
        var body = Data()
        var response: HTTPURLResponse?
        var redirectCount = 0
        var isFinished = false
    }

    /// The most body bytes (after decompression) accepted before the transfer fails as too large.
    let maximumBodyBytes: Int
    private let state = Mutex(State())

    /// A transfer accepting at most `maximumBodyBytes` of body.
    init(maximumBodyBytes: Int) {
        self.maximumBodyBytes = max(0, maximumBodyBytes)
    }

    /// Records who waits and which task carries the request; `false` (and nothing recorded) when the transfer was
    /// already failed, for instance by a cancellation that came before the request could start.
    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>)
        -> Bool
    {
        state.withLock { state in
            guard !state.isFinished else { return false }
            state.task = task
            state.continuation = continuation
            return true
        }
    }

    /// Takes the response's head; fails the transfer when its announced length is already over the cap.
    func receive(_ response: URLResponse) -> Bool {
        guard let httpResponse = response as? HTTPURLResponse else {
            fail(URLError(.badServerResponse))
            return false
        }
        if httpResponse.expectedContentLength > Int64(maximumBodyBytes) {
            fail(URLError(.dataLengthExceedsMaximum))
            return false
        }
        state.withLock { state in
            state.response = httpResponse
            // Room for the announced body at once (a README's is hundreds of kilobytes), rather than grown and copied
            // chunk by chunk; a body sent compressed or of unknown length grows past it as before.
            if httpResponse.expectedContentLength > 0 {
                state.body.reserveCapacity(Int(httpResponse.expectedContentLength))
            }
        }
        return true
    }

    /// Appends a piece of the body; fails the transfer once the body would exceed the cap.
    func receive(_ data: Data) {
        let isOverLimit = state.withLock { state -> Bool in
            guard !state.isFinished else { return false }
            if state.body.count + data.count > maximumBodyBytes { return true }
            state.body.append(data)
            return false
        }
        if isOverLimit { fail(URLError(.dataLengthExceedsMaximum)) }
    }

    /// Why a redirect to `location` (the server's header as sent; `proposed` is the URL the session made of it) must
    /// not be followed, or `nil` when it may: at most `maximumRedirects`, and only to `http`/`https`. The caller
    /// declines the redirect first and then fails the transfer with the returned error.
    ///
    /// The raw header is checked too: FoundationNetworking turns `file:///etc/passwd` into a path on the same
    /// host, so the proposed URL alone would look like an ordinary redirect.
    func redirectRefusal(location: String?, proposed: URL?) -> URLError? {
        let written = location.flatMap { URL(string: $0.trimmingCharacters(in: .whitespaces)) }
        let url = written?.scheme == nil ? proposed : written
        let scheme = url?.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else {
            var userInfo: [String: Any] = [:]
            if let url { userInfo[NSURLErrorFailingURLErrorKey] = url }
            return URLError(.unsupportedURL, userInfo: userInfo)
        }
        let count = state.withLock { state in
            state.redirectCount += 1
            return state.redirectCount
        }
        return count > Self.maximumRedirects ? URLError(.httpTooManyRedirects) : nil
    }

    /// Ends the transfer as the data task ended: with `error`, or with the collected body and response.
    func complete(error: (any Error)?) {
        if let error {
            finish(.failure(error))
            return
        }
        let answer = state.withLock { state -> (Data, HTTPURLResponse)? in
            state.response.map { (state.body, $0) }
        }
        guard let answer else {
            finish(.failure(URLError(.badServerResponse)))
            return
        }
        finish(.success(answer))
    }

    /// Fails the transfer now with `error` (when it has not ended yet) and stops its data task.
    func fail(_ error: URLError) {
        let task = state.withLock { $0.isFinished ? nil : $0.task }
        finish(.failure(error))
        guard let task else { return }
        DispatchQueue.global().async { task.cancel() }
    }

    private func finish(_ result: Result<(Data, HTTPURLResponse), any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<(Data, HTTPURLResponse), any Error>? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            state.body = Data()
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }
}
