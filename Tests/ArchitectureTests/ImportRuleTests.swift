import XCTest

/// Every source file imports only what its layer may see.
final class ImportRuleTests: XCTestCase {
    private let system: Set<String> = [
        "Foundation", "FoundationNetworking", "Dispatch", "Glibc", "Musl", "Darwin", "Synchronization",
    ]

    private func assertImports(
        under folder: String, allowed: Set<String>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let files = RepositoryLayout.swiftFiles(under: folder)
        XCTAssertFalse(files.isEmpty, "no sources under \(folder)", file: file, line: line)
        for source in files {
            for module in RepositoryLayout.importedModules(in: source.text) where !allowed.contains(module) {
                XCTFail("\(source.path) imports \(module), which \(folder) may not see", file: file, line: line)
            }
        }
    }

    func test_domainImportsFoundationOnly() {
        assertImports(under: "Domain", allowed: ["Foundation"])
    }

    func test_platformImportsDomainFoundationNetworkingAndSQLite() {
        assertImports(under: "Platform", allowed: system.union(["Domain", "SQLite3"]))
    }

    func test_onlyTheStoreImportsSQLite() {
        let importing = RepositoryLayout.swiftFiles(under: "Platform")
            .filter { RepositoryLayout.importedModules(in: $0.text).contains("SQLite3") }
            .map(\.path)
        XCTAssertFalse(importing.isEmpty)
        for path in importing {
            XCTAssertTrue(path.hasPrefix("Platform/Store/"), "\(path) imports SQLite3; only Platform/Store/ may")
        }
    }

    func test_reactiveCoreImportsSystemModulesOnly() {
        assertImports(under: "Application/Reactive", allowed: system)
    }

    func test_testingLibraryImportsTheReactiveCoreOnly() {
        assertImports(under: "Application/ReactiveTesting", allowed: system.union(["Reactive"]))
    }

    func test_noShippingCodeImportsTheTestingLibrary() {
        let offenders = [
            "Domain", "Platform", "Application/Reactive", "Application/Scenes", "Application/StyledText",
            "Application/Markdown", "Application/CommandLineInterface", "Application/Terminal",
            "Application/repo-browser",
        ]
        .flatMap { RepositoryLayout.swiftFiles(under: $0) }
        .filter { RepositoryLayout.importedModules(in: $0.text).contains("ReactiveTesting") }
        .map(\.path)
        XCTAssertEqual(offenders, [])
    }

    func test_scenesNeverImportPlatform() {
        assertImports(under: "Application/Scenes", allowed: system.union(["Domain", "Reactive"]))
    }

    func test_styledTextImportsSystemModulesOnly() {
        assertImports(under: "Application/StyledText", allowed: system)
    }

    func test_markdownImportsStyledTextOnly() {
        assertImports(under: "Application/Markdown", allowed: system.union(["StyledText"]))
    }

    func test_commandLineInterfaceImportsDomainAndStyledTextOnly() {
        assertImports(under: "Application/CommandLineInterface", allowed: system.union(["Domain", "StyledText"]))
    }

    func test_terminalNeverImportsPlatform() {
        assertImports(
            under: "Application/Terminal",
            allowed: system.union([
                "Domain", "Reactive", "Application", "StyledText", "Markdown", "CommandLineInterface",
            ]))
    }

    func test_onlyTheCompositionRootImportsPlatform() {
        let offenders = [
            "Domain", "Application/Reactive", "Application/Scenes", "Application/StyledText", "Application/Markdown",
            "Application/CommandLineInterface", "Application/Terminal",
        ]
        .flatMap { RepositoryLayout.swiftFiles(under: $0) }
        .filter { RepositoryLayout.importedModules(in: $0.text).contains("Platform") }
        .map(\.path)
        XCTAssertEqual(offenders, [])
    }

    func test_importParserReadsTestableAndScopedImports() {
        let text = "import Foundation\n@testable import Domain\nimport struct Platform.APIService\nlet x = 1\n"
        XCTAssertEqual(RepositoryLayout.importedModules(in: text), ["Foundation", "Domain", "Platform"])
    }
}
