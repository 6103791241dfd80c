import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal benchmark needs that differs between Linux (glibc) and macOS (Darwin), in one place.
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

        /// A new pseudo-terminal's master side, unlocked, or -1. `posix_openpt`, `unlockpt` and `ptsname` are not
        /// imported into Swift from glibc; on Linux they are /dev/ptmx and two ioctls (`TIOCSPTLCK`, `TIOCGPTN`).
        static func openPseudoTerminalMaster() -> Int32 {
            let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0 else { return -1 }
            return master
        }

        /// The path of the slave side of `master`.
        static func pseudoTerminalSlavePath(_ master: Int32) -> String? {
            var number: UInt32 = 0
            guard ioctl(master, 0x8004_5430, &number) == 0 else { return nil }
            return "/dev/pts/\(number)"
        }

        /// A running child's peak resident memory in KiB: `VmHWM` from /proc. (Linux's `ru_maxrss` cannot be used:
        /// posix_spawn's child shares the parent's memory until exec, and the kernel counts that in its peak.)
        static func livePeakKibibytes(_ processID: pid_t) -> Int? {
            guard let status = try? String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8) else {
                return nil
            }
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
        }

        /// An ended child's peak resident memory in KiB from wait4's `rusage`: none on Linux (see above).
        static func exitedPeakKibibytes(_ usage: rusage) -> Int? { nil }

        /// `arguments` run so that their peak memory in KiB is written to `report`: under GNU time, which forks
        /// from a process small enough not to count.
        static func peakReportingCommand(_ arguments: [String], report: String) -> [String] {
            ["/usr/bin/time", "-f", "%M", "-o", report] + arguments
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

        /// A new pseudo-terminal's master side, granted and unlocked, or -1.
        static func openPseudoTerminalMaster() -> Int32 {
            let master = posix_openpt(O_RDWR | O_NOCTTY)
            guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0 else { return -1 }
            return master
        }

        /// The path of the slave side of `master`.
        static func pseudoTerminalSlavePath(_ master: Int32) -> String? {
            ptsname(master).map { String(cString: $0) }
        }

        /// A running child's peak resident memory in KiB: not readable on macOS (see `exitedPeakKibibytes`).
        static func livePeakKibibytes(_ processID: pid_t) -> Int? { nil }

        /// An ended child's peak resident memory in KiB from wait4's `rusage` (macOS counts `ru_maxrss` in bytes).
        static func exitedPeakKibibytes(_ usage: rusage) -> Int? { Int(usage.ru_maxrss) / 1024 }

        /// `arguments` unchanged: wait4's `rusage` reports the peak (nothing is written to `report`).
        static func peakReportingCommand(_ arguments: [String], report: String) -> [String] { arguments }
    #endif
}
