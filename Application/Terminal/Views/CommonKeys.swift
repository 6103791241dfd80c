/// The keys that mean the same on every screen that answers them, named once so that screens agree: Enter (l, →)
/// opens, Esc (Backspace, h, ←) goes back, r loads again, o opens the browser.
///
/// They are conventions, not reservations: each screen declares its own keys (`ScreenKeys`), and a screen with no use
/// for one of these may give its key another meaning.
enum CommonKeys {
    static let open: [Key] = [.enter, .character("l"), .right]
    static let back: [Key] = [.escape, .backspace, .character("h"), .left]
    static let refresh: [Key] = [.character("r")]
    static let openInBrowser: [Key] = [.character("o")]
}
