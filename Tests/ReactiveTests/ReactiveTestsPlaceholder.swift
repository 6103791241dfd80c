import XCTest

final class ReactiveTestsPlaceholder: XCTestCase {
    func test_placeholder() {}
}
