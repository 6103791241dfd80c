/// What the front ends must say about where the data comes from: the one value the composition root hands down.
///
/// Nothing below Application can tell sources apart: Domain's contracts look the same whoever answers them, and a
/// source that lacks something throws `RepositoryError.notRecorded`. What a screen must still say about the source
/// it shows (a badge on every screen, the facts it never records, the word for what it lacks and what a person
/// can do about it) is this value, built once by the composition root.
public struct DataSource: Hashable, Sendable {
    /// A repository fact a source may not record, which a screen would otherwise show as "none".
    public enum Fact: Hashable, Sendable, CaseIterable {
        case license
        case topics
        /// The number of people watching (subscribers).
        case watchers
    }

    /// The badge that marks every screen, such as `SNAPSHOT 2026-08-22`; `nil` for a source that needs none.
    public let badge: String?
    /// The facts this source never records.
    public let unrecordedFacts: Set<Fact>
    /// How a fact or a part of the detail that the source does not record reads, such as `not in the snapshot`.
    public let unrecordedWording: String
    /// What a person can do when the source cannot answer, such as `run without --offline to ask GitHub`; `nil`
    /// when there is nothing to suggest.
    public let unrecordedAdvice: String?

    /// Creates the description of a source; with no arguments, one that records everything and needs no badge.
    public init(
        badge: String? = nil, unrecordedFacts: Set<Fact> = [], unrecordedWording: String = "not recorded",
        unrecordedAdvice: String? = nil
    ) {
        self.badge = badge
        self.unrecordedFacts = unrecordedFacts
        self.unrecordedWording = unrecordedWording
        self.unrecordedAdvice = unrecordedAdvice
    }

    public func records(_ fact: Fact) -> Bool {
        !unrecordedFacts.contains(fact)
    }
}
