extension SearchNavigatorFake {
    func toAccount() { calls.record() }
}
