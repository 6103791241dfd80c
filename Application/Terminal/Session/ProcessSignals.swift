import Foundation

/// The signals the interactive program answers itself, and the mask that keeps any of them from being lost.
///
/// `block()` is the first statement of `main.swift`: from then on SIGTERM, SIGINT, SIGHUP, SIGTSTP, SIGWINCH and
/// SIGCONT are blocked (not ignored) in the main thread and in every thread it starts, so a signal sent at any
/// moment stays pending until it is taken. The interactive program takes them one at a time with
/// `SignalWaiter`; a non-interactive command calls `unblock()` and each signal then takes its default action (a
/// pending SIGTERM ends the command at once, SIGTSTP stops it).
public enum ProcessSignals {
    /// The signals handled by the interactive program.
    public static let handled: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGTSTP, SIGWINCH, SIGCONT]

    /// The signals whose default action is to do nothing. A system may discard such a signal on arrival even while
    /// it is blocked (macOS does), so each gets a handler that does nothing; being blocked, it never runs.
    static let ignoredByDefault: [Int32] = [SIGWINCH, SIGCONT]

    /// Blocks the handled signals in the calling thread and in every thread it starts from now on.
    public static func block() {
        for signalNumber in ignoredByDefault {
            _ = signal(signalNumber) { _ in }
        }
        var set = handledSet
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Unblocks the handled signals in the calling thread with their default actions; a pending one is delivered
    /// at once. For processes that never run the interactive loop.
    public static func unblock() {
        for signalNumber in ignoredByDefault {
            _ = signal(signalNumber, SIG_DFL)
        }
        var set = handledSet
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The handled signals as a set for `pthread_sigmask` and `sigwait`.
    static var handledSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in handled {
            sigaddset(&set, signalNumber)
        }
        return set
    }
}
