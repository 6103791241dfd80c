import Foundation
import XCTest

/// The DocC catalogs cover every library target, the docs script builds them all, and every file the README and
/// the articles point a reader to exists.
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
        for document in Self.documents() {
            for path in Self.repositoryPaths(in: document.text) {
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

    /// README.md and every Markdown file inside a `.docc` catalog, relative to the root.
    private static func documents() -> [(path: String, text: String)] {
        var documents: [(String, String)] = []
        let root = RepositoryLayout.root
        if let readme = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) {
            documents.append(("README.md", readme))
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

    /// Paths into the repository named in code spans or link targets: they start with a top-level folder of the
    /// package and end in a file name with an extension.
    private static func repositoryPaths(in text: String) -> [String] {
        let topLevel = ["Domain/", "Platform/", "Application/", "Tests/", "Diagrams/", "Scripts/", "Benchmarks/"]
        var paths: [String] = []
        var candidates: [Substring] = text.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
            .map(\.element)
        for part in text.components(separatedBy: "](").dropFirst() {
            if let end = part.firstIndex(of: ")") { candidates.append(part[..<end]) }
        }
        for candidate in candidates {
            let path = String(candidate).trimmingCharacters(in: .whitespaces)
            guard topLevel.contains(where: path.hasPrefix), !path.contains(" "),
                let last = path.split(separator: "/").last, last.contains(".")
            else { continue }
            paths.append(path)
        }
        return paths
    }
}
