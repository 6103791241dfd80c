import XCTest

final class DomainTestsPlaceholder: XCTestCase {
    func test_placeholder() {}
}
