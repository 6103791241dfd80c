/// One request the fake GitHub API received.
struct RecordedRequest {
    /// `GET`, ...
    let method: String
    /// The path with its query (`/search/repositories?q=...`).
    let path: String
    /// The headers, with lowercased names.
    let headers: [String: String]
    /// The status the fake answered (304 when it confirmed a cached response), or nil while unanswered.
    let status: Int?
}
