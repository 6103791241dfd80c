import Dispatch
import Foundation

/// Runs work on `DispatchQueue.main`, where the terminal app's views live.
///
/// Every action is dispatched asynchronously, even when scheduled from the main queue, so delivery order is
/// always the scheduling order. The app must run `dispatchMain()` (or otherwise drain the main queue).
public struct MainScheduler: SchedulerType, SerialDispatchScheduling {
    /// The shared main scheduler.
    public static let instance = MainScheduler()

    /// Creates a main scheduler; all instances are equivalent.
    public init() {}

    /// The wall-clock time.
    public var now: Date {
        Date()
    }

    /// Runs `action` on the main queue as soon as possible.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        DispatchQueueScheduling.schedule(on: .main, action)
    }

    /// Runs `action` on the main queue after `delay`.
    public func schedule(after delay: DispatchTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable
    {
        DispatchQueueScheduling.schedule(on: .main, after: delay, action)
    }
}
