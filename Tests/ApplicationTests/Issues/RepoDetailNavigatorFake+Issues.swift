import Domain

extension RepoDetailNavigatorFake {
    func toIssues(_ repository: RepoReference) { calls.record(repository) }
}
