import Foundation

/// Opens a web page in the person's browser without blocking the terminal.
public protocol BrowserOpening: Sendable {
    /// Starts opening `url` and returns at once; `completion` is called later, on any queue, with whether the
    /// browser could be started.
    func open(_ url: URL, completion: @escaping @Sendable (Bool) -> Void)
}
