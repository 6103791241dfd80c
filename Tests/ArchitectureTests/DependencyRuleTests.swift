import Foundation
import XCTest

/// The target graph in Package.swift obeys the dependency rule and matches Diagrams/architecture.md; the README's
/// simplified picture draws only real dependencies.
final class DependencyRuleTests: XCTestCase {
    private static let graphResult = Result { try PackageGraph.load(packageRoot: RepositoryLayout.root) }

    private func graph() throws -> PackageGraph {
        try Self.graphResult.get()
    }

    func test_packageDeclaresNoPackageDependencies() throws {
        let manifest = try String(
            contentsOf: RepositoryLayout.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertFalse(manifest.contains(".package("), "the product package must have no package dependencies")
    }

    func test_domainDependsOnNothing() throws {
        let domain = try XCTUnwrap(graph().targets.first { $0.name == "Domain" })
        XCTAssertEqual(domain.dependencies, [])
    }

    func test_platformDependsOnDomainAndTheSystemSQLiteOnly() throws {
        let platform = try XCTUnwrap(graph().targets.first { $0.name == "Platform" })
        XCTAssertEqual(platform.dependencies, ["Domain", "SQLite3"])
    }

    func test_sqliteIsASystemLibraryWithoutDependencies() throws {
        let sqlite = try XCTUnwrap(graph().targets.first { $0.name == "SQLite3" })
        XCTAssertEqual(sqlite.type, "system-target")
        XCTAssertEqual(sqlite.dependencies, [])
    }

    func test_platformLinksSQLite3OnlyOnLinux() throws {
        let manifest = try String(
            contentsOf: RepositoryLayout.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(
            manifest.contains(#".target(name: "SQLite3", condition: .when(platforms: [.linux]))"#),
            "Platform must depend on SQLite3 on Linux only, so that macOS uses the SDK's module")
    }

    func test_onlyTheCompositionRootAndPlatformTestsSeePlatform() throws {
        let seeing = try graph().targets.filter { $0.dependencies.contains("Platform") }.map(\.name).sorted()
        XCTAssertEqual(seeing, ["PlatformTests", "repo-browser"])
    }

    func test_reactiveCoreDependsOnNoOtherTarget() throws {
        let reactive = try XCTUnwrap(graph().targets.first { $0.name == "Reactive" })
        XCTAssertEqual(reactive.dependencies, [])
    }

    func test_onlyTestsLinkTheTestingLibrary() throws {
        let testing = try XCTUnwrap(graph().targets.first { $0.name == "ReactiveTesting" })
        XCTAssertEqual(testing.dependencies, ["Reactive"])
        let seeing = try graph().targets.filter { $0.dependencies.contains("ReactiveTesting") }
        XCTAssertFalse(seeing.isEmpty)
        for target in seeing {
            XCTAssertEqual(target.type, "test", "\(target.name) links ReactiveTesting but is not a test target")
        }
    }

    func test_testTargetsLinkOnlyTheirLayer() throws {
        let expected: [String: Set<String>] = [
            "DomainTests": ["Domain"],
            "PlatformTests": ["Domain", "Platform"],
            "ReactiveTests": ["Reactive", "ReactiveTesting"],
            "ApplicationTests": ["Application", "Domain", "Reactive", "ReactiveTesting"],
        ]
        let targets = try graph().targets
        for (name, dependencies) in expected {
            let target = try XCTUnwrap(targets.first { $0.name == name }, name)
            XCTAssertEqual(Set(target.dependencies), dependencies, name)
        }
    }

    /// The `A --> B` edges drawn in the Mermaid of the document at `path`, as `A -> B` (the node `Application_` is
    /// the target `Application`).
    private func drawnEdges(in path: String) throws -> Set<String> {
        let diagram = try String(contentsOf: RepositoryLayout.root.appendingPathComponent(path), encoding: .utf8)
        return Set(
            diagram.split(separator: "\n").compactMap { line -> String? in
                let parts = line.split(separator: " ").map(String.init).filter { !$0.isEmpty }
                guard parts.count == 3, parts[1] == "-->" else { return nil }
                let name: (String) -> String = { $0 == "Application_" ? "Application" : $0 }
                return "\(name(parts[0])) -> \(name(parts[2]))"
            })
    }

    func test_readmePictureDrawsOnlyRealDependencies() throws {
        let drawn = try drawnEdges(in: "README.md")
        XCTAssertFalse(drawn.isEmpty, "no edges found in README.md's picture")
        XCTAssertEqual(drawn.subtracting(try graph().productionEdges), [], "README.md draws edges Package.swift lacks")
    }

    func test_architectureDiagramMatchesPackageGraph() throws {
        let diagramEdges = try drawnEdges(in: "Diagrams/architecture.md")
        XCTAssertFalse(diagramEdges.isEmpty, "no edges found in Diagrams/architecture.md")
        let packageEdges = try graph().productionEdges
        XCTAssertEqual(
            diagramEdges.subtracting(packageEdges), [], "edges drawn in the diagram but missing from Package.swift")
        XCTAssertEqual(
            packageEdges.subtracting(diagramEdges), [], "edges in Package.swift but missing from the diagram")
    }

    func test_everyTargetFolderIsDrawn() throws {
        let diagram = try String(
            contentsOf: RepositoryLayout.root.appendingPathComponent("Diagrams/architecture.md"), encoding: .utf8)
        for target in try graph().targets where target.type != "test" {
            XCTAssertTrue(
                diagram.contains("(\(target.path)"), "\(target.name)'s folder \(target.path) is not in the diagram")
        }
    }
}
