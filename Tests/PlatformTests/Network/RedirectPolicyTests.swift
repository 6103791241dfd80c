import XCTest

@testable import Platform

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class RedirectPolicyTests: XCTestCase {
    private func original() throws -> URLRequest {
        var request = URLRequest(url: try XCTUnwrap(URL(string: "https://api.github.com/repos/a/old")))
        request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        request.setValue("2022-11-28", forHTTPHeaderField: "X-GitHub-Api-Version")
        return request
    }

    func test_sameHostRedirect_keepsAllHeaders() throws {
        let proposed = URLRequest(url: try XCTUnwrap(URL(string: "https://api.github.com/repositories/42")))
        let redirected = RedirectPolicy().redirectedRequest(original: try original(), proposed: proposed)
        XCTAssertEqual(redirected.url, proposed.url)
        XCTAssertEqual(redirected.value(forHTTPHeaderField: "Authorization"), "Bearer secret")
        XCTAssertEqual(redirected.value(forHTTPHeaderField: "X-GitHub-Api-Version"), "2022-11-28")
    }

    func test_otherHostRedirect_dropsAuthorizationOnly() throws {
        var proposed = URLRequest(url: try XCTUnwrap(URL(string: "https://objects.example.com/blob")))
        proposed.setValue("Bearer secret", forHTTPHeaderField: "authorization")
        let redirected = RedirectPolicy().redirectedRequest(original: try original(), proposed: proposed)
        XCTAssertNil(redirected.value(forHTTPHeaderField: "Authorization"))
        XCTAssertEqual(redirected.value(forHTTPHeaderField: "Accept"), "application/vnd.github+json")
    }

    func test_schemeOrPortChange_countsAsOtherOrigin() throws {
        for text in ["http://api.github.com/x", "https://api.github.com:8443/x"] {
            let proposed = URLRequest(url: try XCTUnwrap(URL(string: text)))
            let redirected = RedirectPolicy().redirectedRequest(original: try original(), proposed: proposed)
            XCTAssertNil(redirected.value(forHTTPHeaderField: "Authorization"), text)
        }
    }
}
