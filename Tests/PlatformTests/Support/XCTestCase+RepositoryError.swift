import Domain
import XCTest

extension XCTestCase {
    /// Runs `body` and returns the `RepositoryError` it threw, failing the test when it returned instead.
    func repositoryError<Value>(
        file: StaticString = #filePath, line: UInt = #line, _ body: () async throws(RepositoryError) -> Value
    ) async -> RepositoryError? {
        do {
            let value = try await body()
            XCTFail("expected a RepositoryError, got \(value)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }
}
