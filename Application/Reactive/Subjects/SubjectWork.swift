/// Work taken out of the queue, ready to run outside the lock.
@usableFromInline
enum SubjectWork<Element: Sendable>: Sendable {
    case broadcast(Event<Element>, [SubjectObserverEntry<Element>])
    case replay(SubjectObserverEntry<Element>, [Event<Element>])
}
