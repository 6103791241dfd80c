import Foundation
import Platform

/// The process's surroundings, read once at start-up: the environment variables and which standard streams are
/// terminals. Everything after start-up takes its facts from here, never from globals.
struct AppEnvironment: Sendable {
    /// The environment variables (tokens included: only `APIConfiguration` reads those).
    let variables: [String: String]
    /// Whether standard input is a terminal.
    let isInputTerminal: Bool
    /// Whether standard output is a terminal.
    let isOutputTerminal: Bool
    /// Whether standard error is a terminal.
    let isErrorTerminal: Bool

    /// Whether the interactive browser can run: standard input and output are terminals, and `TERM` names one
    /// that can move the cursor (set, not empty, not `dumb`). Otherwise the default search prints lines.
    var canDrawFullScreen: Bool {
        let terminalType = variables["TERM"] ?? ""
        return isInputTerminal && isOutputTerminal && !terminalType.isEmpty && terminalType != "dumb"
    }

    /// The GitHub CLI (`gh`) on `PATH`, asked for its login's token only when no token variable is set.
    func githubCLITokenReader() -> GithubCLITokenReader? {
        GithubCLITokenReader.locate(searchPath: variables["PATH"] ?? "")
    }

    /// The real process's environment and streams.
    static func current() -> AppEnvironment {
        AppEnvironment(
            variables: ProcessInfo.processInfo.environment, isInputTerminal: isatty(STDIN_FILENO) == 1,
            isOutputTerminal: isatty(STDOUT_FILENO) == 1, isErrorTerminal: isatty(STDERR_FILENO) == 1)
    }
}
