import Domain
import Synchronization
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
                XCTAssertEqual(error as? APIConfigurationError, .invalidToken(source: .environmentVariable(variable)))
                XCTAssertEqual(
                    (error as? APIConfigurationError)?.description,
                    "the token from \(variable) contains a control character (such as a line break); "
                        + "set it to the token alone")
            }
        }
    }

    func test_tokenWithTrailingNewline_isTrimmedNotRefused() throws {
        let configuration = try APIConfiguration.fromEnvironment(["GITHUB_TOKEN": "ghp_abc\n"])
        XCTAssertEqual(configuration.token, "ghp_abc")
    }

    func test_defaultLimits() throws {
        let configuration = try APIConfiguration()
        XCTAssertEqual(configuration.maximumResponseBytes, 20_000_000)
        XCTAssertEqual(configuration.maximumReadmeBytes, 10_000_000)
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

    func test_environment_namesTheVariableTheTokenCameFrom() throws {
        let fromGithubToken = try APIConfiguration.fromEnvironment(["GITHUB_TOKEN": "second"])
        XCTAssertEqual(fromGithubToken.authentication.tokenSource, .environmentVariable("GITHUB_TOKEN"))
        XCTAssertEqual(fromGithubToken.authentication.host, "github.com")
        XCTAssertNil(try APIConfiguration.fromEnvironment([:]).authentication.tokenSource)
    }

    func test_environment_withoutVariables_asksTheGithubCLIForGithubDotCom() throws {
        let asked = Mutex<[String]>([])
        let configuration = try APIConfiguration.fromEnvironment([:]) { host in
            asked.withLock { $0.append(host) }
            return "gho_fromCLI\n"
        }
        XCTAssertEqual(asked.withLock { $0 }, ["github.com"])
        XCTAssertEqual(configuration.token, "gho_fromCLI")
        XCTAssertEqual(configuration.authentication.tokenSource, .githubCLI(host: "github.com"))
    }

    func test_environment_variableWinsOverTheGithubCLI() throws {
        let configuration = try APIConfiguration.fromEnvironment(["GH_TOKEN": "first"]) { _ in
            XCTFail("gh must not be asked when a variable is set")
            return nil
        }
        XCTAssertEqual(configuration.token, "first")
    }

    func test_environment_githubCLIWithoutLogin_isAnonymous() throws {
        let configuration = try APIConfiguration.fromEnvironment([:]) { _ in nil }
        XCTAssertFalse(configuration.hasToken)
        XCTAssertNil(configuration.authentication.tokenSource)
    }

    func test_enterpriseHost_usesItsAPIPathAndEnterpriseTokens() throws {
        let configuration = try APIConfiguration.fromEnvironment([
            "GH_HOST": "GHE.example.com", "GH_TOKEN": "dotcom", "GITHUB_ENTERPRISE_TOKEN": "enterprise",
        ])
        XCTAssertEqual(configuration.baseURLString, "https://ghe.example.com/api/v3")
        XCTAssertEqual(configuration.token, "enterprise")
        XCTAssertEqual(
            configuration.authentication,
            Authentication(
                host: "ghe.example.com", tokenSource: .environmentVariable("GITHUB_ENTERPRISE_TOKEN"),
                tokenVariables: ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]))
    }

    func test_enterpriseHost_prefersGhEnterpriseToken_thenAsksTheGithubCLIForThatHost() throws {
        let both = try APIConfiguration.fromEnvironment([
            "GH_HOST": "ghe.example.com", "GH_ENTERPRISE_TOKEN": "first", "GITHUB_ENTERPRISE_TOKEN": "second",
        ])
        XCTAssertEqual(both.token, "first")
        let asked = Mutex<[String]>([])
        let fromCLI = try APIConfiguration.fromEnvironment(["GH_HOST": "ghe.example.com:8443", "GH_TOKEN": "dotcom"]) {
            host in
            asked.withLock { $0.append(host) }
            return "gho_enterprise"
        }
        XCTAssertEqual(asked.withLock { $0 }, ["ghe.example.com:8443"])
        XCTAssertEqual(fromCLI.token, "gho_enterprise")
        XCTAssertEqual(fromCLI.baseURLString, "https://ghe.example.com:8443/api/v3")
    }

    func test_githubDotComAsHost_isNotEnterprise() throws {
        let configuration = try APIConfiguration.fromEnvironment(["GH_HOST": "github.com", "GH_TOKEN": "t"])
        XCTAssertEqual(configuration.baseURLString, "https://api.github.com")
        XCTAssertEqual(configuration.token, "t")
    }

    func test_apiURLWinsOverEnterpriseHost() throws {
        let configuration = try APIConfiguration.fromEnvironment(
            ["GH_HOST": "ghe.example.com", "GH_ENTERPRISE_TOKEN": "e"], apiURLOverride: "http://127.0.0.1:9/api/v3")
        XCTAssertEqual(configuration.baseURLString, "http://127.0.0.1:9/api/v3")
        XCTAssertEqual(configuration.authentication.tokenSource, .environmentVariable("GH_ENTERPRISE_TOKEN"))
    }

    func test_invalidHost_isRejectedNamingTheVariable() {
        for text in ["ghe.example.com/api", "https://ghe.example.com", "a b", "ghe.example.com?x"] {
            XCTAssertThrowsError(try APIConfiguration.fromEnvironment(["GH_HOST": text]), text) { error in
                XCTAssertTrue("\(error)".hasPrefix("GH_HOST "), "\(error)")
            }
        }
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
