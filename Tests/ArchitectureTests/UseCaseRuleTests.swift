import Foundation
import XCTest

/// Both front ends go through the Application layer's use cases: the terminal front end (the interactive views
/// and the `search`/`show` commands) never names a repository, so only the composition root wires data sources.
final class UseCaseRuleTests: XCTestCase {
    /// The repository contracts (Domain) and their implementations (Platform), by declared type name.
    private func repositoryTypeNames() throws -> Set<String> {
        let expression = try NSRegularExpression(pattern: #"(?:struct|class|protocol|enum|actor) (\w*Repository\w*)"#)
        let files =
            RepositoryLayout.swiftFiles(under: "Domain/Repositories")
            + RepositoryLayout.swiftFiles(under: "Platform")
        return Set(
            files.flatMap { file in
                expression.matches(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)).compactMap {
                    Range($0.range(at: 1), in: file.text).map { String(file.text[$0]) }
                }
            })
    }

    func test_repositoryTypesAreFound() throws {
        let names = try repositoryTypeNames()
        XCTAssertTrue(
            names.isSuperset(of: ["GithubRepoRepositoryType", "AccountRepositoryType", "GithubRepoRepository"]),
            "\(names)")
    }

    func test_noTerminalFileNamesARepositoryType() throws {
        let names = try repositoryTypeNames()
        let files = RepositoryLayout.swiftFiles(under: "Application/Terminal")
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let words = Set(file.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            let named = words.intersection(names)
            XCTAssertTrue(named.isEmpty, "\(file.path) names \(named.sorted()); go through a use case instead")
        }
    }
}
