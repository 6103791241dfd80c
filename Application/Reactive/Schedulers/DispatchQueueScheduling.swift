import Dispatch

/// Scheduling on a dispatch queue, shared by `MainScheduler` and `SerialDispatchQueueScheduler`.
///
/// `DispatchWorkItem` is not `Sendable` on Linux, so cancellation is a flag the action checks before running.
enum DispatchQueueScheduling {
    static func schedule(on queue: DispatchQueue, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        let cancellation = BooleanDisposable()
        queue.async {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }

    static func schedule(
        on queue: DispatchQueue, after delay: DispatchTimeInterval, _ action: @escaping @Sendable () -> Void
    ) -> any Disposable {
        guard delay.nanoseconds != nil else { return Disposables.create() }
        let cancellation = BooleanDisposable()
        queue.asyncAfter(deadline: .now() + delay) {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }
}
