import Foundation

/// Stops the whole process the way a shell's job control expects, returning once it is continued (`fg`).
enum ProcessSuspension {
    /// Stops the process. On Linux it raises SIGTSTP at the calling thread with its default action (so the
    /// shell reports an ordinary "Stopped"); the kernel discards that in an orphaned process group, and the call
    /// returns at once. On macOS a re-raised SIGTSTP would be seen again by the process's own signal handling,
    /// so it stops with SIGSTOP.
    static func stop() {
        #if canImport(Darwin)
            kill(getpid(), SIGSTOP)
        #else
            var stopSignal = sigset_t()
            var previousMask = sigset_t()
            sigemptyset(&stopSignal)
            sigaddset(&stopSignal, SIGTSTP)
            pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previousMask)
            raise(SIGTSTP)
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        #endif
    }
}
