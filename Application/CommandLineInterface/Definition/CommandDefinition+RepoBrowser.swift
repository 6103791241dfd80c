extension CommandDefinition {
    public static let search = CommandDefinition(
        name: "search", arguments: "[QUERY...]", abstract: "Search repositories and print the results",
        discussion: """
            QUERY is GitHub's search syntax, qualifiers included (language:swift stars:>1000); each filter option \
            adds its qualifier (--language rust adds language:rust). Without a query or filter, language:swift is \
            searched. Put -- before query words that start with '-', such as -language:go.

            On a terminal the results are an aligned table fitted to its width, with a header, thousands separators \
            and colour (see NO_COLOR). Piped, one repository per line with tab-separated columns full_name, \
            stargazers_count, forks_count, language and description. --limit follows GitHub's next-page links \
            until enough repositories are collected.
            """,
        options: [
            .limit, .sort, .order, .page, .perPage, .language, .owner, .topic, .stars, .forks, .license, .created,
            .updated, .archived, .includeForks, .match, .visibility, .size, .followers, .goodFirstIssues,
            .helpWantedIssues, .numberOfTopics, .interactive, .searchWeb, .searchJSON,
        ],
        examples: [
            "search swift --sort stars --limit 10",
            "search -- tetris -language:javascript",
            "search --language rust --stars '>1000' --topic cli,tui",
            "search --owner apple --match name swift -w",
            "search reactive --sort stars -i",
            "search reactive --json full_name,stargazers_count",
        ])

    public static let show = CommandDefinition(
        name: "show", arguments: "[REPOSITORY]", abstract: "Show one repository's details",
        discussion: """
            Prints the repository's facts (stars, forks, watchers, languages, licence, topics, latest release, \
            contributors) and its README; on a terminal through the pager of GH_PAGER, else PAGER, else less -R. \
            REPOSITORY is OWNER/NAME, HOST/OWNER/NAME, https://HOST/OWNER/NAME[.git], git@HOST:OWNER/NAME.git or \
            ssh://git@HOST/OWNER/NAME.git, where HOST must be the configured GitHub's (github.com, or GH_HOST's). \
            Without it, the repository of the current directory is shown: read from the git configuration's \
            remotes, preferring upstream, then github, then origin, as the GitHub CLI does.
            """,
        options: [.showWeb, .showJSON],
        examples: [
            "show apple/swift", "show", "show https://github.com/apple/swift",
            "show apple/swift --json full_name,languages", "show apple/swift --json nameWithOwner,stargazerCount",
        ])

    public static let account = CommandDefinition(
        name: "account", abstract: "Show who is signed in, where the token came from, and the quotas left",
        discussion: """
            Prints what the interactive account screen shows: the signed-in login (or anonymous), the token's \
            source (such as GH_TOKEN or gh auth token), the search and core quotas with their reset times, and how \
            to raise them. Asking for the quotas does not spend them.
            """,
        examples: ["account", "--offline account"])

    public static let star = CommandDefinition(
        name: "star", arguments: "OWNER/NAME", abstract: "Star a repository on GitHub",
        discussion: """
            Needs a token that may star (a classic token with the public_repo or repo scope, or a fine-grained \
            token with the Starring user permission). Starring a repository already starred succeeds. Offline, \
            it says that starring needs GitHub and sends nothing.
            """,
        examples: ["star apple/swift"])

    public static let unstar = CommandDefinition(
        name: "unstar", arguments: "OWNER/NAME", abstract: "Remove your star from a repository on GitHub",
        discussion: """
            Needs the same token as star. Unstarring a repository not starred succeeds.
            """,
        examples: ["unstar apple/swift"])

    public static let starred = CommandDefinition(
        name: "starred", abstract: "List the repositories you starred, newest star first",
        discussion: """
            Prints like search: an aligned table on a terminal, tab-separated rows when piped, or JSON with \
            --json. Needs a token; offline, it says that the starred list needs GitHub.
            """,
        options: [.limit, .starredJSON],
        examples: ["starred", "starred -L 100", "starred --json full_name,stargazers_count"])

    public static let ownerRepositories = CommandDefinition(
        name: "repos", arguments: "OWNER", abstract: "List the public repositories an account owns",
        discussion: """
            OWNER is a person's or an organization's login. Prints like search: an aligned table on a terminal, \
            tab-separated rows when piped, or JSON with --json. --sort orders the list as GitHub can: full_name \
            (its default, A to Z), created, updated or pushed (newest first); --order turns it round. Offline, \
            the snapshot answers for the owners whose repositories it holds, and says so for the others.
            """,
        options: [.limit, .ownerRepositorySort, .ownerRepositoryOrder, .ownerRepositoriesJSON],
        examples: [
            "repos apple", "repos apple --sort pushed -L 10",
            "repos apple --json full_name,stargazers_count",
        ])

    public static let issues = CommandDefinition(
        name: "issues", arguments: "[REPOSITORY]", abstract: "List a repository's issues, as gh issue list does",
        discussion: """
            REPOSITORY (or -R) is written as for show; without it, the current directory's repository is listed. \
            On a terminal: a table of ID (#N), TITLE, LABELS and UPDATED (how long ago), fitted to its width. \
            Piped: tab-separated number, state (OPEN or CLOSED), title, labels (joined by ", ") and the update time \
            in RFC 3339, no header. No issue is not a failure. Pull requests are never listed. Offline, it says \
            that the snapshot has no issues.
            """,
        options: [
            .repository, .issueState, .issueLimit, .label, .author, .issuesWeb, .issuesJSON,
        ],
        examples: [
            "issues apple/swift", "issues -R apple/swift --state closed -L 100",
            "issues apple/swift --label bug --label 'good first issue'", "issues apple/swift --author octocat -w",
            "issues apple/swift --json number,title,labels",
        ])

    public static let pullRequests = CommandDefinition(
        name: "prs", arguments: "[REPOSITORY]", abstract: "List a repository's pull requests, as gh pr list does",
        discussion: """
            REPOSITORY (or -R) is written as for show; without it, the current directory's repository is listed. \
            On a terminal: a table of ID (#N), TITLE, BRANCH (OWNER:branch when it comes from a fork) and CREATED \
            AT (how long ago). Piped: tab-separated number, title, branch, state (OPEN, DRAFT, MERGED or CLOSED) \
            and the creation time in RFC 3339, no header. GitHub's pull request list cannot filter by label or \
            author: the pages are read and those without every label, or by another author, left out. Offline, it says that the snapshot has no pull \
            requests.
            """,
        options: [
            .repository, .pullRequestState, .pullRequestLimit, .author, .base, .label, .pullRequestsWeb,
            .pullRequestsJSON,
        ],
        examples: [
            "prs apple/swift", "prs -R apple/swift --state merged -L 50", "prs apple/swift --base main --label bug",
            "prs apple/swift -A octocat", "prs apple/swift -w",
            "prs apple/swift --json number,title,headRefName,isDraft",
        ])

    public static let issue = CommandDefinition(
        name: "issue", arguments: "view {NUMBER | URL}", argumentCompletion: .choices(["view"]),
        abstract: "Show an issue and its conversation, as gh issue view does",
        discussion: """
            NUMBER is the issue's number (12 or #12) in the repository of -R, or of the current directory; URL is \
            its page (https://github.com/OWNER/NAME/issues/12), a pull request's too. A pull request's number shows \
            that pull request. On a terminal: the title, the state line, labels, assignees and milestone, the body \
            rendered, then the last comment (every comment with --comments, at most the first 5,000), paged. \
            Piped: gh's raw preview, title: state: author: labels: comments: assignees: projects: milestone: \
            number: lines, then -- and the body as sent; with --comments, each comment's author: association: \
            edited: status: lines, --, its body and --. Offline, it says that the snapshot has no issues.
            """,
        options: [.repository, .conversationComments, .issueViewWeb, .issueViewJSON],
        examples: [
            "issue view 12 -R cli/cli", "issue view https://github.com/cli/cli/issues/12 --comments",
            "issue view 12 --json title,state,labels,comments",
        ])

    public static let pullRequest = CommandDefinition(
        name: "pr", arguments: "view {NUMBER | URL}", argumentCompletion: .choices(["view"]),
        abstract: "Show a pull request and its conversation, as gh pr view does",
        discussion: """
            NUMBER is the pull request's number (12 or #12) in the repository of -R, or of the current directory; \
            URL is its page (https://github.com/OWNER/NAME/pull/12). On a terminal: the title, the state line \
            (Open, Draft, Merged or Closed, who wants to merge how many commits from which branch into which), the \
            size, reviewers, assignees, labels and milestone, the body rendered, then the last comment or review \
            (every one, reviews among comments by date, with --comments), paged. Piped: gh's raw preview, with \
            reviewers:, url:, additions: and deletions: lines. An issue's number says it is an issue.
            """,
        options: [.repository, .conversationComments, .pullRequestViewWeb, .pullRequestViewJSON],
        examples: [
            "pr view 12 -R cli/cli", "pr view https://github.com/cli/cli/pull/12 -c",
            "pr view 12 --json title,state,isDraft,reviews",
        ])

    public static let history = CommandDefinition(
        name: "history", arguments: "[clear]", argumentCompletion: .choices(["clear"]),
        abstract: "Print the searches you submitted, newest first, or clear them",
        discussion: """
            Each search submitted in the interactive browser is kept (its text, sort and order), newest first, \
            repeats merged, at most 1,000, in one SQLite file shared by online and offline runs. Piped, one entry \
            per line with tab-separated text, sort, order and the time it was last used. history clear forgets \
            every entry.
            """,
        options: [.historyJSON],
        examples: ["history", "history --json", "history clear"])

    public static let help = CommandDefinition(
        name: "help", arguments: "[COMMAND]", argumentCompletion: .commandNames,
        abstract: "Show help for the program or a command", examples: ["help search"])

    /// `completion SHELL` or, as the GitHub CLI writes it, `completion -s SHELL`.
    public static let completion = CommandDefinition(
        name: "completion", arguments: "[SHELL]",
        argumentCompletion: .choices(CompletionShell.allCases.map(\.rawValue)),
        abstract: "Print a shell completion script for bash, zsh or fish",
        discussion: """
            The shell is the argument or, as the GitHub CLI takes it, -s SHELL. bash: add \
            'eval "$(repo-browser completion -s bash)"' to ~/.bashrc. zsh: save the output as _repo-browser in a \
            directory on $fpath. fish: save it as ~/.config/fish/completions/repo-browser.fish.
            """,
        options: [.shell],
        examples: [
            "completion bash", "completion -s zsh > ~/.zfunc/_repo-browser",
            "completion fish > ~/.config/fish/completions/repo-browser.fish",
        ])

    /// `version`: what `--version` prints.
    public static let version = CommandDefinition(
        name: "version", abstract: "Show the version (the same text as --version)", examples: ["version"])

    public static let manual = CommandDefinition(
        name: "manual", abstract: "Print the manual page (roff) generated from these definitions",
        examples: ["manual > repo-browser.1 && man ./repo-browser.1"])
}
