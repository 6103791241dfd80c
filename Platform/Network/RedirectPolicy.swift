import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Decides what a followed redirect carries: all the original headers to the same origin, no credentials elsewhere.
///
/// GitHub answers 301/302/307 for renamed repositories and the redirect must keep `Accept`, the API version
/// and the token. A redirect to another scheme, host or port must not carry `Authorization`.
struct RedirectPolicy: Sendable {
    /// The header fields never sent to another origin.
    static let credentialHeaders: Set<String> = ["authorization", "cookie", "proxy-authorization"]

    /// The request to send for a redirect from `original` that the URL loading system proposed as `proposed`.
    func redirectedRequest(original: URLRequest, proposed: URLRequest) -> URLRequest {
        var redirected = proposed
        let isSameOrigin = Self.isSameOrigin(original.url, proposed.url)
        for (name, value) in original.allHTTPHeaderFields ?? [:] {
            if !isSameOrigin && Self.credentialHeaders.contains(name.lowercased()) { continue }
            redirected.setValue(value, forHTTPHeaderField: name)
        }
        if !isSameOrigin {
            let names = Array((redirected.allHTTPHeaderFields ?? [:]).keys)
            for name in names where Self.credentialHeaders.contains(name.lowercased()) {
                redirected.setValue(nil, forHTTPHeaderField: name)
            }
        }
        redirected.timeoutInterval = original.timeoutInterval
        return redirected
    }

    /// Whether two URLs share scheme, host (case-insensitively) and port.
    static func isSameOrigin(_ first: URL?, _ second: URL?) -> Bool {
        guard let first, let second, let firstHost = first.host?.lowercased(),
            let secondHost = second.host?.lowercased()
        else { return false }
        return first.scheme?.lowercased() == second.scheme?.lowercased() && firstHost == secondHost
            && effectivePort(first) == effectivePort(second)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        if let port = url.port { return port }
        switch url.scheme?.lowercased() {
        case "https": return 443
        case "http": return 80
        default: return nil
        }
    }
}
