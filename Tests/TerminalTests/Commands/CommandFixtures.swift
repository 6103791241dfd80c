import Application
import Domain
import Foundation

/// Repositories and details for the command tests.
enum CommandFixtures {
    /// A repository; the optional values are given or GitHub-like defaults.
    static func repository(
        _ fullName: String = "octo/widget", id: Int = 4_200_000_000, description: String? = "A widget.",
        language: String? = "Swift",
        license: RepoLicense? = RepoLicense(spdxID: "MIT", name: "MIT License"),
        pushedAt: Date? = Date(timeIntervalSince1970: 1_700_000_000),
        avatarURL: URL? = URL(string: "https://avatars.example.invalid/octo"), subscriberCount: Int? = nil
    ) -> GithubRepo {
        let parts = fullName.split(separator: "/").map(String.init)
        return GithubRepo(
            id: id, name: parts.last ?? fullName, fullName: fullName,
            htmlURL: URL(string: "https://github.com/\(fullName)") ?? URL(fileURLWithPath: "/"),
            description: description,
            starCount: 1234, forkCount: 56, watcherCount: 1234, subscriberCount: subscriberCount, openIssueCount: 7,
            language: language, topics: ["cli", "swift"], license: license,
            owner: RepoOwner(login: parts.first ?? fullName, avatarURL: avatarURL), isArchived: false, isFork: false,
            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 1_700_000_000),
            pushedAt: pushedAt, defaultBranch: "main")
    }

    /// A full detail of `repository`, as the detail use case's updates fold into it.
    static func detail(
        readme: String? = "# Widget\n\tindented\n",
        release: Release? = Release(
            tagName: "v2.0.0", name: "Two", publishedAt: Date(timeIntervalSince1970: 1_700_000_000), htmlURL: nil)
    ) -> RepoDetailState {
        let repository = repository(subscriberCount: 89)
        let updates: [RepoDetailUpdate] = [
            .repository(.success(repository)),
            .languages(.success(LanguageShare.shares(fromByteCounts: ["Swift": 900, "C": 100]))),
            .contributors(
                .success(
                    ContributorList(
                        complete: [
                            Contributor(login: "alice", contributionCount: 40, htmlURL: nil),
                            Contributor(login: "bob", contributionCount: 2, htmlURL: nil),
                        ]))),
            .latestRelease(.success(release)), .readme(.success(readme.map { Readme(name: "README.md", text: $0) })),
        ]
        return updates.reduce(RepoDetailState(summary: repository)) { $0.applying($1) }
    }
}
