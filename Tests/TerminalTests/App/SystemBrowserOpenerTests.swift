import Foundation
import XCTest

@testable import Terminal

final class SystemBrowserOpenerTests: XCTestCase {
    func test_ghBrowser_winsOverBrowser() {
        let command = SystemBrowserOpener.command(environment: [
            "GH_BROWSER": "/usr/bin/true --x", "BROWSER": "/usr/bin/false",
        ])

        XCTAssertEqual(command, ["/usr/bin/true", "--x"])
    }

    func test_bareName_isFoundOnThePath() {
        XCTAssertEqual(
            SystemBrowserOpener.command(environment: ["BROWSER": "true", "PATH": "/nowhere:/usr/bin"]),
            ["/usr/bin/true"])
    }

    func test_noOpenerOnThePath_isNil() {
        XCTAssertNil(SystemBrowserOpener.command(environment: ["PATH": "/nowhere"]))
    }

    func test_openerThatSucceeds_reportsOpened() {
        let opened = expectation(description: "completion")
        SystemBrowserOpener(environment: ["GH_BROWSER": "/usr/bin/true"]).open(URL(string: "https://github.com")!) {
            isOpened in
            XCTAssertTrue(isOpened)
            opened.fulfill()
        }
        wait(for: [opened], timeout: 5)
    }

    func test_openerThatFails_orIsMissing_reportsNotOpened() {
        let failed = expectation(description: "failing opener")
        let missing = expectation(description: "missing opener")
        SystemBrowserOpener(environment: ["GH_BROWSER": "/usr/bin/false"]).open(URL(string: "https://github.com")!) {
            isOpened in
            XCTAssertFalse(isOpened)
            failed.fulfill()
        }
        SystemBrowserOpener(environment: ["PATH": "/nowhere"]).open(URL(string: "https://github.com")!) { isOpened in
            XCTAssertFalse(isOpened)
            missing.fulfill()
        }
        wait(for: [failed, missing], timeout: 5)
    }
}
