/// The bookkeeping of one `switchLatest` subscription.
@usableFromInline
struct SwitchState: Sendable {
    @usableFromInline
    var latestIdentifier = 0
    @usableFromInline
    var hasActiveInner = false
    @usableFromInline
    var isSourceCompleted = false
}
