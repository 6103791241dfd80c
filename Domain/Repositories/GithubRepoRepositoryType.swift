/// The source of repositories: search and the parts of a repository's detail.
///
/// Each method answers one question with one request; combining the parts (how many at once, what a failed
/// part means) is the Application layer's use case's job, so it is written once for every source.
///
/// Application depends on this contract alone and cannot tell which source answers; Platform implements it. A
/// source that does not record what is asked throws `RepositoryError.notRecorded`. Every method throws
/// `RepositoryError`, and honours Task cancellation.
public protocol GithubRepoRepositoryType: Sendable {
    func search(_ query: RepoSearchQuery) async throws(RepositoryError) -> RepoPage
    /// The repository itself, with `subscriberCount`.
    func repository(_ reference: RepoReference) async throws(RepositoryError) -> GithubRepo
    /// Languages by share of bytes, largest first.
    func languages(_ reference: RepoReference) async throws(RepositoryError) -> [LanguageShare]
    /// The top contributors, most commits first (empty for an empty repository), and how many there are in all
    /// when that is known.
    func contributors(_ reference: RepoReference) async throws(RepositoryError) -> ContributorList
    /// The newest published release, or `nil` when there is none.
    func latestRelease(_ reference: RepoReference) async throws(RepositoryError) -> Release?
    /// The README with its file name, or `nil` when there is none.
    func readme(_ reference: RepoReference) async throws(RepositoryError) -> Readme?
}
