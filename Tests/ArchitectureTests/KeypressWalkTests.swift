import Foundation
import XCTest

/// The docs' walks of one keypress (`FollowingOneKeypress.md`, and `TheWritePath.md` for a star) name real files
/// and real functions: every Swift path they mention exists, and every function they name in a code span
/// (`transform(_:)`, `PagingState.reduce(_:_:)`, `KeyCommand(key:)`) is declared in one of the files they mention.
final class KeypressWalkTests: XCTestCase {
    private let articlePaths = [
        "Application/Scenes/Application.docc/FollowingOneKeypress.md",
        "Application/Scenes/Application.docc/TheWritePath.md",
    ]

    /// Every Swift path of the repository's layers mentioned in `text`, in order, without repeats.
    private func swiftPaths(in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: #"(?:Application|Domain|Platform)/[\w/+.-]+\.swift"#)
        let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
        var paths: [String] = []
        for match in matches {
            guard let range = Range(match.range, in: text) else { continue }
            let path = String(text[range])
            if !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// The functions named in code spans of `text`: `Type.name(label:)` gives `name`, `Type(label:)` an
    /// initialiser of `Type` (`name` is `init`), each with the code span it came from.
    private func functionNames(in text: String) throws -> [(span: String, name: String, isInitializer: Bool)] {
        let span = try NSRegularExpression(pattern: #"`([^`\n]+)`"#)
        let call = try NSRegularExpression(pattern: #"^(?:\w+\.)*(\w+)\((?:\w+:)*\)$"#)
        return span.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range(at: 1), in: text) else { return nil }
            let code = String(text[range])
            guard let found = call.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
                let nameRange = Range(found.range(at: 1), in: code)
            else { return nil }
            let name = String(code[nameRange])
            return (code, name, name.first?.isUppercase ?? false)
        }
    }

    /// Whether `text` declares the function `name`, or, for an initialiser, the type `name` with an initialiser.
    private func declares(_ name: String, isInitializer: Bool, in text: String) -> Bool {
        if isInitializer {
            let declaresType = ["enum", "struct", "class", "actor"].contains { kind in
                text.contains("\(kind) \(name) ") || text.contains("\(kind) \(name):")
            }
            return declaresType && (text.contains("init(") || text.contains("init?("))
        }
        return ["func \(name)(", "func \(name)<", "func `\(name)`("].contains { text.contains($0) }
    }

    func test_everyPathInTheWalkExists() throws {
        for articlePath in articlePaths {
            try checkPaths(of: articlePath)
        }
    }

    func test_everyFunctionInTheWalkIsDeclaredInAFileItNames() throws {
        for articlePath in articlePaths {
            try checkFunctions(of: articlePath)
        }
    }

    private func checkPaths(of articlePath: String) throws {
        let article = try String(contentsOf: RepositoryLayout.root.appendingPathComponent(articlePath), encoding: .utf8)
        let paths = try swiftPaths(in: article)
        XCTAssertGreaterThanOrEqual(paths.count, 10, "the walk names the files of every layer")
        for path in paths {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: RepositoryLayout.root.appendingPathComponent(path).path),
                "\(articlePath) names \(path), which does not exist")
        }
    }

    private func checkFunctions(of articlePath: String) throws {
        let article = try String(contentsOf: RepositoryLayout.root.appendingPathComponent(articlePath), encoding: .utf8)
        let files = try swiftPaths(in: article).compactMap { path in
            try? String(contentsOf: RepositoryLayout.root.appendingPathComponent(path), encoding: .utf8)
        }
        let functions = try functionNames(in: article)
        XCTAssertGreaterThanOrEqual(functions.count, 10, "the walk names the functions a keypress runs through")
        for function in functions {
            let isDeclared = files.contains { declares(function.name, isInitializer: function.isInitializer, in: $0) }
            XCTAssertTrue(isDeclared, "\(articlePath) names `\(function.span)`, which no file it names declares")
        }
    }

    func test_functionFinder_readsMethodsQualifiedNamesAndInitializers() throws {
        let names = try functionNames(
            in: "Call `transform(_:)`, `PagingState.reduce(_:_:)`, `KeyCommand(key:)`, `swift test`.")
        XCTAssertEqual(names.map(\.name), ["transform", "reduce", "KeyCommand"])
        XCTAssertEqual(names.map(\.isInitializer), [false, false, true])
    }

    func test_declarationCheck_acceptsEscapedAndGenericNames_andRejectsCalls() {
        XCTAssertTrue(declares("do", isInitializer: false, in: "public func `do`(onMainActor onNext:"))
        XCTAssertTrue(declares("bind", isInitializer: false, in: "func bind<Element: Sendable>("))
        XCTAssertFalse(declares("redraw", isInitializer: false, in: "self.redraw()"))
        XCTAssertTrue(
            declares("KeyCommand", isInitializer: true, in: "enum KeyCommand: Hashable {\n    init(key: Key) {"))
        XCTAssertFalse(declares("KeyCommand", isInitializer: true, in: "let command = KeyCommand(key: key)"))
    }
}
