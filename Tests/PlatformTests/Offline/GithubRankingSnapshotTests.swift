import Foundation
import XCTest

@testable import Platform

/// The generated snapshot source is exactly what `Scripts/generate_offline_snapshot.py` makes of the repository's copy
/// of the CSV (`Scripts/OfflineSnapshot/`), and that copy is the project's shared data byte for byte where the shared
/// folder sits beside the repository, so nobody edits the data by hand and the script stays reproducible.
final class GithubRankingSnapshotTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let csvName = "github-ranking-2026-08-22.csv"
    private static let repositoryCopy = repositoryRoot.appendingPathComponent("Scripts/OfflineSnapshot/\(csvName)")

    func test_generatedSource_matchesTheScriptsOutputFromTheCSV() throws {
        let root = Self.repositoryRoot
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appendingPathComponent("Scripts/generate_offline_snapshot.py").path,
            Self.repositoryCopy.path, "-",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let generated = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let committed = try Data(
            contentsOf: root.appendingPathComponent("Platform/Offline/Generated/GithubRankingSnapshot.swift"))
        XCTAssertTrue(
            generated == committed,
            "Platform/Offline/Generated/GithubRankingSnapshot.swift differs from the script's output; run the script")
    }

    func test_repositoryCopy_isTheSharedDataWhereItIsBeside() throws {
        let shared = Self.repositoryRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/data/\(Self.csvName)")
        guard FileManager.default.fileExists(atPath: shared.path) else {
            throw XCTSkip(
                "no shared data folder beside this clone (\(shared.path)); the repository's copy is the source")
        }
        XCTAssertEqual(try Data(contentsOf: Self.repositoryCopy), try Data(contentsOf: shared))
    }

    func test_repositoryCopy_travelsWithItsLicence() throws {
        let licence = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent(
                "Scripts/OfflineSnapshot/github-ranking-LICENSE.txt"),
            encoding: .utf8)
        XCTAssertTrue(licence.contains("MIT License"))
    }

    func test_notice_shipsTheDataLicence() throws {
        let notice = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("THIRD-PARTY-NOTICES.md"), encoding: .utf8)
        XCTAssertTrue(notice.contains("EvanLi/Github-Ranking"))
        XCTAssertTrue(notice.contains("Permission is hereby granted, free of charge"))
        XCTAssertTrue(notice.contains("MIT License"))
    }

    func test_catalog_holdsEveryRepositoryOnce() {
        let catalog = SnapshotCatalog.bundled
        XCTAssertEqual(catalog.entries.count, 3449)
        XCTAssertEqual(GithubRankingSnapshot.count, 3449)
        XCTAssertEqual(Set(catalog.repositories.map { $0.fullName.lowercased() }).count, 3449)
        XCTAssertGreaterThanOrEqual(Set(catalog.repositories.compactMap(\.language)).count, 34)
    }

    func test_catalog_readsRealFacts() throws {
        let swift = try XCTUnwrap(SnapshotCatalog.bundled.repository(for: .init(owner: "swiftlang", name: "swift")))
        XCTAssertEqual(swift.fullName, "swiftlang/swift")
        XCTAssertEqual(swift.language, "Swift")
        XCTAssertEqual(swift.description, "The Swift Programming Language")
        XCTAssertEqual(swift.htmlURL.absoluteString, "https://github.com/swiftlang/swift")
        XCTAssertGreaterThan(swift.starCount, 60_000)
        XCTAssertNotNil(swift.pushedAt)
        XCTAssertNil(swift.createdAt, "the snapshot has no creation date: nothing is invented")
        XCTAssertNil(swift.license)
        XCTAssertNil(swift.isFork)
    }

    func test_catalog_keepsUnicodeAndEscapedCharacters() throws {
        let descriptions = SnapshotCatalog.bundled.repositories.compactMap(\.description)
        XCTAssertTrue(descriptions.contains { $0.unicodeScalars.contains("\u{200D}") }, "zero-width joiners in emoji")
        XCTAssertTrue(descriptions.contains { $0.hasSuffix(" ") }, "a trailing space")
        XCTAssertTrue(descriptions.contains { $0.unicodeScalars.contains { $0.properties.isIdeographic } }, "CJK")
    }
}
