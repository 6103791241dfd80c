import Foundation
import XCTest

/// Every scene has the same shape: the same files in every layer, outputs that are Drivers (state) or Signals
/// (events), each output bound by the scene's view with the one binding helper, the same test harness and a leak
/// test.
final class SceneShapeTests: XCTestCase {
    private func text(_ path: String) -> String? {
        try? String(contentsOf: RepositoryLayout.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The scenes: the folders of `Application/Scenes` other than `Common` and the documentation catalog.
    private func scenes() throws -> [String] {
        let folder = RepositoryLayout.root.appendingPathComponent("Application/Scenes")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") && $0 != "Common" && !$0.hasSuffix(".docc") }
            .sorted()
    }

    /// The `public let name: Type` fields of `ViewModel.Output` in the scene's view model.
    private func outputFields(of scene: String) throws -> [(name: String, type: String)] {
        let source = try XCTUnwrap(text("Application/Scenes/\(scene)/\(scene)ViewModel.swift"))
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

    func test_thereAreFourScenes() throws {
        XCTAssertEqual(try scenes(), ["Account", "RepoDetail", "Search", "Starred"])
    }

    func test_everySceneHasTheSameFiles() throws {
        for scene in try scenes() {
            let expected = [
                "Application/Scenes/\(scene)/\(scene)UseCase.swift",
                "Application/Scenes/\(scene)/\(scene)NavigatorType.swift",
                "Application/Scenes/\(scene)/\(scene)ViewModel.swift",
                "Application/Terminal/Navigation/Terminal\(scene)Navigator.swift",
                "Application/Terminal/Views/\(scene)View.swift",
                "Application/Terminal/Views/\(scene)ViewState.swift",
                "Application/Terminal/Views/\(scene)Layout.swift",
                "Tests/ApplicationTests/\(scene)/\(scene)SceneHarness.swift",
                "Tests/ApplicationTests/\(scene)/\(scene)UseCaseFake.swift",
                "Tests/ApplicationTests/\(scene)/\(scene)NavigatorFake.swift",
                "Tests/ApplicationTests/\(scene)/\(scene)UseCaseTests.swift",
                "Tests/ApplicationTests/\(scene)/\(scene)ViewModelTests.swift",
                "Tests/TerminalTests/Views/\(scene)LayoutTests.swift",
            ]
            for path in expected {
                XCTAssertNotNil(text(path), "the \(scene) scene has no \(path)")
            }
        }
    }

    func test_outputsAreDriversForStateAndSignalsForEvents() throws {
        for scene in try scenes() {
            let fields = try outputFields(of: scene)
            XCTAssertFalse(fields.isEmpty, "\(scene)ViewModel.Output has no fields")
            for field in fields {
                XCTAssertTrue(
                    ["Driver", "Signal"].contains(field.type), "\(scene) output \(field.name) is a \(field.type)")
            }
            let events = fields.filter { ["error", "wentBack"].contains($0.name) || $0.name.hasSuffix("Shown") }
            for event in events {
                XCTAssertEqual(event.type, "Signal", "\(scene) output \(event.name) is an event, so a Signal")
            }
        }
    }

    func test_everyOutputIsBoundByTheScenesView() throws {
        for scene in try scenes() {
            let view = try XCTUnwrap(text("Application/Terminal/Views/\(scene)View.swift"))
            for field in try outputFields(of: scene) {
                XCTAssertTrue(
                    view.contains("bind(output.\(field.name)"),
                    "\(scene)View does not bind \(scene)ViewModel.Output.\(field.name): bind it, or remove the output")
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
                $0.text.contains("HelpView(") || $0.text.contains("as? HelpView") || $0.text.contains("is SearchView")
            }
            .map(\.path)
        XCTAssertEqual(showing, ["Application/Terminal/App/TerminalApplication.swift"])
    }
}
