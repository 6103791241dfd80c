import CommandLineInterface
import Domain
import Foundation
import Platform

/// Turns `show`'s target into the repository to show, as the GitHub CLI's `repo view` does: a named repository on
/// the configured host (or with no host), or the current directory's from its git remotes
/// (`GitRemote.preferredRepository`). It reads git's configuration files and nothing else.
struct RepositoryTargetResolver {
    /// The configured GitHub's web host (`github.com`, or the Enterprise host), lowercased.
    let host: String
    /// The directory whose repository `show` without an argument means.
    let currentDirectory: URL
    let reader: GitConfigurationReader

    /// The repository `target` means, or why there is none.
    func resolve(_ target: RepositoryTarget) throws(RepositoryTargetError) -> RepoReference {
        switch target {
        case .named(let location):
            if let given = location.host, given != RepoLocation.normalized(host) {
                throw .otherHost(given: given, configured: host)
            }
            return location.reference
        case .currentDirectory:
            let remotes: [GitRemote]
            do {
                remotes = try reader.remotes(of: currentDirectory)
            } catch {
                throw RepositoryTargetError(error)
            }
            guard let reference = GitRemote.preferredRepository(among: remotes, host: host) else {
                throw .noRemoteOnHost(host)
            }
            return reference
        }
    }
}
