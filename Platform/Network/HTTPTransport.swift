import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one HTTP request and returns the body with its response; the seam tests replace with a fake.
///
/// Implementations stop reading once the body (after any decompression) exceeds `maximumBodyBytes` and throw
/// `URLError(.dataLengthExceedsMaximum)`; they throw `URLError` for transport failures (refused, DNS, TLS,
/// timeout, too many redirects, `.unsupportedURL` with the `failingURL` for a redirect to a non-HTTP scheme)
/// and for cancellation (`.cancelled`), or `CancellationError`; `APIService` maps all of them to
/// `RepositoryError`.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response body and the HTTP response, whatever its status.
    func send(_ request: URLRequest, maximumBodyBytes: Int) async throws -> (Data, HTTPURLResponse)
}
