extension CommandLineDefinition {
    /// The command line of `repo-browser`.
    public static let repoBrowser = CommandLineDefinition(
        programName: "repo-browser",
        abstract: "Browse and search GitHub repositories from the terminal",
        discussion: """
            Without a command, opens the interactive browser when standard input and output are terminals; \
            piped, it runs a search with the default query instead.
            """,
        globalOptions: [.apiURL, .offline, .noCache, .debug, .noColor, .help, .version],
        commands: [
            .search, .show, .issues, .pullRequests, .issue, .pullRequest, .ownerRepositories, .account, .star,
            .unstar, .starred, .history,
            .help, .completion, .version, .manual,
        ],
        environment: [
            DocumentedName(
                "GH_TOKEN, GITHUB_TOKEN",
                "A github.com token, tried in this order; tokens are never arguments. Without one, the token of the "
                    + "GitHub CLI's login (gh auth token) is used when gh is installed"),
            DocumentedName(
                "GH_HOST",
                "A GitHub Enterprise Server host (such as ghe.example.com): the API is then https://HOST/api/v3"),
            DocumentedName(
                "GH_ENTERPRISE_TOKEN, GITHUB_ENTERPRISE_TOKEN",
                "The token for the GH_HOST Enterprise host, tried in this order, then gh auth token for that host"),
            DocumentedName("GITHUB_API_URL", "The GitHub API base URL when --api-url is not given"),
            DocumentedName(
                "XDG_CACHE_HOME", "The cache directory's parent when set to an absolute path (default ~/.cache)"),
            DocumentedName(
                "XDG_DATA_HOME",
                "The search history's directory's parent when set to an absolute path (default ~/.local/share)"),
            DocumentedName("GH_DEBUG", "api (or any value but 0 or false) logs each request as --debug does"),
            DocumentedName("GH_BROWSER, BROWSER", "The program that opens pages in a web browser"),
            DocumentedName(
                "GH_PAGER, PAGER",
                "The pager for show and search on a terminal, in this order (else less -R); empty or cat means "
                    + "none. LESS defaults to FRX, so output that fits the screen is simply printed"),
            DocumentedName("COLUMNS", "The table's width when the terminal does not report one"),
            DocumentedName(
                "GH_FORCE_TTY",
                "Any non-empty value formats output as for a terminal even when piped (the table, indented JSON, "
                    + "colour, the no-results sentence on standard error); a number is the width in columns, a "
                    + "percentage (such as 80%) a share of the terminal's width. The pager and the interactive browser "
                    + "still need a real terminal"),
            DocumentedName(
                "REPO_BROWSER_NO_MOUSE",
                "Any value but empty, 0 or false starts the interactive browser without mouse reporting, so the terminal's own "
                    + "text selection works (the m key turns reporting on and off)"),
            DocumentedName("NO_COLOR", "Any non-empty value turns colour off (CLICOLOR_FORCE wins, as in gh)"),
            DocumentedName("CLICOLOR", "0 turns colour off (CLICOLOR_FORCE wins, as in gh)"),
            DocumentedName(
                "CLICOLOR_FORCE",
                "Any value other than empty or 0 turns colour on even when piped: --json is then indented and "
                    + "coloured (the table needs a terminal or GH_FORCE_TTY). With GH_FORCE_TTY, NO_COLOR and "
                    + "CLICOLOR=0 win"),
        ],
        files: [
            DocumentedName(
                "$XDG_CACHE_HOME/repo-browser/, ~/.cache/repo-browser/",
                "GitHub's responses that carry an ETag (at most 50 MB, least recently used removed first), "
                    + "revalidated with If-None-Match so a repeat costs no quota; never the token. "
                    + "Safe to delete at any time"),
            DocumentedName(
                "$XDG_DATA_HOME/repo-browser/, ~/.local/share/repo-browser/",
                "search-history.sqlite, the search history (SQLite). A damaged file is moved aside with a timestamp "
                    + "and a new one started"),
        ],
        exitStatuses: [
            DocumentedName("0", "Success, including a search with no results and a reader closing the pipe early"),
            DocumentedName("1", "A failure, explained in one sentence on standard error"),
            DocumentedName("2", "A usage or configuration error"),
        ],
        examples: [
            "",
            "search swift --sort stars --limit 10",
            "show apple/swift --json",
            "--offline search reactive",
        ],
        otherProgramsCommands: [
            "view": "show", "browse": "show --web", "list": "search --owner OWNER", "repos": "search",
            "auth": "account", "issue": "issues", "pr": "prs", "pulls": "prs",
        ])
}
