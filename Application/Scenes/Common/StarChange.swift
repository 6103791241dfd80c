import Domain

/// A star GitHub confirmed given or taken away, as every scene that shows stars hears it (`StarUseCaseType.changes`):
/// the screen that made the change does not reach into the others.
public struct StarChange: Hashable, Sendable {
    /// The repository starred or unstarred.
    public let reference: RepoReference
    /// Whether it is starred now.
    public let isStarred: Bool

    public init(reference: RepoReference, isStarred: Bool) {
        self.reference = reference
        self.isStarred = isStarred
    }
}
