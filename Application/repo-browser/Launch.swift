import Terminal

/// What the composition root decided to run for the command line it was given.
enum Launch {
    /// Nothing to run: print and exit (help, version, a usage or configuration error).
    case finish(ProcessOutcome)
    /// A non-interactive command (`search`, `show`, or the default search when piped).
    case command(any NonInteractiveCommand)
    /// The interactive browser, on a terminal.
    case interactive(InteractiveLaunch)
}
