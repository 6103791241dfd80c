import XCTest

final class ApplicationTestsPlaceholder: XCTestCase {
    func test_placeholder() {}
}
