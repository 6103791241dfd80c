import Domain
import XCTest

final class RepositoryErrorTests: XCTestCase {
    func test_mappingError_becomesBadResponseWithKeyPath() {
        let error = RepositoryError(MappingError.missingField(keyPath: "items[3].owner.login", expected: "string"))
        XCTAssertEqual(
            error, .badResponse(reason: "missing string at 'items[3].owner.login'", keyPath: "items[3].owner.login"))
    }

    func test_invalidJSON_becomesBadResponseWithoutKeyPath() {
        let error = RepositoryError(MappingError.invalidJSON(reason: "unexpected character", offset: 0))
        XCTAssertEqual(error, .badResponse(reason: "not valid JSON at byte 0: unexpected character", keyPath: nil))
    }

    func test_typeMismatch_describesExpectedAndFound() {
        XCTAssertEqual(
            MappingError.typeMismatch(keyPath: "id", expected: "integer", found: "string").description,
            "expected integer at 'id' but found string")
    }
}
