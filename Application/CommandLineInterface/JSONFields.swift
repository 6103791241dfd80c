/// The fields `--json FIELDS` may select, part of the command line's declaration so that help, completions, the
/// man page and the parser list the same names; `RepoJSONFormatter` writes exactly these keys.
///
/// Each command takes GitHub's REST names and the GitHub CLI's names for its equivalent command (`gh search repos`
/// for `search`, `gh repo view` for `show`) that this program has the data for. A name in both sets (`owner`,
/// `license`, `languages`, ...) keeps its REST meaning, so it is listed once, with the REST names.
public enum JSONFields {
    /// The keys of a repository object, which `--json FIELDS` of `search` may select.
    public static let repository = [
        "archived", "clone_url", "created_at", "default_branch", "description", "fork", "forks_count", "full_name",
        "homepage", "html_url", "id", "language", "license", "name", "open_issues_count", "owner", "parent",
        "pushed_at", "ssh_url", "stargazers_count", "topics", "updated_at", "visibility", "watchers_count",
    ]

    /// The keys of a detail object, which `--json FIELDS` of `show` may select.
    public static let detail =
        (repository + [
            "contributors", "contributors_count", "languages", "latest_release", "readme", "readme_name",
            "subscribers_count",
        ]).sorted()

    /// `gh search repos --json` names that are not REST names, with gh's values (`url` is the web page).
    public static let githubCLISearch = [
        "createdAt", "defaultBranch", "forksCount", "fullName", "isArchived", "isFork", "openIssuesCount", "pushedAt",
        "stargazersCount", "updatedAt", "url", "watchersCount",
    ]

    /// `gh repo view --json` names that are not REST names, with gh's shapes (`primaryLanguage` {name},
    /// `licenseInfo` {key, name, nickname}, `repositoryTopics` [{name}], `latestRelease` {name, tagName, url,
    /// publishedAt}, `defaultBranchRef` {name}, `watchers` {totalCount}).
    public static let githubCLIShow = [
        "createdAt", "defaultBranchRef", "forkCount", "homepageUrl", "isArchived", "isFork", "latestRelease",
        "licenseInfo", "nameWithOwner", "primaryLanguage", "pushedAt", "repositoryTopics", "sshUrl", "stargazerCount",
        "updatedAt", "url", "watchers",
    ]

    /// The fields of `search --json`, by vocabulary.
    public static let search = [
        ChoiceGroup("GitHub's REST names", repository), ChoiceGroup("gh search repos names", githubCLISearch),
    ]

    /// The fields of `show --json`, by vocabulary.
    public static let show = [
        ChoiceGroup("GitHub's REST names", detail), ChoiceGroup("gh repo view names", githubCLIShow),
    ]

    /// The keys of an issue object, as GitHub's REST API names them, which `--json FIELDS` of `issues` may select.
    public static let issue = [
        "body", "closed_at", "comments", "created_at", "html_url", "labels", "number", "state", "title", "updated_at",
        "user",
    ]

    /// `gh issue list --json` names that are not REST names, with gh's values (`author` {login}, `url` the page).
    public static let githubCLIIssue = ["author", "closedAt", "createdAt", "updatedAt", "url"]

    /// The keys of a pull request object, as GitHub's REST API names them (`head` and `base` as {ref}), which
    /// `--json FIELDS` of `prs` may select.
    public static let pullRequest = [
        "base", "closed_at", "created_at", "draft", "head", "html_url", "labels", "merged_at", "number", "state",
        "title", "updated_at", "user",
    ]

    /// `gh pr list --json` names that are not REST names, with gh's values.
    public static let githubCLIPullRequest = [
        "author", "baseRefName", "closedAt", "createdAt", "headRefName", "isDraft", "mergedAt", "updatedAt", "url",
    ]

    /// The fields of `issues --json`, by vocabulary.
    public static let issues = [
        ChoiceGroup("GitHub's REST names", issue), ChoiceGroup("gh issue list names", githubCLIIssue),
    ]

    /// The fields of `prs --json`, by vocabulary.
    public static let pullRequests = [
        ChoiceGroup("GitHub's REST names", pullRequest), ChoiceGroup("gh pr list names", githubCLIPullRequest),
    ]
}
