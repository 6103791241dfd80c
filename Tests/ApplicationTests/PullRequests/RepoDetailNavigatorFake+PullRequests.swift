import Domain

extension RepoDetailNavigatorFake {
    func toPullRequests(_ repository: RepoReference) { calls.record(repository) }
}
