import Dispatch
import Synchronization

/// Recognises the main queue and counts `MainScheduler`'s queued actions: both belong to the one main queue of
/// the process, which is why `MainScheduler` keeps a single instance of this.
final class MainQueueMarker: Sendable {
    private let key = DispatchSpecificKey<Bool>()
    /// Actions scheduled through `MainScheduler.schedule(_:)` that are queued or running.
    let enqueued = Atomic<Int>(0)

    init() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    /// Whether the caller runs on the main queue.
    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) ?? false
    }
}
