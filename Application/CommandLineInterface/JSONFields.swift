/// The fields `--json FIELDS` may select, part of the command line's declaration so that help, completions, the
/// man page and the parser list the same names; the JSON formatters write exactly these keys.
///
/// Each command takes GitHub's REST names and the GitHub CLI's names for its equivalent command (`gh search repos`
/// for `search`, `gh repo view` for `show`, `gh issue list` for `issues`, `gh pr list` for `prs`) that this program has
/// the data for. A name gh defines holds gh's value, even where REST uses the same name (`state`, `id`, `owner`,
/// `labels`), so it is listed once, with gh's names; the other REST names hold REST's values.
public enum JSONFields {
    /// The keys of a repository object as GitHub's REST API names them: what `search --json` prints per item.
    public static let repository = [
        "archived", "clone_url", "created_at", "default_branch", "description", "fork", "forks_count", "full_name",
        "homepage", "html_url", "id", "language", "license", "name", "open_issues_count", "owner", "parent",
        "pushed_at", "ssh_url", "stargazers_count", "topics", "updated_at", "visibility", "watchers_count",
    ]

    /// The keys of a detail object as GitHub's REST API names them (and this program's parts): what `show --json`
    /// prints.
    public static let detail =
        (repository + [
            "contributors", "contributors_count", "languages", "latest_release", "readme", "readme_name",
            "subscribers_count",
        ]).sorted()

    /// `gh search repos --json` names this program has the data for, holding gh's values (`id` the node ID, `owner`
    /// {id, login, type, url, is_bot}, `license` {key, name, url}, `url` the web page).
    public static let githubCLISearch = [
        "createdAt", "defaultBranch", "description", "forksCount", "fullName", "hasIssues", "homepage", "id",
        "isArchived", "isFork", "isPrivate", "language", "license", "name", "openIssuesCount", "owner", "pushedAt",
        "stargazersCount", "updatedAt", "url", "visibility", "watchersCount",
    ]

    /// `gh repo view --json` names this program has the data for, holding gh's values and shapes (`id` the node ID,
    /// `owner` {id, login}, `parent` {id, name, owner}, `visibility` in capitals, `languages` [{size, node {name}}],
    /// `primaryLanguage` {name}, `licenseInfo` {key, name, nickname}, `repositoryTopics` [{name}], `latestRelease`
    /// {name, tagName, url, publishedAt}, `defaultBranchRef` {name}, `watchers` {totalCount}).
    public static let githubCLIShow = [
        "createdAt", "defaultBranchRef", "description", "forkCount", "homepageUrl", "id", "isArchived", "isFork",
        "languages", "latestRelease", "licenseInfo", "name", "nameWithOwner", "owner", "parent", "primaryLanguage",
        "pushedAt", "repositoryTopics", "sshUrl", "stargazerCount", "updatedAt", "url", "visibility", "watchers",
    ]

    /// The fields of `search --json`, by vocabulary.
    public static let search = groups(rest: repository, githubCLI: githubCLISearch, command: "gh search repos")

    /// The fields of `show --json`, by vocabulary.
    public static let show = groups(rest: detail, githubCLI: githubCLIShow, command: "gh repo view")

    /// The keys of an issue object as GitHub's REST API names them: what `--json` alone prints for each issue.
    public static let issue = [
        "body", "closed_at", "comments", "created_at", "html_url", "labels", "number", "state", "title", "updated_at",
        "user",
    ]

    /// `gh issue list --json` names this program has the data for, holding gh's values (`state` `OPEN`, `author`
    /// {id, is_bot, login, name}, `labels` [{id, name, description, color}]). gh's `comments`, its list of comments,
    /// is not in GitHub's list answer: `comments` is REST's count.
    public static let githubCLIIssue = [
        "author", "body", "closedAt", "createdAt", "labels", "number", "state", "title", "updatedAt", "url",
    ]

    /// The keys of a pull request object as GitHub's REST API names them (`head` and `base` as {ref}): what `--json`
    /// alone prints for each pull request.
    public static let pullRequest = [
        "base", "closed_at", "created_at", "draft", "head", "html_url", "labels", "merged_at", "number", "state",
        "title", "updated_at", "user",
    ]

    /// `gh pr list --json` names this program has the data for, holding gh's values (`state` `OPEN`, `CLOSED` or
    /// `MERGED`).
    public static let githubCLIPullRequest = [
        "author", "baseRefName", "closedAt", "createdAt", "headRefName", "isDraft", "labels", "mergedAt", "number",
        "state", "title", "updatedAt", "url",
    ]

    /// `gh issue view --json` names this program has the data for, holding gh's values and types (`comments` gh's
    /// array of comments, `author` {id, is_bot, login, name}, `state` `OPEN` or `CLOSED`, `stateReason` `COMPLETED`,
    /// `NOT_PLANNED` or `""`, `reactionGroups` [{content, users {totalCount}}]).
    public static let githubCLIIssueView = [
        "assignees", "author", "body", "closed", "closedAt", "comments", "createdAt", "id", "labels", "milestone",
        "number", "reactionGroups", "state", "stateReason", "title", "updatedAt", "url",
    ]

    /// `gh pr view --json` names this program has the data for, holding gh's values and types (`reviews` gh's array
    /// of reviews, `state` `OPEN`, `CLOSED` or `MERGED`, `mergedBy` gh's author or `null`).
    public static let githubCLIPullRequestView = [
        "additions", "assignees", "author", "baseRefName", "body", "changedFiles", "closed", "closedAt", "comments",
        "createdAt", "deletions", "headRefName", "headRefOid", "headRepositoryOwner", "id", "isCrossRepository",
        "isDraft", "labels", "mergeable", "mergedAt", "mergedBy", "milestone", "number", "reactionGroups",
        "reviewRequests", "reviews", "state", "title", "updatedAt", "url",
    ]

    /// The fields of `issues --json`, by vocabulary.
    public static let issues = groups(rest: issue, githubCLI: githubCLIIssue, command: "gh issue list")

    /// The fields of `prs --json`, by vocabulary.
    public static let pullRequests = groups(rest: pullRequest, githubCLI: githubCLIPullRequest, command: "gh pr list")

    /// REST's names that gh does not define, then gh's names.
    private static func groups(rest: [String], githubCLI: [String], command: String) -> [ChoiceGroup] {
        [
            ChoiceGroup("GitHub's REST names", rest.filter { !githubCLI.contains($0) }),
            ChoiceGroup("\(command) names", githubCLI),
        ]
    }
}
