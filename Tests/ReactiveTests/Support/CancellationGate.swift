import Synchronization
import XCTest

/// Parks an async operation on a continuation until `release()` (called from its cancellation handler).
final class CancellationGate: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<Void, Never>?, isReleased: Bool)>((nil, false))

    func park(started: XCTestExpectation) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state in
                if state.isReleased { return true }
                state.continuation = continuation
                return false
            }
            started.fulfill()
            if resumeNow { continuation.resume() }
        }
    }

    func release() {
        let continuation = state.withLock { state in
            state.isReleased = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}
