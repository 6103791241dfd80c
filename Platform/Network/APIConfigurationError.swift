import Domain

/// Why an `APIConfiguration` could not be built.
public enum APIConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The API URL is not an absolute `http`/`https` URL with a host (e.g. a mistyped `GITHUB_API_URL` or `--api-url`).
    case invalidBaseURL(String)
    /// `GH_HOST` is not a host name (with an optional port).
    case invalidHost(String)
    /// The token from `source` holds a control character (CR, LF, tab...): sent, it would break the header or be
    /// dropped so requests go out anonymous, so it is refused.
    case invalidToken(source: TokenSource)

    /// A sentence saying what was wrong and what is expected.
    public var description: String {
        switch self {
        case .invalidBaseURL(let text):
            "invalid API URL '\(text.prefix(200))': expected an http(s) URL such as https://api.github.com"
        case .invalidHost(let text):
            "GH_HOST '\(text)' is not a host name: expected one such as github.com or ghe.example.com"
        case .invalidToken(let source):
            "the token from \(source) contains a control character (such as a line break); set it to the token alone"
        }
    }
}
