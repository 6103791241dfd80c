import Domain

extension OptionDefinition {
    /// `--api-url URL`: the GitHub API base URL.
    public static let apiURL = OptionDefinition(
        name: "api-url", value: .required(placeholder: "URL"),
        abstract: "GitHub API base URL (default https://api.github.com; also GITHUB_API_URL)")
    /// `--offline`: the offline snapshot of real repositories instead of the network.
    public static let offline = OptionDefinition(
        name: "offline", abstract: "Use the built-in snapshot of 3,449 real repositories (2026-08-22), no network")
    /// `--no-color`: no colour codes.
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
    /// `--version`: the program's version.
    public static let version = OptionDefinition(name: "version", abstract: "Show the version")

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
    /// `--json [FIELDS]` of `search`: the envelope, or the chosen fields of every repository.
    public static let searchJSON = OptionDefinition(
        name: "json", value: .optionalList(placeholder: "FIELDS", choices: RepoJSONFormatter.repositoryFieldNames),
        abstract: "Print JSON: the whole answer, or an array of the given comma-separated fields")
    /// `--json [FIELDS]` of `show`: the detail, or only the chosen fields.
    public static let showJSON = OptionDefinition(
        name: "json", value: .optionalList(placeholder: "FIELDS", choices: RepoJSONFormatter.detailFieldNames),
        abstract: "Print JSON: the whole detail, or only the given comma-separated fields")
}
