/// Where the token sent to GitHub came from, so messages can name the place to fix it.
public enum TokenSource: Hashable, Sendable, CustomStringConvertible {
    /// An environment variable, such as `GH_TOKEN`.
    case environmentVariable(String)
    /// The GitHub CLI's stored login for a host, asked with `gh auth token --hostname HOST`.
    case githubCLI(host: String)

    /// `GH_TOKEN`, or `gh auth token (github.com)`.
    public var description: String {
        switch self {
        case .environmentVariable(let name): name
        case .githubCLI(let host): "gh auth token (\(host))"
        }
    }
}
