import Reactive
import XCTest

/// A test case that fails if a test leaves reactive resources (subscriptions, subject observers) alive.
class ReactiveTestCase: XCTestCase {
    private var baselineResources = 0

    override func setUp() {
        super.setUp()
        baselineResources = Resources.total
    }

    override func tearDown() {
        XCTAssertEqual(Resources.total, baselineResources, "the test left reactive resources alive")
        super.tearDown()
    }
}
