import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one HTTP request and returns the body with its response; the seam tests replace with a fake.
///
/// Implementations throw `URLError` for transport failures (refused, DNS, timeout, offline) and for
/// cancellation (`.cancelled`), or `CancellationError`; `APIService` maps both to `RepositoryError`.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response body and the HTTP response, whatever its status.
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
