import Domain
import Foundation

/// A `Decodable` mirror of `GithubRepo+BaseModel`: the same keys, the same optional/required rules, the same
/// owner fallback, producing the same `GithubRepo`, so the benchmark compares decoders and nothing else.
/// Dates use the decoder's date strategy (the benchmark sets `.custom` around `GithubTimestamp`).
struct DecodableGithubRepo: Decodable {
    let repo: GithubRepo

    private enum Keys: String, CodingKey {
        case id, name, description, language, topics, license, owner, archived, fork, homepage, visibility, parent
        case fullName = "full_name"
        case htmlURL = "html_url"
        case starCount = "stargazers_count"
        case forkCount = "forks_count"
        case watcherCount = "watchers_count"
        case subscriberCount = "subscribers_count"
        case openIssueCount = "open_issues_count"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case pushedAt = "pushed_at"
        case defaultBranch = "default_branch"
        case isPrivate = "private"
        case isTemplate = "is_template"
        case hasIssues = "has_issues"
        case cloneURL = "clone_url"
        case sshURL = "ssh_url"
        case nodeID = "node_id"
    }

    private enum NestedKeys: String, CodingKey {
        case login, name, key, url, type
        case avatarURL = "avatar_url"
        case nodeID = "node_id"
        case htmlURL = "html_url"
        case spdxID = "spdx_id"
        case fullName = "full_name"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let fullName = try container.decode(String.self, forKey: .fullName)
        var license: RepoLicense?
        if try container.contains(.license) && !container.decodeNil(forKey: .license) {
            let nested = try container.nestedContainer(keyedBy: NestedKeys.self, forKey: .license)
            license = RepoLicense(
                spdxID: try nested.decodeIfPresent(String.self, forKey: .spdxID),
                name: try nested.decode(String.self, forKey: .name),
                key: try nested.decodeIfPresent(String.self, forKey: .key),
                url: try nested.decodeIfPresent(String.self, forKey: .url))
        }
        let ownerLogin = fullName.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first
        var owner = RepoOwner(login: ownerLogin.map(String.init) ?? fullName, avatarURL: nil)
        if try container.contains(.owner) && !container.decodeNil(forKey: .owner) {
            let nested = try container.nestedContainer(keyedBy: NestedKeys.self, forKey: .owner)
            owner = RepoOwner(
                login: try nested.decode(String.self, forKey: .login),
                avatarURL: try nested.decodeIfPresent(URL.self, forKey: .avatarURL),
                nodeID: try nested.decodeIfPresent(String.self, forKey: .nodeID),
                type: try nested.decodeIfPresent(String.self, forKey: .type),
                htmlURL: try nested.decodeIfPresent(URL.self, forKey: .htmlURL))
        }
        var parentFullName: String?
        if try container.contains(.parent) && !container.decodeNil(forKey: .parent) {
            let nested = try container.nestedContainer(keyedBy: NestedKeys.self, forKey: .parent)
            parentFullName = try nested.decodeIfPresent(String.self, forKey: .fullName)
        }
        repo = GithubRepo(
            id: try container.decode(Int.self, forKey: .id),
            name: try container.decode(String.self, forKey: .name),
            fullName: fullName,
            htmlURL: try container.decode(URL.self, forKey: .htmlURL),
            description: try container.decodeIfPresent(String.self, forKey: .description),
            starCount: try container.decode(Int.self, forKey: .starCount),
            forkCount: try container.decode(Int.self, forKey: .forkCount),
            watcherCount: try container.decode(Int.self, forKey: .watcherCount),
            subscriberCount: try container.decodeIfPresent(Int.self, forKey: .subscriberCount),
            openIssueCount: try container.decode(Int.self, forKey: .openIssueCount),
            language: try container.decodeIfPresent(String.self, forKey: .language),
            topics: try container.decodeIfPresent([String].self, forKey: .topics) ?? [],
            license: license,
            owner: owner,
            isArchived: try container.decodeIfPresent(Bool.self, forKey: .archived),
            isFork: try container.decode(Bool.self, forKey: .fork),
            createdAt: try container.decode(Date.self, forKey: .createdAt),
            updatedAt: try container.decode(Date.self, forKey: .updatedAt),
            pushedAt: try container.decodeIfPresent(Date.self, forKey: .pushedAt),
            defaultBranch: try container.decodeIfPresent(String.self, forKey: .defaultBranch),
            homepage: try container.decodeIfPresent(String.self, forKey: .homepage),
            visibility: try container.decodeIfPresent(String.self, forKey: .visibility),
            isPrivate: try container.decodeIfPresent(Bool.self, forKey: .isPrivate),
            isTemplate: try container.decodeIfPresent(Bool.self, forKey: .isTemplate),
            hasIssues: try container.decodeIfPresent(Bool.self, forKey: .hasIssues),
            cloneURL: try container.decodeIfPresent(String.self, forKey: .cloneURL),
            sshURL: try container.decodeIfPresent(String.self, forKey: .sshURL),
            parentFullName: parentFullName,
            nodeID: try container.decodeIfPresent(String.self, forKey: .nodeID))
    }
}
