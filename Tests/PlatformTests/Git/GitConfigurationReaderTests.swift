import Foundation
import Platform
import XCTest

/// Reading a repository's remotes from git's files, on real folders in a temporary directory.
final class GitConfigurationReaderTests: XCTestCase {
    private var root = URL(fileURLWithPath: "/nonexistent")
    private let reader = GitConfigurationReader(environment: [:])

    override func setUpWithError() throws {
        try super.setUpWithError()
        root = FileManager.default.temporaryDirectory.appendingPathComponent("git-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
        try super.tearDownWithError()
    }

    private func write(_ text: String, to path: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private let configuration = """
        [core]
        \tbare = false
        [remote "origin"]
        \turl = git@github.com:me/fork.git
        \tfetch = +refs/heads/*:refs/remotes/origin/*
        [remote "upstream"] # the original
        \turl = "https://github.com/apple/swift.git"
        [branch "main"]
        \tremote = origin
        """

    func test_remotes_areReadFromASubdirectoryOfTheRepository() throws {
        try write(configuration, to: "project/.git/config")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("project/Sources/deep"), withIntermediateDirectories: true)

        let remotes = try reader.remotes(of: root.appendingPathComponent("project/Sources/deep"))

        XCTAssertEqual(
            remotes,
            [
                GitRemote(name: "origin", url: "git@github.com:me/fork.git"),
                GitRemote(name: "upstream", url: "https://github.com/apple/swift.git"),
            ])
    }

    func test_worktree_followsItsGitdirFileToTheCommonConfiguration() throws {
        try write(configuration, to: "main/.git/config")
        try write("../..\n", to: "main/.git/worktrees/feature/commondir")
        try write("gitdir: ../main/.git/worktrees/feature\n", to: "feature/.git")

        let remotes = try reader.remotes(of: root.appendingPathComponent("feature"))

        XCTAssertEqual(remotes.map(\.name), ["origin", "upstream"])
    }

    func test_gitDirVariable_namesTheGitDirectory() throws {
        try write(configuration, to: "elsewhere/config")
        let reader = GitConfigurationReader(environment: ["GIT_DIR": root.appendingPathComponent("elsewhere").path])

        XCTAssertEqual(try reader.remotes(of: root).map(\.name), ["origin", "upstream"])
    }

    func test_outsideARepository_isNotARepository() throws {
        XCTAssertThrowsError(try reader.remotes(of: root)) { error in
            XCTAssertEqual(error as? GitRemoteError, .notARepository)
        }
    }

    func test_ghResolvedBase_isRead() throws {
        try write("[remote \"fork\"]\n\turl = https://github.com/me/swift\n\tgh-resolved = base\n", to: ".git/config")

        XCTAssertEqual(
            try reader.remotes(of: root),
            [GitRemote(name: "fork", url: "https://github.com/me/swift", isResolvedBase: true)])
    }

    func test_aGitFileThatIsNotARegularFile_isNeverReadSoNothingBlocks() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("fifo"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(root.appendingPathComponent("fifo/.git").path, 0o600), 0)

        XCTAssertThrowsError(try reader.remotes(of: root.appendingPathComponent("fifo")))
    }
}
