import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real `HTTPTransport`: a URLSession of its own whose delegate keeps the token from crossing hosts on redirects.
///
/// Cancelling the calling Task cancels the request (the session reports `URLError.cancelled`). Requests run as
/// data tasks with completion handlers rather than `URLSession.data(for:)`, whose cancellation can deadlock
/// FoundationNetworking; see `DataTaskCancellation`.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport over a session made from `configuration` (an ephemeral one by default, no cookies or
    /// shared cache), giving up on a request after `requestTimeout` seconds without data.
    public init(configuration: URLSessionConfiguration = .ephemeral, requestTimeout: TimeInterval = 15) {
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration, delegate: RedirectDelegate(), delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request`, following redirects under `RedirectPolicy`.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let cancellation = DataTaskCancellation()
        let session = session
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let data, let httpResponse = response as? HTTPURLResponse {
                        continuation.resume(returning: (data, httpResponse))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                if cancellation.attach(task) {
                    task.resume()
                } else {
                    continuation.resume(throwing: URLError(.cancelled))
                }
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}
