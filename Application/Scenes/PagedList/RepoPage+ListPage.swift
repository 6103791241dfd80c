import Domain

extension RepoPage: ListPage {
    /// GitHub's count of all matches (it drifts between pages).
    public var totalItemCount: Int? { totalCount }
}
