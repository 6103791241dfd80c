extension CommandLineDefinition {
    /// The command line of `repo-browser`.
    public static let repoBrowser = CommandLineDefinition(
        programName: "repo-browser",
        abstract: "Browse and search GitHub repositories from the terminal",
        discussion: """
            Without a command, opens the interactive browser when standard input and output are terminals; \
            piped, it runs a search with the default query instead.
            """,
        globalOptions: [.apiURL, .offline, .noColor, .help, .version],
        commands: [.search, .show, .help, .completion, .manual],
        environment: [
            DocumentedName("GH_TOKEN, GITHUB_TOKEN", "A GitHub token, in this order; tokens are never arguments"),
            DocumentedName("GITHUB_API_URL", "The GitHub API base URL when --api-url is not given"),
            DocumentedName("GH_BROWSER, BROWSER", "The program that opens pages in a web browser"),
            DocumentedName("NO_COLOR", "Any non-empty value turns colour off"),
            DocumentedName("CLICOLOR", "0 turns colour off"),
            DocumentedName("CLICOLOR_FORCE", "Any value other than empty or 0 turns colour on, even when piped"),
        ],
        files: [],
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
        ])
}
