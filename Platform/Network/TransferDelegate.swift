import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of a `URLSessionTransport`: streams each task's body into its `Transfer` (so the byte cap
/// holds while data arrives, compressed or not), and applies `RedirectPolicy` and the transfer's redirect limits to
/// every redirect.
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let policy = RedirectPolicy()
    private let transfers = Mutex<[Int: Transfer]>([:])

    /// Routes the callbacks of `task` to `transfer` until the task completes.
    func register(_ transfer: Transfer, for task: URLSessionTask) {
        transfers.withLock { $0[task.taskIdentifier] = transfer }
    }

    private func transfer(for task: URLSessionTask) -> Transfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let isAccepted = transfer(for: dataTask)?.receive(response) ?? false
        completionHandler(isAccepted ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(for: dataTask)?.receive(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        transfer?.complete(error: error)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let transfer = transfer(for: task) else {
            completionHandler(nil)
            return
        }
        let location = response.value(forHTTPHeaderField: "Location")
        if let refusal = transfer.redirectRefusal(location: location, proposed: request.url) {
            completionHandler(nil)
            transfer.fail(refusal)
            return
        }
        guard let original = task.originalRequest else {
            var stripped = request
            for name in RedirectPolicy.credentialHeaders { stripped.setValue(nil, forHTTPHeaderField: name) }
            completionHandler(stripped)
            return
        }
        completionHandler(policy.redirectedRequest(original: original, proposed: request))
    }
}
