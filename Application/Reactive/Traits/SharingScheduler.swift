/// Chooses the scheduler on which `Driver`s deliver: the main scheduler, or a test scheduler inside `mock`.
///
/// The choice is read once, when a driver (or a timed driver operator) is created, from a task-local value;
/// there is no global mutable state, so tests running in parallel do not interfere.
public enum SharingScheduler {
    @TaskLocal static var current: (any SchedulerType)?

    /// The scheduler drivers created now will deliver on: the mocked one, or else a new `MainScheduler` (each
    /// with its own count of queued actions, as RxCocoa's, so a driver created during another driver's delivery
    /// on the main queue still delivers synchronously).
    public static func make() -> any SchedulerType {
        current ?? MainScheduler()
    }

    /// Runs `body` with `scheduler` as the delivery scheduler of every driver created inside it.
    public static func mock<Result>(scheduler: any SchedulerType, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(scheduler, operation: body)
    }
}
