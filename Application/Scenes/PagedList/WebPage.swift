import Foundation

/// An item that has its own page on GitHub, for "open in the browser".
public protocol WebPage {
    /// The item's page.
    var htmlURL: URL { get }
}
