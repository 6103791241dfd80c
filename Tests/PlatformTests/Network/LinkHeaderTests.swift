import XCTest

@testable import Platform

final class LinkHeaderTests: XCTestCase {
    func test_parsesNextAndLast() {
        let header = LinkHeader(
            #"<https://api.github.com/search/repositories?q=x&page=2>; rel="next", <https://api.github.com/search/repositories?q=x&page=34>; rel="last""#
        )
        XCTAssertEqual(header.nextPage, 2)
        XCTAssertEqual(header.lastPage, 34)
        XCTAssertEqual(header.next?.absoluteString, "https://api.github.com/search/repositories?q=x&page=2")
    }

    func test_toleratesSpacingOrderAndUnquotedRel() {
        let header = LinkHeader(" <https://h/x?page=9>;rel=last ,<https://h/x?page=3> ;  rel = \"next\" ")
        XCTAssertEqual(header.nextPage, 3)
        XCTAssertEqual(header.lastPage, 9)
    }

    func test_skipsMalformedParts() {
        let header = LinkHeader(#"garbage, <https://h/x?page=2>; rel="prev", <>; rel="next", https://h; rel="last""#)
        XCTAssertNil(header.next)
        XCTAssertNil(header.last)
        XCTAssertNotNil(header.urls["prev"])
    }

    func test_missingHeader_hasNoLinks() {
        XCTAssertTrue(LinkHeader(nil).urls.isEmpty)
        XCTAssertTrue(LinkHeader("").urls.isEmpty)
    }

    func test_targetHoldingCommaAndSemicolon_keepsItsRelation() {
        let header = LinkHeader(#"<https://h/x?q=a,b;c&page=2>; rel="next", <https://h/x?q=a,b;c&page=5>; rel="last""#)
        XCTAssertEqual(header.next?.absoluteString, "https://h/x?q=a,b;c&page=2")
        XCTAssertEqual(header.lastPage, 5)
    }

    func test_quotedParameterHoldingCommaAndSemicolon_doesNotSplitTheLink() {
        let header = LinkHeader(
            #"<https://h/x?page=2>; title="a, b; rel=\"last\""; rel="next", <https://h/x?page=9>; rel=last"#)
        XCTAssertEqual(header.nextPage, 2)
        XCTAssertEqual(header.lastPage, 9)
    }

    func test_onlyTheFirstRelOfALinkCounts() {
        let header = LinkHeader(#"<https://h/x?page=2>; rel="next"; rel="last""#)
        XCTAssertEqual(header.nextPage, 2)
        XCTAssertNil(header.last)
    }

    func test_severalRelationTypesInOneRel() {
        let header = LinkHeader(#"<https://h/x?page=4>; rel="next last""#)
        XCTAssertEqual(header.nextPage, 4)
        XCTAssertEqual(header.lastPage, 4)
    }

    func test_firstLinkClaimingARelationWins() {
        let header = LinkHeader(#"<https://h/x?page=2>; rel="next", <https://h/x?page=7>; rel="next""#)
        XCTAssertEqual(header.nextPage, 2)
    }
}
