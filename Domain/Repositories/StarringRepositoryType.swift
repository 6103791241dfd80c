/// The signed-in person's stars: whether a repository is starred, starring and unstarring it, and the list of
/// starred repositories.
///
/// Every method needs a token: without one a source throws `RepositoryError.tokenRequired` and sends nothing. A
/// source that cannot star at all throws `RepositoryError.notRecorded`. Starring a starred repository and
/// unstarring one that is not starred both succeed (GitHub answers them alike). Every method throws
/// `RepositoryError` and honours Task cancellation.
public protocol StarringRepositoryType: Sendable {
    /// Why this source cannot star at all, known without asking (no token, or a source without GitHub), so a screen
    /// can say so before changing anything; `nil` when it can try.
    var refusal: RepositoryError? { get }
    /// Whether the signed-in person has starred `reference`.
    func isStarred(_ reference: RepoReference) async throws(RepositoryError) -> Bool
    /// Stars `reference` for the signed-in person.
    func star(_ reference: RepoReference) async throws(RepositoryError)
    /// Removes the signed-in person's star from `reference`.
    func unstar(_ reference: RepoReference) async throws(RepositoryError)
    /// One page of the signed-in person's starred repositories.
    func starred(_ query: StarredQuery) async throws(RepositoryError) -> StarredPage
}
