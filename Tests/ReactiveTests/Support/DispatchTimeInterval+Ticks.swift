import Dispatch

extension DispatchTimeInterval {
    /// A duration of `count` ticks of the test scheduler, so a ported RxTest case reads with RxTest's numbers
    /// (RxTest counts `.seconds(n)` as n ticks).
    static func ticks(_ count: Int) -> DispatchTimeInterval {
        .milliseconds(count)
    }
}
