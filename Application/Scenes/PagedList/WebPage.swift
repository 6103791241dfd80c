import Foundation

/// An item that has its own page on GitHub, for "open in the browser".
public protocol WebPage {
    /// The item's page; `nil` when the source did not send it, and opening the item then does nothing.
    var htmlURL: URL? { get }
}
