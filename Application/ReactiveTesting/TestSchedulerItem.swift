import Reactive

/// One action waiting in a `TestScheduler`'s queue; disposing it before its tick cancels it.
final class TestSchedulerItem: Disposable {
    let time: Int
    let sequence: Int
    let action: @Sendable () -> Void
    let cancellation = BooleanDisposable()

    init(time: Int, sequence: Int, action: @escaping @Sendable () -> Void) {
        self.time = time
        self.sequence = sequence
        self.action = action
    }

    func dispose() {
        cancellation.dispose()
    }
}
