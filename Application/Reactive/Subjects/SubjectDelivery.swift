/// Work waiting for a subject's delivery loop: an event to broadcast, or a new observer to attach.
@usableFromInline
enum SubjectDelivery<Element: Sendable>: Sendable {
    case event(Event<Element>)
    case attach(SubjectObserverEntry<Element>)
}
