extension SearchNavigatorFake {
    func toStarred() { calls.record() }
}
