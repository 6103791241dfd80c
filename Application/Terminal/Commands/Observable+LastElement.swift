import Domain
import Reactive

extension Observable {
    /// The last element a finite Observable sends before it completes, for a command that shows only the final
    /// state. Throws the Observable's error, or `RepositoryError.cancelled` when it completes without an element.
    func lastElement() async throws -> Element {
        var last: Element?
        for try await element in values {
            last = element
        }
        guard let last else { throw RepositoryError.cancelled }
        return last
    }
}
