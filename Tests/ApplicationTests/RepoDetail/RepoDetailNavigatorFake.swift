import Application
import Domain
import Foundation
import Synchronization

/// A detail-screen navigator that records where it was asked to go.
/// Not main-actor isolated (its record is locked), so a test reads it without entering the main actor.
nonisolated final class RepoDetailNavigatorFake: RepoDetailNavigatorType {
    enum Call: Equatable {
        case back
        case openInBrowser(URL)
        case toIssues(RepoReference)
        case toPullRequests(RepoReference)
    }

    private let recorded = Mutex<[Call]>([])

    /// The calls made, in order.
    var calls: [Call] { recorded.withLock { $0 } }

    func back() { recorded.withLock { $0.append(.back) } }
    func openInBrowser(_ url: URL) { recorded.withLock { $0.append(.openInBrowser(url)) } }
    func toIssues(_ repository: RepoReference) { recorded.withLock { $0.append(.toIssues(repository)) } }
    func toPullRequests(_ repository: RepoReference) { recorded.withLock { $0.append(.toPullRequests(repository)) } }
}
