import Application
import CommandLineInterface
import Domain

/// Builds the `--json` output of `search` and `show` as `JSONValue`s with GitHub's key names.
///
/// Strings are GitHub's data unchanged: JSON escaping (by `JSONWriter`) already makes every control character
/// inert on a terminal, and a program reading the JSON should get the real text, not a display form. Absent or
/// null values in GitHub's answer are JSON `null` here; topics are `[]` when GitHub sent none. The keys it may be asked
/// for are declared with the command line, in `JSONFields`.
public enum RepoJSONFormatter {
    /// `--json` of `search`: the envelope for every field, else an array of the repositories' chosen fields.
    public static func searchResults(_ results: SearchResults, selection: JSONFieldSelection) -> JSONValue {
        switch selection {
        case .allFields: searchResults(results)
        case .fields(let fields):
            .array(
                results.items.map { item in
                    selecting(
                        fields, from: repository(item), githubCLI: githubCLISearchFields(of: item),
                        githubCLINames: JSONFields.githubCLISearch)
                })
        }
    }

    /// `--json` of `show`: the whole detail, or only the chosen fields.
    public static func detail(_ detail: RepoDetailState, selection: JSONFieldSelection) -> JSONValue {
        switch selection {
        case .allFields: self.detail(detail)
        case .fields(let fields):
            selecting(
                fields, from: self.detail(detail), githubCLI: githubCLIShowFields(of: detail),
                githubCLINames: JSONFields.githubCLIShow)
        }
    }

    /// The object with the members named in `fields`: a name in `githubCLINames` (gh's name for
    /// the command) takes its value from `githubCLI`, any other from `rest`. A name the source has no value for is
    /// `null`.
    static func selecting(
        _ fields: [String], from rest: JSONValue, githubCLI: [JSONKey: JSONValue], githubCLINames: [String]
    ) -> JSONValue {
        guard case .object(let own) = rest else { return rest }
        let chosen = fields.map { field in
            let key = JSONKey(field)
            return (key, (githubCLINames.contains(field) ? githubCLI[key] : own[key]) ?? .null)
        }
        return .object(Dictionary(chosen, uniquingKeysWith: { first, _ in first }))
    }

    /// The search envelope: `{"total_count", "incomplete_results", "items"}`.
    public static func searchResults(_ results: SearchResults) -> JSONValue {
        .object([
            "total_count": results.totalCount.map(JSONValue.integer) ?? .null,
            "incomplete_results": .bool(results.isIncomplete),
            "items": .array(results.items.map(repository)),
        ])
    }

    /// One repository as a search item describes it (no `subscribers_count`, which search does not send).
    public static func repository(_ repository: GithubRepo) -> JSONValue {
        .object(fields(of: repository))
    }

    /// A repository's detail: the repository object plus `subscribers_count`, `languages` {name: bytes},
    /// `contributors` [{login, contributions}], `contributors_count` (how many in all; null when unknown),
    /// `latest_release` (or null), `readme` (or null) and `readme_name`, the README's file name (or null). A part that failed is null too; `RepoDetailTextFormatter.missingParts(of:)` says why.
    public static func detail(_ detail: RepoDetailState) -> JSONValue {
        var members = fields(of: detail.repo)
        members["subscribers_count"] = detail.repo.subscriberCount.map(JSONValue.integer) ?? .null
        members["languages"] =
            detail.languages.value.map { languages in
                .object(
                    Dictionary(
                        languages.map { (JSONKey($0.name), JSONValue.integer($0.byteCount)) },
                        uniquingKeysWith: { first, _ in first }))
            } ?? .null
        members["contributors"] =
            detail.contributors.value.map { contributors in
                .array(
                    contributors.top.map { contributor in
                        .object([
                            "login": .string(contributor.login),
                            "contributions": .integer(contributor.contributionCount),
                        ])
                    })
            } ?? .null
        members["contributors_count"] = detail.contributors.value?.totalCount.map(JSONValue.integer) ?? .null
        members["latest_release"] = detail.latestRelease.value.map(release) ?? .null
        members["readme"] = detail.readme.value.map { JSONValue.string($0.text) } ?? .null
        members["readme_name"] = detail.readme.value.map { JSONValue.string($0.name) } ?? .null
        return .object(members)
    }

    private static func fields(of repository: GithubRepo) -> [JSONKey: JSONValue] {
        [
            "id": repository.id.map(JSONValue.integer) ?? .null,
            "name": .string(repository.name),
            "full_name": .string(repository.fullName),
            "owner": .object([
                "login": .string(repository.owner.login),
                "avatar_url": optional(repository.owner.avatarURL?.absoluteString),
            ]),
            "description": optional(repository.description),
            "html_url": .string(repository.htmlURL.absoluteString),
            "stargazers_count": .integer(repository.starCount),
            "watchers_count": .integer(repository.watcherCount),
            "forks_count": .integer(repository.forkCount),
            "open_issues_count": .integer(repository.openIssueCount),
            "language": optional(repository.language),
            "topics": .array(repository.topics.map(JSONValue.string)),
            "license": repository.license.map(license) ?? .null,
            "archived": repository.isArchived.map(JSONValue.bool) ?? .null,
            "fork": repository.isFork.map(JSONValue.bool) ?? .null,
            "default_branch": optional(repository.defaultBranch),
            "created_at": optional(repository.createdAt.map(GithubTimestamp.string(from:))),
            "updated_at": optional(repository.updatedAt.map(GithubTimestamp.string(from:))),
            "pushed_at": optional(repository.pushedAt.map(GithubTimestamp.string(from:))),
            "homepage": optional(repository.homepage),
            "visibility": optional(repository.visibility),
            "clone_url": optional(repository.cloneURL),
            "ssh_url": optional(repository.sshURL),
            "parent": repository.parentFullName.map { .object(["full_name": .string($0)]) } ?? .null,
        ]
    }

    private static func license(_ license: RepoLicense) -> JSONValue {
        .object(["spdx_id": optional(license.spdxID), "name": .string(license.name)])
    }

    private static func release(_ release: Release) -> JSONValue {
        .object([
            "tag_name": .string(release.tagName),
            "name": optional(release.name),
            "published_at": optional(release.publishedAt.map(GithubTimestamp.string(from:))),
            "html_url": optional(release.htmlURL?.absoluteString),
        ])
    }

    private static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }
}
