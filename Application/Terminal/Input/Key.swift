/// A key press decoded from the terminal's input bytes.
public enum Key: Hashable, Sendable {
    /// A printable character (one Unicode scalar; multibyte UTF-8 included).
    case character(Character)
    /// Control plus a letter, named by the lowercase letter: Ctrl-C is `.control("c")`, Ctrl-D `.control("d")`.
    case control(Character)
    /// Return or Enter (CR or LF).
    case enter
    case tab
    /// Backspace (DEL or BS).
    case backspace
    /// Escape on its own (reported after a short pause, since it also starts sequences).
    case escape
    /// Delete (forward delete).
    case delete
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// The mouse wheel turned up one notch (reported while mouse reporting is on).
    case wheelUp
    /// The mouse wheel turned down one notch.
    case wheelDown
    /// Text the terminal marked as pasted (bracketed paste), as it arrived: only ever text, never keys.
    case paste(String)

    /// Ctrl-C, which arrives as a key (not SIGINT) in raw mode.
    public static let interrupt = Key.control("c")
    /// Ctrl-Z, which arrives as a key (not SIGTSTP) in raw mode: suspends the program.
    public static let suspend = Key.control("z")
}
