import Foundation
import XCTest

/// A repository's detail screen is built in one place, whichever list leads to it, so none can be built without the
/// token's redaction or the data source's description (a second place once forgot the redaction).
final class DetailScreenConstructionTests: XCTestCase {
    func test_theDetailScreenIsBuiltOnlyByTheDetailNavigator() {
        let builders = RepositoryLayout.swiftFiles(under: "Application")
            .filter { file in
                file.text.split(separator: "\n").contains { line in
                    !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains("RepoDetailView(")
                }
            }
            .map(\.path)
        XCTAssertEqual(builders, ["Application/Terminal/Scenes/RepoDetail/TerminalRepoDetailNavigator.swift"])
    }

    func test_theDetailScreenIsGivenTheRedaction() throws {
        let text = try XCTUnwrap(
            RepositoryLayout.swiftFiles(under: "Application/Terminal/Scenes/RepoDetail")
                .first { $0.path.hasSuffix("/TerminalRepoDetailNavigator.swift") }?.text)
        XCTAssertTrue(text.contains("redaction: navigation.redaction)"), "the detail screen must get the redaction")
    }
}
