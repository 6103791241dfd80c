import Foundation
import XCTest

/// The process's surroundings are read in one place, `AppEnvironment`, and handed on; and the layers table in the
/// README and the architecture article lists what each folder really imports.
final class EnvironmentRuleTests: XCTestCase {
    private let shippingFolders = ["Domain", "Platform", "Application"]

    func test_onlyAppEnvironmentReadsTheEnvironment() {
        let readers = shippingFolders.flatMap { RepositoryLayout.swiftFiles(under: $0) }
            .filter { $0.text.contains("ProcessInfo.processInfo") || $0.text.contains("getenv(\"") }
            .map(\.path)
        XCTAssertEqual(readers, ["Application/repo-browser/AppEnvironment.swift"])
    }

    /// The rows of the layers table in `document`: folder and the modules in its "May import" column.
    private func layerRows(in document: String) throws -> [(folder: String, modules: Set<String>)] {
        let text = try String(contentsOf: RepositoryLayout.root.appendingPathComponent(document), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
            line -> (String, Set<String>)? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, cells[0].hasSuffix("/`") else { return nil }
            let folder = String(cells[0].dropFirst().dropLast(2))
            // "the standard library" is a folder that imports no module at all.
            let modules =
                cells[3] == "the standard library"
                ? [] : Set(cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            return (folder, modules)
        }
        return rows
    }

    /// What the files under `folder` import, apart from `HostPlatform.swift` (the one file per target that may
    /// import the C library, enforced on its own).
    private func imports(under folder: String) -> Set<String> {
        Set(
            RepositoryLayout.swiftFiles(under: folder).filter { !$0.path.hasSuffix("/HostPlatform.swift") }
                .flatMap { RepositoryLayout.importedModules(in: $0.text) })
    }

    func test_layersTablesListTheRealImports() throws {
        for document in ["README.md", "Application/Scenes/Application.docc/Architecture.md"] {
            let rows = try layerRows(in: document)
            XCTAssertGreaterThanOrEqual(rows.count, 6, "no layers table in \(document)")
            for (folder, listed) in rows where listed != ["everything"] {
                XCTAssertEqual(listed, imports(under: folder), "\(document): the imports of \(folder)")
            }
        }
    }
}
