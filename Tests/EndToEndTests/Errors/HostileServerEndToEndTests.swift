import Foundation
import XCTest

/// The real binary against the fake API's hostile modes: a clear sentence and status 1, bounded memory, and the
/// token never on standard error.
final class HostileServerEndToEndTests: EndToEndTestCase {
    /// Runs the binary under a Python parent that prints the largest resident set of its children (ru_maxrss, in
    /// KiB) as the last line of standard error.
    private func runMeasuringPeakMemory(_ arguments: [String]) throws -> (result: ProcessResult, peakKiB: Int) {
        let measure = """
            import resource, subprocess, sys
            code = subprocess.run(sys.argv[1:]).returncode
            print("peak-kib", resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)
            sys.exit(code)
            """
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let result = binary.runShell(
            #"python3 -c "$MEASURE" "$0" --api-url "$API" \#(quoted)"#,
            environment: ["API": try api.baseURL, "MEASURE": measure])
        let line = result.errorText.split(separator: "\n").last { $0.hasPrefix("peak-kib ") }
        let peak = try XCTUnwrap(line.flatMap { Int($0.dropFirst("peak-kib ".count)) }, result.errorText)
        return (result, peak)
    }

    func test_nextPageLinkedToAnotherHost_isRefusedWithASentence_andNothingIsSentThere() throws {
        let port = try api.port
        let elsewhere = "http://localhost:\(port)/repositories/1/issues?page=2"
        try api.addRoutes([
            FixtureRoutes.answer(
                path: "/repos/sample-org/linked-away/issues", status: 200,
                headers: ["Link": "<\(elsewhere)>; rel=\"next\""],
                json: [["number": 1, "title": "The only readable page"]])
        ])

        let result = try runAgainstAPI(["issues", "sample-org/linked-away", "-L", "5"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errorText,
            "repo-browser: GitHub's answer led to its next page at http://localhost:\(port)/repositories/1/issues, "
                + "outside the API at \(try api.baseURL); not followed, and no token was sent there\n")
        XCTAssertEqual(try requests(to: "/repositories/").map(\.path), [])
    }

    func test_gzipBomb_isTooLargeWithPeakMemoryUnder100MB() throws {
        let (result, peakKiB) = try runMeasuringPeakMemory(["search", "x _hostile:gzip-bomb"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("sent a response too large to read (over 20 MB)"), result.errorText)
        XCTAssertLessThan(peakKiB, 100 * 1024)
    }

    func test_endlessBody_isTooLargeWithPeakMemoryUnder100MB() throws {
        let (result, peakKiB) = try runMeasuringPeakMemory(["search", "x _hostile:endless"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("sent a response too large to read"), result.errorText)
        XCTAssertLessThan(peakKiB, 100 * 1024)
    }

    func test_serverEchoingAuthorization_neverPrintsTheToken() throws {
        let token = "ghp_e2eEchoedToken0123456789"
        let result = try runAgainstAPI(["search", "x _hostile:echo-auth"], environment: ["GH_TOKEN": token])

        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.errorText.contains(token), result.errorText)
        XCTAssertFalse(result.outputText.contains(token))
        XCTAssertTrue(result.errorText.contains("[redacted]"), result.errorText)
        XCTAssertTrue(result.errorText.contains("token from GH_TOKEN"), result.errorText)
    }

    func test_forbiddenWithoutToken_doesNotBlameAToken() throws {
        let result = try runAgainstAPI(["search", "x _status:403"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("refused access without a token"), result.errorText)
        XCTAssertFalse(result.errorText.contains("refused the token"), result.errorText)
    }

    func test_tokenWithLineBreak_isRefusedNamingTheVariable() throws {
        let result = try runAgainstAPI(["search", "swift"], environment: ["GITHUB_TOKEN": "ghp_abc\r\nX-Evil: 1"])

        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.errorText.contains("the token from GITHUB_TOKEN contains a control character"), result.errorText)
        XCTAssertTrue(try requests(to: "/search").isEmpty, "no request goes out anonymous")
    }

    func test_redirectToFileURL_isNotFollowed() throws {
        let result = try runAgainstAPI(["search", "x _hostile:redirect-file"])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("redirected to a 'file:' URL, which is not HTTP"), result.errorText)
    }

    func test_fullDisk_failsWithASentence() throws {
        let result = binary.runShell(
            #""$0" --api-url "$API" search swift --limit 3 > /dev/full"#, environment: ["API": try api.baseURL])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errorText.contains("cannot write the output"), result.errorText)
    }

    func test_readerClosingEarly_isStillAQuietSuccess() throws {
        let result = binary.runShell(
            #"("$0" --api-url "$API" search swift --limit 300 --json; echo "status=$?" >&3) 3>&2 | head -c 1 > /dev/null"#,
            environment: ["API": try api.baseURL])

        XCTAssertEqual(result.errorText, "status=0\n")
    }
}
