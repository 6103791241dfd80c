import Foundation
import StyledText

/// The screens on display, bottom to top, like a navigation controller's stack; the top screen gets the keys.
///
/// Pushing shows a screen; popping removes the top screen and dismantles it, which releases its dispose bag and
/// so ends everything its view model started. The root screen is never popped. A one-line status message
/// (for example a URL that could not be opened) shows over the bottom row until the next key.
@MainActor
final class ScreenStack {
    /// The screens, bottom first.
    private(set) var views: [any TerminalView] = []
    /// The status message shown over the bottom row, if any (already sanitised).
    private(set) var statusMessage: String?
    /// The data source's badge, drawn at the top right of every screen (`nil` when the source asks for none).
    var badge: SourceBadge?
    /// Called whenever what is shown changed: by the stack, and by each screen on it directly (the application
    /// redraws on the next turn of the main queue).
    private let onChange: @MainActor () -> Void

    /// Creates an empty stack whose changes, and its screens' changes, call `onChange`.
    init(onChange: @escaping @MainActor () -> Void = {}) {
        self.onChange = onChange
    }

    /// The screen that receives keys.
    var top: (any TerminalView)? { views.last }

    /// Whether any screen on display is loading.
    var isBusy: Bool { views.contains { $0.isBusy } }

    func push(_ view: any TerminalView) {
        view.onChange = onChange
        views.append(view)
        onChange()
    }

    /// Removes the top screen (never the root) and dismantles it.
    func pop() {
        guard views.count > 1 else { return }
        let view = views.removeLast()
        view.onChange = nil
        view.dismantle()
        onChange()
    }

    /// Dismantles every screen (on quit).
    func dismantleAll() {
        while let view = views.popLast() {
            view.onChange = nil
            view.dismantle()
        }
    }

    /// Shows `message` over the bottom row until `clearStatus()`.
    func showStatus(_ message: String) {
        statusMessage = TerminalText.sanitize(message)
        onChange()
    }

    func clearStatus() {
        guard statusMessage != nil else { return }
        statusMessage = nil
        onChange()
    }

    /// Opens `url` through `opener` and says so in the status line; if no browser can be started, shows the
    /// address instead so that it can be copied. Only `http` and `https` addresses are opened: an address from the
    /// server with another scheme (`file:`, `javascript:`, `smb:`) is shown, never handed to the opener.
    func openInBrowser(_ url: URL, using opener: any BrowserOpening) {
        let address = TerminalText.sanitize(url.absoluteString)
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            showStatus("Not opened: \(address) is not a web address (http or https)")
            return
        }
        showStatus("Opening \(address) …")
        opener.open(url) { [weak self] isOpened in
            guard !isOpened else { return }
            DispatchQueue.main.async {
                self?.showStatus("No browser could be started; open \(address)")
            }
        }
    }

    /// Draws the screens from the topmost opaque one upwards, then the badge and the status message.
    func draw(into buffer: inout ScreenBuffer, spinnerFrame: Int) {
        let base = views.lastIndex { !$0.isOverlay } ?? 0
        for view in views[base...] {
            view.draw(into: &buffer, spinnerFrame: spinnerFrame)
        }
        badge?.draw(into: &buffer)
        if let statusMessage, buffer.size.rows > 0 {
            let row = buffer.size.rows - 1
            buffer.fill(row: row, style: .plain)
            buffer.write(
                TextFitting.truncated(statusMessage, toWidth: buffer.size.columns), row: row, column: 0,
                style: TextStyle(isBold: true))
        }
    }
}
