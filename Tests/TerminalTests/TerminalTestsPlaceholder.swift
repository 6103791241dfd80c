import XCTest

final class TerminalTestsPlaceholder: XCTestCase {
    func test_placeholder() {}
}
