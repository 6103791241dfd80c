import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate that applies `RedirectPolicy` to every redirect a `URLSessionTransport` follows.
final class RedirectDelegate: NSObject, URLSessionTaskDelegate, Sendable {
    private let policy = RedirectPolicy()

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let original = task.originalRequest else {
            var stripped = request
            for name in RedirectPolicy.credentialHeaders { stripped.setValue(nil, forHTTPHeaderField: name) }
            completionHandler(stripped)
            return
        }
        completionHandler(policy.redirectedRequest(original: original, proposed: request))
    }
}
