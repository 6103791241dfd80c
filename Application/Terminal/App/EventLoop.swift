import Foundation

/// Serves the main queue (and with it the main actor) on the main thread until the process exits.
///
/// `dispatchMain()` is not used for the interactive program: it ends the main thread and leaves it waiting with
/// every signal unblocked, so a SIGTERM would take its default action there (ending the process with the terminal
/// still in raw mode) instead of waiting for `SignalWaiter`. A run loop serves the main queue on the main thread
/// itself, where the signals stay blocked. The timer, which never fires, gives the run loop a reason to keep
/// running on every platform.
enum EventLoop {
    /// Runs the main queue forever.
    static func run() -> Never {
        RunLoop.main.add(Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }, forMode: .default)
        while true {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }
}
