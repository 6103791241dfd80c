import XCTest

extension XCTestCase {
    /// `XCTAssertEqual` for a value that must be awaited: awaits `actual`, then compares it with `expected`.
    func assertEqualAsync<Value: Equatable>(
        _ actual: @autoclosure () async throws -> Value, _ expected: @autoclosure () -> Value, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let value = try await actual()
        XCTAssertEqual(value, expected(), message, file: file, line: line)
    }
}
