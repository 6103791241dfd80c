/// Why an `APIConfiguration` could not be built.
public enum APIConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The API URL is not an absolute `http`/`https` URL with a host (e.g. a mistyped `GITHUB_API_URL` or `--api-url`).
    case invalidBaseURL(String)
    /// `GH_HOST` is not a host name (with an optional port).
    case invalidHost(String)

    /// A sentence saying what was wrong and what is expected.
    public var description: String {
        switch self {
        case .invalidBaseURL(let text):
            "invalid API URL '\(text.prefix(200))': expected an http(s) URL such as https://api.github.com"
        case .invalidHost(let text):
            "GH_HOST '\(text)' is not a host name: expected one such as github.com or ghe.example.com"
        }
    }
}
