extension RepoDetailNavigatorFake {
    func toOwnerRepositories(_ owner: String) { calls.record(owner) }
}
