import Foundation
import XCTest

/// The data source is a Platform detail: Domain names none, and nothing above Platform asks which one answers.
/// What the screens must say about a source comes from one value, `DataSource`, that the composition root builds.
final class DataSourceRuleTests: XCTestCase {
    /// Words that name a particular source or ask which one answers.
    private let sourceWords = ["snapshot", "offline", "sampledata", "issampledata", "isoffline", "issnapshot"]

    func test_domainNamesNoDataSource() {
        let files = RepositoryLayout.swiftFiles(under: "Domain")
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = file.text.lowercased()
            for word in sourceWords where text.contains(word) {
                XCTFail("\(file.path) names a data source ('\(word)')")
            }
        }
    }

    func test_nothingAbovePlatformAsksWhichSourceAnswers() {
        let folders = [
            "Application/Scenes", "Application/Terminal", "Application/StyledText", "Application/Markdown",
            "Application/CommandLineInterface",
        ]
        for file in folders.flatMap({ RepositoryLayout.swiftFiles(under: $0) }) {
            for flag in ["isSampleData", "isSnapshot", "notInSnapshot", "snapshotDate", "stack.badge != nil"]
            where file.text.contains(flag) {
                XCTFail("\(file.path) asks which source answers ('\(flag)'); read DataSource instead")
            }
        }
    }

    func test_onlyTheCompositionRootDescribesTheOfflineSource() {
        let describing = RepositoryLayout.swiftFiles(under: "Application")
            .filter { file in
                let code = file.text.split(separator: "\n")
                    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
                return code.contains("DataSource(") && code.contains("not in the snapshot")
            }
            .map(\.path)
        XCTAssertEqual(describing, ["Application/repo-browser/DataSource+Offline.swift"])
    }
}
