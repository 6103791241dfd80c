import Application
import Domain
import Foundation

/// The GitHub CLI's `--json` names (`JSONFields.githubCLISearch`, `JSONFields.githubCLIShow`) with the values and
/// shapes gh gives them, a name REST shares included (`id` is the node ID, `owner` and `license` gh's objects): counts
/// and flags as numbers and Booleans, times in RFC 3339, objects such as `primaryLanguage` {name}. What GitHub did not
/// send is `null`, where gh would print its zero value (`""`, `false`, `0001-01-01T00:00:00Z`).
extension RepoJSONFormatter {
    /// A `gh search repos` item (gh reads the same REST search answer).
    static func githubCLISearchFields(of repository: GithubRepo) -> [JSONKey: JSONValue] {
        [
            "createdAt": time(repository.createdAt),
            "defaultBranch": text(repository.defaultBranch),
            "description": text(repository.description),
            "forksCount": .integer(repository.forkCount),
            "fullName": .string(repository.fullName),
            "hasIssues": flag(repository.hasIssues),
            "homepage": text(repository.homepage),
            "id": text(repository.nodeID),
            "isArchived": flag(repository.isArchived),
            "isFork": flag(repository.isFork),
            "isPrivate": flag(repository.isPrivate),
            "language": text(repository.language),
            "license": repository.license.map { license in
                .object(["key": text(license.key), "name": .string(license.name), "url": text(license.url)])
            } ?? .null,
            "name": .string(repository.name),
            "openIssuesCount": .integer(repository.openIssueCount),
            "owner": githubCLISearchOwner(repository.owner),
            "pushedAt": time(repository.pushedAt),
            "stargazersCount": .integer(repository.starCount),
            "updatedAt": time(repository.updatedAt),
            "url": .string(repository.htmlURL.absoluteString),
            "visibility": text(repository.visibility),
            "watchersCount": .integer(repository.watcherCount),
        ]
    }

    /// A `gh repo view` object (gh asks GraphQL: `visibility` in capitals, `languages` [{size, node {name}}]); the
    /// parts that did not load are `null`.
    static func githubCLIShowFields(of detail: RepoDetailState) -> [JSONKey: JSONValue] {
        let repository = detail.repo
        let owner = JSONValue.object(["id": text(repository.owner.nodeID), "login": .string(repository.owner.login)])
        return [
            "createdAt": time(repository.createdAt),
            "defaultBranchRef": repository.defaultBranch.map { .object(["name": .string($0)]) } ?? .null,
            "description": text(repository.description),
            "forkCount": .integer(repository.forkCount),
            "homepageUrl": text(repository.homepage),
            "id": text(repository.nodeID),
            "isArchived": flag(repository.isArchived),
            "isFork": flag(repository.isFork),
            "languages": detail.languages.value.map { languages in
                .array(
                    languages.map { share in
                        .object(["size": .integer(share.byteCount), "node": .object(["name": .string(share.name)])])
                    })
            } ?? .null,
            "latestRelease": detail.latestRelease.value.map(githubCLIRelease) ?? .null,
            "licenseInfo": repository.license.map { license in
                .object(["key": text(license.key), "name": .string(license.name), "nickname": .null])
            } ?? .null,
            "name": .string(repository.name),
            "nameWithOwner": .string(repository.fullName),
            "owner": owner,
            "parent": repository.parentFullName.map(githubCLIParent) ?? .null,
            "primaryLanguage": repository.language.map { .object(["name": .string($0)]) } ?? .null,
            "pushedAt": time(repository.pushedAt),
            "repositoryTopics": repository.topics.isEmpty
                ? .null : .array(repository.topics.map { .object(["name": .string($0)]) }),
            "sshUrl": text(repository.sshURL),
            "stargazerCount": .integer(repository.starCount),
            "updatedAt": time(repository.updatedAt),
            "url": .string(repository.htmlURL.absoluteString),
            "visibility": text(repository.visibility?.uppercased()),
            "watchers": repository.subscriberCount.map { .object(["totalCount": .integer($0)]) } ?? .null,
        ]
    }

    /// gh's search `owner`: {id, login, type, url, is_bot}. gh counts an account without a node ID as a bot (and
    /// writes its login `app/LOGIN`); every account REST describes has one, so `is_bot` is `false`, or `null` when the
    /// answer carried no node ID.
    private static func githubCLISearchOwner(_ owner: RepoOwner) -> JSONValue {
        .object([
            "id": text(owner.nodeID), "login": .string(owner.login), "type": text(owner.type),
            "url": text(owner.htmlURL?.absoluteString), "is_bot": owner.nodeID == nil ? .null : .bool(false),
        ])
    }

    /// gh's `parent` {id, name, owner {id, login}} from the parent's `OWNER/NAME` (the only part REST's repository
    /// object names), the IDs `null`.
    private static func githubCLIParent(_ fullName: String) -> JSONValue {
        let parts = fullName.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return .null }
        return .object([
            "id": .null, "name": .string(parts[1]), "owner": .object(["id": .null, "login": .string(parts[0])]),
        ])
    }

    private static func githubCLIRelease(_ release: Release) -> JSONValue {
        .object([
            "name": text(release.name),
            "tagName": .string(release.tagName),
            "url": text(release.htmlURL?.absoluteString),
            "publishedAt": time(release.publishedAt),
        ])
    }

    private static func time(_ date: Date?) -> JSONValue {
        date.map { .string(GithubTimestamp.string(from: $0)) } ?? .null
    }

    private static func text(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    private static func flag(_ value: Bool?) -> JSONValue {
        value.map(JSONValue.bool) ?? .null
    }
}
