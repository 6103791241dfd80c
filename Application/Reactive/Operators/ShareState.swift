/// The current connection of a shared sequence and how many observers use it.
@usableFromInline
struct ShareState<Element: Sendable>: Sendable {
    @usableFromInline
    var connection: ShareConnection<Element>?
    @usableFromInline
    var observerCount = 0
}
