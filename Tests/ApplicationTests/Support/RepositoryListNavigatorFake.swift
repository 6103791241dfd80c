import Application
import Foundation
import Synchronization

/// A navigator of a list a repository keeps that records where it was asked to go.
/// Not main-actor isolated (its record is locked), so a test reads it without entering the main actor.
nonisolated final class RepositoryListNavigatorFake: RepositoryListNavigatorType {
    private let recorded = Mutex<[String]>([])

    /// The calls made, in order: `open URL` or `back`.
    var calls: [String] { recorded.withLock { $0 } }

    func openInBrowser(_ url: URL) { recorded.withLock { $0.append("open \(url.absoluteString)") } }
    func back() { recorded.withLock { $0.append("back") } }
}
