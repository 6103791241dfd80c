/// Something the interactive loop must react to, delivered by `TerminalSession` on the main queue.
public enum TerminalEvent: Sendable, Equatable {
    case keys([Key])
    /// The window changed size (SIGWINCH); draw a frame of the new size.
    case resized(TerminalSize)
    /// The program was resumed after Ctrl-Z (SIGCONT): the screen is gone, repaint in full
    /// (`FrameRenderer.invalidate()`) at this size.
    case redrawNeeded(TerminalSize)
    /// Standard input was closed: quit.
    case endOfInput
}
