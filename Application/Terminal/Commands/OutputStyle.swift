/// Whether a command writes for a person at a terminal or for a program, decided once at start-up as the GitHub CLI
/// decides it (go-gh's `term.FromEnv`), and everything that follows from it: a table or tab-separated lines, indented
/// or compact JSON, a rendered README or the source, colour, the width, and whether a notice such as
/// `no open issues in OWNER/NAME` is said on standard error. Every command asks this value, never the file
/// descriptors; only the interactive browser and the pager need the real terminal.
///
/// Standard output counts as a terminal when it is one, or when `GH_FORCE_TTY` is set to anything non-empty; its
/// value, when a number, is the width (`120`), or a share of the terminal's width (`50%`). The width is otherwise the
/// terminal's, else `COLUMNS`, else 80.
public struct OutputStyle: Equatable, Sendable {
    /// Whether output is written for a person: standard output is a terminal, or `GH_FORCE_TTY` says to act so.
    public let isTerminal: Bool
    /// The width tables and the README are fitted to.
    public let columns: Int
    private let isForced: Bool
    private let environment: [String: String]

    /// The style for a process whose environment is `environment`, whose standard output is a terminal or not, and
    /// `terminalColumns` wide when the terminal says.
    public init(environment: [String: String], isOutputTerminal: Bool, terminalColumns: Int?) {
        let forced = environment["GH_FORCE_TTY"] ?? ""
        self.environment = environment
        isForced = !forced.isEmpty
        isTerminal = isOutputTerminal || isForced
        let measured =
            terminalColumns ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
        if let width = Int(forced), width > 0 {
            columns = width
        } else if forced.hasSuffix("%"), let percentage = Int(forced.dropLast()), percentage > 0 {
            columns = max(1, measured * percentage / 100)
        } else {
            columns = measured
        }
    }

    /// Whether notices (no results, "Opening … in your browser.") are written: only for a person, as gh writes them
    /// only when standard output is a terminal.
    public var showsNotices: Bool { isTerminal }

    /// Whether colour codes are written. `--no-color` turns colour off. With `GH_FORCE_TTY`, colour is on unless
    /// `NO_COLOR` is non-empty or `CLICOLOR` is `0`. Otherwise `CLICOLOR_FORCE` set to anything but empty or `0` turns
    /// it on (even into a pipe, and over `NO_COLOR`, as in gh), and a terminal has colour unless `NO_COLOR` or
    /// `CLICOLOR=0` turns it off.
    public func colorMode(isColorFlagDisabled: Bool) -> ColorMode {
        ColorMode.resolve(
            environment: environment, isColorFlagDisabled: isColorFlagDisabled, isOutputTerminal: isTerminal,
            isTerminalForced: isForced)
    }

    /// A table `columns` wide for a person, tab-separated lines for a program.
    public func listPresentation(isColorFlagDisabled: Bool) -> ListPresentation {
        guard isTerminal else { return .lines }
        return .table(columns: columns, colorMode: colorMode(isColorFlagDisabled: isColorFlagDisabled))
    }

    /// Indented JSON for a person (or when colour is on anyway), compact for a program.
    public func jsonPresentation(isColorFlagDisabled: Bool) -> JSONPresentation {
        JSONPresentation.forStandardOutput(
            isTerminal: isTerminal, colorMode: colorMode(isColorFlagDisabled: isColorFlagDisabled))
    }

    /// The README rendered `columns` wide for a person, as GitHub sends it for a program.
    public func readmeDisplay(isColorFlagDisabled: Bool) -> ReadmeDisplay {
        guard isTerminal else { return .asSent }
        return .rendered(width: columns, colorMode: colorMode(isColorFlagDisabled: isColorFlagDisabled))
    }
}
