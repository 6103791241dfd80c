import Dispatch
import Foundation

/// Opens pages with `GH_BROWSER`, else `BROWSER`, else the platform's opener (`xdg-open`, or `open` on macOS),
/// as the GitHub CLI does.
///
/// The opener runs detached in its own session with its input and output on /dev/null, so it can neither draw on
/// the screen nor read keys; its exit is awaited off the main queue.
public struct SystemBrowserOpener: BrowserOpening {
    /// The command and its leading arguments, or nil when none is configured or found.
    let command: [String]?

    /// Chooses the opener from `environment` (its `PATH` is searched for a bare command name).
    public init(environment: [String: String]) {
        command = Self.command(environment: environment)
    }

    /// Starts the opener with `url` as its last argument; `completion` says whether it started and exited with 0.
    public func open(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) {
        guard let command, let executable = command.first else {
            completion(false)
            return
        }
        guard let processID = Self.spawn(executable, arguments: command + [url.absoluteString]) else {
            completion(false)
            return
        }
        DispatchQueue.global().async {
            var status: Int32 = 0
            var result: Int32
            repeat {
                result = waitpid(processID, &status, 0)
            } while result < 0 && errno == EINTR
            completion(result == processID && Self.exitedSuccessfully(status))
        }
    }

    /// The opener's words, with its executable resolved through `PATH`.
    static func command(environment: [String: String]) -> [String]? {
        let configured = [environment["GH_BROWSER"], environment["BROWSER"]]
            .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty }
        let words = (configured ?? HostPlatform.defaultBrowserCommand).split(separator: " ").map(String.init)
        guard let name = words.first, let path = resolve(name, path: environment["PATH"] ?? "") else { return nil }
        return [path] + words.dropFirst()
    }

    /// The executable `name` names: itself when it contains a slash, else the first match on `path`.
    static func resolve(_ name: String, path: String) -> String? {
        if name.contains("/") {
            return access(name, X_OK) == 0 ? name : nil
        }
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    private static func exitedSuccessfully(_ status: Int32) -> Bool {
        // WIFEXITED and WEXITSTATUS are macros Swift cannot import: the low 7 bits are 0 on a normal exit.
        (status & 0x7F) == 0 && ((status >> 8) & 0xFF) == 0
    }

    /// Spawns `executable` with `arguments` (the first being its name), on /dev/null, in a new session, with default
    /// signal handling.
    private static func spawn(_ executable: String, arguments: [String]) -> pid_t? {
        var actions = HostPlatform.emptySpawnFileActions()
        var attributes = HostPlatform.emptySpawnAttributes()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        // The opener starts with no blocked signal and every signal at its default action: this process blocks the
        // signals it handles (`ProcessSignals`) and ignores SIGPIPE, and a child would inherit both.
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(
            &attributes,
            HostPlatform.newSessionSpawnFlag | Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))
        let argumentPointers = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argumentPointers { free(pointer) } }
        var processID: pid_t = 0
        let result = posix_spawn(
            &processID, executable, &actions, &attributes, argumentPointers, HostPlatform.environment)
        return result == 0 ? processID : nil
    }
}
