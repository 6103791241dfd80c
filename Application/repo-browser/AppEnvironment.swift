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
    /// Whether standard error is a terminal.
    let isErrorTerminal: Bool
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
    /// that can move the cursor (set, not empty, not `dumb`). Otherwise the default search prints lines.
    var canDrawFullScreen: Bool {
        let terminalType = variables["TERM"] ?? ""
        return isInputTerminal && isOutputTerminal && !terminalType.isEmpty && terminalType != "dumb"
    }

    /// Whether output is formatted for a person at a terminal: standard output is one, or `GH_FORCE_TTY` is set to
    /// anything non-empty (the GitHub CLI's way of asking for terminal output through a pipe). Only the interactive
    /// browser and the pager need the real terminal (`isOutputTerminal`).
    var isTerminalOutputStyle: Bool {
        isOutputTerminal || !(variables["GH_FORCE_TTY"] ?? "").isEmpty
    }

    /// The width output is fitted to: `GH_FORCE_TTY`'s number of columns, or its percentage of the terminal's
    /// width; else the terminal's width, else `COLUMNS`, else 80.
    var columns: Int {
        let measured = outputColumns ?? variables["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
        let forced = (variables["GH_FORCE_TTY"] ?? "").trimmingCharacters(in: .whitespaces)
        if let width = Int(forced), width > 0 {
            return width
        }
        if forced.hasSuffix("%"), let percentage = Int(forced.dropLast()), percentage > 0 {
            return max(1, measured * min(percentage, 100) / 100)
        }
        return measured
    }

    /// Whether output may be coloured, from the flag and the environment, with `GH_FORCE_TTY` counting as a terminal.
    func colorMode(isColorFlagDisabled: Bool) -> ColorMode {
        ColorMode.resolve(
            environment: variables, isColorFlagDisabled: isColorFlagDisabled, isOutputTerminal: isTerminalOutputStyle)
    }

    /// How a list command prints: a table `columns` wide when output is for a terminal, coloured as `ColorMode` decides;
    /// tab-separated lines otherwise.
    func listPresentation(isColorFlagDisabled: Bool) -> ListPresentation {
        guard isTerminalOutputStyle else { return .lines }
        return .table(columns: columns, colorMode: colorMode(isColorFlagDisabled: isColorFlagDisabled))
    }

    /// How `--json` prints: indented on a terminal (or `GH_FORCE_TTY`, or when colour is forced), coloured when
    /// colour is on; compact otherwise.
    func jsonPresentation(isColorFlagDisabled: Bool) -> JSONPresentation {
        JSONPresentation.forStandardOutput(
            isTerminal: isTerminalOutputStyle, colorMode: colorMode(isColorFlagDisabled: isColorFlagDisabled))
    }

    /// The GitHub CLI (`gh`) on `PATH`, asked for its login's token only when no token variable is set.
    func githubCLITokenReader() -> GithubCLITokenReader? {
        GithubCLITokenReader.locate(searchPath: variables["PATH"] ?? "")
    }

    /// The real process's environment and streams.
    static func current() -> AppEnvironment {
        AppEnvironment(
            variables: ProcessInfo.processInfo.environment, isInputTerminal: isatty(STDIN_FILENO) == 1,
            isOutputTerminal: isatty(STDOUT_FILENO) == 1, isErrorTerminal: isatty(STDERR_FILENO) == 1,
            outputColumns: TerminalSize.ofStandardOutput()?.columns,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }
}
