import XCTest

/// The compiler asks a new GitHub call for everything it needs: `Endpoint.route` answers every question (path, query,
/// page address, words, what a 404 means) in one switch that names every case, and nothing else switches over an
/// endpoint, so no `default:` lets a new case through without its answers.
final class EndpointRuleTests: XCTestCase {
    func test_endpointsRoute_namesEveryCase_withNoDefault() throws {
        let endpoint = try XCTUnwrap(
            RepositoryLayout.swiftFiles(under: "Platform/Network").first { $0.path.hasSuffix("/Endpoint.swift") })
        XCTAssertTrue(endpoint.text.contains("var route: EndpointRoute {"))
        XCTAssertFalse(endpoint.text.contains("default:"), "\(endpoint.path) lets a new case through with default:")
    }

    func test_nothingElseTellsEndpointsApartByCase() throws {
        let matching = try NSRegularExpression(pattern: #"switch endpoint \{|case \.\w+(\(.*\))? = endpoint\b(?!\.)"#)
        for file in RepositoryLayout.swiftFiles(under: "Platform") where !file.path.hasSuffix("/Endpoint.swift") {
            let range = NSRange(file.text.startIndex..., in: file.text)
            XCTAssertNil(
                matching.firstMatch(in: file.text, range: range),
                "\(file.path) tells endpoints apart by case; ask the endpoint's route instead")
        }
    }
}
