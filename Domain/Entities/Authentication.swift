/// How requests identify themselves to a GitHub host: which token (by its source, never its value), and which
/// environment variables would supply one, for advice such as "set GH_TOKEN or GITHUB_TOKEN".
public struct Authentication: Hashable, Sendable {
    /// The host the token is for (`github.com`, or an Enterprise host such as `ghe.example.com`).
    public let host: String
    /// Where the token came from, or nil when requests are anonymous.
    public let tokenSource: TokenSource?
    /// The variables a token is read from for this host, in the order they are tried.
    public let tokenVariables: [String]

    public init(host: String, tokenSource: TokenSource?, tokenVariables: [String]) {
        self.host = host
        self.tokenSource = tokenSource
        self.tokenVariables = tokenVariables
    }

    /// Anonymous requests to github.com, whose tokens come from `GH_TOKEN` or `GITHUB_TOKEN`.
    public static let anonymousGithub = Authentication(
        host: "github.com", tokenSource: nil, tokenVariables: ["GH_TOKEN", "GITHUB_TOKEN"])

    public var hasToken: Bool { tokenSource != nil }

    /// The variables joined for a sentence: `GH_TOKEN or GITHUB_TOKEN`.
    public var tokenVariableList: String {
        tokenVariables.joined(separator: " or ")
    }
}
