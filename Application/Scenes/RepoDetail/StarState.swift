import Domain

/// Where the star on a repository's detail stands: whether it is starred, the count shown, whether a change is on
/// its way, and why the last one failed. A value: every change is `reduce(_:_:)`, a pure function, folded over
/// `StarEvent`s with `scan`.
///
/// One change at a time: while one is pending, another request changes nothing. The state shown during a change is
/// the one asked for, and a rollback restores exactly what was shown before it (with any count that arrived
/// meanwhile).
public struct StarState: Hashable, Sendable {
    /// What was shown before the pending change, to restore on a rollback.
    private struct Before: Hashable, Sendable {
        var isStarred: Bool?
        var starCount: Int?
    }

    /// Whether the signed-in person starred the repository; `nil` until known.
    public private(set) var isStarred: Bool?
    /// The star count shown, following a pending change; `nil` until known.
    public private(set) var starCount: Int?
    /// Why the last change was rolled back, until the next change is asked for.
    public private(set) var lastError: RepositoryError?
    private var before: Before?

    /// The state before anything is known.
    public init() {
        isStarred = nil
        starCount = nil
        lastError = nil
        before = nil
    }

    /// Whether a change has been sent and not answered yet.
    public var isPending: Bool { before != nil }

    /// `state` after `event`.
    ///
    /// While a change is pending, a status that arrives is ignored (it was asked for before the change) and a count
    /// that arrives is shown with the pending change applied to it. A request for what is already shown changes
    /// nothing. A rollback with nothing pending only records its reason (a change that could not be sent).
    public static func reduce(_ state: StarState, _ event: StarEvent) -> StarState {
        var next = state
        switch event {
        case .statusLoaded(let isStarred):
            guard !state.isPending else { return state }
            next.isStarred = isStarred
        case .countLoaded(let count):
            if var before = state.before {
                let delta = (state.starCount ?? 0) - (before.starCount ?? state.starCount ?? 0)
                before.starCount = count
                next.before = before
                next.starCount = max(0, count + delta)
            } else {
                next.starCount = count
            }
        case .requested(let isStarred):
            guard !state.isPending, state.isStarred != isStarred else { return state }
            next.before = Before(isStarred: state.isStarred, starCount: state.starCount)
            next.isStarred = isStarred
            if let count = state.starCount, state.isStarred != nil {
                next.starCount = max(0, count + (isStarred ? 1 : -1))
            }
            next.lastError = nil
        case .confirmed:
            next.before = nil
        case .rolledBack(let error):
            if let before = state.before {
                next.isStarred = before.isStarred
                next.starCount = before.starCount
                next.before = nil
            }
            next.lastError = error
        }
        return next
    }
}
