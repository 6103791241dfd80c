import XCTest

final class EndToEndTestsPlaceholder: XCTestCase {
    func test_placeholder() {}
}
