import Synchronization

/// One observer registered with a subject, with a flag cleared when its subscription is disposed.
@usableFromInline
final class SubjectObserverEntry<Element: Sendable>: Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let activeFlag = Atomic<Bool>(true)

    @inlinable
    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    @inlinable
    var isActive: Bool {
        activeFlag.load(ordering: .acquiring)
    }

    @inlinable
    func deliver(_ event: Event<Element>) {
        if isActive { observer.on(event) }
    }
}
