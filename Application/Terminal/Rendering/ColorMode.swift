/// Whether output may contain colour codes, decided once at start-up from the environment and flags.
public enum ColorMode: Sendable, Equatable {
    /// Foreground colours are emitted.
    case enabled
    /// No colour codes are emitted; bold, dim and reverse video still are.
    case disabled

    /// Decides the colour mode. In order of precedence: `--no-color` turns colour off; a non-empty `NO_COLOR`
    /// turns it off; a `CLICOLOR_FORCE` other than empty or `0` turns it on even when piped; `CLICOLOR=0` turns
    /// it off; otherwise colour is on only when standard output is a terminal.
    public static func resolve(
        environment: [String: String], isColorFlagDisabled: Bool, isOutputTerminal: Bool
    ) -> ColorMode {
        if isColorFlagDisabled {
            return .disabled
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return .disabled
        }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" {
            return .enabled
        }
        if environment["CLICOLOR"] == "0" {
            return .disabled
        }
        return isOutputTerminal ? .enabled : .disabled
    }
}
