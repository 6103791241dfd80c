/// The top contributors of a repository and how many GitHub lists in all.
///
/// GitHub pages its contributor list, so the total is learned separately from the top ones; it may stay
/// unknown (`totalCount == nil`) when that count could not be had, and then only "there are more" is known.
public struct ContributorList: Hashable, Sendable {
    /// The top contributors, most commits first.
    public let top: [Contributor]
    /// How many contributors GitHub lists in all (at least `top.count`), or `nil` when there are more than
    /// `top` but their number is unknown.
    public let totalCount: Int?

    /// Creates a list of `top` contributors out of `totalCount` (`nil`: more than `top`, number unknown).
    /// A known total smaller than `top.count` is raised to it.
    public init(top: [Contributor], totalCount: Int?) {
        self.top = top
        self.totalCount = totalCount.map { max($0, top.count) }
    }

    /// A list that is complete: `top` is everyone.
    public init(complete contributors: [Contributor]) {
        self.init(top: contributors, totalCount: contributors.count)
    }

    /// How many contributors are left out when the first `shown` are listed: `.none` when nobody is left out,
    /// `.exactly(n)` when the total is known, `.unknown` when there are more than `top` but how many is not known.
    public func remainder(afterShowing shown: Int) -> Remainder {
        let listed = min(max(shown, 0), top.count)
        guard let totalCount else { return .unknown }
        return totalCount > listed ? .exactly(totalCount - listed) : .none
    }

    /// How many contributors a shortened list leaves out.
    public enum Remainder: Hashable, Sendable {
        /// Nobody is left out.
        case none
        /// Exactly this many (at least 1) are left out.
        case exactly(Int)
        /// Some are left out; how many is unknown.
        case unknown
    }
}
