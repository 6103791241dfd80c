extension AccountNavigatorFake {
    func toOwnerRepositories(_ owner: String) { calls.record(owner) }
}
