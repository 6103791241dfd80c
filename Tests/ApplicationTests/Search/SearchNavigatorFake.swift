import Application
import Domain
import Foundation
import Synchronization

/// A search-screen navigator that records where it was asked to go.
/// Not main-actor isolated (its record is locked), so a test reads it without entering the main actor.
nonisolated final class SearchNavigatorFake: SearchNavigatorType {
    enum Call: Equatable {
        case toDetail(RepoListItem)
        case openInBrowser(URL)
        case toAccount
        case toStarred
    }

    private let recorded = Mutex<[Call]>([])

    /// The calls made, in order.
    var calls: [Call] { recorded.withLock { $0 } }

    func toDetail(_ item: RepoListItem) { recorded.withLock { $0.append(.toDetail(item)) } }
    func openInBrowser(_ url: URL) { recorded.withLock { $0.append(.openInBrowser(url)) } }
    func toAccount() { recorded.withLock { $0.append(.toAccount) } }
    func toStarred() { recorded.withLock { $0.append(.toStarred) } }
}
