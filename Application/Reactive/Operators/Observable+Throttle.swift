import Dispatch

extension Observable {
    /// Sends at most one value per `dueTime` on `scheduler`: the first value at once, then (if `latest`) the
    /// latest value of each window when it closes. A value still held back is sent before completion.
    public func throttle(
        _ dueTime: DispatchTimeInterval, latest: Bool = true, scheduler: any SchedulerType
    ) -> Observable<Element> {
        let source = self
        return .create { observer in
            ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler).run(source)
        }
    }
}
