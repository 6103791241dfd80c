import Foundation
import XCTest

/// Every scene has the same shape: the same files in every layer, outputs that are Drivers (state) or Signals
/// (events), each output bound by the scene's view with the one binding helper, the same test harness and a leak
/// test.
final class SceneShapeTests: XCTestCase {
    private func text(_ path: String) -> String? {
        try? String(contentsOf: RepositoryLayout.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The scenes, found rather than listed: each folder of `Application/Scenes` holding `<Folder>ViewModel.swift`.
    /// The others (`Common`, `PagedList`) hold what scenes share.
    private func scenes() throws -> [String] {
        let folder = RepositoryLayout.root.appendingPathComponent("Application/Scenes")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") && text("Application/Scenes/\($0)/\($0)ViewModel.swift") != nil }
            .sorted()
    }

    /// Whether the scene is a list: its view model's output carries a `PagedList`'s, and its terminal side is a
    /// `ListScreen` over the list view every list shares.
    private func isList(_ scene: String) throws -> Bool {
        try outputFields(of: scene).contains { $0.type == "PagedList" }
    }

    /// The file of the scene's terminal side.
    private func viewFile(of scene: String) throws -> String {
        try isList(scene)
            ? "Application/Terminal/Views/List/\(scene)Screen.swift" : "Application/Terminal/Views/\(scene)View.swift"
    }

    /// The file that binds the scene's view model's outputs: its view or screen, or the kind of screen it is (a
    /// `RepositoryListScreen` binds for every list a repository keeps).
    private func bindingFile(of scene: String) throws -> String {
        let path = try viewFile(of: scene)
        let source = try XCTUnwrap(text(path), "the \(scene) scene has no \(path)")
        let kind = try NSRegularExpression(pattern: #"enum \w+Screen: (\w+Screen) \{"#)
        guard let match = kind.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)),
            let name = Range(match.range(at: 1), in: source), source[name] != "ListScreen"
        else { return path }
        return "Application/Terminal/Views/List/\(source[name]).swift"
    }

    /// The file declaring the scene's view model: its own, or the one its `typealias` names (a scene of a kind written
    /// once, such as the issue and pull request lists, `RepositoryListViewModel`).
    private func viewModelPath(of scene: String) throws -> String {
        let own = "Application/Scenes/\(scene)/\(scene)ViewModel.swift"
        let source = try XCTUnwrap(text(own), "the \(scene) scene has no \(own)")
        let alias = try NSRegularExpression(pattern: #"public typealias \w+ViewModel = (\w+)<"#)
        guard let match = alias.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)),
            let name = Range(match.range(at: 1), in: source)
        else { return own }
        let file = "\(source[name]).swift"
        let found = RepositoryLayout.swiftFiles(under: "Application/Scenes").first { $0.path.hasSuffix("/" + file) }
        return try XCTUnwrap(found?.path, "\(own) names \(source[name]), declared in no \(file)")
    }

    /// The `public let name: Type` fields of `ViewModel.Output` in the scene's view model.
    private func outputFields(of scene: String) throws -> [(name: String, type: String)] {
        let source = try XCTUnwrap(text(try viewModelPath(of: scene)))
        guard let start = source.range(of: "public struct Output {") else { return [] }
        let body = source[start.upperBound...]
        let end = body.range(of: "\n    }\n")?.lowerBound ?? body.endIndex
        let expression = try NSRegularExpression(pattern: #"public let (\w+): (\w+)<"#)
        let output = String(body[..<end])
        return expression.matches(in: output, range: NSRange(output.startIndex..., in: output)).compactMap { match in
            guard let name = Range(match.range(at: 1), in: output), let type = Range(match.range(at: 2), in: output)
            else { return nil }
            return (String(output[name]), String(output[type]))
        }
    }

    func test_scenesAreFound_andIncludeEveryKind() throws {
        let found = try scenes()
        XCTAssertGreaterThanOrEqual(
            found.count, 4, "the scenes are the folders of Application/Scenes with a view model")
        XCTAssertFalse(found.contains("Common"))
        XCTAssertTrue(try found.contains { try isList($0) }, "no list scene found")
        XCTAssertTrue(try found.contains { try !isList($0) }, "no other scene found")
    }

    func test_everySceneHasTheSameFiles() throws {
        for scene in try scenes() {
            var expected = [
                (
                    "Application/Scenes/\(scene)/\(scene)UseCase.swift",
                    "its use case: protocol \(scene)UseCaseType and struct"
                ),
                ("Application/Scenes/\(scene)/\(scene)NavigatorType.swift", "the protocol of where it leads"),
                (
                    "Application/Terminal/Navigation/Terminal\(scene)Navigator.swift",
                    "the terminal's navigator, with show(...)"
                ),
                ("Tests/ApplicationTests/\(scene)/\(scene)SceneHarness.swift", "its virtual-time harness"),
                ("Tests/ApplicationTests/\(scene)/\(scene)UseCaseFake.swift", "the fake its harness answers with"),
                ("Tests/ApplicationTests/\(scene)/\(scene)NavigatorFake.swift", "the fake navigator that records"),
                ("Tests/ApplicationTests/\(scene)/\(scene)UseCaseTests.swift", "the use case's tests"),
                ("Tests/ApplicationTests/\(scene)/\(scene)ViewModelTests.swift", "the view model's tests"),
                ("Tests/TerminalTests/Views/\(scene)LayoutTests.swift", "what its screen draws"),
            ]
            if try isList(scene) {
                expected.append((try viewFile(of: scene), "a ListScreen: its keys, title, columns and bindings"))
            } else {
                expected += [
                    (try viewFile(of: scene), "a BindableType view"),
                    ("Application/Terminal/Views/\(scene)ViewState.swift", "what its view shows"),
                    ("Application/Terminal/Views/\(scene)Layout.swift", "how its view draws"),
                ]
            }
            for (path, what) in expected {
                XCTAssertNotNil(text(path), "the \(scene) scene has no \(path) (\(what)); see AddingAScene.md")
            }
        }
    }

    func test_outputsAreDriversForStateAndSignalsForEvents() throws {
        for scene in try scenes() {
            let fields = try outputFields(of: scene)
            XCTAssertFalse(fields.isEmpty, "\(scene)ViewModel.Output has no fields")
            for field in fields {
                XCTAssertTrue(
                    ["Driver", "Signal", "PagedList"].contains(field.type),
                    "\(scene) output \(field.name) is a \(field.type): state is a Driver, an event a Signal, a list a "
                        + "PagedList's output")
            }
            let events = fields.filter { ["error", "wentBack"].contains($0.name) || $0.name.hasSuffix("Shown") }
            for event in events {
                XCTAssertEqual(event.type, "Signal", "\(scene) output \(event.name) is an event, so a Signal")
            }
        }
    }

    func test_everyOutputIsBoundByTheScenesView() throws {
        for scene in try scenes() {
            let path = try bindingFile(of: scene)
            let view = try XCTUnwrap(text(path), "the \(scene) scene has no \(path)")
            for field in try outputFields(of: scene) {
                XCTAssertTrue(
                    view.contains("bind(output.\(field.name)"),
                    "\(path) does not bind \(scene)ViewModel.Output.\(field.name): bind it, or remove the output")
            }
        }
    }

    func test_theBindingHelperIsWrittenOnce() {
        let helpers = RepositoryLayout.swiftFiles(under: "Application/Terminal")
            .filter { $0.text.contains("func bind<") }
            .map(\.path)
        XCTAssertEqual(helpers, ["Application/Terminal/Views/BindableType.swift"])
    }

    func test_everySceneHasALeakTest() throws {
        for scene in try scenes() {
            let tests = try XCTUnwrap(text("Tests/ApplicationTests/\(scene)/\(scene)ViewModelTests.swift"))
            XCTAssertTrue(
                tests.contains("func test_disposingView_releasesEverySubscription()")
                    && tests.contains("Resources.total"),
                "\(scene)ViewModelTests has no leak test")
        }
    }

    func test_helpIsRoutedOneWay() {
        let showing = RepositoryLayout.swiftFiles(under: "Application")
            .filter {
                $0.text.contains("HelpView(") || $0.text.contains("as? HelpView") || $0.text.contains("is ListView")
            }
            .map(\.path)
        XCTAssertEqual(showing, ["Application/Terminal/App/TerminalApplication.swift"])
    }
}
