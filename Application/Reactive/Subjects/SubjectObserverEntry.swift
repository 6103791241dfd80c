import Synchronization

/// One observer registered with a subject, with a flag cleared when its subscription is disposed.
final class SubjectObserverEntry<Element: Sendable>: Sendable {
    let observer: AnyObserver<Element>
    let activeFlag = Atomic<Bool>(true)

    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    var isActive: Bool {
        activeFlag.load(ordering: .acquiring)
    }

    func deliver(_ event: Event<Element>) {
        if isActive { observer.on(event) }
    }
}
