extension APIConfiguration: CustomStringConvertible, CustomDebugStringConvertible {
    /// The base URL, whether a token is set and from which variable (never the token itself), the user agent and
    /// the limits.
    public var description: String {
        "APIConfiguration(baseURL: \(baseURLString), token: \(hasToken ? "<redacted> from \(tokenSource)" : "none"), "
            + "userAgent: \(userAgent), requestTimeout: \(requestTimeout)s, maximumResponseBytes: \(maximumResponseBytes), "
            + "maximumReadmeBytes: \(maximumReadmeBytes))"
    }

    /// The same as `description`: the token stays redacted when debugging too.
    public var debugDescription: String { description }
}
