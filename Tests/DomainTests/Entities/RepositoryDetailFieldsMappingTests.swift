import Domain
import XCTest

/// The repository endpoint's fields people look for in a detail: homepage, fork parent, visibility, template,
/// issues enabled, clone URLs; and a release's notes and assets.
final class RepositoryDetailFieldsMappingTests: XCTestCase {
    private let repositoryJSON = """
        {"id": 1, "name": "fork", "full_name": "me/fork", "html_url": "https://github.com/me/fork",
         "description": null, "stargazers_count": 1, "forks_count": 0, "watchers_count": 1, "open_issues_count": 0,
         "language": null, "license": null, "owner": {"login": "me"}, "archived": false, "fork": true,
         "created_at": "2020-01-02T03:04:05Z", "updated_at": "2020-01-02T03:04:05Z", "pushed_at": null,
         "default_branch": "main", "homepage": "https://me.example", "visibility": "public", "private": false,
         "is_template": true, "has_issues": false, "clone_url": "https://github.com/me/fork.git",
         "ssh_url": "git@github.com:me/fork.git", "parent": {"full_name": "upstream/project"}}
        """

    func test_repository_mapsTheDetailFields() throws {
        let repo = try GithubRepo(jsonData: Array(repositoryJSON.utf8))
        XCTAssertEqual(repo.homepage, "https://me.example")
        XCTAssertEqual(repo.visibility, "public")
        XCTAssertEqual(repo.isPrivate, false)
        XCTAssertEqual(repo.isTemplate, true)
        XCTAssertEqual(repo.hasIssues, false)
        XCTAssertEqual(repo.cloneURL, "https://github.com/me/fork.git")
        XCTAssertEqual(repo.sshURL, "git@github.com:me/fork.git")
        XCTAssertEqual(repo.parentFullName, "upstream/project")
    }

    func test_emptyHomepage_staysEmpty_andAbsentFieldsAreNil() throws {
        let json = repositoryJSON.replacingOccurrences(of: "\"https://me.example\"", with: "\"\"")
            .replacingOccurrences(of: ", \"parent\": {\"full_name\": \"upstream/project\"}", with: "")
        let repo = try GithubRepo(jsonData: Array(json.utf8))
        XCTAssertEqual(repo.homepage, "", "GitHub's empty string is kept as sent")
        XCTAssertNil(repo.parentFullName)
    }

    func test_nullHomepage_isNil() throws {
        let json = repositoryJSON.replacingOccurrences(of: "\"https://me.example\"", with: "null")
        XCTAssertNil(try GithubRepo(jsonData: Array(json.utf8)).homepage)
    }

    func test_release_mapsNotesAndAssetCount() throws {
        let release = try Release(
            jsonData: Array(###"{"tag_name": "v1", "body": "## Changes\n- fixed", "assets": [{}, {}, {}]}"###.utf8))
        XCTAssertEqual(release.body, "## Changes\n- fixed")
        XCTAssertEqual(release.assetCount, 3)
        let bare = try Release(jsonData: Array(#"{"tag_name": "v1"}"#.utf8))
        XCTAssertNil(bare.body)
        XCTAssertNil(bare.assetCount)
    }
}
