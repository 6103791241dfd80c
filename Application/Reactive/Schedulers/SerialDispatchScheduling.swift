/// Marks the schedulers backed by a serial dispatch queue, for which `observe(on:)` schedules each event on
/// its own (the queue keeps them in order), as RxSwift does for its `SerialDispatchQueueScheduler`s.
protocol SerialDispatchScheduling: SchedulerType {}
