import Dispatch
import Foundation

/// Runs work on a private serial background queue, one action at a time, in scheduling order.
public struct SerialDispatchQueueScheduler: SchedulerType, SerialDispatchScheduling {
    public let queue: DispatchQueue

    /// Creates a scheduler on a new serial queue labelled `label`.
    public init(label: String, qos: DispatchQoS = .default) {
        queue = DispatchQueue(label: label, qos: qos)
    }

    /// Creates a scheduler on an existing serial queue.
    public init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// The wall-clock time.
    public var now: Date {
        Date()
    }

    /// Runs `action` on the queue as soon as possible.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable {
        DispatchQueueScheduling.schedule(on: queue, action)
    }

    /// Runs `action` on the queue after `delay`.
    public func schedule(after delay: DispatchTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable
    {
        DispatchQueueScheduling.schedule(on: queue, after: delay, action)
    }
}
