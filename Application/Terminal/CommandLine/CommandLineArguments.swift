import Foundation

/// The parsed command line of `repo-browser`: the command and the global options.
///
/// Parsing is pure: it never reads the environment or touches the terminal. `--help` and `--version` win
/// wherever they appear (before a `--`); `--opt value` and `--opt=value` are both accepted; a repeated option
/// keeps its last value; words after `--` are query words even when they start with `-`.
public struct CommandLineArguments: Equatable, Sendable {
    /// What to do.
    public let command: Command
    /// Options that apply to every command.
    public let globalOptions: GlobalOptions

    /// Creates parsed arguments.
    public init(command: Command, globalOptions: GlobalOptions = GlobalOptions()) {
        self.command = command
        self.globalOptions = globalOptions
    }

    /// Parses the arguments that follow the program name.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineArguments {
        let options = arguments.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            return CommandLineArguments(command: .help)
        }
        if options.contains("--version") {
            return CommandLineArguments(command: .version)
        }
        var parser = CommandLineParser(arguments: arguments)
        return try parser.parse()
    }

    /// The usage text printed for `--help` and after a usage error.
    public static let usage = """
        Usage: repo-browser [options]
               repo-browser [options] search [QUERY...] [--sort best-match|stars|forks|updated]
                            [--order desc|asc] [--limit N] [--page N] [--per-page N] [--json]
               repo-browser [options] show OWNER/NAME [--json]

        Browse GitHub repositories. Without a command, opens the interactive browser
        (when standard input and output are terminals).

        Commands:
          search [QUERY...]   Search repositories; QUERY may use GitHub qualifiers
                              such as language:swift or stars:>1000
          show OWNER/NAME     Show one repository's details

        Search options:
          --sort FIELD        best-match (default), stars, forks or updated
          --order DIRECTION   desc (default) or asc; applies with --sort
          --limit N           Show at most N results, 1-1000 (default 30)
          --page N            Start at page N, 1 or more (default 1)
          --per-page N        Results per request, 1-100
          --json              Print JSON instead of a table (search and show)

        Options:
          --api-url URL       GitHub API base URL (default https://api.github.com)
          --offline           Use the offline snapshot instead of the network
          --no-color          Do not use colour (also: NO_COLOR=1, CLICOLOR=0)
          -h, --help          Show this help
          --version           Show the version

        Authentication: set GH_TOKEN or GITHUB_TOKEN; tokens are never taken as arguments.
        Put -- before query words that start with '-', such as -language:go.

        Examples:
          repo-browser
          repo-browser search swift --sort stars --limit 10
          repo-browser search -- tetris -language:javascript
          repo-browser show apple/swift --json
          repo-browser --offline search reactive
        """
}
