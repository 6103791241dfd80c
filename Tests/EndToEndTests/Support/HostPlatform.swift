#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the end-to-end tests need that differs between Linux (glibc) and macOS (Darwin), in one place.
enum HostPlatform {
    #if canImport(Glibc)
        /// posix_spawn's file actions: a struct in glibc's `spawn.h`, initialised in place.
        typealias SpawnFileActions = posix_spawn_file_actions_t

        /// Storage for `posix_spawn_file_actions_init`.
        static func emptySpawnFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }

        /// The process's environment, as `posix_spawn` passes it on (`environ`, from `unistd.h`).
        static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
    #elseif canImport(Darwin)
        /// posix_spawn's file actions: an opaque pointer in Darwin's `spawn.h`, set by `posix_spawn_file_actions_init`.
        typealias SpawnFileActions = posix_spawn_file_actions_t?

        /// Storage for `posix_spawn_file_actions_init`.
        static func emptySpawnFileActions() -> SpawnFileActions { nil }

        /// The process's environment: macOS headers do not declare `environ` for programs, so it comes from
        /// `_NSGetEnviron()` (`crt_externs.h`).
        static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }
    #endif
}
