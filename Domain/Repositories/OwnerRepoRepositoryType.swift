/// The source of the repositories an account owns, for a person's or an organization's login.
///
/// One page per call, in the query's order. A login the source has never heard of throws `RepositoryError.notFound`;
/// a source that does not record that account's repositories throws `RepositoryError.notRecorded` rather than answer
/// an empty list. An item that cannot be read is left out and counted (`LinkedPage.skippedItemCount`). Every method
/// throws `RepositoryError` and honours Task cancellation.
public protocol OwnerRepoRepositoryType: Sendable {
    /// One page of the repositories `query.owner` owns.
    func repositories(_ query: OwnerRepoQuery) async throws(RepositoryError) -> OwnerRepoPage
}
