import StyledText
import XCTest

final class StringSpacesTests: XCTestCase {
    func test_spaces_areThatManySpaces_andNoneForZeroOrLess() {
        for count in [0, 1, 7, 15, 16, 100_000] {
            XCTAssertEqual(String.spaces(count), String(repeating: " ", count: count))
        }
        XCTAssertEqual(String.spaces(-3), "")
    }
}
