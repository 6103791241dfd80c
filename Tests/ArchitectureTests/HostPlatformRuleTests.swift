import XCTest

/// Linux and macOS differ in one small file per target, `HostPlatform.swift`; every other file is portable Swift.
final class HostPlatformRuleTests: XCTestCase {
    private let folders = ["Domain", "Platform", "Application", "Tests", "Benchmarks/Sources"]
    private let systemModules: Set<String> = ["Glibc", "Musl", "Darwin"]
    private let platformConditions = [
        "canImport(Glibc)", "canImport(Musl)", "canImport(Darwin)", "os(Linux)", "os(macOS)", "os(iOS)",
    ]

    /// Every source file but this one, which names the conditions it looks for.
    private var sources: [(path: String, text: String)] {
        folders.flatMap { RepositoryLayout.swiftFiles(under: $0) }.filter {
            !$0.path.hasSuffix("/HostPlatformRuleTests.swift")
        }
    }

    func test_onlyHostPlatformFilesImportTheCLibraryDirectly() {
        for source in sources where !Self.isHostPlatformFile(source.path) {
            let direct = Set(RepositoryLayout.importedModules(in: source.text)).intersection(systemModules)
            XCTAssertEqual(direct, [], "\(source.path) imports \(direct.sorted()); move it into HostPlatform.swift")
        }
    }

    func test_onlyHostPlatformFilesBranchOnTheOperatingSystem() {
        for source in sources where !Self.isHostPlatformFile(source.path) {
            for condition in platformConditions where source.text.contains(condition) {
                XCTFail("\(source.path) branches on \(condition); move the difference into HostPlatform.swift")
            }
        }
    }

    func test_hostPlatformFilesAreOnePerTargetAndSmall() {
        let hostFiles = sources.filter { Self.isHostPlatformFile($0.path) }
        XCTAssertFalse(hostFiles.isEmpty)
        for file in hostFiles {
            XCTAssertLessThanOrEqual(
                file.text.split(separator: "\n").count, 150, "\(file.path) should stay a small list of differences")
        }
        let folders = hostFiles.map { Self.targetFolder(of: $0.path) }
        XCTAssertEqual(folders.count, Set(folders).count, "two HostPlatform.swift files in one target: \(folders)")
    }

    func test_ruleRecognisesDirectImportsAndConditions() {
        let text = "#if canImport(Glibc)\n    import Glibc\n#endif\n"
        XCTAssertEqual(RepositoryLayout.importedModules(in: text), ["Glibc"])
        XCTAssertTrue(platformConditions.contains { text.contains($0) })
    }

    private static func isHostPlatformFile(_ path: String) -> Bool {
        path.hasSuffix("/HostPlatform.swift")
    }

    /// The target a file belongs to: its first two folders (`Application/Terminal`, `Tests/EndToEndTests`), or
    /// `Domain`/`Platform`, or a benchmark executable's folder.
    private static func targetFolder(of path: String) -> String {
        let parts = path.split(separator: "/")
        let depth = parts.first == "Benchmarks" ? 3 : (parts.first == "Domain" || parts.first == "Platform" ? 1 : 2)
        return parts.prefix(depth).joined(separator: "/")
    }
}
