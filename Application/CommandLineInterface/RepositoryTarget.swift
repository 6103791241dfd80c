import Domain

/// Which repository `show`, `issues` or `prs` was asked for, before the composition root turns it into a
/// `RepoReference`: the current directory's (from its git remotes), or one named on the command line, perhaps with a
/// host to check.
public enum RepositoryTarget: Equatable, Sendable {
    /// No argument: the repository of the current directory.
    case currentDirectory
    /// `OWNER/NAME`, `HOST/OWNER/NAME` or a repository URL.
    case named(RepoLocation)
}
