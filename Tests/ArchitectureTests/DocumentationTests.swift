import Foundation
import XCTest

/// The DocC catalogs cover every library target, the docs script builds them all, every file the documents point a
/// reader to exists, and the README stays a short front door that shows the architecture first.
final class DocumentationTests: XCTestCase {
    private static let libraryTargets: [PackageGraph.Target] = {
        (try? PackageGraph.load(packageRoot: RepositoryLayout.root).targets.filter { $0.type == "library" }) ?? []
    }()

    func test_everyLibraryTargetHasACatalogWithALandingPage() throws {
        XCTAssertFalse(Self.libraryTargets.isEmpty, "swift package describe listed no library targets")
        for target in Self.libraryTargets {
            let landing = "\(target.path)/\(target.name).docc/\(target.name).md"
            let text = try? String(
                contentsOf: RepositoryLayout.root.appendingPathComponent(landing), encoding: .utf8)
            XCTAssertNotNil(text, "\(target.name) has no DocC landing page at \(landing)")
            XCTAssertEqual(
                text?.split(separator: "\n").first, "# ``\(target.name)``",
                "\(landing) must start with the module's symbol link")
            XCTAssertTrue(
                text?.contains("import") ?? false, "\(landing) must say what \(target.name) may import")
        }
    }

    func test_docsScriptBuildsEveryCatalog() throws {
        let script = try String(
            contentsOf: RepositoryLayout.root.appendingPathComponent("Scripts/build-docs"), encoding: .utf8)
        for target in Self.libraryTargets {
            XCTAssertTrue(
                script.contains("\"\(target.name):\(target.path)/\(target.name).docc\""),
                "Scripts/build-docs does not build \(target.name)'s catalog")
        }
    }

    func test_everyRepositoryPathInTheDocsExists() {
        let documents = Self.documents()
        for expected in ["README.md", "man/USAGE.md", "Benchmarks/README.md", "Diagrams/architecture.md"] {
            XCTAssertTrue(documents.contains { $0.path == expected }, "\(expected) is not among the documents checked")
        }
        for document in documents {
            let folder = URL(fileURLWithPath: document.path).deletingLastPathComponent().relativePath
            for path in Self.repositoryPaths(in: document.text, documentFolder: folder == "." ? "" : folder) {
                let exists = FileManager.default.fileExists(
                    atPath: RepositoryLayout.root.appendingPathComponent(path).path)
                XCTAssertTrue(exists, "\(document.path) mentions \(path), which does not exist")
            }
        }
    }

    func test_everyArticleIsListedOnItsLandingPage() {
        for catalog in Self.documents().filter({ $0.path.contains(".docc/") }) {
            let name = URL(fileURLWithPath: catalog.path).deletingPathExtension().lastPathComponent
            let folder = URL(fileURLWithPath: catalog.path).deletingLastPathComponent()
            guard folder.lastPathComponent != "\(name).docc" else { continue }
            let landingName = folder.deletingPathExtension().lastPathComponent
            let landing = Self.documents().first { $0.path == "\(folder.relativePath)/\(landingName).md" }
            XCTAssertTrue(
                landing?.text.contains("<doc:\(name)>") ?? false, "\(catalog.path) is not listed on its landing page")
        }
    }

    func test_pathFinderReadsCodeSpansAndLinks() {
        let text = "See `Domain/Entities/GithubRepo.swift`, [the diagram](Diagrams/architecture.md) and `swift test`."
        XCTAssertEqual(
            Self.repositoryPaths(in: text), ["Domain/Entities/GithubRepo.swift", "Diagrams/architecture.md"])
    }

    func test_pathFinderResolvesLinksFromTheDocumentsFolder() {
        let text =
            "[the page](man1/repo-browser.1), [home](../README.md#install), [web](https://x.org/a.md), `man/USAGE.md`"
        XCTAssertEqual(
            Self.repositoryPaths(in: text, documentFolder: "man"),
            ["man/USAGE.md", "man/man1/repo-browser.1", "README.md"])
    }

    func test_readme_isAtMost200Lines() throws {
        let readme = try Self.readme()
        let lineCount = readme.filter { $0 == "\n" }.count + (readme.hasSuffix("\n") ? 0 : 1)
        XCTAssertLessThanOrEqual(
            lineCount, 200, "README.md is the front door: move details to the usage document or DocC")
    }

    func test_readme_showsTheArchitectureAndItsLayersTableBeforeAnyOtherSection() throws {
        let lines = try Self.readme().components(separatedBy: "\n")
        let sections = lines.indices.filter { lines[$0].hasPrefix("## ") }
        let first = try XCTUnwrap(sections.first, "README.md has no sections")
        XCTAssertEqual(lines[first], "## Architecture", "the architecture must be the first section, before any usage")
        let end = sections.dropFirst().first ?? lines.count
        let table = lines.indices.filter { lines[$0].hasPrefix("| `Domain/` | `Domain` |") }
        XCTAssertEqual(table.count, 1, "README.md must have one layers table")
        XCTAssertTrue(
            table.allSatisfy { $0 > first && $0 < end }, "the layers table belongs in the architecture section")
        XCTAssertTrue(table.allSatisfy { $0 < 50 }, "the layers table must be on the first screen (50 lines)")
    }

    func test_readme_linksTheKeypressWalkTheUsageDocumentAndTheBenchmarks() throws {
        let readme = try Self.readme()
        for target in [
            "Application/Scenes/Application.docc/FollowingOneKeypress.md", "man/USAGE.md", "Benchmarks/README.md",
            "man/man1/repo-browser.1",
        ] {
            XCTAssertTrue(readme.contains("](\(target))"), "README.md does not link \(target)")
        }
    }

    func test_docsNameNoIssueNumbers() throws {
        let expression = try NSRegularExpression(pattern: #"\b[Ii]ssues? #?\d+|(?<![\w&/])#\d+\b"#)
        for document in Self.documents() {
            let range = NSRange(document.text.startIndex..., in: document.text)
            let found = expression.matches(in: document.text, range: range).compactMap {
                Range($0.range, in: document.text).map { String(document.text[$0]) }
            }
            XCTAssertEqual(found, [], "\(document.path) names issue numbers: the docs say what is, not its history")
        }
    }

    /// A method a document names as `Type.name(label:label:)` is declared with those labels (a document may leave out
    /// a parameter with a default value, as `file:` and `line:`), so a rename cannot leave a document naming the old
    /// signature.
    func test_everyMethodTheDocsNameIsDeclaredWithThoseLabels() throws {
        let span = try NSRegularExpression(pattern: #"`([A-Z]\w*)\.(\w+)\(((?:\w+:)*)\)`"#)
        let sources = ["Domain", "Platform", "Application", "Tests", "Benchmarks/Sources"].flatMap {
            RepositoryLayout.swiftFiles(under: $0)
        }
        var checked = 0
        for document in Self.documents() {
            let text = document.text
            for match in span.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let type = Range(match.range(at: 1), in: text), let name = Range(match.range(at: 2), in: text),
                    let labels = Range(match.range(at: 3), in: text)
                else { continue }
                let named = text[labels].split(separator: ":").map(String.init)
                let declared = sources.contains { file in
                    file.text.range(
                        of: #"\b(?:struct|class|enum|protocol|actor|extension) \#(text[type])\b"#,
                        options: .regularExpression) != nil
                        && Self.parameterLabels(of: String(text[name]), in: file.text).contains {
                            Self.matches(named, $0)
                        }
                }
                let method = "\(text[type]).\(text[name])(\(text[labels]))"
                XCTAssertTrue(declared, "\(document.path) names \(method), which nothing declares")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10, "the documents name methods")
    }

    func test_parameterLabels_readTopLevelParametersOnly() {
        let source = """
            static func grown<Query>(from query: Query, holding count: Int, fetch: @escaping (Query) -> Void) async {}
            func applying(_ update: (Int, String)) -> Self {}
            """
        XCTAssertEqual(
            Self.parameterLabels(of: "grown", in: source).map { $0.map(\.label) }, [["from", "holding", "fetch"]])
        XCTAssertEqual(Self.parameterLabels(of: "applying", in: source).map { $0.map(\.label) }, [["_"]])
        let check = Self.parameterLabels(
            of: "check",
            in: "static func check(usageHeading: String, map: (Int) -> Int, line: UInt = #line, show: () -> Void) {}")
        XCTAssertEqual(check.first?.map(\.label), ["usageHeading", "map", "line", "show"])
        XCTAssertTrue(Self.matches(["usageHeading", "map", "show"], check[0]))
        XCTAssertFalse(Self.matches(["usageHeading", "map"], check[0]), "show has no default")
    }

    /// Whether `named` are `declared`'s labels, parameters with a default value left out or not.
    private static func matches(_ named: [String], _ declared: [(label: String, hasDefault: Bool)]) -> Bool {
        var named = named[...]
        for parameter in declared {
            if named.first == parameter.label {
                named = named.dropFirst()
            } else if !parameter.hasDefault {
                return false
            }
        }
        return named.isEmpty
    }

    /// The parameters of every `func name(…)` in `source`: each one's label (its first word, at the outermost level of
    /// the parentheses) and whether it has a default value.
    private static func parameterLabels(of name: String, in source: String) -> [[(label: String, hasDefault: Bool)]] {
        var result: [[(label: String, hasDefault: Bool)]] = []
        var rest = source[...]
        while let found = rest.range(of: #"func \#(name)(?:<[^>(]*>)?\("#, options: .regularExpression) {
            var depth = 1
            var parameters: [String] = []
            var current = ""
            var index = found.upperBound
            var previous: Character = " "
            while index < rest.endIndex, depth > 0 {
                let character = rest[index]
                if "([<".contains(character) { depth += 1 }
                if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
                previous = character
                if depth == 1, character == "," {
                    parameters.append(current)
                    current = ""
                } else if depth > 0 {
                    current.append(character)
                }
                index = rest.index(after: index)
            }
            parameters.append(current)
            result.append(
                parameters.compactMap { parameter in
                    parameter.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ":" }).first.map {
                        (String($0), parameter.contains("="))
                    }
                })
            rest = rest[index...]
        }
        return result
    }

    private static func readme() throws -> String {
        try String(contentsOf: RepositoryLayout.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The Markdown documents a reader is sent to, relative to the root: README.md, the usage document, the
    /// benchmarks' README, the diagrams and every Markdown file inside a `.docc` catalog.
    private static func documents() -> [(path: String, text: String)] {
        var documents: [(String, String)] = []
        let root = RepositoryLayout.root
        var paths = ["README.md", "man/USAGE.md", "Benchmarks/README.md"]
        let diagrams =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Diagrams").path))
        paths += (diagrams ?? []).filter { $0.hasSuffix(".md") }.map { "Diagrams/\($0)" }
        for path in paths {
            if let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) {
                documents.append((path, text))
            }
        }
        for folder in ["Domain", "Platform", "Application"] {
            let base = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in enumerator
            where url.pathExtension == "md" && url.path.contains(".docc/") {
                if let text = try? String(contentsOf: url, encoding: .utf8) {
                    documents.append((String(url.path.dropFirst(root.path.count + 1)), text))
                }
            }
        }
        return documents.sorted { $0.0 < $1.0 }
    }

    /// Paths into the repository a document names, relative to the root. A code span counts when it starts with a
    /// top-level folder of the package and ends in a file name with an extension; a link target is every link
    /// that is not a web address or an anchor, read from `documentFolder` (the document's folder) as GitHub reads
    /// it, without its `#anchor`.
    private static func repositoryPaths(in text: String, documentFolder: String = "") -> [String] {
        let topLevel = [
            "Domain/", "Platform/", "Application/", "Tests/", "Diagrams/", "Scripts/", "Benchmarks/", "man/",
        ]
        var paths: [String] = []
        let spans = text.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        for span in spans {
            let path = String(span).trimmingCharacters(in: .whitespaces)
            guard topLevel.contains(where: path.hasPrefix), !path.contains(" "),
                let last = path.split(separator: "/").last, last.contains(".")
            else { continue }
            paths.append(path)
        }
        for part in text.components(separatedBy: "](").dropFirst() {
            guard let end = part.firstIndex(of: ")") else { continue }
            let target = part[..<end].split(separator: "#", omittingEmptySubsequences: false).first ?? ""
            guard !target.isEmpty, !target.contains(":"), !target.contains(" ") else { continue }
            var components = documentFolder.split(separator: "/").map(String.init)
            for component in target.split(separator: "/") {
                if component == ".." {
                    _ = components.popLast()
                } else if component != "." {
                    components.append(String(component))
                }
            }
            paths.append(components.joined(separator: "/"))
        }
        return paths
    }
}
