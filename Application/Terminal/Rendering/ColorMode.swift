/// Whether output may contain colour codes, decided once at start-up from the environment and flags.
public enum ColorMode: Sendable, Equatable {
    /// Foreground colours are emitted.
    case enabled
    /// No colour codes are emitted; bold, dim and reverse video still are.
    case disabled

    /// Decides the colour mode as the GitHub CLI does (go-gh's `term.FromEnv`). `--no-color` turns colour off. When
    /// `GH_FORCE_TTY` made standard output count as a terminal (`isTerminalForced`), colour is on unless `NO_COLOR` is
    /// non-empty or `CLICOLOR` is `0`. Otherwise a `CLICOLOR_FORCE` other than empty or `0` turns it on, even when
    /// piped and over `NO_COLOR`; else it is on only when standard output is a terminal and neither a non-empty
    /// `NO_COLOR` nor `CLICOLOR=0` turns it off.
    public static func resolve(
        environment: [String: String], isColorFlagDisabled: Bool, isOutputTerminal: Bool,
        isTerminalForced: Bool = false
    ) -> ColorMode {
        let isDisabled = !(environment["NO_COLOR"] ?? "").isEmpty || environment["CLICOLOR"] == "0"
        let force = environment["CLICOLOR_FORCE"] ?? ""
        let isForced = !force.isEmpty && force != "0"
        if isColorFlagDisabled {
            return .disabled
        }
        if isTerminalForced {
            return isDisabled ? .disabled : .enabled
        }
        return isForced || (isOutputTerminal && !isDisabled) ? .enabled : .disabled
    }
}
