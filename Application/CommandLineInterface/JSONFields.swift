/// The fields `--json FIELDS` may select, part of the command line's declaration so that help, completions, the
/// man page and the parser list the same names; `RepoJSONFormatter` writes exactly these keys.
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
}
