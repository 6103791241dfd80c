import Dispatch
import Foundation
import Synchronization

/// Runs work on `DispatchQueue.main`, where the terminal app's views live, as RxSwift's `MainScheduler`.
///
/// `schedule(_:)` runs the action at once, on the caller's stack, when called on the main queue while no
/// action of this scheduler instance is queued or running (so a `Driver` bound on the main queue delivers
/// synchronously, as in RxCocoa); otherwise it dispatches the action asynchronously to the main queue, behind
/// the ones already queued, so one instance delivers in scheduling order. As in RxSwift each instance keeps
/// its own count, and `SharingScheduler` hands every new `Driver` a new instance: a driver created while
/// another one delivers still delivers synchronously. "On the main queue" is decided by a queue-specific
/// value set on `DispatchQueue.main`, which also holds under `dispatchMain()` on Linux (where
/// `Thread.isMainThread` is false). `schedule(after:)` is always asynchronous. The app must run the main
/// queue (`dispatchMain()` or a run loop).
public final class MainScheduler: SchedulerType, SerialDispatchScheduling {
    /// A shared main scheduler.
    public static let instance = MainScheduler()

    /// The key of the value that marks the main queue.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// This instance's actions that are queued or running.
    private let enqueued = Atomic<Int>(0)

    /// Creates a main scheduler with its own count of queued actions.
    public init() {}

    /// Whether the caller runs on the main queue.
    public static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) ?? false
    }

    /// The wall-clock time.
    public var now: Date {
        Date()
    }

    /// Runs `action` now if called on the main queue with nothing of this instance queued ahead, otherwise on
    /// the main queue as soon as possible.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        let previouslyEnqueued = enqueued.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue
        if previouslyEnqueued == 0 && Self.isOnMainQueue {
            action()
            enqueued.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            return Disposables.create()
        }
        let cancellation = BooleanDisposable()
        DispatchQueue.main.async {
            if !cancellation.isDisposed { action() }
            self.enqueued.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        }
        return cancellation
    }

    /// Runs `action` on the main queue after `delay`.
    public func schedule(after delay: DispatchTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable
    {
        DispatchQueueScheduling.schedule(on: .main, after: delay, action)
    }
}
