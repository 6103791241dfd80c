import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the content benchmark needs that differs between Linux (glibc) and macOS (Darwin), in one place.
enum HostPlatform {
    #if canImport(Glibc)
        /// posix_spawn's file actions: a struct in glibc's `spawn.h`, initialised in place.
        typealias SpawnFileActions = posix_spawn_file_actions_t

        /// Storage for `posix_spawn_file_actions_init`.
        static func emptySpawnFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }
    #else
        /// posix_spawn's file actions: an opaque pointer on Darwin, allocated by `posix_spawn_file_actions_init`.
        typealias SpawnFileActions = posix_spawn_file_actions_t?

        /// Storage for `posix_spawn_file_actions_init`.
        static func emptySpawnFileActions() -> SpawnFileActions { nil }
    #endif
}
