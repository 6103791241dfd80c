import Domain

@testable import Platform

extension SnapshotCatalog {
    /// Every entry's repository, in the snapshot's order (the catalog itself makes them only when asked).
    var repositories: [GithubRepo] { entries.indices.compactMap(repository(at:)) }
}
