import Domain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends `Endpoint` requests to the GitHub API and turns every answer into data or a `RepositoryError`.
///
/// Adds GitHub's headers to each request, sends the token only to the configured API origin, makes conditional
/// `GET` requests with the `ETag`s its cache remembers (in memory, or on disk across runs; a `PUT` or `DELETE` is
/// never answered from the cache nor kept in it), reads the quota from every response (a 304's own headers, never
/// the cached ones), and reports each request to an optional log. Every body is read under the configuration's
/// byte cap (a README's own cap for READMEs) and the token is redacted from it before anything else sees it, so a
/// server that echoes the `Authorization` header cannot put the token on the screen or in a log.
/// Inject one per configuration.
public struct APIService: Sendable {
    /// Where the API is and how requests identify themselves.
    public let configuration: APIConfiguration
    private let transport: any HTTPTransport
    private let cache: any ResponseCaching
    private let log: APIRequestLog?
    let now: @Sendable () -> Date

    /// Creates a service over `transport` remembering responses in `cache`, reporting to `log` when given; `now` is
    /// the clock `retry-after` is counted from.
    public init(
        configuration: APIConfiguration, transport: any HTTPTransport, cache: any ResponseCaching = ResponseCache(),
        log: APIRequestLog? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.configuration = configuration
        self.transport = transport
        self.cache = cache
        self.log = log
        self.now = now
    }

    /// Creates a service over a `URLSessionTransport` with the configuration's timeout.
    public init(
        configuration: APIConfiguration, cache: any ResponseCaching = ResponseCache(), log: APIRequestLog? = nil
    ) {
        self.init(
            configuration: configuration, transport: URLSessionTransport(requestTimeout: configuration.requestTimeout),
            cache: cache, log: log)
    }

    /// Sends `endpoint` and returns its successful response; throws the `RepositoryError` its failure means.
    public func send(_ endpoint: Endpoint) async throws(RepositoryError) -> APIResponse {
        var request = try makeRequest(for: endpoint)
        let cacheKey = self.cacheKey(for: request)
        let remembered = endpoint.route.method != .get ? nil : cache.cachedResponse(for: cacheKey)
        if let remembered { request.setValue(remembered.etag, forHTTPHeaderField: "If-None-Match") }
        logRequest(request, isConditional: remembered != nil)
        let limit = maximumBodyBytes(for: endpoint)
        let rawBody: Data
        let response: HTTPURLResponse
        do throws(RepositoryError) {
            (rawBody, response) = try await perform(request, maximumBodyBytes: limit)
            guard rawBody.count <= limit else {
                throw .network(.responseTooLarge(limitBytes: limit), host: host(of: request))
            }
        } catch {
            record("failed: \(error)")
            throw error
        }
        let body = redactingToken(in: rawBody)
        let headers = ResponseHeaders(response)
        let rateLimit = RateLimitHeaders.status(from: headers, now: now())
        let quota = rateLimit.map { "; \($0.resource ?? "quota") \($0.remaining) of \($0.limit) left" } ?? ""
        switch response.statusCode {
        case 304:
            guard let remembered else {
                record("304 Not Modified without a cached response\(quota)")
                throw .badResponse(
                    reason: "GitHub answered 304 Not Modified to a request with no remembered response", keyPath: nil)
            }
            record("304 Not Modified: cache hit, body from the cache\(quota)")
            return APIResponse(
                status: 200, body: remembered.body, rateLimit: rateLimit,
                links: LinkHeader(remembered.linkHeader, base: request.url), isFromCache: true)
        case 200...299:
            let content = response.statusCode == 204 ? Data() : body
            if response.statusCode == 200, endpoint.route.method == .get, let etag = headers["etag"], !etag.isEmpty {
                let outcome = cache.store(
                    CachedResponse(etag: etag, body: content, linkHeader: headers["link"]), for: cacheKey)
                switch outcome {
                case .stored: record("\(response.statusCode): cache miss, stored\(quota)")
                case .notStored(let reason): record("\(response.statusCode): cache miss, not stored: \(reason)\(quota)")
                }
            } else {
                if remembered != nil { cache.removeResponse(for: cacheKey) }
                record("\(response.statusCode): not cached (no ETag)\(quota)")
            }
            return APIResponse(
                status: response.statusCode, body: content, rateLimit: rateLimit,
                links: LinkHeader(headers["link"], base: request.url), isFromCache: false)
        default:
            record("\(response.statusCode)\(quota)")
            throw failure(status: response.statusCode, headers: headers, body: body, endpoint: endpoint)
        }
    }

    /// Logs the request line: method, URL, the token's source (never the token) and whether it is conditional.
    private func logRequest(_ request: URLRequest, isConditional: Bool) {
        guard log != nil else { return }
        let token =
            request.value(forHTTPHeaderField: "Authorization") == nil
            ? "anonymous" : "token from \(configuration.authentication.tokenSource?.description ?? "configuration")"
        let conditional = isConditional ? ", If-None-Match from the cache" : ""
        record("\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "") (\(token)\(conditional))")
    }

    private func record(_ line: String) {
        log?.record("api: " + line, redacting: configuration.token)
    }

    /// The request for `endpoint`: URL under the base path (or the page address GitHub named, once it is known to
    /// lie under the base path too), GitHub's headers, and the token for the API origin.
    func makeRequest(for endpoint: Endpoint) throws(RepositoryError) -> URLRequest {
        guard let address = endpoint.route.pageAddress else {
            return makeRequest(for: endpoint, at: try builtURL(for: endpoint))
        }
        return makeRequest(for: endpoint, at: try followable(address))
    }

    /// `address` as a URL to send to: only an `http`/`https` URL on the API's own origin and under its base path
    /// (`/api/v3` on an Enterprise server), with no `.` or `..` segment that a server would resolve to somewhere
    /// else, so a `Link` header cannot send a request, or the token, anywhere else.
    private func followable(_ address: PageAddress) throws(RepositoryError) -> URL {
        let url = address.url
        let basePath = configuration.basePath
        let path = url.path
        let segments = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath
            .split(separator: "/", omittingEmptySubsequences: false).map { $0.removingPercentEncoding ?? String($0) }
        guard configuration.isAPIOrigin(url), url.user == nil, url.password == nil, let segments,
            !segments.contains(where: { $0 == "." || $0 == ".." }),
            basePath.isEmpty || path == basePath || path.hasPrefix(basePath + "/")
        else {
            throw .untrustedPageLink(address: shown(url), apiBase: configuration.baseURLString)
        }
        return url
    }

    /// `url` as an error may show it: scheme, host, port and path only (no credentials, no query), the token
    /// redacted, at most 200 characters.
    private func shown(_ url: URL) -> String {
        var components = URLComponents()
        components.scheme = url.scheme
        components.host = url.host
        components.port = url.port
        components.path = url.path
        let text = components.string ?? url.host ?? "an unreadable address"
        let redacted = redactingToken(in: text)
        return redacted.count > 200 ? String(redacted.prefix(199)) + "…" : redacted
    }

    /// The URL of `endpoint` under the base path, from its path segments and query items.
    private func builtURL(for endpoint: Endpoint) throws(RepositoryError) -> URL {
        var components = URLComponents()
        components.scheme = configuration.scheme
        components.host = configuration.host
        components.port = configuration.port
        let route = endpoint.route
        let path = route.pathSegments.map(PercentEncoding.encode).joined(separator: "/")
        components.percentEncodedPath = configuration.basePath + "/" + path
        let query = route.queryItems.map { "\(PercentEncoding.encode($0.name))=\(PercentEncoding.encode($0.value))" }
        if !query.isEmpty { components.percentEncodedQuery = query.joined(separator: "&") }
        guard let url = components.url else {
            throw .badResponse(reason: "could not build a URL for \(route.resource)", keyPath: nil)
        }
        return url
    }

    private func makeRequest(for endpoint: Endpoint, at url: URL) -> URLRequest {
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: configuration.requestTimeout)
        let route = endpoint.route
        request.httpMethod = route.method.rawValue
        if route.method == .put {
            // GitHub answers 411 Length Required to a PUT without a body length.
            request.httpBody = Data()
            request.setValue("0", forHTTPHeaderField: "Content-Length")
        }
        request.setValue(Self.mediaType(of: route.representation), forHTTPHeaderField: "Accept")
        request.setValue(APIConfiguration.apiVersion, forHTTPHeaderField: "X-GitHub-Api-Version")
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        if let token = configuration.token, configuration.isAPIOrigin(url) {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    /// The cap on the body of `endpoint`'s response: the README cap for a raw README; for the JSON form, room
    /// for that many bytes in base64 (4 characters per 3 bytes, a line break per 60) and the envelope; the API
    /// cap for other JSON. The decoded README is held to the README cap by `GithubRepoRepository`.
    func maximumBodyBytes(for endpoint: Endpoint) -> Int {
        switch endpoint.route.representation {
        case .rawReadme: configuration.maximumReadmeBytes
        case .readmeJSON: Self.base64Room(for: configuration.maximumReadmeBytes) + Self.readmeEnvelopeBytes
        case .json: configuration.maximumResponseBytes
        }
    }

    /// The `Accept` header for `representation`: the JSON GitHub recommends, or a file's raw text.
    static func mediaType(of representation: EndpointRoute.Representation) -> String {
        switch representation {
        case .json, .readmeJSON: "application/vnd.github+json"
        case .rawReadme: "application/vnd.github.raw+json"
        }
    }

    /// Room for the JSON fields beside a README's content (name, path, sha, size, URLs, links).
    static let readmeEnvelopeBytes = 64 * 1024

    /// The characters of base64 with a line break every 60 characters that encode `bytes` bytes.
    static func base64Room(for bytes: Int) -> Int {
        let characters = (bytes / 3 + 1) * 4
        return characters + characters / 60 + 1
    }

    /// `data` with every occurrence of the token, plain or JSON-escaped, replaced by `[redacted]` (unchanged
    /// without a token).
    func redactingToken(in data: Data) -> Data {
        TokenRedaction(token: configuration.token)?.redacting(data) ?? data
    }

    /// `text`, decoded from a server's bytes, redacted as `redactingToken(in:)` redacts those bytes.
    func redactingToken(inBytesOf text: String) -> String {
        TokenRedaction(token: configuration.token)?.redacting(bytesOf: text) ?? text
    }

    /// `text` with every occurrence of the token replaced by `[redacted]`.
    func redactingToken(in text: String) -> String {
        TokenRedaction(token: configuration.token)?.redacting(text) ?? text
    }

    private func host(of request: URLRequest) -> String {
        request.url?.host ?? configuration.host
    }

    private func perform(_ request: URLRequest, maximumBodyBytes: Int) async throws(RepositoryError) -> (
        Data, HTTPURLResponse
    ) {
        if Task.isCancelled { throw .cancelled }
        do {
            return try await transport.send(request, maximumBodyBytes: maximumBodyBytes)
        } catch let error as URLError {
            if error.code == .cancelled || Task.isCancelled { throw .cancelled }
            throw repositoryError(for: error, host: host(of: request), maximumBodyBytes: maximumBodyBytes)
        } catch {
            if Task.isCancelled { throw .cancelled }
            if error is CancellationError { throw .cancelled }
            throw .network(.unreachable, host: host(of: request))
        }
    }

    /// The cause a transport's `URLError` stands for.
    private func repositoryError(for error: URLError, host: String, maximumBodyBytes: Int) -> RepositoryError {
        switch error.code {
        case .timedOut:
            return .network(.timedOut(seconds: Int(configuration.requestTimeout.rounded(.up))), host: host)
        case .cannotFindHost, .dnsLookupFailed:
            return .network(.hostNotFound, host: host)
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired:
            return .network(.secureConnectionFailed, host: host)
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return .network(.tooManyRedirects, host: host)
        case .dataLengthExceedsMaximum:
            return .network(.responseTooLarge(limitBytes: maximumBodyBytes), host: host)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            return .network(.malformedResponse, host: host)
        case .unsupportedURL:
            // libcurl reports a reply that is not HTTP/1.x or 2 (a malformed status line, "HTTP/0.9") as an
            // unsupported protocol: for an http(s) URL, the server answered badly.
            let scheme = error.failingURL?.scheme?.lowercased() ?? ""
            guard scheme != "http", scheme != "https" else { return .network(.malformedResponse, host: host) }
            let shown = String(scheme.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }.prefix(20))
            return .network(.redirectToUnsupportedScheme(shown.isEmpty ? "unknown" : shown), host: host)
        case .unknown where Self.isOversizedHeader(error):
            return .network(.headerTooLarge, host: host)
        case .unknown where Self.isTLSFailure(error):
            return .network(.secureConnectionFailed, host: host)
        case .unknown where (error as NSError).localizedDescription.lowercased().contains("resolve"):
            return .network(.hostNotFound, host: host)
        default:
            return .network(.unreachable, host: host)
        }
    }

    /// Whether the TLS handshake or certificate check failed: FoundationNetworking on Linux reports most libcurl
    /// TLS errors as an unknown `URLError` carrying OpenSSL's text ("SSL routines", "certificate verify failed").
    private static func isTLSFailure(_ error: URLError) -> Bool {
        let description = (error as NSError).localizedDescription.lowercased()
        return ["ssl", "tls", "certificate"].contains { description.contains($0) }
    }

    /// Whether libcurl refused the response's header section as too large: it reports that as an unknown
    /// `URLError` whose description is "Out of memory" (CURLE_OUT_OF_MEMORY) or, in newer versions, "too large".
    private static func isOversizedHeader(_ error: URLError) -> Bool {
        let description = (error as NSError).localizedDescription.lowercased()
        return description.contains("out of memory") || description.contains("too large")
    }

    /// The cache key: URL, media type, and which credential asked, as the SHA-256 of the token (never the token).
    func cacheKey(for request: URLRequest) -> String {
        let credential = configuration.token.map { "token-" + SHA256.hex($0) } ?? "anonymous"
        let accept = request.value(forHTTPHeaderField: "Accept") ?? ""
        return "\(request.url?.absoluteString ?? "")|\(accept)|\(credential)"
    }
}
