import Domain
import Foundation

/// Where the GitHub API lives and how to identify to it: base URL, optional token, user agent, and the limits every
/// request runs under (an overall deadline, a cap on the bytes read for API JSON and for a README).
///
/// The base URL may carry a path (GitHub Enterprise: `https://HOST/api/v3`); endpoint paths are appended to it.
/// The token is sent only to the base URL's host, and never appears in `description` or `debugDescription`.
public struct APIConfiguration: Sendable, Equatable {
    /// GitHub.com's API.
    public static let defaultBaseURLString = "https://api.github.com"
    /// The API version every request asks for.
    public static let apiVersion = "2022-11-28"
    /// The overall deadline of every request when none is given, in seconds: a request that has not fully
    /// arrived by then (however slowly its bytes trickle in) fails as timed out.
    public static let defaultRequestTimeout: TimeInterval = 30
    /// The most bytes of API JSON read for one response (after decompression) when no other cap is given.
    public static let defaultMaximumResponseBytes = 20_000_000
    /// The most bytes of README text read for one response (after decompression) when no other cap is given.
    public static let defaultMaximumReadmeBytes = 10_000_000

    /// `http` or `https`.
    public let scheme: String
    /// The API's host name, lowercased; the only host the token is sent to.
    public let host: String
    /// The API's port, when not the scheme's default.
    public let port: Int?
    /// The path endpoint paths are appended to (empty for github.com, `/api/v3` for Enterprise).
    public let basePath: String
    /// The personal access token, if any. Never printed.
    public let token: String?
    /// Where the token came from (meaningful only with a token).
    public let tokenSource: TokenSource
    /// The host the token is for (`github.com`, or the Enterprise host of `GH_HOST`).
    public let tokenHost: String
    /// The variables a token for `tokenHost` is read from, in order (named in advice).
    public let tokenVariables: [String]
    /// The `User-Agent` header (`RepoBrowser/1.0`).
    public let userAgent: String
    /// Seconds after which a request fails as timed out, whether or not data is still arriving.
    public let requestTimeout: TimeInterval
    /// The most bytes of API JSON read for one response; a larger one fails as too large.
    public let maximumResponseBytes: Int
    /// The most bytes read for one README; a larger one fails as too large.
    public let maximumReadmeBytes: Int

    /// Creates a configuration from a base URL text; throws `APIConfigurationError.invalidBaseURL` unless it is an
    /// absolute `http`/`https` URL with a host and no query. An empty token counts as none. `tokenSource`,
    /// `tokenHost` and `tokenVariables` say where the token came from and where one would come from. A token holding
    /// a control character (CR, LF...), which the HTTP stack would silently drop, throws `.invalidToken` naming its
    /// source. Limits that are not positive fall back to the defaults.
    public init(
        baseURL: String = APIConfiguration.defaultBaseURLString, token: String? = nil,
        tokenSource: TokenSource = .environmentVariable("GH_TOKEN"), tokenHost: String = "github.com",
        tokenVariables: [String] = Authentication.anonymousGithub.tokenVariables, appVersion: String = "1.0",
        requestTimeout: TimeInterval = APIConfiguration.defaultRequestTimeout,
        maximumResponseBytes: Int = APIConfiguration.defaultMaximumResponseBytes,
        maximumReadmeBytes: Int = APIConfiguration.defaultMaximumReadmeBytes
    ) throws(APIConfigurationError) {
        let trimmed = baseURL.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil, components.user == nil, components.password == nil
        else { throw .invalidBaseURL(trimmed.contains("@") ? "<URL with credentials, redacted>" : trimmed) }
        self.scheme = scheme
        self.host = host.lowercased()
        self.port = components.port
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        self.basePath = path
        let cleanToken = token?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let cleanToken, cleanToken.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalidToken(source: tokenSource)
        }
        self.token = (cleanToken?.isEmpty ?? true) ? nil : cleanToken
        self.tokenSource = tokenSource
        self.tokenHost = tokenHost
        self.tokenVariables = tokenVariables
        self.userAgent = "RepoBrowser/\(appVersion)"
        self.requestTimeout = requestTimeout > 0 ? requestTimeout : Self.defaultRequestTimeout
        self.maximumResponseBytes = maximumResponseBytes > 0 ? maximumResponseBytes : Self.defaultMaximumResponseBytes
        self.maximumReadmeBytes = maximumReadmeBytes > 0 ? maximumReadmeBytes : Self.defaultMaximumReadmeBytes
    }

    public var hasToken: Bool { token != nil }

    /// Which token requests carry, by its source, and where one would come from.
    public var authentication: Authentication {
        Authentication(host: tokenHost, tokenSource: hasToken ? tokenSource : nil, tokenVariables: tokenVariables)
    }

    /// The base URL as text, without credentials (`https://api.github.com`).
    public var baseURLString: String {
        let portText = port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(host)\(portText)\(basePath)"
    }

    /// The website belonging to the API, for pages opened in a browser: https://github.com for api.github.com,
    /// else the API's origin without its path (an Enterprise server's API lives under the site's `/api/v3`).
    public var webBaseURLString: String {
        guard host != "api.github.com" else { return "https://github.com" }
        let portText = port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(host)\(portText)"
    }

    /// Whether `url` points at the API's own origin (scheme, host and port), the only place the token may go.
    public func isAPIOrigin(_ url: URL) -> Bool {
        guard let candidateHost = url.host?.lowercased(), candidateHost == host, url.scheme?.lowercased() == scheme
        else { return false }
        return url.port == port || (url.port ?? defaultPort) == (port ?? defaultPort)
    }

    private var defaultPort: Int { scheme == "https" ? 443 : 80 }
}
