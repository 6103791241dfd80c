import Application
import CommandLineInterface
import Domain
import Foundation
import XCTest

@testable import Terminal

/// The detail fields people look for, in `show`, `--json` and the detail screen alike.
final class RepoDetailFieldsFormattingTests: XCTestCase {
    private func repository(hasIssues: Bool? = false, homepage: String = "https://me.example") -> GithubRepo {
        GithubRepo(
            id: 1, name: "fork", fullName: "me/fork", htmlURL: URL(string: "https://github.com/me/fork")!,
            description: "A fork.", starCount: 1, forkCount: 0, watcherCount: 1, subscriberCount: nil,
            openIssueCount: 74, language: "Swift", topics: [], license: RepoLicense(spdxID: "MIT", name: "MIT License"),
            owner: RepoOwner(login: "me", avatarURL: nil), isArchived: true, isFork: true, createdAt: nil,
            updatedAt: nil, pushedAt: nil, defaultBranch: "main", homepage: homepage,
            visibility: "private", isPrivate: true, isTemplate: true, hasIssues: hasIssues,
            cloneURL: "https://github.com/me/fork.git", sshURL: "git@github.com:me/fork.git",
            parentFullName: "upstream/project")
    }

    private func detail(
        hasIssues: Bool? = false, homepage: String = "https://me.example",
        notes: String = "## Changes\n\n- one\n- two\n- three"
    ) -> RepoDetailState {
        var state = RepoDetailState(summary: repository(hasIssues: hasIssues, homepage: homepage))
        state.repository = .loaded(repository(hasIssues: hasIssues, homepage: homepage))
        state.latestRelease = .loaded(
            Release(tagName: "v2", name: nil, publishedAt: nil, htmlURL: nil, body: notes, assetCount: 4))
        return state
    }

    func test_show_listsTheFieldsPeopleLookFor() {
        let text = RepoDetailTextFormatter.text(for: detail())
        for line in [
            "Homepage:       https://me.example", "Fork of:        upstream/project", "Visibility:     private",
            "Issues:         disabled (74 open pull requests)", "Status:         archived, template",
            "Latest release: v2, 4 assets",
            "Release notes:  ## Changes · - one · - two …", "Clone:          https://github.com/me/fork.git",
            "Clone (SSH):    git@github.com:me/fork.git", "License:        MIT License (MIT)",
        ] {
            XCTAssertTrue(text.contains(line + "\n"), "missing \(line) in\n\(text)")
        }
        XCTAssertFalse(text.contains("Open issues"), "disabled issues are not '0 open'")
        XCTAssertTrue(RepoDetailTextFormatter.text(for: detail(hasIssues: true)).contains("Open issues:    74\n"))
    }

    func test_detailScreen_readsTheSame() {
        let lines = RepoDetailLayout.lines(for: detail(), width: 100).map(\.text)
        for line in [
            "Homepage      https://me.example", "Fork          fork of upstream/project", "Visibility    private",
            "Issues        disabled (74 open pull requests)", "Template      yes",
            "Clone         https://github.com/me/fork.git",
            "Clone (SSH)   git@github.com:me/fork.git", "License       MIT License (MIT)",
        ] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(line) }, "missing \(line) in\n\(lines.joined(separator: "\n"))")
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("Release       v2") && $0.contains("4 assets") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("Notes         ## Changes · - one · - two …") })
    }

    func test_issuesOff_oneOpenPullRequest_isSingular() {
        var state = detail()
        let one = GithubRepo(
            id: 1, name: "fork", fullName: "me/fork", htmlURL: URL(string: "https://github.com/me/fork")!,
            description: nil, starCount: 1, forkCount: 0, watcherCount: 1, subscriberCount: nil, openIssueCount: 1,
            language: nil, topics: [], license: nil, owner: RepoOwner(login: "me", avatarURL: nil), isArchived: nil,
            isFork: nil, createdAt: nil, updatedAt: nil, pushedAt: nil, defaultBranch: nil, hasIssues: false)
        state.repository = .loaded(one)

        XCTAssertTrue(
            RepoDetailTextFormatter.text(for: state).contains("Issues:         disabled (1 open pull request)\n"))
    }

    func test_emptyHomepage_isNotShownAsAField() {
        let state = detail(homepage: "")

        XCTAssertFalse(RepoDetailTextFormatter.text(for: state).contains("Homepage"))
        XCTAssertFalse(RepoDetailLayout.lines(for: state, width: 100).contains { $0.text.hasPrefix("Homepage") })
    }

    func test_show_releaseNotes_showControlsInCaretNotation_likeEveryOtherFact() {
        let text = RepoDetailTextFormatter.text(for: detail(notes: "fixed \u{1B}[2J clear\nand \u{07}bell"))

        XCTAssertTrue(text.contains("Release notes:  fixed ^[[2J clear · and ^Gbell\n"), text)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    func test_json_addsGithubsKeys() throws {
        let json = JSONWriter.string(RepoJSONFormatter.detail(detail(), selection: .allFields))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["homepage"] as? String, "https://me.example")
        XCTAssertEqual(object["visibility"] as? String, "private")
        XCTAssertEqual(object["clone_url"] as? String, "https://github.com/me/fork.git")
        XCTAssertEqual(object["ssh_url"] as? String, "git@github.com:me/fork.git")
        XCTAssertEqual((object["parent"] as? [String: Any])?["full_name"] as? String, "upstream/project")
        for key in ["homepage", "visibility", "clone_url", "ssh_url", "parent"] {
            XCTAssertTrue(JSONFields.repository.contains(key), key)
        }
    }

    func test_detailScreen_offline_saysLicenceAndTopicsAreNotInTheSnapshot() {
        let bare = GithubRepo(
            id: 1, name: "x", fullName: "o/x", htmlURL: URL(string: "https://github.com/o/x")!, description: nil,
            starCount: 1, forkCount: 0, watcherCount: 1, subscriberCount: nil, openIssueCount: 0, language: nil,
            topics: [], license: nil, owner: RepoOwner(login: "o", avatarURL: nil), isArchived: nil, isFork: nil,
            createdAt: nil, updatedAt: nil, pushedAt: nil, defaultBranch: nil)
        var state = RepoDetailState(summary: bare)
        state.repository = .loaded(bare)
        let snapshot = DataSource(
            badge: "SNAPSHOT 2026-08-22", unrecordedFacts: [.license, .topics, .watchers],
            unrecordedWording: "not in the snapshot")
        let offline = RepoDetailLayout.lines(for: state, width: 80, wording: ErrorMessage(dataSource: snapshot))
            .map(\.text)
        XCTAssertTrue(offline.contains { $0.hasPrefix("License       not in the snapshot") })
        XCTAssertTrue(offline.contains { $0.hasPrefix("Topics        not in the snapshot") })
        XCTAssertTrue(offline.contains { $0.hasPrefix("Watchers      not in the snapshot") }, "\(offline)")
        var live = RepoDetailState(summary: bare)
        live.repository = .loaded(bare)
        XCTAssertTrue(
            RepoDetailLayout.lines(for: live, width: 80).map(\.text).contains { $0.hasPrefix("License       none") })
    }

    /// The list's row knows no licence or topics, so the detail waits for the repository before saying "none".
    func test_detailScreen_licenceAndTopics_comeFromTheFetchedRepository() {
        let row = RepoListItem(repository())
        var state = RepoDetailState(summary: row.summary)
        var lines = RepoDetailLayout.lines(for: state, width: 80).map(\.text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("License       loading…") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Topics        loading…") }, "\(lines)")

        state.repository = .loaded(repository())
        lines = RepoDetailLayout.lines(for: state, width: 80).map(\.text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("License       MIT License (MIT)") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Topics        none") }, "\(lines)")

        state.repository = .failed(.network(.unreachable, host: "api.github.com"))
        lines = RepoDetailLayout.lines(for: state, width: 80).map(\.text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("License       failed: Cannot reach api.github.com") }, "\(lines)")
    }
}
