import Domain
import Foundation

extension APIConfiguration {
    /// The variables a github.com token is read from, in order.
    public static let githubTokenVariables = ["GH_TOKEN", "GITHUB_TOKEN"]
    /// The variables a GitHub Enterprise Server token is read from, in order.
    public static let enterpriseTokenVariables = ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]

    /// Builds the configuration from environment variables (given, never read here) the way the GitHub CLI does.
    ///
    /// The host is `GH_HOST` when set, else github.com. For github.com the token is `GH_TOKEN`, else
    /// `GITHUB_TOKEN`; for another host (GitHub Enterprise Server) it is `GH_ENTERPRISE_TOKEN`, else
    /// `GITHUB_ENTERPRISE_TOKEN`; failing those, `githubCLIToken(host)` (the GitHub CLI's stored login). Empty or
    /// blank values count as unset. The base URL is `apiURLOverride` (`--api-url`), else `GITHUB_API_URL`, else
    /// `https://HOST/api/v3` for an Enterprise host, else https://api.github.com.
    public static func fromEnvironment(
        _ environment: [String: String], apiURLOverride: String? = nil, appVersion: String = "1.0",
        requestTimeout: TimeInterval = APIConfiguration.defaultRequestTimeout,
        githubCLIToken: (String) -> String? = { _ in nil }
    ) throws(APIConfigurationError) -> APIConfiguration {
        func nonEmpty(_ value: String?) -> String? {
            guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
            return value
        }
        let host = try nonEmpty(environment["GH_HOST"]).map { text throws(APIConfigurationError) in
            try validatedHost(text)
        }
        let enterpriseHost = host.flatMap { $0 == "github.com" || $0 == "api.github.com" ? nil : $0 }
        let tokenHost = enterpriseHost ?? "github.com"
        let variables = enterpriseHost == nil ? githubTokenVariables : enterpriseTokenVariables
        let baseURL =
            nonEmpty(apiURLOverride) ?? nonEmpty(environment["GITHUB_API_URL"])
            ?? enterpriseHost.map { "https://\($0)/api/v3" } ?? APIConfiguration.defaultBaseURLString
        var token: String?
        var source = TokenSource.githubCLI(host: tokenHost)
        if let variable = variables.first(where: { nonEmpty(environment[$0]) != nil }) {
            token = nonEmpty(environment[variable])
            source = .environmentVariable(variable)
        } else {
            token = nonEmpty(githubCLIToken(tokenHost))
        }
        return try APIConfiguration(
            baseURL: baseURL, token: token, tokenSource: source, tokenHost: tokenHost, tokenVariables: variables,
            appVersion: appVersion, requestTimeout: requestTimeout)
    }

    /// `GH_HOST` as a lowercased host name (with an optional port); throws when it is anything else.
    private static func validatedHost(_ text: String) throws(APIConfigurationError) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-:[]"))
        guard text.unicodeScalars.allSatisfy({ allowed.contains($0) && $0.isASCII }),
            let components = URLComponents(string: "https://\(text)"), let host = components.host, !host.isEmpty,
            components.path.isEmpty
        else { throw .invalidHost(String(text.prefix(200))) }
        return text.lowercased()
    }
}
