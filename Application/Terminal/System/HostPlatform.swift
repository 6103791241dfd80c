#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything the terminal front end needs that differs between Linux (glibc) and macOS (Darwin), in one place.
///
/// Every other file of the target is platform-neutral: `import Foundation` brings the C library on both systems.
/// Where a declaration differs, this file names the difference and the header it comes from.
enum HostPlatform {
    #if canImport(Glibc)
        /// posix_spawn's file actions: a struct in glibc's `spawn.h`, initialised in place.
        typealias SpawnFileActions = posix_spawn_file_actions_t
        /// posix_spawn's attributes: a struct in glibc's `spawn.h`, initialised in place.
        typealias SpawnAttributes = posix_spawnattr_t

        /// Storage for `posix_spawn_file_actions_init`.
        static func emptySpawnFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }
        /// Storage for `posix_spawnattr_init`.
        static func emptySpawnAttributes() -> SpawnAttributes { posix_spawnattr_t() }

        /// `POSIX_SPAWN_SETSID`: glibc declares it only under `_GNU_SOURCE` (`spawn.h`), which Swift does not import.
        static let newSessionSpawnFlag: Int16 = 0x80

        /// The process's environment, as `posix_spawn` passes it on (`environ`, from `unistd.h`).
        static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }

        /// The desktop's "open this URL" command when neither `GH_BROWSER` nor `BROWSER` is set.
        static let defaultBrowserCommand = "xdg-open"

        /// write(2), named apart from the `write` methods of the types that call it.
        static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
            Glibc.write(descriptor, bytes, count)
        }

        /// Stops the whole process for Ctrl-Z, returning once it is continued (`fg`). Linux: SIGTSTP raised at the
        /// calling thread with its default action, so the shell reports an ordinary "Stopped" and the blocked
        /// signal never reaches the `SignalWaiter`. The kernel discards it in an orphaned process group (no shell
        /// to continue it), and the call returns at once.
        static func stopForSuspension() {
            var stopSignal = sigset_t()
            var previousMask = sigset_t()
            sigemptyset(&stopSignal)
            sigaddset(&stopSignal, SIGTSTP)
            pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previousMask)
            raise(SIGTSTP)
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        }

        /// Has malloc grow a heap `bytes` beyond what an allocation needs (`M_TOP_PAD`, `malloc.h`). Without it a
        /// thread's arena grows little by little, a `mprotect(2)` each time: `show` of a 240 KB README made 200 to 650
        /// more such calls than `show` of a tiny one (`strace -c`), and none more with it. (Setting it also keeps the
        /// size from which an allocation is mapped on its own at 128 KiB, which glibc would otherwise raise to the
        /// largest such allocation freed.)
        ///
        /// `mallopt(3)` is declared in `malloc.h`, which Swift's Glibc module leaves out, so it is found by name in
        /// the C library (`dlsym` with a null handle, glibc's `RTLD_DEFAULT`) and called through its C type,
        /// `int mallopt(int param, int value)`; `M_TOP_PAD` is -2 there.
        static func padHeapGrowth(by bytes: Int32) {
            guard let address = dlsym(nil, "mallopt") else { return }
            // The symbol is glibc's `mallopt`, whose C signature is the function type the address is cast to.
            let mallopt = unsafeBitCast(address, to: (@convention(c) (Int32, Int32) -> Int32).self)
            _ = mallopt(-2, bytes)
        }
    #elseif canImport(Darwin)
        /// posix_spawn's file actions: an opaque pointer in Darwin's `spawn.h`, set by `posix_spawn_file_actions_init`.
        typealias SpawnFileActions = posix_spawn_file_actions_t?
        /// posix_spawn's attributes: an opaque pointer in Darwin's `spawn.h`, set by `posix_spawnattr_init`.
        typealias SpawnAttributes = posix_spawnattr_t?

        /// Storage for `posix_spawn_file_actions_init`.
        static func emptySpawnFileActions() -> SpawnFileActions { nil }
        /// Storage for `posix_spawnattr_init`.
        static func emptySpawnAttributes() -> SpawnAttributes { nil }

        /// `POSIX_SPAWN_SETSID` (0x0400 in `sys/spawn.h`, macOS 10.15 and later).
        static let newSessionSpawnFlag = Int16(POSIX_SPAWN_SETSID)

        /// The process's environment, as `posix_spawn` passes it on: macOS headers do not declare `environ`
        /// for programs, so it comes from `_NSGetEnviron()` (`crt_externs.h`).
        static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }

        /// The desktop's "open this URL" command when neither `GH_BROWSER` nor `BROWSER` is set.
        static let defaultBrowserCommand = "open"

        /// write(2), named apart from the `write` methods of the types that call it.
        static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
            Darwin.write(descriptor, bytes, count)
        }

        /// Stops the whole process for Ctrl-Z, returning once it is continued (`fg`). macOS: SIGSTOP, since a
        /// re-raised SIGTSTP would be seen again by the process's own signal handling.
        static func stopForSuspension() {
            kill(getpid(), SIGSTOP)
        }

        /// Nothing: Darwin's malloc has no such setting.
        static func padHeapGrowth(by bytes: Int32) {}
    #endif
}
