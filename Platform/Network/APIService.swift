import Domain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends `Endpoint` requests to the GitHub API and turns every answer into data or a `RepositoryError`.
///
/// Adds GitHub's headers to each request, sends the token only to the configured API origin, makes conditional
/// requests with the `ETag`s its cache remembers (in memory, or on disk across runs), reads the quota from every
/// response (a 304's own headers, never the cached ones), and reports each request to an optional log.
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
        let remembered = cache.cachedResponse(for: cacheKey)
        if let remembered { request.setValue(remembered.etag, forHTTPHeaderField: "If-None-Match") }
        logRequest(request, isConditional: remembered != nil)
        let body: Data
        let response: HTTPURLResponse
        do {
            (body, response) = try await perform(request)
        } catch {
            record("failed: \(error)")
            throw error
        }
        let headers = ResponseHeaders(response)
        let rateLimit = RateLimitHeaders.status(from: headers)
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
                status: 200, body: remembered.body, rateLimit: rateLimit, links: LinkHeader(remembered.linkHeader),
                isFromCache: true)
        case 200...299:
            let content = response.statusCode == 204 ? Data() : body
            if response.statusCode == 200, let etag = headers["etag"], !etag.isEmpty {
                cache.store(CachedResponse(etag: etag, body: content, linkHeader: headers["link"]), for: cacheKey)
                record("\(response.statusCode): cache miss, stored\(quota)")
            } else {
                if remembered != nil { cache.removeResponse(for: cacheKey) }
                record("\(response.statusCode): not cached (no ETag)\(quota)")
            }
            return APIResponse(
                status: response.statusCode, body: content, rateLimit: rateLimit, links: LinkHeader(headers["link"]),
                isFromCache: false)
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

    /// The request for `endpoint`: URL under the base path, GitHub's headers, and the token for the API origin.
    func makeRequest(for endpoint: Endpoint) throws(RepositoryError) -> URLRequest {
        var components = URLComponents()
        components.scheme = configuration.scheme
        components.host = configuration.host
        components.port = configuration.port
        let path = endpoint.pathSegments.map(PercentEncoding.encode).joined(separator: "/")
        components.percentEncodedPath = configuration.basePath + "/" + path
        let query = endpoint.queryItems.map { "\(PercentEncoding.encode($0.name))=\(PercentEncoding.encode($0.value))" }
        if !query.isEmpty { components.percentEncodedQuery = query.joined(separator: "&") }
        guard let url = components.url else {
            throw .badResponse(reason: "could not build a URL for \(endpoint.resourceDescription)", keyPath: nil)
        }
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: configuration.requestTimeout)
        request.httpMethod = "GET"
        request.setValue(endpoint.acceptedMediaType, forHTTPHeaderField: "Accept")
        request.setValue(APIConfiguration.apiVersion, forHTTPHeaderField: "X-GitHub-Api-Version")
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        if let token = configuration.token, configuration.isAPIOrigin(url) {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    private func perform(_ request: URLRequest) async throws(RepositoryError) -> (Data, HTTPURLResponse) {
        if Task.isCancelled { throw .cancelled }
        do {
            return try await transport.send(request)
        } catch let error as URLError where error.code == .cancelled {
            throw .cancelled
        } catch is CancellationError {
            throw .cancelled
        } catch {
            if Task.isCancelled { throw .cancelled }
            throw .unreachable(host: request.url?.host ?? configuration.host)
        }
    }

    /// The cache key: URL, media type, and which credential asked, as the SHA-256 of the token (never the token).
    func cacheKey(for request: URLRequest) -> String {
        let credential = configuration.token.map { "token-" + SHA256.hex($0) } ?? "anonymous"
        let accept = request.value(forHTTPHeaderField: "Accept") ?? ""
        return "\(request.url?.absoluteString ?? "")|\(accept)|\(credential)"
    }
}
