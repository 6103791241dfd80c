import Foundation
import Synchronization

/// Reads a pipe to its end on a background thread, so a process that fills both pipes can never deadlock.
final class PipeCollector: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `pipe` until end of file.
    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        DispatchQueue.global().async { [self] in
            let bytes = handle.readDataToEndOfFile()
            data.withLock { $0 = bytes }
            done.signal()
        }
    }

    /// Everything read, once the writer has closed the pipe (or whatever arrived within `timeout` seconds).
    func collected(timeout: TimeInterval) -> Data {
        _ = done.wait(timeout: .now() + timeout)
        return data.withLock { $0 }
    }
}
