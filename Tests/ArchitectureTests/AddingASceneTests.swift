import Foundation
import XCTest

/// "Adding a Scene" walks through the list of an account's repositories as it was built, and "Adding a Detail" through
/// the conversation, so they stay true to them: every path each names exists, every file of its scene's folders (one
/// per layer and per test target) is named, and every type it names is declared.
final class AddingASceneTests: XCTestCase {
    /// Each article, with the folders whose every file it must name: its scene's folders.
    private let articles: [(path: String, walkedFolders: [String])] = [
        (
            "Application/Scenes/Application.docc/AddingAScene.md",
            [
                "Application/Scenes/OwnerRepositories", "Application/Terminal/Scenes/OwnerRepositories",
                "Tests/ApplicationTests/OwnerRepositories", "Tests/TerminalTests/Scenes/OwnerRepositories",
                "Tests/EndToEndTests/OwnerRepositories",
            ]
        ),
        (
            "Application/Scenes/Application.docc/AddingADetail.md",
            [
                "Application/Scenes/Conversation", "Application/Terminal/Scenes/Conversation",
                "Tests/ApplicationTests/Conversation", "Tests/TerminalTests/Scenes/Conversation",
                "Tests/EndToEndTests/Conversation",
            ]
        ),
    ]

    /// Words the article writes as code spans that are not the package's types: the standard library's types and the
    /// names of keys.
    private let notThePackages: Set<String> = [
        "Hashable", "Sendable", "Equatable", "Result", "Enter", "Esc", "S", "GH_BROWSER",
    ]

    private func article(_ path: String) throws -> String {
        try String(contentsOf: RepositoryLayout.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The file paths of the repository `text` names (`Tests/…/X.swift`, `Tests/Support/fake_github_api.py`).
    private func paths(in text: String) throws -> Set<String> {
        let expression = try NSRegularExpression(
            pattern: #"(?:Application|Domain|Platform|Tests|man)/[\w/+.-]+\.(?:swift|py|json|md)\b"#)
        return Set(
            expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range, in: text).map { String(text[$0]) }
            })
    }

    /// The type names `text` writes as code spans: a span that is a type name (`ListSceneHarness`), a generic one
    /// (`ListUseCase<PullRequestPage>`: both) or a member of one (`PullRequestsScreen.self`: the type).
    private func typeNames(in text: String) throws -> Set<String> {
        let span = try NSRegularExpression(pattern: #"`([^`\n]+)`"#)
        let typeSpan = try NSRegularExpression(pattern: #"^[A-Z]\w*(?:<[A-Z]\w*(?:, [A-Z]\w*)*>)?(?:\.\w+)?$"#)
        let name = try NSRegularExpression(pattern: #"(?<![.\w])[A-Z]\w*"#)
        var names: Set<String> = []
        for match in span.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            let code = String(text[range])
            let whole = NSRange(code.startIndex..., in: code)
            guard typeSpan.firstMatch(in: code, range: whole) != nil else { continue }
            for found in name.matches(in: code, range: whole) {
                if let range = Range(found.range, in: code) { names.insert(String(code[range])) }
            }
        }
        return names
    }

    func test_everyPathItNamesExists() throws {
        for (articlePath, _) in articles {
            let named = try paths(in: article(articlePath))
            XCTAssertGreaterThanOrEqual(named.count, 30, "\(articlePath) names the files of every layer")
            for path in named.sorted() {
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: RepositoryLayout.root.appendingPathComponent(path).path),
                    "\(articlePath) names \(path), which does not exist")
            }
        }
    }

    func test_namesEveryFileOfTheScenesFolderAndOfItsTests() throws {
        for (articlePath, walkedFolders) in articles {
            let named = try paths(in: article(articlePath))
            for folder in walkedFolders {
                let url = RepositoryLayout.root.appendingPathComponent(folder)
                let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }
                XCTAssertFalse(files.isEmpty, "\(folder) is empty")
                for file in files.sorted() {
                    XCTAssertTrue(
                        named.contains("\(folder)/\(file)"),
                        "\(articlePath) does not name \(folder)/\(file): say what the file is for")
                }
            }
        }
    }

    /// The fake API's Python sources, whose classes and tables the article names too.
    private func fakeAPISources() throws -> [String] {
        let folder = RepositoryLayout.root.appendingPathComponent("Tests/Support")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".py") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }

    func test_everyTypeItNamesIsDeclared() throws {
        let sources = ["Domain", "Platform", "Application", "Tests"].flatMap { RepositoryLayout.swiftFiles(under: $0) }
        let python = try fakeAPISources()
        for (articlePath, _) in articles {
            let names = try typeNames(in: article(articlePath))
            XCTAssertGreaterThanOrEqual(names.count, 15, "\(articlePath) names the types a scene is made of")
            for name in names.subtracting(notThePackages).sorted() {
                let declaration = #"\b(?:struct|class|enum|protocol|actor|typealias|associatedtype) \#(name)\b"#
                let pythonDeclaration = #"(?m)^(?:class \#(name)\b|\#(name) = )"#
                let isDeclared =
                    sources.contains { $0.text.range(of: declaration, options: .regularExpression) != nil }
                    || python.contains { $0.range(of: pythonDeclaration, options: .regularExpression) != nil }
                XCTAssertTrue(isDeclared, "\(articlePath) names the type \(name), which nothing declares")
            }
        }
    }

    func test_typeFinder_readsNamesGenericsAndMembers_andSkipsCode() throws {
        let text =
            "`ListSceneHarness`, `ListUseCase<PullRequestPage>`, `PullRequestsScreen.self`, `swift test`, "
            + "`trigger(_:)`, `pullRequests: PullRequestsUseCase(repository: sources.pullRequests)`"
        XCTAssertEqual(
            try typeNames(in: text),
            ["ListSceneHarness", "ListUseCase", "PullRequestPage", "PullRequestsScreen"])
    }
}
