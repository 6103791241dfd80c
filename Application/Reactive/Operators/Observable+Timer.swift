import Dispatch

extension Observable where Element == Int {
    /// Returns a sequence that sends `0` after `dueTime` on `scheduler`, then completes.
    public static func timer(_ dueTime: DispatchTimeInterval, scheduler: any SchedulerType) -> Observable<Int> {
        .create { observer in
            scheduler.schedule(after: dueTime) {
                observer.onNext(0)
                observer.onCompleted()
            }
        }
    }

    /// Returns a sequence that sends `0` after `dueTime`, then `1, 2, …` every `period`, on `scheduler`;
    /// it never completes.
    public static func timer(
        _ dueTime: DispatchTimeInterval, period: DispatchTimeInterval, scheduler: any SchedulerType
    ) -> Observable<Int> {
        .create { observer in
            let counter = LockedState(0)
            return scheduler.schedulePeriodic(startAfter: dueTime, period: period) {
                let value = counter.withLock { count in
                    defer { count += 1 }
                    return count
                }
                observer.onNext(value)
            }
        }
    }

    /// Returns a sequence that sends `0, 1, 2, …` every `period` on `scheduler`, starting one period after
    /// subscription; it never completes.
    public static func interval(_ period: DispatchTimeInterval, scheduler: any SchedulerType) -> Observable<Int> {
        timer(period, period: period, scheduler: scheduler)
    }
}
