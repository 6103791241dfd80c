import Dispatch
import Foundation
import Synchronization

/// Runs work on `DispatchQueue.main`, where the terminal app's views live, as RxSwift's `MainScheduler`.
///
/// `schedule(_:)` runs the action at once, on the caller's stack, when called on the main queue while no
/// action of this scheduler is queued or running (so a `Driver` bound on the main queue delivers
/// synchronously, as in RxCocoa); otherwise it dispatches the action asynchronously to the main queue, behind
/// the ones already queued, so delivery order is always the scheduling order. "On the main queue" is decided
/// by a queue-specific value set on `DispatchQueue.main`, which also holds under `dispatchMain()` on Linux
/// (where `Thread.isMainThread` is false). `schedule(after:)` is always asynchronous. The app must run
/// `dispatchMain()` (or otherwise drain the main queue).
public struct MainScheduler: SchedulerType, SerialDispatchScheduling {
    /// The shared main scheduler.
    public static let instance = MainScheduler()

    /// The main queue's marker, and the number of actions of every `MainScheduler` queued or running on it.
    static let queue = MainQueueMarker()

    /// Creates a main scheduler; all instances are equivalent (they share one count of queued actions).
    public init() {}

    /// Whether the caller runs on the main queue.
    public static var isOnMainQueue: Bool {
        queue.isCurrent
    }

    /// The wall-clock time.
    public var now: Date {
        Date()
    }

    /// Runs `action` now if called on the main queue with nothing of this scheduler queued ahead, otherwise
    /// on the main queue as soon as possible.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        let queue = Self.queue
        let previouslyEnqueued = queue.enqueued.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue
        if previouslyEnqueued == 0 && queue.isCurrent {
            action()
            queue.enqueued.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            return Disposables.create()
        }
        let cancellation = BooleanDisposable()
        DispatchQueue.main.async {
            if !cancellation.isDisposed { action() }
            queue.enqueued.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        }
        return cancellation
    }

    /// Runs `action` on the main queue after `delay`.
    public func schedule(after delay: DispatchTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable
    {
        DispatchQueueScheduling.schedule(on: .main, after: delay, action)
    }
}
