import Domain
import XCTest

final class RepoReferenceTests: XCTestCase {
    func test_ownerSlashName_parses() {
        XCTAssertEqual(RepoReference(fullName: "apple/swift-nio"), RepoReference(owner: "apple", name: "swift-nio"))
        XCTAssertEqual(RepoReference(fullName: "a_b/c.d-e_1"), RepoReference(owner: "a_b", name: "c.d-e_1"))
    }

    func test_description_isOwnerSlashName() {
        XCTAssertEqual(RepoReference(owner: "apple", name: "swift").description, "apple/swift")
    }

    func test_missingOrExtraParts_areRejected() {
        for text in ["", "apple", "apple/", "/swift", "/", "apple/swift/extra", "apple//swift"] {
            XCTAssertNil(RepoReference(fullName: text), text)
        }
    }

    func test_dotParts_areRejected() {
        for text in ["./swift", "../swift", "apple/.", "apple/.."] {
            XCTAssertNil(RepoReference(fullName: text), text)
        }
    }

    func test_disallowedCharacters_areRejected() {
        for text in ["app le/swift", "apple/sw?ift", "apple/swïft", "apple/swift\n", "ap%2Fple/swift", "apple/swift#x"]
        {
            XCTAssertNil(RepoReference(fullName: text), text)
        }
    }

    func test_partsLongerThanHundred_areRejected() {
        XCTAssertNotNil(RepoReference(fullName: "a/" + String(repeating: "b", count: 100)))
        XCTAssertNil(RepoReference(fullName: "a/" + String(repeating: "b", count: 101)))
    }
}
