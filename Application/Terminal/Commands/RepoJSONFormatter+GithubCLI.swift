import Application
import Domain
import Foundation

/// The GitHub CLI's `--json` names (`JSONFields.githubCLISearch`, `JSONFields.githubCLIShow`) with the values and
/// types gh gives them, a name REST shares included (`id` is the node ID, `owner` and `license` gh's objects): what
/// GitHub did not send is gh's empty value of the field's type (`""`, `false`, `0`, `[]`, an object of empty members),
/// `null` only where gh prints `null` (`GithubCLIJSON`).
extension RepoJSONFormatter {
    /// A `gh search repos` item (gh reads the same REST search answer): nothing in it is ever `null` but a time GitHub
    /// did not send.
    static func githubCLISearchFields(of repository: GithubRepo) -> [JSONKey: JSONValue] {
        let license = repository.license
        return [
            "createdAt": GithubCLIJSON.time(repository.createdAt),
            "defaultBranch": GithubCLIJSON.string(repository.defaultBranch),
            "description": GithubCLIJSON.string(repository.description),
            "forksCount": .integer(repository.forkCount),
            "fullName": .string(repository.fullName),
            "hasIssues": .bool(repository.hasIssues ?? false),
            "homepage": GithubCLIJSON.string(repository.homepage),
            "id": GithubCLIJSON.string(repository.nodeID),
            "isArchived": .bool(repository.isArchived ?? false),
            "isFork": .bool(repository.isFork ?? false),
            "isPrivate": .bool(repository.isPrivate ?? false),
            "language": GithubCLIJSON.string(repository.language),
            "license": .object([
                "key": GithubCLIJSON.string(license?.key), "name": GithubCLIJSON.string(license?.name),
                "url": GithubCLIJSON.string(license?.url),
            ]),
            "name": .string(repository.name),
            "openIssuesCount": .integer(repository.openIssueCount),
            "owner": githubCLISearchOwner(repository.owner),
            "pushedAt": GithubCLIJSON.time(repository.pushedAt),
            "stargazersCount": .integer(repository.starCount),
            "updatedAt": GithubCLIJSON.time(repository.updatedAt),
            "url": .string(repository.htmlURL.absoluteString),
            "visibility": GithubCLIJSON.string(repository.visibility),
            "watchersCount": .integer(repository.watcherCount),
        ]
    }

    /// A `gh repo view` object (gh asks GraphQL: `visibility` in capitals, `languages` [{size, node {name}}]): `null`
    /// where gh prints it (`latestRelease`, `licenseInfo`, `parent`, `primaryLanguage`, `pushedAt`, and
    /// `repositoryTopics` for a repository with none); a part that could not be had is gh's empty value, and
    /// standard error says why.
    static func githubCLIShowFields(of detail: RepoDetailState) -> [JSONKey: JSONValue] {
        let repository = detail.repo
        let owner = JSONValue.object([
            "id": GithubCLIJSON.string(repository.owner.nodeID), "login": .string(repository.owner.login),
        ])
        return [
            "createdAt": GithubCLIJSON.time(repository.createdAt),
            "defaultBranchRef": .object(["name": GithubCLIJSON.string(repository.defaultBranch)]),
            "description": GithubCLIJSON.string(repository.description),
            "forkCount": .integer(repository.forkCount),
            "homepageUrl": GithubCLIJSON.string(repository.homepage),
            "id": GithubCLIJSON.string(repository.nodeID),
            "isArchived": .bool(repository.isArchived ?? false),
            "isFork": .bool(repository.isFork ?? false),
            "languages": .array(
                (detail.languages.value ?? []).map { share in
                    .object(["size": .integer(share.byteCount), "node": .object(["name": .string(share.name)])])
                }),
            "latestRelease": detail.latestRelease.value.map(githubCLIRelease) ?? .null,
            "licenseInfo": repository.license.map { license in
                .object([
                    "key": GithubCLIJSON.string(license.key), "name": .string(license.name), "nickname": .string(""),
                ])
            } ?? .null,
            "name": .string(repository.name),
            "nameWithOwner": .string(repository.fullName),
            "owner": owner,
            "parent": repository.parentFullName.map(githubCLIParent) ?? .null,
            "primaryLanguage": repository.language.map { .object(["name": .string($0)]) } ?? .null,
            "pushedAt": GithubCLIJSON.time(repository.pushedAt),
            "repositoryTopics": repository.topics.isEmpty
                ? .null : .array(repository.topics.map { .object(["name": .string($0)]) }),
            "sshUrl": GithubCLIJSON.string(repository.sshURL),
            "stargazerCount": .integer(repository.starCount),
            "updatedAt": GithubCLIJSON.time(repository.updatedAt),
            "url": .string(repository.htmlURL.absoluteString),
            "visibility": GithubCLIJSON.string(repository.visibility?.uppercased()),
            "watchers": .object(["totalCount": .integer(repository.subscriberCount ?? 0)]),
        ]
    }

    /// gh's search `owner`: {id, login, type, url, is_bot}, `is_bot` `true` only for an account GitHub says is a bot.
    private static func githubCLISearchOwner(_ owner: RepoOwner) -> JSONValue {
        .object([
            "id": GithubCLIJSON.string(owner.nodeID), "login": .string(owner.login),
            "type": GithubCLIJSON.string(owner.type), "url": GithubCLIJSON.string(owner.htmlURL?.absoluteString),
            "is_bot": .bool(owner.type == "Bot"),
        ])
    }

    /// gh's `parent` {id, name, owner {id, login}} from the parent's `OWNER/NAME` (the only part REST's repository
    /// object names), the IDs `""`.
    private static func githubCLIParent(_ fullName: String) -> JSONValue {
        let parts = fullName.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return .null }
        return .object([
            "id": .string(""), "name": .string(parts[1]),
            "owner": .object(["id": .string(""), "login": .string(parts[0])]),
        ])
    }

    private static func githubCLIRelease(_ release: Release) -> JSONValue {
        .object([
            "name": GithubCLIJSON.string(release.name),
            "tagName": .string(release.tagName),
            "url": GithubCLIJSON.string(release.htmlURL?.absoluteString),
            "publishedAt": GithubCLIJSON.time(release.publishedAt),
        ])
    }
}
