import Domain
import XCTest

/// `IssueLabel` from an element of GitHub's `labels` array: a label object, or a bare string.
final class IssueLabelMappingTests: XCTestCase {
    private func labels(_ text: String, selecting selection: JSONSelection = IssueLabel.selection) throws
        -> [IssueLabel]
    {
        try JSONMap(try JSONParser.parse(Array(text.utf8), selecting: selection)).elements()
    }

    private let mixed = """
        [{"id": 208045946, "node_id": "MDU6TGFiZWwyMDgwNDU5NDY=",
          "url": "https://api.github.com/repos/sample-org/tracker/labels/bug", "name": "bug",
          "description": "Something isn't working", "color": "d73a4a", "default": true},
         "wontfix",
         {"id": 3, "name": "question", "description": null, "color": null, "default": false}]
        """

    func test_labelObject_readsItsNameColourNodeIDAndDescription() throws {
        XCTAssertEqual(
            try labels(mixed)[0],
            IssueLabel(
                name: "bug", color: "d73a4a", nodeID: "MDU6TGFiZWwyMDgwNDU5NDY=", description: "Something isn't working"
            ))
    }

    func test_bareString_isTheLabelsNameWithoutColour() throws {
        XCTAssertEqual(try labels(mixed)[1], IssueLabel(name: "wontfix"))
    }

    func test_nullColour_isNoColour() throws {
        XCTAssertEqual(try labels(mixed)[2], IssueLabel(name: "question"))
    }

    func test_mixedArray_mapsTheSameFromItsSelectionAsFromTheWholeDocument() throws {
        XCTAssertEqual(try labels(mixed), try labels(mixed, selecting: .everything))
    }

    func test_number_isNotALabel() {
        XCTAssertThrowsError(try labels("[5]")) { error in
            XCTAssertEqual(error as? MappingError, .typeMismatch(keyPath: "[0]", expected: "object", found: "number"))
        }
    }
}
