import Foundation

/// The pager `show` writes through on a terminal, chosen as the GitHub CLI does: `GH_PAGER`, else `PAGER`, else
/// `less -R` when `less` is on the `PATH`; an empty value or `cat` means no pager.
///
/// The command runs through `/bin/sh -c` with the text on its standard input and the terminal as its output, with
/// no blocked signal and default signal actions (this process blocks and ignores some), and `LESS=FRX` when `LESS`
/// is unset (quit when the text fits one screen, keep colours, leave the text on screen afterwards). The process
/// must ignore SIGPIPE, as repo-browser does from its first statement, or a pager quitting early would end it.
public struct Pager: Equatable, Sendable {
    public let command: String
    private let environment: [String: String]

    /// The pager `environment` asks for, or nil for none.
    public static func choose(environment: [String: String]) -> Pager? {
        for name in ["GH_PAGER", "PAGER"] {
            if let value = environment[name] {
                let command = value.trimmingCharacters(in: .whitespaces)
                return command.isEmpty || command == "cat" ? nil : Pager(command: command, environment: environment)
            }
        }
        let hasLess = (environment["PATH"] ?? "").split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/less")
        }
        return hasLess ? Pager(command: "less -R", environment: environment) : nil
    }

    /// Pipes `bytes` through the pager and waits for it to exit; false when it could not be started (the caller
    /// then writes the text itself). A pager quitting early is not an error.
    public func show(_ bytes: [UInt8]) -> Bool {
        var pipeDescriptors: [Int32] = [0, 0]
        guard pipe(&pipeDescriptors) == 0 else { return false }
        let (readEnd, writeEnd) = (pipeDescriptors[0], pipeDescriptors[1])
        guard let processID = spawn(input: readEnd, closing: writeEnd) else {
            close(readEnd)
            close(writeEnd)
            return false
        }
        close(readEnd)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return HostPlatform.write(writeEnd, base, buffer.count)
            }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { break }
            offset += written
        }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0, errno == EINTR {}
        return true
    }

    private func spawn(input: Int32, closing other: Int32) -> pid_t? {
        var actions = HostPlatform.emptySpawnFileActions()
        var attributes = HostPlatform.emptySpawnAttributes()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, input)
        posix_spawn_file_actions_addclose(&actions, other)
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))
        var variables = environment
        if variables["LESS"] == nil { variables["LESS"] = "FRX" }
        let environmentPointers = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        let argumentPointers = [strdup("sh"), strdup("-c"), strdup(command), nil]
        defer { for pointer in environmentPointers + argumentPointers { free(pointer) } }
        var processID: pid_t = 0
        let result = posix_spawn(
            &processID, "/bin/sh", &actions, &attributes, argumentPointers, environmentPointers)
        return result == 0 ? processID : nil
    }
}
