import Foundation

/// Fixture routes for the fake GitHub API: search answers with hand-made items.
enum FixtureRoutes {
    /// A search item as GitHub sends it; `overrides` replaces keys (use `NSNull()` for JSON null).
    static func repository(fullName: String, overrides: [String: Any] = [:]) -> [String: Any] {
        let parts = fullName.split(separator: "/").map(String.init)
        // An id of its own for each name, as GitHub's: a list keeps one repository per id.
        let id = fullName.unicodeScalars.reduce(4_200_000_001) { ($0 &* 31 &+ Int($1.value)) % 9_000_000_000 }
        var item: [String: Any] = [
            "id": id, "name": parts.last ?? fullName, "full_name": fullName,
            "owner": ["login": parts.first ?? fullName, "avatar_url": "https://avatars.example.invalid/owner"],
            "html_url": "https://github.com/\(fullName)", "description": "A fixture repository.",
            "stargazers_count": 7, "watchers_count": 7, "forks_count": 2, "open_issues_count": 1,
            "language": "Swift", "topics": ["fixture"],
            "license": ["key": "mit", "name": "MIT License", "spdx_id": "MIT", "url": NSNull()],
            "archived": false, "fork": false, "created_at": "2020-01-02T03:04:05Z",
            "updated_at": "2024-05-06T07:08:09Z", "pushed_at": "2024-05-06T07:08:09Z", "default_branch": "main",
            "score": 1.0,
        ]
        item.merge(overrides) { _, new in new }
        return item
    }

    /// `GET /search/repositories?q=QUERY` answering one page of `items` and no next page.
    static func search(query: String, items: [[String: Any]]) -> [String: Any] {
        [
            "method": "GET", "path": "/search/repositories", "query": ["q": query],
            "json": ["total_count": items.count, "incomplete_results": false, "items": items],
        ]
    }

    /// `GET PATH` (with `q=QUERY` when given) answering `status` with `json` or `text` and extra `headers`.
    static func answer(
        path: String, query: String? = nil, status: Int, headers: [String: String] = [:], json: Any? = nil,
        text: String? = nil
    ) -> [String: Any] {
        var route: [String: Any] = ["method": "GET", "path": path, "status": status, "headers": headers]
        if let query { route["query"] = ["q": query] }
        if let json { route["json"] = json }
        if let text { route["text"] = text }
        return route
    }
}
