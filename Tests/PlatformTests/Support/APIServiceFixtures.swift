import Domain
import Foundation

@testable import Platform

/// Builders for services and bodies shared by the Platform tests.
enum APIServiceFixtures {
    static let token = "ghp_secretTokenValue123"
    static let fixedNow = Date(timeIntervalSince1970: 1_700_000_000)

    static func configuration(baseURL: String = "https://api.github.com", token: String? = nil) throws
        -> APIConfiguration
    {
        try APIConfiguration(baseURL: baseURL, token: token, appVersion: "9.9")
    }

    static func service(
        _ transport: RecordingTransport, baseURL: String = "https://api.github.com", token: String? = nil
    ) throws -> APIService {
        APIService(
            configuration: try configuration(baseURL: baseURL, token: token), transport: transport, now: { fixedNow })
    }

    static func repositoryJSON(owner: String = "sample-org", name: String = "demo", id: Int = 1) -> String {
        """
        {"id": \(id), "name": "\(name)", "full_name": "\(owner)/\(name)", "owner": {"login": "\(owner)", "avatar_url": null},
         "html_url": "https://github.com/\(owner)/\(name)", "description": "A demo", "stargazers_count": 10,
         "watchers_count": 10, "forks_count": 2, "subscribers_count": 4, "open_issues_count": 1, "language": "Swift",
         "topics": ["demo"], "license": null, "archived": false, "fork": false, "created_at": "2020-01-01T00:00:00Z",
         "updated_at": "2024-01-01T00:00:00Z", "pushed_at": "2024-01-01T00:00:00Z", "default_branch": "main"}
        """
    }

    static func searchJSON(count: Int, total: Int) -> String {
        let items = (0..<count).map { repositoryJSON(name: "repo-\($0)", id: $0 + 1) }.joined(separator: ",")
        return #"{"total_count": \#(total), "incomplete_results": false, "items": [\#(items)]}"#
    }
}
