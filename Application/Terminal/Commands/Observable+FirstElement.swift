import Domain
import Reactive

extension Observable {
    /// The first element a use case's Observable sends, for a command that awaits one answer; the subscription
    /// ends as soon as it arrives. Throws the Observable's error, or `RepositoryError.cancelled` when it completes
    /// without an element.
    func firstElement() async throws -> Element {
        for try await element in values {
            return element
        }
        throw RepositoryError.cancelled
    }
}
