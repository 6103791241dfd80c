import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Links one URLSession data task to the Swift Task waiting for it, so cancelling the Swift Task cancels the request.
///
/// The cancel is sent from a Dispatch queue of its own rather than from inside the cancellation handler:
/// FoundationNetworking can deadlock when a task is cancelled on the thread that runs the handler while
/// other requests of the same session are finishing (seen with `URLSession.data(for:)` in task groups).
final class DataTaskCancellation: Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var isCancelled = false
    }

    private let state = Mutex(State())

    /// Records `task` as the request to cancel; returns `false` (and leaves the task unstarted) when the
    /// waiting Task was cancelled before the request could start.
    func attach(_ task: URLSessionDataTask) -> Bool {
        state.withLock { state in
            guard !state.isCancelled else { return false }
            state.task = task
            return true
        }
    }

    /// Cancels the attached request, or the request attached later.
    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        guard let task else { return }
        DispatchQueue.global().async { task.cancel() }
    }
}
