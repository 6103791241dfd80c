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

    /// An item of GitHub's issues list: a plain issue, or with `isPullRequest` a pull request as that list shows one.
    static func issueJSON(number: Int, isPullRequest: Bool = false, labels: [String] = []) -> String {
        let page = "https://github.com/sample-org/tracker/\(isPullRequest ? "pull" : "issues")/\(number)"
        let pullRequest = isPullRequest ? #", "pull_request": {"html_url": "\#(page)", "merged_at": null}"# : ""
        return """
            {"number": \(number), "title": "Item \(number)", "state": "open", "user": {"login": "mona"},
             "labels": [\(labelsJSON(labels))], "comments": 1, "created_at": "2024-01-01T00:00:00Z",
             "updated_at": "2024-01-02T00:00:00Z", "closed_at": null, "html_url": "\(page)", "body": "text"\(pullRequest)}
            """
    }

    /// An item of GitHub's pull request list: open, closed, or closed and merged at `mergedAt` (a timestamp).
    static func pullRequestJSON(
        number: Int, isClosed: Bool = false, mergedAt: String? = nil, labels: [String] = [], author: String = "mona"
    ) -> String {
        let closedAt = mergedAt ?? (isClosed ? "2024-01-03T00:00:00Z" : nil)
        let quoted: (String?) -> String = { $0.map { "\"\($0)\"" } ?? "null" }
        return """
            {"number": \(number), "title": "Change \(number)", "state": "\(closedAt == nil ? "open" : "closed")",
             "draft": false, "user": {"login": "\(author)"}, "labels": [\(labelsJSON(labels))],
             "head": {"ref": "topic-\(number)", "label": "sample-org:topic-\(number)",
                      "repo": {"owner": {"login": "sample-org"}}},
             "base": {"ref": "main", "label": "sample-org:main", "repo": {"owner": {"login": "sample-org"}}},
             "created_at": "2024-01-01T00:00:00Z", "updated_at": "2024-01-02T00:00:00Z",
             "closed_at": \(quoted(closedAt)), "merged_at": \(quoted(mergedAt)),
             "html_url": "https://github.com/sample-org/tracker/pull/\(number)"}
            """
    }

    private static func labelsJSON(_ names: [String]) -> String {
        names.map { #"{"name": "\#($0)", "color": "d73a4a"}"# }.joined(separator: ", ")
    }

    static func searchJSON(count: Int, total: Int) -> String {
        let items = (0..<count).map { repositoryJSON(name: "repo-\($0)", id: $0 + 1) }.joined(separator: ",")
        return #"{"total_count": \#(total), "incomplete_results": false, "items": [\#(items)]}"#
    }
}
