import Foundation

/// Takes the signals `ProcessSignals.block()` keeps pending, one at a time, on a thread of its own.
///
/// The thread waits in sigwait(2) for any of `ProcessSignals.handled` and hands each signal to `deliver` on that
/// thread (the caller moves it to the main queue). Because the signals stay blocked everywhere else, one sent
/// before the waiter starts is taken as soon as it does, and none is lost while the main queue is busy. The
/// thread lives as long as the process.
enum SignalWaiter {
    /// Starts the waiting thread.
    static func start(deliver: @escaping @Sendable (Int32) -> Void) {
        Thread.detachNewThread {
            var set = ProcessSignals.handledSet
            while true {
                var signalNumber: Int32 = 0
                if sigwait(&set, &signalNumber) == 0 {
                    deliver(signalNumber)
                }
            }
        }
    }
}
