import Foundation
import XCTest

/// One detached tmux server and session of a fixed size, driven through the `tmux` command line.
///
/// Each session runs on its own socket (`tmux -L`), so tests never touch the user's tmux, and `kill()` ends the
/// whole server.
final class TmuxSession {
    /// The tmux executable.
    let executable: URL
    /// The socket name, unique to this session.
    let socket = "repo-browser-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    /// The session's name.
    let name = "e2e"

    /// Prepares a session; nothing runs until `start(command:columns:rows:)`.
    init(executable: URL) {
        self.executable = executable
    }

    /// The tmux executable on `PATH`: call first in a test (or its `setUpWithError`); without tmux the test is
    /// skipped, or fails under `CI=true`.
    static func requireExecutable() throws -> URL {
        try OptionalTool.require("tmux", purpose: "the program cannot be run on a real terminal")
    }

    /// Starts the session running `command` in a window of `columns` × `rows`.
    func start(command: String, columns: Int, rows: Int) throws {
        // The server started here outlives the command and inherits its descriptors, so Foundation's `Process`
        // (which waits for a descriptor to close) would wait for ever: spawn it directly and reap the client.
        let arguments = [
            executable.path, "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name,
            "-x", "\(columns)", "-y", "\(rows)", command,
        ]
        var actions = HostPlatform.emptySpawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let pointers = arguments.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        var processID: pid_t = 0
        guard posix_spawn(&processID, executable.path, &actions, nil, pointers, HostPlatform.environment) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0, errno == EINTR {}
    }

    /// Copies everything the program writes to `file` (raw bytes, escape sequences included).
    func pipeOutput(to file: URL) throws {
        try run(["pipe-pane", "-o", "-t", name, "cat >> '\(file.path)'"])
    }

    /// Sends tmux key names (`Enter`, `Escape`, `C-u`).
    func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", name] + keys)
    }

    /// Sends raw bytes to the program, as a terminal sends them (`send-keys -H`): a mouse report, say.
    func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", name, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Sends `text` literally, character by character.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", name, "-l", text])
    }

    /// Pastes `text` as a terminal would: wrapped in bracketed-paste marks when the program asked for them.
    func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "e2e-paste", text])
        try run(["paste-buffer", "-p", "-r", "-d", "-b", "e2e-paste", "-t", name])
    }

    /// The visible screen as text.
    func capture() throws -> String {
        try run(["capture-pane", "-p", "-t", name])
    }

    /// The visible screen as text with its colour and style escape sequences.
    func captureWithEscapes() throws -> String {
        try run(["capture-pane", "-p", "-e", "-t", name])
    }

    /// Polls the screen until `condition` holds or `timeout` passes; returns the last screen seen.
    @discardableResult
    func waitForScreen(
        timeout: TimeInterval = 10, _ description: String, file: StaticString = #filePath, line: UInt = #line,
        until condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = ""
        while Date() < deadline {
            screen = try capture()
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("timed out after \(timeout) s waiting for \(description); screen:\n\(screen)", file: file, line: line)
        return screen
    }

    /// Ends the server and everything in it.
    func kill() {
        _ = try? run(["kill-server"])
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
