import Foundation

extension APIConfiguration {
    /// Builds the configuration the way the GitHub CLI reads its environment.
    ///
    /// The base URL is `apiURLOverride` (e.g. from `--api-url`) when given, else `GITHUB_API_URL`, else github.com.
    /// The token is `GH_TOKEN`, else `GITHUB_TOKEN`; an empty or blank value counts as unset, and one holding a
    /// control character throws `.invalidToken` naming its variable.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment, apiURLOverride: String? = nil,
        appVersion: String = "1.0", requestTimeout: TimeInterval = APIConfiguration.defaultRequestTimeout
    ) throws(APIConfigurationError) -> APIConfiguration {
        func nonEmpty(_ value: String?) -> String? {
            guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
            return value
        }
        let baseURL =
            nonEmpty(apiURLOverride) ?? nonEmpty(environment["GITHUB_API_URL"]) ?? APIConfiguration.defaultBaseURLString
        let tokenVariable = ["GH_TOKEN", "GITHUB_TOKEN"].first { nonEmpty(environment[$0]) != nil }
        return try APIConfiguration(
            baseURL: baseURL, token: tokenVariable.flatMap { environment[$0] }, tokenVariable: tokenVariable,
            appVersion: appVersion, requestTimeout: requestTimeout)
    }
}
