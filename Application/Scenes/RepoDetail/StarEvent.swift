import Domain

/// What can happen to the star on a repository's detail; `StarState.reduce(_:_:)` folds these into the state.
///
/// A star change is optimistic: `requested` shows it at once, then GitHub's answer either `confirmed` it or it is
/// `rolledBack` with the reason.
public enum StarEvent: Hashable, Sendable {
    /// GitHub said whether the signed-in person starred the repository.
    case statusLoaded(isStarred: Bool)
    /// The repository's star count arrived (with its detail).
    case countLoaded(Int)
    /// The person asked to star (`true`) or unstar (`false`) the repository; the request is being sent.
    case requested(isStarred: Bool)
    /// GitHub made the change that was asked for.
    case confirmed
    /// The change was refused or failed, or could not be sent at all, with the error that says why.
    case rolledBack(RepositoryError)
}
