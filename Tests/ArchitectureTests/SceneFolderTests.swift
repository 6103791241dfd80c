import Foundation
import XCTest

/// Every scene is its folders, found by walking `Application/Scenes/*`: a folder holding a scene's view model, use case
/// or navigator contract is a scene, and must hold all three, have its terminal screen and navigator, its tests in
/// each layer's test folder, and its row in the one scene table (Architecture.md). No list of scenes is kept here.
final class SceneFolderTests: XCTestCase {
    private let sceneTablePath = "Application/Scenes/Application.docc/Architecture.md"

    /// The names of the scene folders under `Application/Scenes`: each holding `<Name>ViewModel.swift`,
    /// `<Name>UseCase.swift` or `<Name>NavigatorType.swift`.
    static func sceneNames() throws -> [String] {
        let folder = RepositoryLayout.root.appendingPathComponent("Application/Scenes")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { name in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path))
            return Self.sceneFiles(of: name).contains { files?.contains($0) ?? false }
        }
    }

    /// The files every scene's folder in `Application/Scenes` holds, with what each declares.
    private static func sceneFiles(of name: String) -> [String] {
        ["\(name)ViewModel.swift", "\(name)UseCase.swift", "\(name)NavigatorType.swift"]
    }

    private func files(in folder: String) -> [(path: String, text: String)] {
        RepositoryLayout.swiftFiles(under: folder)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: RepositoryLayout.root.appendingPathComponent(path).path)
    }

    func test_theScenesAreFoundInTheFolders() throws {
        let names = try Self.sceneNames()
        XCTAssertGreaterThanOrEqual(names.count, 7, "the folders hold the program's scenes: \(names)")
        XCTAssertFalse(names.contains("Common") || names.contains("PagedList"), "\(names)")
    }

    func test_everySceneHoldsItsViewModelUseCaseAndNavigatorContract() throws {
        for name in try Self.sceneNames() {
            let folder = "Application/Scenes/\(name)"
            let sources = files(in: folder)
            let declarations = [
                ("\(name)ViewModel.swift", "struct \(name)ViewModel: ViewModelType", "its view model"),
                ("\(name)UseCase.swift", "protocol \(name)UseCaseType", "its use case"),
                ("\(name)NavigatorType.swift", "protocol \(name)NavigatorType", "its navigator contract"),
            ]
            for (file, declaration, what) in declarations {
                let text = sources.first { $0.path == "\(folder)/\(file)" }?.text
                XCTAssertTrue(
                    text?.contains(declaration) ?? false,
                    "\(folder) lacks \(what): add \(folder)/\(file) declaring `\(declaration)`")
            }
        }
    }

    func test_everySceneHasItsScreenAndNavigatorInTerminal() throws {
        let sceneNames = try Self.sceneNames()
        for name in sceneNames {
            let navigator = "Application/Terminal/Scenes/\(name)/Terminal\(name)Navigator.swift"
            XCTAssertTrue(
                exists(navigator),
                "\(name) has no terminal navigator: add \(navigator), implementing \(name)NavigatorType and showing "
                    + "the scene's screen in `static func show(...)`")
            let screens = files(in: "Application/Terminal/Scenes/\(name)").filter {
                $0.text.contains("ListScreen {") || $0.text.contains(", TerminalView {")
            }
            XCTAssertFalse(
                screens.isEmpty,
                "\(name) has no screen: add Application/Terminal/Scenes/\(name)/\(name)Screen.swift (a ListScreen) or "
                    + "\(name)View.swift (a TerminalView)")
        }
        let terminalScenes = try FileManager.default.contentsOfDirectory(
            atPath: RepositoryLayout.root.appendingPathComponent("Application/Terminal/Scenes").path)
        for folder in terminalScenes where !sceneNames.contains(folder) {
            XCTFail("Application/Terminal/Scenes/\(folder) is no scene of Application/Scenes: name it after one")
        }
    }

    func test_everySceneHasItsTestsInEveryLayersTestFolder() throws {
        for name in try Self.sceneNames() {
            let checks = [
                (
                    "Tests/ApplicationTests/\(name)", "SceneShape.check(",
                    "a view model test calling SceneShape.check"
                ),
                (
                    "Tests/TerminalTests/Scenes/\(name)", "ScreenContract.check(",
                    "a screen test calling ScreenContract.check"
                ),
                (
                    "Tests/EndToEndTests/\(name)", ": InteractiveTestCase",
                    "a test of the binary in tmux, subclassing InteractiveTestCase"
                ),
            ]
            for (folder, fragment, what) in checks {
                XCTAssertTrue(
                    files(in: folder).contains { $0.text.contains(fragment) },
                    "\(name) needs \(what): add it in \(folder)/")
            }
        }
    }

    /// The scene names in the first column of the scene table under `### The scenes`.
    private func sceneTable() throws -> [String] {
        let text = try String(
            contentsOf: RepositoryLayout.root.appendingPathComponent(sceneTablePath), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let heading = try XCTUnwrap(lines.firstIndex(of: "### The scenes"), "\(sceneTablePath) has no scene table")
        let table = lines[heading...].drop { !$0.hasPrefix("| Scene |") }.dropFirst(2).prefix { $0.hasPrefix("|") }
        return table.map { row in
            let cell = row.split(separator: "|").first.map(String.init) ?? ""
            return cell.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
    }

    func test_theSceneTable_listsEverySceneFolder_andNothingElse() throws {
        let table = try sceneTable()
        let names = try Self.sceneNames()
        for name in names where !table.contains(name) {
            XCTFail("\(sceneTablePath)'s scene table has no row for \(name): add `| \\`\(name)\\` | … |`")
        }
        for row in table where !names.contains(row) {
            XCTFail("\(sceneTablePath)'s scene table names \(row), which is no folder of Application/Scenes")
        }
        XCTAssertEqual(table.count, Set(table).count, "a scene has two rows")
    }
}
