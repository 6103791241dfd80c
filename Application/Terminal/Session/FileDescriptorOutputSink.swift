import Foundation

/// Writes bytes straight to a file descriptor with write(2), unbuffered, so every frame appears at once.
public struct FileDescriptorOutputSink: OutputSink, Sendable {
    public let fileDescriptor: Int32

    /// Creates a sink for a descriptor.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    public static let standardOutput = FileDescriptorOutputSink(fileDescriptor: STDOUT_FILENO)
    public static let standardError = FileDescriptorOutputSink(fileDescriptor: STDERR_FILENO)

    /// Writes all bytes, retrying partial writes and interrupted calls; gives up silently on any other error
    /// (a closed terminal has nowhere to report to).
    public func write(_ bytes: [UInt8]) {
        _ = writeAll(bytes)
    }

    /// Writes all bytes like `write(_:)`, and returns the `errno` of the write that failed (`EPIPE` when the reader
    /// has gone, `ENOSPC` on a full disk...), or `nil` when every byte was written.
    public func writeAll(_ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes(writeAll)
    }

    /// Writes all of `text`'s UTF-8 like `writeAll(_:)` does bytes, from the string's own storage (a command's whole
    /// output, a rendered README among it, is not copied into an array first).
    public func writeAll(_ text: String) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) }
    }

    /// Writes all of `buffer`, read only below its count.
    private func writeAll(_ buffer: UnsafeRawBufferPointer) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            let written = HostPlatform.write(fileDescriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return nil
    }

}
