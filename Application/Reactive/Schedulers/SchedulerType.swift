import Foundation

/// Decides where and when work runs: a dispatch queue, the main queue, or virtual time in tests.
///
/// Actions scheduled on one scheduler for the same due time run in the order they were scheduled. Disposing
/// the returned disposable before an action ran cancels it.
public protocol SchedulerType: Sendable {
    /// The scheduler's notion of the current time.
    var now: Date { get }

    /// Runs `action` as soon as possible.
    func schedule(_ action: @escaping @Sendable () -> Void) -> any Disposable

    /// Runs `action` after `delay`; `.never` means never.
    func schedule(after delay: DispatchTimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable
}

extension SchedulerType {
    /// Runs `action` after `startAfter`, then every `period`, until the returned disposable is disposed.
    public func schedulePeriodic(
        startAfter: DispatchTimeInterval, period: DispatchTimeInterval, _ action: @escaping @Sendable () -> Void
    ) -> any Disposable {
        let serial = SerialDisposable()
        scheduleRepeating(into: serial, after: startAfter, period: period, action)
        return serial
    }

    func scheduleRepeating(
        into serial: SerialDisposable, after delay: DispatchTimeInterval, period: DispatchTimeInterval,
        _ action: @escaping @Sendable () -> Void
    ) {
        let next = SingleAssignmentDisposable()
        serial.disposable = next
        next.setDisposable(
            schedule(after: delay) {
                action()
                guard !serial.isDisposed else { return }
                self.scheduleRepeating(into: serial, after: period, period: period, action)
            })
    }
}
