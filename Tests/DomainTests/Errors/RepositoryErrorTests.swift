import Domain
import XCTest

final class RepositoryErrorTests: XCTestCase {
    func test_mappingError_becomesBadResponseWithKeyPath() {
        let error = RepositoryError(MappingError.missingField(keyPath: "items[3].owner.login", expected: "string"))
        XCTAssertEqual(
            error, .badResponse(reason: "missing string", keyPath: "items[3].owner.login"))
    }

    func test_invalidJSON_becomesBadResponseWithoutKeyPath() {
        let error = RepositoryError(MappingError.invalidJSON(reason: "unexpected character", offset: 0))
        XCTAssertEqual(error, .badResponse(reason: "not valid JSON at byte 0: unexpected character", keyPath: nil))
    }

    func test_typeMismatch_describesExpectedAndFound() {
        XCTAssertEqual(
            MappingError.typeMismatch(keyPath: "id", expected: "integer", found: "string").description,
            "expected integer but found string at 'id'")
    }

    func test_mappingErrorSentence_namesTheKeyPathOnce() {
        let error = RepositoryError(MappingError.missingField(keyPath: "archived", expected: "boolean"))
        guard case .badResponse(let reason, let keyPath) = error else { return XCTFail("got \(error)") }
        let sentence = reason + (keyPath.map { " at '\($0)'" } ?? "")
        XCTAssertEqual(sentence, "missing boolean at 'archived'")
        XCTAssertEqual(sentence.components(separatedBy: "archived").count - 1, 1)
    }
}
