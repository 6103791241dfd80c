import Domain
import XCTest

final class ContributorListTests: XCTestCase {
    private let people = (0..<3).map { Contributor(login: "p\($0)", contributionCount: 10 - $0, htmlURL: nil) }

    func test_remainder_isExactWhenTheTotalIsKnown() {
        let list = ContributorList(top: people, totalCount: 40)

        XCTAssertEqual(list.remainder(afterShowing: 3), .exactly(37))
        XCTAssertEqual(list.remainder(afterShowing: 2), .exactly(38))
    }

    func test_remainder_isUnknownWithoutATotal() {
        XCTAssertEqual(ContributorList(top: people, totalCount: nil).remainder(afterShowing: 3), .unknown)
    }

    func test_remainder_isNoneWhenEveryoneIsShown() {
        let list = ContributorList(complete: people)

        XCTAssertEqual(list.remainder(afterShowing: 3), ContributorList.Remainder.none)
        XCTAssertEqual(list.remainder(afterShowing: 50), ContributorList.Remainder.none)
        XCTAssertEqual(list.remainder(afterShowing: 1), .exactly(2))
    }

    func test_aTotalBelowTheTopIsRaisedToIt() {
        XCTAssertEqual(ContributorList(top: people, totalCount: 1).totalCount, 3)
    }
}
