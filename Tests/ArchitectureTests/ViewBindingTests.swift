import Foundation
import XCTest

/// Every view binds its view model's outputs with the one binding helper, and the help overlay is shown one way.
final class ViewBindingTests: XCTestCase {
    func test_theBindingHelperIsWrittenOnce() {
        let helpers = RepositoryLayout.swiftFiles(under: "Application/Terminal")
            .filter { $0.text.contains("func bind<") }
            .map(\.path)
        XCTAssertEqual(helpers, ["Application/Terminal/Views/BindableType.swift"])
    }

    func test_helpIsRoutedOneWay() {
        let showing = RepositoryLayout.swiftFiles(under: "Application")
            .filter {
                $0.text.contains("HelpView(") || $0.text.contains("as? HelpView") || $0.text.contains("is ListView")
            }
            .map(\.path)
        XCTAssertEqual(showing, ["Application/Terminal/App/TerminalApplication.swift"])
    }
}
