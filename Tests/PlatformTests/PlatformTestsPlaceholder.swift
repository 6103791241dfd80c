import XCTest

final class PlatformTestsPlaceholder: XCTestCase {
    func test_placeholder() {}
}
