import XCTest

@testable import Platform

final class APIConfigurationTests: XCTestCase {
    func test_defaults_pointAtGithubWithoutToken() throws {
        let configuration = try APIConfiguration()
        XCTAssertEqual(configuration.baseURLString, "https://api.github.com")
        XCTAssertNil(configuration.token)
        XCTAssertEqual(configuration.userAgent, "RepoBrowser/1.0")
        XCTAssertEqual(configuration.requestTimeout, 30)
    }

    func test_tokenWithLineBreak_isRefusedNamingItsVariable() {
        for (variable, token) in [("GH_TOKEN", "ghp_abc\r\nX-Evil: 1"), ("GITHUB_TOKEN", "ghp_a\u{7}bc")] {
            XCTAssertThrowsError(try APIConfiguration.fromEnvironment([variable: token])) { error in
                XCTAssertEqual(error as? APIConfigurationError, .invalidToken(variable: variable))
                XCTAssertEqual(
                    (error as? APIConfigurationError)?.description,
                    "the token in \(variable) contains a control character (such as a line break); "
                        + "set it to the token alone")
            }
        }
    }

    func test_tokenWithTrailingNewline_isTrimmedNotRefused() throws {
        let configuration = try APIConfiguration.fromEnvironment(["GITHUB_TOKEN": "ghp_abc\n"])
        XCTAssertEqual(configuration.token, "ghp_abc")
        XCTAssertEqual(configuration.tokenVariable, "GITHUB_TOKEN")
    }

    func test_tokenVariable_isTheOneTheTokenCameFrom() throws {
        XCTAssertEqual(
            try APIConfiguration.fromEnvironment(["GH_TOKEN": "a", "GITHUB_TOKEN": "b"]).tokenVariable, "GH_TOKEN")
        XCTAssertEqual(
            try APIConfiguration.fromEnvironment(["GH_TOKEN": " ", "GITHUB_TOKEN": "b"]).tokenVariable, "GITHUB_TOKEN")
        XCTAssertNil(try APIConfiguration.fromEnvironment([:]).tokenVariable)
    }

    func test_environment_prefersGhTokenOverGithubToken() throws {
        let configuration = try APIConfiguration.fromEnvironment(["GH_TOKEN": "first", "GITHUB_TOKEN": "second"])
        XCTAssertEqual(configuration.token, "first")
    }

    func test_environment_emptyGhTokenFallsBackToGithubToken() throws {
        let configuration = try APIConfiguration.fromEnvironment(["GH_TOKEN": "", "GITHUB_TOKEN": "second"])
        XCTAssertEqual(configuration.token, "second")
    }

    func test_environment_emptyTokensMeanNoToken() throws {
        let configuration = try APIConfiguration.fromEnvironment(["GH_TOKEN": " ", "GITHUB_TOKEN": ""])
        XCTAssertFalse(configuration.hasToken)
    }

    func test_environment_readsApiURL_andOverrideWins() throws {
        let fromEnvironment = try APIConfiguration.fromEnvironment(["GITHUB_API_URL": "https://ghe.example.com/api/v3/"]
        )
        XCTAssertEqual(fromEnvironment.host, "ghe.example.com")
        XCTAssertEqual(fromEnvironment.basePath, "/api/v3")
        let overridden = try APIConfiguration.fromEnvironment(
            ["GITHUB_API_URL": "https://ghe.example.com/api/v3"], apiURLOverride: "http://127.0.0.1:8080")
        XCTAssertEqual(overridden.baseURLString, "http://127.0.0.1:8080")
    }

    func test_invalidBaseURL_isRejected() {
        for text in ["ftp://example.com", "not a url", "https://", "https://api.github.com?x=1"] {
            XCTAssertThrowsError(try APIConfiguration(baseURL: text), text)
        }
    }

    func test_invalidBaseURLWithCredentials_isRedactedInError() {
        do {
            _ = try APIConfiguration(baseURL: "ftp://user:secret@example.com")
            XCTFail("expected an error")
        } catch {
            XCTAssertFalse(error.description.contains("secret"))
        }
    }

    func test_descriptions_redactToken() throws {
        let configuration = try APIConfiguration(token: APIServiceFixtures.token)
        for text in [
            configuration.description, configuration.debugDescription, String(describing: configuration),
            String(reflecting: configuration), "\(configuration)",
        ] {
            XCTAssertFalse(text.contains(APIServiceFixtures.token), text)
            XCTAssertTrue(text.contains("<redacted>"), text)
        }
    }

    func test_apiOrigin_requiresSameSchemeHostAndPort() throws {
        let configuration = try APIConfiguration(baseURL: "https://api.github.com")
        XCTAssertTrue(configuration.isAPIOrigin(try XCTUnwrap(URL(string: "https://API.github.com/x"))))
        XCTAssertTrue(configuration.isAPIOrigin(try XCTUnwrap(URL(string: "https://api.github.com:443/x"))))
        XCTAssertFalse(configuration.isAPIOrigin(try XCTUnwrap(URL(string: "https://evil.example.com/x"))))
        XCTAssertFalse(configuration.isAPIOrigin(try XCTUnwrap(URL(string: "http://api.github.com/x"))))
        XCTAssertFalse(configuration.isAPIOrigin(try XCTUnwrap(URL(string: "https://api.github.com:8443/x"))))
    }
}
