/// How many people left each reaction: GitHub's `reactions` rollup.
public struct ReactionCounts: Hashable, Sendable {
    /// The count of each reaction someone left, by reaction; a reaction no one left (or GitHub did not send) is absent,
    /// so two rollups are equal when they say the same.
    public let counts: [Reaction: Int]

    public init(_ counts: [Reaction: Int]) {
        self.counts = counts.filter { $0.value > 0 }
    }

    /// The reactions someone left, in GitHub's order, with their counts.
    public var left: [(reaction: Reaction, count: Int)] {
        Reaction.allCases.compactMap { reaction in counts[reaction].map { (reaction, $0) } }
    }
}
