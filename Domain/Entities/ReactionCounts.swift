/// How many people left each reaction: GitHub's `reactions` rollup.
public struct ReactionCounts: Hashable, Sendable {
    /// The count of each reaction GitHub sent, by reaction; a reaction it did not send is not counted.
    public let counts: [Reaction: Int]

    public init(_ counts: [Reaction: Int]) {
        self.counts = counts
    }

    /// The reactions someone left, in GitHub's order, with their counts.
    public var left: [(reaction: Reaction, count: Int)] {
        Reaction.allCases.compactMap { reaction in
            counts[reaction].flatMap { $0 > 0 ? (reaction, $0) : nil }
        }
    }
}
