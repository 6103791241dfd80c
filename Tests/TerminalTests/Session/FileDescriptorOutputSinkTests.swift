import XCTest

@testable import Terminal

final class FileDescriptorOutputSinkTests: XCTestCase {
    func test_write_deliversAllBytesToDescriptor() throws {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        defer { close(descriptors[0]) }
        let message = Array("frame ✓".utf8)

        FileDescriptorOutputSink(fileDescriptor: descriptors[1]).write(message)
        close(descriptors[1])

        var received = [UInt8](repeating: 0, count: 64)
        let count = received.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress, $0.count) }
        XCTAssertEqual(Array(received.prefix(max(0, count))), message)
    }
}
