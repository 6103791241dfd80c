import Foundation
import Platform
import Terminal

/// The process's surroundings, read once at start-up: the environment variables and which standard streams are
/// terminals. Everything after start-up takes its facts from here, never from globals.
struct AppEnvironment: Sendable {
    /// The environment variables (tokens included: only `APIConfiguration` reads those).
    let variables: [String: String]
    /// Whether standard input is a terminal.
    let isInputTerminal: Bool
    /// Whether standard output is a terminal.
    let isOutputTerminal: Bool
    /// The width of the terminal on standard output, or nil when it is not a terminal.
    let outputColumns: Int?
    /// The process's working directory (whose git repository `show` without an argument means).
    var currentDirectory = URL(fileURLWithPath: "/", isDirectory: true)

    /// `$XDG_CACHE_HOME/repo-browser`, or `~/.cache/repo-browser` when `XDG_CACHE_HOME` is unset, empty or relative
    /// (as the XDG specification asks); nil when neither it nor `HOME` gives an absolute path.
    var cacheDirectory: URL? {
        if let base = variables["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("repo-browser")
        }
        guard let home = variables["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/repo-browser")
    }

    /// The search history's file: under `$XDG_DATA_HOME/repo-browser/` when `XDG_DATA_HOME` is an absolute path,
    /// else under `~/.local/share/repo-browser/` (`HOME`, or the account's home folder when `HOME` is not absolute).
    var searchHistoryFile: URL {
        let home =
            variables["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return SQLiteSearchHistoryRepository.defaultFileURL(environment: variables, homeDirectory: home)
    }

    /// Whether `GH_DEBUG` asks for request logging, as in the GitHub CLI (`api`, `1`, or any value but `0`/`false`).
    var isAPIDebugRequested: Bool {
        guard let value = variables["GH_DEBUG"]?.lowercased(), !value.isEmpty else { return false }
        return value != "0" && value != "false"
    }

    /// Whether the interactive browser starts with the mouse wheel reported: yes unless `REPO_BROWSER_NO_MOUSE` is set
    /// to anything but an empty value, `0` or `false` (then the terminal keeps its own text selection; `m` still
    /// turns the wheel on).
    var isMouseReportingWanted: Bool {
        guard let value = variables["REPO_BROWSER_NO_MOUSE"]?.lowercased(), !value.isEmpty else { return true }
        return value == "0" || value == "false"
    }

    /// Whether the interactive browser can run: standard input and output are terminals, and `TERM` names one
    /// that can move the cursor (set, not empty, not `dumb`). Otherwise the default search is printed as `search`
    /// prints it.
    var canDrawFullScreen: Bool {
        let terminalType = variables["TERM"] ?? ""
        return isInputTerminal && isOutputTerminal && !terminalType.isEmpty && terminalType != "dumb"
    }

    /// How commands write: for a person (standard output is a terminal, or `GH_FORCE_TTY` is set) or for a program.
    /// The one place the environment's terminal rules are read; only the interactive browser and the pager ask for
    /// the real terminal (`isOutputTerminal`).
    var outputStyle: OutputStyle {
        OutputStyle(environment: variables, isOutputTerminal: isOutputTerminal, terminalColumns: outputColumns)
    }

    /// The GitHub CLI (`gh`) on `PATH`, asked for its login's token only when no token variable is set.
    func githubCLITokenReader() -> GithubCLITokenReader? {
        GithubCLITokenReader.locate(searchPath: variables["PATH"] ?? "")
    }

    /// The real process's environment and streams.
    static func current() -> AppEnvironment {
        AppEnvironment(
            variables: ProcessInfo.processInfo.environment, isInputTerminal: isatty(STDIN_FILENO) == 1,
            isOutputTerminal: isatty(STDOUT_FILENO) == 1,
            outputColumns: TerminalSize.ofStandardOutput()?.columns,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }
}
