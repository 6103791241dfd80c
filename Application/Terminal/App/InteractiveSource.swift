import Application

/// The use cases the interactive program browses and what its screens must say about their source: what the
/// composition root hands over when the person switches to the offline snapshot.
public struct InteractiveSource: Sendable {
    /// The use cases over the source.
    public let useCases: UseCaseProvider
    /// The wording of errors, carrying the source's description (its badge).
    public let wording: ErrorMessage

    /// Creates the source from its use cases and wording.
    public init(useCases: UseCaseProvider, wording: ErrorMessage) {
        self.useCases = useCases
        self.wording = wording
    }
}
