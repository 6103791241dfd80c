import Foundation
import XCTest

/// `show` never prints the user's token from a README, however the README spells it: the composition root hands
/// the configured token down to the renderer, which redacts the text it shows (the response's bytes are redacted
/// too, but Markdown and sanitising can form the token only later).
final class ShowTokenRedactionTests: EndToEndTestCase {
    /// A token shaped like GitHub's, made up for this test.
    private static let fakeToken = "ghp_E2Efake0123456789abcdefABCDEF0123456"

    private func serveReadme(_ readme: String) throws {
        try api.addRoutes([
            ["method": "GET", "path": "/repos/sample-org/demo/readme", "readme": readme]
        ])
    }

    func test_show_piped_doesNotPrintATokenFormedBySanitising() throws {
        let token = Self.fakeToken
        try serveReadme("# demo\n\nleaked: " + token.prefix(8) + "\u{202E}" + token.dropFirst(8) + "\n")
        let result = try runAgainstAPI(["show", "sample-org/demo"], environment: ["GH_TOKEN": token])

        XCTAssertEqual(result.status, 0, result.errorText)
        XCTAssertTrue(result.outputText.contains("leaked: [redacted]"), result.outputText)
        XCTAssertFalse(result.outputText.contains(token.dropFirst(8)), "the token was printed")
    }

    func test_show_onATerminal_doesNotRenderATokenSpelledWithMarkdown() throws {
        let token = Self.fakeToken
        let tail = String(token.dropFirst(4))
        try serveReadme(
            "# demo\n\nescaped ghp\\_\(tail)\n\nentity &#103;\(token.dropFirst())\n\nsplit ghp_**\(tail)**\n")
        let process = try PseudoTerminalProcess(
            arguments: [binary.url.path, "--api-url", try api.baseURL, "show", "sample-org/demo"],
            environment: RepoBrowserBinary.cleanEnvironment([
                "TERM": "xterm-256color", "LANG": "C.UTF-8", "GH_PAGER": "cat", "GH_TOKEN": token,
            ]))
        defer { process.kill() }
        let outcome = process.wait(timeout: 20)
        let output = String(decoding: process.output, as: UTF8.self)

        XCTAssertEqual(outcome, .exited(0), output)
        for label in ["escaped", "entity", "split"] {
            XCTAssertTrue(output.contains(label), "\(label) is missing: \(output)")
        }
        XCTAssertFalse(output.contains(tail.prefix(12)), "the token was rendered")
        XCTAssertGreaterThanOrEqual(output.components(separatedBy: "[redacted]").count - 1, 3, output)
    }
}
