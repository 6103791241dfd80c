import Domain
import Platform
import XCTest

/// The GitHub CLI's choice of repository among a clone's remotes.
final class GitRemoteTests: XCTestCase {
    private func preferred(_ remotes: [GitRemote], host: String = "github.com") -> String? {
        GitRemote.preferredRepository(among: remotes, host: host)?.fullName
    }

    func test_prefersUpstreamThenGithubThenOriginThenTheFirst() {
        let other = GitRemote(name: "mirror", url: "https://github.com/m/mirror")
        let origin = GitRemote(name: "origin", url: "git@github.com:me/fork.git")
        let github = GitRemote(name: "github", url: "ssh://git@github.com/gh/name.git")
        let upstream = GitRemote(name: "upstream", url: "https://github.com/apple/swift.git")

        XCTAssertEqual(preferred([other, origin, github, upstream]), "apple/swift")
        XCTAssertEqual(preferred([other, origin, github]), "gh/name")
        XCTAssertEqual(preferred([other, origin]), "me/fork")
        XCTAssertEqual(preferred([other]), "m/mirror")
    }

    func test_theRemoteGhResolvedAsBase_winsOverNames() {
        let upstream = GitRemote(name: "upstream", url: "https://github.com/apple/swift.git")
        let chosen = GitRemote(name: "fork", url: "https://github.com/me/swift", isResolvedBase: true)

        XCTAssertEqual(preferred([upstream, chosen]), "me/swift")
    }

    func test_remotesOnOtherHosts_areIgnored() {
        let gitlab = GitRemote(name: "upstream", url: "https://gitlab.com/a/b.git")
        let local = GitRemote(name: "github", url: "/srv/git/b.git")
        let origin = GitRemote(name: "origin", url: "https://GitHub.com/me/b")

        XCTAssertEqual(preferred([gitlab, local, origin]), "me/b")
        XCTAssertNil(preferred([gitlab, local]))
        XCTAssertEqual(
            preferred([GitRemote(name: "origin", url: "git@ghe.example.com:corp/tool.git")], host: "ghe.example.com"),
            "corp/tool")
    }
}
