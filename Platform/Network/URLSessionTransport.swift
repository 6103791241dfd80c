import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real `HTTPTransport`: a URLSession of its own whose delegate streams bodies under a byte cap and keeps the
/// token from crossing hosts on redirects.
///
/// Every request runs under one overall deadline: a server that trickles its body a byte at a time fails as timed
/// out, not only one that goes silent. Bodies are counted as they arrive, after any `gzip`/`br`/`zstd` decoding
/// the HTTP stack does, so a decompression bomb or an endless body stops at the cap with little memory used.
/// Cancelling the calling Task cancels the request (the session reports `URLError.cancelled`).
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate = TransferDelegate()
    private let deadline: TimeInterval

    /// Creates a transport over a session made from `configuration` (an ephemeral one by default, no cookies or
    /// shared cache), failing any request not complete `requestTimeout` seconds after it started.
    public init(
        configuration: URLSessionConfiguration = .ephemeral,
        requestTimeout: TimeInterval = APIConfiguration.defaultRequestTimeout
    ) {
        let deadline = requestTimeout > 0 ? requestTimeout : APIConfiguration.defaultRequestTimeout
        configuration.timeoutIntervalForRequest = deadline
        configuration.timeoutIntervalForResource = deadline
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.deadline = deadline
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request`, following redirects under `RedirectPolicy`, reading at most `maximumBodyBytes` of body.
    public func send(_ request: URLRequest, maximumBodyBytes: Int) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        let transfer = Transfer(maximumBodyBytes: maximumBodyBytes)
        let session = session
        let delegate = delegate
        let deadline = deadline
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request)
                guard transfer.start(task, continuation: continuation) else {
                    continuation.resume(throwing: URLError(.cancelled))
                    return
                }
                delegate.register(transfer, for: task)
                DispatchQueue.global().asyncAfter(deadline: .now() + deadline) {
                    transfer.fail(URLError(.timedOut))
                }
                task.resume()
            }
        } onCancel: {
            transfer.fail(URLError(.cancelled))
        }
    }
}
