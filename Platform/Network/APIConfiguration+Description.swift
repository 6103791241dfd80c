extension APIConfiguration: CustomStringConvertible, CustomDebugStringConvertible {
    /// The base URL, whether a token is set (never the token itself), the user agent and the timeout.
    public var description: String {
        "APIConfiguration(baseURL: \(baseURLString), token: \(hasToken ? "<redacted>" : "none"), "
            + "userAgent: \(userAgent), requestTimeout: \(requestTimeout)s)"
    }

    /// The same as `description`: the token stays redacted when debugging too.
    public var debugDescription: String { description }
}
