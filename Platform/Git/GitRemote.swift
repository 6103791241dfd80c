import Domain

/// One remote of a git repository's configuration (`[remote "origin"]`), as far as choosing the repository to show
/// needs it.
public struct GitRemote: Hashable, Sendable {
    /// The remote's name (`origin`, `upstream`).
    public let name: String
    /// Its `url`, as written.
    public let url: String
    /// Whether the GitHub CLI marked it as the default repository (`gh-resolved = base`, set by `gh repo
    /// set-default`).
    public let isResolvedBase: Bool

    public init(name: String, url: String, isResolvedBase: Bool = false) {
        self.name = name
        self.url = url
        self.isResolvedBase = isResolvedBase
    }

    /// The repository the GitHub CLI would take from `remotes` for `host`: among the remotes whose URL names a
    /// repository on `host`, the one marked `gh-resolved = base`, else by name `upstream`, then `github`, then
    /// `origin`, then the first in the configuration; nil when no remote is on `host`.
    public static func preferredRepository(among remotes: [GitRemote], host: String) -> RepoReference? {
        let wanted = RepoLocation.normalized(host)
        let candidates = remotes.enumerated().compactMap { index, remote -> (RepoReference, Int, Int)? in
            guard let location = RepoLocation(remote.url), location.host == wanted else { return nil }
            return (location.reference, remote.isResolvedBase ? 4 : remote.nameScore, index)
        }
        return candidates.min { first, second in
            first.1 != second.1 ? first.1 > second.1 : first.2 < second.2
        }?.0
    }

    /// The GitHub CLI's preference by name: upstream 3, github 2, origin 1, any other 0.
    private var nameScore: Int {
        switch name.lowercased() {
        case "upstream": 3
        case "github": 2
        case "origin": 1
        default: 0
        }
    }
}
