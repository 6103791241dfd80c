import Foundation
import XCTest

/// The diagrams in Diagrams/ name real types, fields and limits; these tests fail when code and diagram drift.
final class DiagramTests: XCTestCase {
    private func diagram(_ name: String) throws -> String {
        try String(contentsOf: RepositoryLayout.root.appendingPathComponent("Diagrams/\(name)"), encoding: .utf8)
    }

    private func source(_ path: String) throws -> String {
        try String(contentsOf: RepositoryLayout.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every capture of the first group of `pattern` in `text`.
    private func captures(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The names of the `public let` fields of the nested struct `name` in `text`.
    private func fields(ofNestedStruct name: String, in text: String) throws -> Set<String> {
        guard let start = text.range(of: "public struct \(name) {") else { return [] }
        let body = text[start.upperBound...]
        let end = body.range(of: "\n    }\n")?.lowerBound ?? body.endIndex
        return Set(try captures(#"public (?:let|var) (\w+):"#, in: String(body[..<end])))
    }

    func test_searchSequenceParticipantsAreRealTypesInTheirFolders() throws {
        let text = try diagram("search-sequence.md")
        let expression = try NSRegularExpression(pattern: #"participant (\w+) as \w+<br/>\(([\w/]+)\)"#)
        let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
        XCTAssertGreaterThanOrEqual(matches.count, 6, "expected View → ViewModel → UseCase → Repository → APIService")
        for match in matches {
            guard let nameRange = Range(match.range(at: 1), in: text),
                let folderRange = Range(match.range(at: 2), in: text)
            else { continue }
            let name = String(text[nameRange])
            let folder = String(text[folderRange])
            let declared = RepositoryLayout.swiftFiles(under: folder).contains { file in
                file.text.range(
                    of: #"(struct|class|enum|protocol|actor) \#(name)\b"#, options: .regularExpression) != nil
            }
            XCTAssertTrue(declared, "the search sequence names \(name) in \(folder), which declares no such type")
        }
    }

    func test_mainViewModelDiagramNamesEveryInputField() throws {
        let code = try fields(ofNestedStruct: "Input", in: source("Application/Scenes/Search/SearchViewModel.swift"))
        let drawn = Set(try captures(#"input\.(\w+)"#, in: diagram("search-view-model.md")))
        XCTAssertFalse(code.isEmpty)
        XCTAssertEqual(drawn, code, "SearchViewModel.Input and Diagrams/search-view-model.md disagree")
    }

    func test_mainViewModelDiagramNamesEveryOutputField() throws {
        let code = try fields(ofNestedStruct: "Output", in: source("Application/Scenes/Search/SearchViewModel.swift"))
        let drawn = Set(try captures(#"output\.(\w+)"#, in: diagram("search-view-model.md")))
        XCTAssertFalse(code.isEmpty)
        XCTAssertEqual(drawn, code, "SearchViewModel.Output and Diagrams/search-view-model.md disagree")
    }

    func test_conversationDiagramNamesEveryInputAndOutputField() throws {
        let viewModel = try source("Application/Scenes/Conversation/ConversationViewModel.swift")
        let drawing = try diagram("conversation.md")
        for (name, prefix) in [("Input", "input"), ("Output", "output")] {
            let code = try fields(ofNestedStruct: name, in: viewModel)
            XCTAssertFalse(code.isEmpty)
            XCTAssertEqual(
                Set(try captures(#"\#(prefix)\.(\w+)"#, in: drawing)), code,
                "ConversationViewModel.\(name) and Diagrams/conversation.md disagree")
        }
    }

    func test_detailFanOutLimitMatchesTheUseCase() throws {
        let text = try diagram("detail-fan-out.md")
        let drawn = try XCTUnwrap(try captures(#"Requests in flight at most: (\d+)"#, in: text).first)
        XCTAssertTrue(text.contains("merge(maxConcurrent: \(drawn))"))
        let useCase = try source("Application/Scenes/RepoDetail/RepoDetailUseCase.swift")
        XCTAssertEqual(try captures(#"defaultMaximumConcurrentRequests = (\d+)"#, in: useCase), [drawn])
        XCTAssertTrue(try source("README.md").contains("at most \(drawn) requests in flight"))
    }

    func test_detailFanOutIsWrittenOnceInTheUseCase() throws {
        let fanOuts = ["Domain", "Platform", "Application/Scenes", "Application/Terminal", "Application/repo-browser"]
            .flatMap {
                RepositoryLayout.swiftFiles(under: $0)
            }
            .filter { $0.text.contains("merge(maxConcurrent:") || $0.text.contains("withTaskGroup") }
            .map(\.path)
        XCTAssertEqual(fanOuts, ["Application/Scenes/RepoDetail/RepoDetailUseCase.swift"])
    }

    func test_detailFanOutPartsMatchTheUpdateCases() throws {
        let line = try XCTUnwrap(
            try diagram("detail-fan-out.md").split(separator: "\n").first { $0.hasPrefix("Parts, in order:") })
        let drawn = try captures(#"`(\w+)`"#, in: String(line))
        let update = try source("Application/Scenes/RepoDetail/RepoDetailUpdate.swift")
        XCTAssertEqual(drawn, try captures(#"case (\w+)\("#, in: update))
    }

    func test_debounceValuesMatchTheCode() throws {
        let viewModel = try source("Application/Scenes/Search/SearchViewModel.swift")
        let terminal = try source("Application/Terminal/App/TerminalApplication.swift")
        let byDefault = try captures(
            #"defaultDebounceInterval = DispatchTimeInterval\.milliseconds\((\d+)\)"#, in: viewModel)
        let inTerminal = try captures(
            #"queryDebounceInterval = DispatchTimeInterval\.milliseconds\((\d+)\)"#, in: terminal)
        XCTAssertEqual(byDefault.count, 1)
        XCTAssertEqual(inTerminal.count, 1)
        XCTAssertEqual(
            try captures(
                #"debounce: (\d+) ms by default,<br/>(?:\d+) ms in the terminal"#, in: diagram("search-view-model.md")),
            byDefault)
        XCTAssertEqual(
            try captures(
                #"debounce: (?:\d+) ms by default,<br/>(\d+) ms in the terminal"#, in: diagram("search-view-model.md")),
            inTerminal)
        XCTAssertEqual(
            try captures(#"debounce (\d+) ms \(the query arrives whole"#, in: diagram("search-sequence.md")), inTerminal
        )
        XCTAssertEqual(
            try captures(#"debounce (\d+) ?ms"#, in: source("README.md")), [], "README names no debounce value")
        let keypress = try source("Application/Scenes/Application.docc/FollowingOneKeypress.md")
        XCTAssertEqual(try captures(#"the terminal passes (\d+) ms"#, in: keypress), inTerminal)
    }

    func test_readmeReferencesEveryDiagram() throws {
        let readme = try source("README.md")
        let files = try FileManager.default.contentsOfDirectory(
            atPath: RepositoryLayout.root.appendingPathComponent("Diagrams").path)
        for file in files where file.hasSuffix(".md") {
            XCTAssertTrue(readme.contains("Diagrams/\(file)"), "README.md does not link Diagrams/\(file)")
        }
    }
}
