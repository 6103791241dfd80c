/// Why an `APIConfiguration` could not be built.
public enum APIConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The API URL is not an absolute `http`/`https` URL with a host (e.g. a mistyped `GITHUB_API_URL` or `--api-url`).
    case invalidBaseURL(String)
    /// The token in `variable` holds a control character (CR, LF, tab...): sending it would break the header or go
    /// out anonymous, so it is refused.
    case invalidToken(variable: String)

    /// A sentence saying what was wrong and what is expected.
    public var description: String {
        switch self {
        case .invalidBaseURL(let text):
            "invalid API URL '\(text.prefix(200))': expected an http(s) URL such as https://api.github.com"
        case .invalidToken(let variable):
            "the token in \(variable) contains a control character (such as a line break); set it to the token alone"
        }
    }
}
