import XCTest

final class ArchitectureTestsPlaceholder: XCTestCase {
    func test_placeholder() {}
}
