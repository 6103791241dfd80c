/// The disposable returned by a subject subscription: it unregisters the observer.
@usableFromInline
struct SubjectSubscription<Element: Sendable>: Disposable {
    @usableFromInline
    let core: SubjectCore<Element>
    @usableFromInline
    let entry: SubjectObserverEntry<Element>

    @inlinable
    init(core: SubjectCore<Element>, entry: SubjectObserverEntry<Element>) {
        self.core = core
        self.entry = entry
    }

    @inlinable
    func dispose() {
        core.unsubscribe(entry)
    }
}
