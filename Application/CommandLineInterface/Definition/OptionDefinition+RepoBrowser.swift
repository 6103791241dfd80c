import Domain

extension OptionDefinition {
    /// `--api-url URL`: the GitHub API base URL.
    public static let apiURL = OptionDefinition(
        name: "api-url", value: .required(placeholder: "URL"),
        abstract: "GitHub API base URL (default https://api.github.com; also GITHUB_API_URL)")
    /// `--offline`: the offline snapshot of real repositories instead of the network.
    public static let offline = OptionDefinition(
        name: "offline", abstract: "Use the built-in snapshot of 3,449 real repositories (2026-08-22), no network")
    public static let noColor = OptionDefinition(
        name: "no-color", abstract: "Do not use colour (also NO_COLOR=1 or CLICOLOR=0)")
    /// `--no-cache`: bypass the disk cache.
    public static let noCache = OptionDefinition(
        name: "no-cache", abstract: "Do not read or write the disk cache of GitHub's responses")
    /// `--debug`: log every request.
    public static let debug = OptionDefinition(
        name: "debug",
        abstract: "Log each request, its status and whether the cache answered on standard error (also GH_DEBUG=api)")
    /// `-h, --help`: the usage of the program or of the command.
    public static let help = OptionDefinition(name: "help", shortName: "h", abstract: "Show help for the command")
    public static let version = OptionDefinition(name: "version", abstract: "Show the version")

    /// `-s, --shell SHELL` of `completion`: the GitHub CLI's way of naming the shell.
    public static let shell = OptionDefinition(
        name: "shell", shortName: "s",
        value: .required(placeholder: "SHELL", choices: CompletionShell.allCases.map(\.rawValue)),
        abstract: "The shell to write the script for, as the argument SHELL")

    /// `--sort FIELD` of `search`.
    public static let sort = OptionDefinition(
        name: "sort", value: .required(placeholder: "FIELD", choices: RepoSort.allCases.map(\.rawValue)),
        abstract: "Sort the results (default best-match)")
    /// `--order DIRECTION` of `search`.
    public static let order = OptionDefinition(
        name: "order", value: .required(placeholder: "DIRECTION", choices: SortDirection.allCases.map(\.rawValue)),
        abstract: "The direction of --sort (default desc)")
    /// `-L, --limit N` of `search`.
    public static let limit = OptionDefinition(
        name: "limit", shortName: "L", value: .required(placeholder: "N"),
        abstract: "Show at most N repositories, 1-1000 (default 30)")
    /// `--page N` of `search`.
    public static let page = OptionDefinition(
        name: "page", value: .required(placeholder: "N"), abstract: "Start at page N, 1 or more (default 1)")
    /// `--per-page N` of `search`.
    public static let perPage = OptionDefinition(
        name: "per-page", value: .required(placeholder: "N"),
        abstract: "Repositories per request, 1-100 (default: the limit, at most 100)")
    /// `--language LANGUAGE` of `search`: `language:`.
    public static let language = OptionDefinition(
        name: "language", value: .required(placeholder: "LANGUAGE"),
        abstract: "Only repositories in this language (language:)")
    /// `--owner OWNER` of `search`: `user:`, which matches users and organisations alike.
    public static let owner = OptionDefinition(
        name: "owner", value: .list(placeholder: "OWNER"),
        abstract: "Only repositories of these users or organisations (user:)")
    /// `--topic TOPIC` of `search`: `topic:`.
    public static let topic = OptionDefinition(
        name: "topic", value: .list(placeholder: "TOPIC"), abstract: "Only repositories with all these topics (topic:)")
    /// `--stars NUMBER` of `search`: `stars:`.
    public static let stars = OptionDefinition(
        name: "stars", value: .required(placeholder: "NUMBER"),
        abstract: "Filter on the number of stars: 100, >100, >=100, <100, 10..50 (stars:)")
    /// `--forks NUMBER` of `search`: `forks:`.
    public static let forks = OptionDefinition(
        name: "forks", value: .required(placeholder: "NUMBER"),
        abstract: "Filter on the number of forks, as --stars (forks:)")
    /// `--license LICENSE` of `search`: `license:`.
    public static let license = OptionDefinition(
        name: "license", value: .list(placeholder: "LICENSE"),
        abstract: "Only repositories under these licence keys, such as mit or apache-2.0 (license:)")
    /// `--created DATE` of `search`: `created:`.
    public static let created = OptionDefinition(
        name: "created", value: .required(placeholder: "DATE"),
        abstract: "Filter on the creation date: 2024-01-31, >2024-01-31, 2023-01-01..2023-12-31 (created:)")
    /// `--updated DATE` of `search`: `pushed:`, the last push, as the GitHub CLI means it.
    public static let updated = OptionDefinition(
        name: "updated", value: .required(placeholder: "DATE"),
        abstract: "Filter on the date of the last push, as --created (pushed:)")
    /// `--archived[=BOOL]` of `search`: `archived:`.
    public static let archived = OptionDefinition(
        name: "archived", value: .optionalInline(placeholder: "BOOL", choices: ["true", "false"]),
        abstract: "Only archived repositories, or with =false only those not archived (archived:)")
    /// `--include-forks WHICH` of `search`: `fork:`.
    public static let includeForks = OptionDefinition(
        name: "include-forks", value: .required(placeholder: "WHICH", choices: ["false", "true", "only"]),
        abstract: "Include forks (true), show only forks (only), or leave them out (false, GitHub's default) (fork:)")
    /// `--match FIELDS` of `search`: `in:`.
    public static let match = OptionDefinition(
        name: "match", value: .list(placeholder: "FIELD", choices: ["name", "description", "readme"]),
        abstract: "Look for the keywords only in these fields (in:)")
    /// `--visibility VISIBILITY` of `search`: `is:`.
    public static let visibility = OptionDefinition(
        name: "visibility", value: .list(placeholder: "VISIBILITY", choices: ["public", "private", "internal"]),
        abstract: "Only repositories of these visibilities (is:)")
    /// `--size NUMBER` of `search`: `size:`.
    public static let size = OptionDefinition(
        name: "size", value: .required(placeholder: "NUMBER"),
        abstract: "Filter on the size in kilobytes, as --stars (size:)")
    /// `--followers NUMBER` of `search`: `followers:`.
    public static let followers = OptionDefinition(
        name: "followers", value: .required(placeholder: "NUMBER"),
        abstract: "Filter on the number of followers, as --stars (followers:)")
    /// `--good-first-issues NUMBER` of `search`: `good-first-issues:`.
    public static let goodFirstIssues = OptionDefinition(
        name: "good-first-issues", value: .required(placeholder: "NUMBER"),
        abstract: "Filter on the number of issues labelled good first issue, as --stars (good-first-issues:)")
    /// `--help-wanted-issues NUMBER` of `search`: `help-wanted-issues:`.
    public static let helpWantedIssues = OptionDefinition(
        name: "help-wanted-issues", value: .required(placeholder: "NUMBER"),
        abstract: "Filter on the number of issues labelled help wanted, as --stars (help-wanted-issues:)")
    /// `--number-topics NUMBER` of `search`: `topics:`, how many topics.
    public static let numberOfTopics = OptionDefinition(
        name: "number-topics", value: .required(placeholder: "NUMBER"),
        abstract: "Filter on the number of topics, as --stars (topics:)")
    /// `-i, --interactive` of `search`: the interactive browser, starting on this search.
    public static let interactive = OptionDefinition(
        name: "interactive", shortName: "i",
        abstract: "Browse the results in the interactive browser, starting on this query, filters and sort")
    /// `-w, --web` of `search`: the search on github.com instead of the terminal.
    public static let searchWeb = OptionDefinition(
        name: "web", shortName: "w", abstract: "Open the search in the web browser instead of printing it")
    /// `-w, --web` of `show`: the repository's page.
    public static let showWeb = OptionDefinition(
        name: "web", shortName: "w", abstract: "Open the repository's page in the web browser instead of printing it")

    /// `--json [FIELDS]` of `search`: the envelope, or the chosen fields of every repository.
    public static let searchJSON = OptionDefinition(
        name: "json", optionalListOf: JSONFields.search, placeholder: "FIELDS",
        abstract: "Print JSON: the whole answer, or an array of the given comma-separated fields, each named as "
            + "GitHub's REST API or gh search repos names it (gh's names hold gh's values)")
    /// `--json [FIELDS]` of `show`: the detail, or only the chosen fields.
    public static let showJSON = OptionDefinition(
        name: "json", optionalListOf: JSONFields.show, placeholder: "FIELDS",
        abstract: "Print JSON: the whole detail, or only the given comma-separated fields, each named as GitHub's "
            + "REST API or gh repo view names it (gh's names hold gh's values)")
    /// `--json [FIELDS]` of `starred`: the repositories, or only the chosen fields.
    public static let starredJSON = OptionDefinition(
        name: "json", optionalListOf: JSONFields.search, placeholder: "FIELDS",
        abstract: "Print JSON: every repository, or an array of the given comma-separated fields, named as for "
            + "search")
    /// `--sort FIELD` of `repos`.
    public static let ownerRepositorySort = OptionDefinition(
        name: "sort", value: .required(placeholder: "FIELD", choices: OwnerRepoSort.allCases.map(\.rawValue)),
        abstract: "Sort the repositories (default full_name)")
    /// `--order DIRECTION` of `repos`.
    public static let ownerRepositoryOrder = OptionDefinition(
        name: "order", value: .required(placeholder: "DIRECTION", choices: SortDirection.allCases.map(\.rawValue)),
        abstract: "The direction of --sort (default asc for full_name, else desc)")
    /// `--json [FIELDS]` of `repos`: the repositories, or only the chosen fields.
    public static let ownerRepositoriesJSON = OptionDefinition(
        name: "json", optionalListOf: JSONFields.search, placeholder: "FIELDS",
        abstract: "Print JSON: every repository, or an array of the given comma-separated fields, named as for "
            + "search")
    /// `--json` of `history`: the entries as JSON.
    public static let historyJSON = OptionDefinition(
        name: "json", abstract: "Print the entries as a JSON array (text, sort, order, last_used_at, use_count)")

    /// `-R, --repo [HOST/]OWNER/NAME` of `issues` and `prs`: the repository, as gh takes it (or as the argument).
    public static let repository = OptionDefinition(
        name: "repo", shortName: "R", value: .required(placeholder: "[HOST/]OWNER/NAME"),
        abstract: "The repository, written as the argument REPOSITORY (as gh's -R takes it)")
    /// `-s, --state STATE` of `issues`.
    public static let issueState = listState(of: "issues", IssueStateFilter.allCases.map(\.rawValue))
    /// `-s, --state STATE` of `prs`.
    public static let pullRequestState = listState(
        of: "pull requests", PullRequestStateFilter.allCases.map(\.rawValue), note: "; closed includes merged")
    /// `-L, --limit N` of `issues`.
    public static let issueLimit = listLimit(of: "issues")
    /// `-L, --limit N` of `prs`.
    public static let pullRequestLimit = listLimit(of: "pull requests")
    /// `-l, --label LABEL` of `issues` and `prs`: every label must be carried.
    public static let label = OptionDefinition(
        name: "label", shortName: "l", value: .list(placeholder: "LABEL"),
        abstract: "Only those carrying all these labels (repeat the option or separate them with commas)")
    /// `-A, --author LOGIN` of `issues` and `prs`.
    public static let author = OptionDefinition(
        name: "author", shortName: "A", value: .required(placeholder: "LOGIN"),
        abstract: "Only those opened by this login")
    /// `-B, --base BRANCH` of `prs`.
    public static let base = OptionDefinition(
        name: "base", shortName: "B", value: .required(placeholder: "BRANCH"),
        abstract: "Only pull requests into this branch")
    /// `-w, --web` of `issues`.
    public static let issuesWeb = listWeb(of: "issue")
    /// `-w, --web` of `prs`.
    public static let pullRequestsWeb = listWeb(of: "pull request")
    /// `--json [FIELDS]` of `issues`.
    public static let issuesJSON = listJSON(of: "issues", JSONFields.issues, githubCLICommand: "gh issue list")
    /// `--json [FIELDS]` of `prs`.
    public static let pullRequestsJSON = listJSON(
        of: "pull requests", JSONFields.pullRequests, githubCLICommand: "gh pr list")

    /// `-c, --comments` of `issue view` and `pr view`.
    public static let conversationComments = OptionDefinition(
        name: "comments", shortName: "c", abstract: "Print every comment, not only the last")
    /// `-w, --web` of `issue view`.
    public static let issueViewWeb = viewWeb(of: "issue")
    /// `-w, --web` of `pr view`.
    public static let pullRequestViewWeb = viewWeb(of: "pull request")
    /// `--json FIELDS` of `issue view`.
    public static let issueViewJSON = viewJSON(JSONFields.githubCLIIssueView, githubCLICommand: "gh issue view")
    /// `--json FIELDS` of `pr view`.
    public static let pullRequestViewJSON = viewJSON(
        JSONFields.githubCLIPullRequestView, githubCLICommand: "gh pr view")

    /// `-w, --web` of the view of one `item`.
    private static func viewWeb(of item: String) -> OptionDefinition {
        OptionDefinition(name: "web", shortName: "w", abstract: "Open the \(item) in the web browser instead")
    }

    /// `--json FIELDS` of the view of one item, with gh's names `fields`.
    private static func viewJSON(_ fields: [String], githubCLICommand: String) -> OptionDefinition {
        OptionDefinition(
            name: "json", value: .optionalList(placeholder: "FIELDS", choices: fields),
            abstract: "Print JSON with the given comma-separated fields, named as \(githubCLICommand) names them and "
                + "holding gh's values; without fields, list them")
    }

    /// `-s, --state STATE` of a repository's list of `items`, one of `choices`.
    private static func listState(of items: String, _ choices: [String], note: String = "") -> OptionDefinition {
        OptionDefinition(
            name: "state", shortName: "s", value: .required(placeholder: "STATE", choices: choices),
            abstract: "Only \(items) in this state (default open\(note))")
    }

    /// `-L, --limit N` of a repository's list of `items`.
    private static func listLimit(of items: String) -> OptionDefinition {
        OptionDefinition(
            name: "limit", shortName: "L", value: .required(placeholder: "N"),
            abstract: "Show at most N \(items), 1-1000 (default 30)")
    }

    /// `-w, --web` of a repository's `item` list.
    private static func listWeb(of item: String) -> OptionDefinition {
        OptionDefinition(
            name: "web", shortName: "w",
            abstract: "Open the \(item) list, with these filters, in the web browser instead")
    }

    /// `--json [FIELDS]` of a repository's list of `items`, with the names of `groups`.
    private static func listJSON(of items: String, _ groups: [ChoiceGroup], githubCLICommand: String)
        -> OptionDefinition
    {
        OptionDefinition(
            name: "json", optionalListOf: groups, placeholder: "FIELDS",
            abstract: "Print JSON: an array of \(items) with every REST field, or of the given comma-separated fields, "
                + "each named as GitHub's REST API or \(githubCLICommand) names it (gh's names hold gh's values)"
        )
    }
}
