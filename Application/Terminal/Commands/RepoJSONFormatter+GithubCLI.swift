import Application
import Domain
import Foundation

/// The GitHub CLI's `--json` names (`JSONFields.githubCLISearch`, `JSONFields.githubCLIShow`) with the values and
/// shapes gh gives them: counts and flags as numbers and Booleans (`false` when GitHub did not say), times in RFC 3339
/// (a time gh always has is Go's zero time when GitHub sent none), and objects such as `primaryLanguage` {name}.
extension RepoJSONFormatter {
    /// Go's zero time as gh prints a time that was never set.
    static let zeroTime = "0001-01-01T00:00:00Z"

    /// A `gh search repos` item's members that differ from the REST names.
    static func githubCLISearchFields(of repository: GithubRepo) -> [JSONKey: JSONValue] {
        [
            "createdAt": .string(time(repository.createdAt)),
            "defaultBranch": .string(repository.defaultBranch ?? ""),
            "forksCount": .integer(repository.forkCount),
            "fullName": .string(repository.fullName),
            "isArchived": .bool(repository.isArchived ?? false),
            "isFork": .bool(repository.isFork ?? false),
            "openIssuesCount": .integer(repository.openIssueCount),
            "pushedAt": .string(time(repository.pushedAt)),
            "stargazersCount": .integer(repository.starCount),
            "updatedAt": .string(time(repository.updatedAt)),
            "url": .string(repository.htmlURL.absoluteString),
            "watchersCount": .integer(repository.watcherCount),
        ]
    }

    /// A `gh repo view` object's members that differ from the REST names; the parts that did not load are `null`.
    static func githubCLIShowFields(of detail: RepoDetailState) -> [JSONKey: JSONValue] {
        let repository = detail.repo
        return [
            "createdAt": .string(time(repository.createdAt)),
            "defaultBranchRef": .object(["name": .string(repository.defaultBranch ?? "")]),
            "forkCount": .integer(repository.forkCount),
            "homepageUrl": .string(repository.homepage ?? ""),
            "isArchived": .bool(repository.isArchived ?? false),
            "isFork": .bool(repository.isFork ?? false),
            "latestRelease": detail.latestRelease.value.map(githubCLIRelease) ?? .null,
            "licenseInfo": repository.license.map { license in
                .object([
                    "key": .string(license.key ?? ""), "name": .string(license.name), "nickname": .string(""),
                ])
            } ?? .null,
            "nameWithOwner": .string(repository.fullName),
            "primaryLanguage": repository.language.map { .object(["name": .string($0)]) } ?? .null,
            "pushedAt": repository.pushedAt.map { .string(GithubTimestamp.string(from: $0)) } ?? .null,
            "repositoryTopics": repository.topics.isEmpty
                ? .null : .array(repository.topics.map { .object(["name": .string($0)]) }),
            "sshUrl": .string(repository.sshURL ?? ""),
            "stargazerCount": .integer(repository.starCount),
            "updatedAt": .string(time(repository.updatedAt)),
            "url": .string(repository.htmlURL.absoluteString),
            "watchers": repository.subscriberCount.map { .object(["totalCount": .integer($0)]) } ?? .null,
        ]
    }

    private static func githubCLIRelease(_ release: Release) -> JSONValue {
        .object([
            "name": .string(release.name ?? ""),
            "tagName": .string(release.tagName),
            "url": .string(release.htmlURL?.absoluteString ?? ""),
            "publishedAt": .string(time(release.publishedAt)),
        ])
    }

    private static func time(_ date: Date?) -> String {
        date.map(GithubTimestamp.string(from:)) ?? zeroTime
    }
}
