/// Why a request to a host got no usable answer, by cause, so the sentence shown can say what to check.
///
/// Four causes mean the host could not be reached at all (`unreachable`, `hostNotFound`, `secureConnectionFailed`,
/// `timedOut`), so another source of data is worth suggesting; the others mean it answered, badly.
public enum NetworkFailure: Hashable, Sendable {
    /// Nothing answered: connection refused, host or network unreachable, no network, connection lost.
    case unreachable
    /// The host name could not be resolved (DNS).
    case hostNotFound
    /// The TLS handshake or the server's certificate failed.
    case secureConnectionFailed
    /// The whole request took longer than `seconds` (a slow or trickling server).
    case timedOut(seconds: Int)
    /// The server kept redirecting.
    case tooManyRedirects
    /// The body was bigger than `limitBytes`; reading stopped there.
    case responseTooLarge(limitBytes: Int)
    /// The response's header section was too large to read.
    case headerTooLarge
    /// The server redirected to a URL whose scheme is not `http` or `https` (`file:`, `ftp:`...), not followed.
    case redirectToUnsupportedScheme(String)
    /// Something answered, but not with HTTP: a malformed status line, an empty reply, an unreadable header
    /// section. The host was reached; what answered there is broken or is not a web server.
    case malformedResponse

    /// Whether the host could not be reached at all: one of the four causes that make another source of data worth
    /// suggesting.
    public var isUnreachable: Bool {
        switch self {
        case .unreachable, .hostNotFound, .secureConnectionFailed, .timedOut: true
        case .tooManyRedirects, .responseTooLarge, .headerTooLarge, .redirectToUnsupportedScheme, .malformedResponse:
            false
        }
    }
}
