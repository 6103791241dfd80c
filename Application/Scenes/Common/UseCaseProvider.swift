/// The use cases every scene is built from, handed to the front end by the composition root.
///
/// A navigator that opens a scene asks the provider for that scene's use case, so no scene constructs
/// a repository or knows which source answers.
public struct UseCaseProvider: Sendable {
    /// The search list (and the `search` command).
    public let search: any SearchUseCaseType
    /// A repository's detail (and the `show` command).
    public let repoDetail: any RepoDetailUseCaseType
    /// Who is signed in, and the quotas left (and the `account` command).
    public let account: any AccountUseCaseType
    /// The star on the detail screen (and the `star` and `unstar` commands).
    public let star: any StarUseCaseType
    /// Your starred repositories (and the `starred` command).
    public let starred: any StarredUseCaseType
    /// The search history the query editor recalls and suggests from (and the `history` command prints).
    public let searchHistory: any SearchHistoryUseCaseType
    /// A repository's issues (and the `issues` command).
    public let issues: any IssuesUseCaseType
    /// A repository's pull requests (and the `prs` command).
    public let pullRequests: any PullRequestsUseCaseType
    /// An account's repositories (and the `repos` command).
    public let ownerRepositories: any OwnerRepositoriesUseCaseType
    /// An issue's or a pull request's conversation (and the `issue view` and `pr view` commands).
    public let conversation: any ConversationUseCaseType

    /// Creates a provider from one use case per scene.
    public init(
        search: any SearchUseCaseType, repoDetail: any RepoDetailUseCaseType, account: any AccountUseCaseType,
        star: any StarUseCaseType, starred: any StarredUseCaseType, searchHistory: any SearchHistoryUseCaseType,
        issues: any IssuesUseCaseType, pullRequests: any PullRequestsUseCaseType,
        ownerRepositories: any OwnerRepositoriesUseCaseType, conversation: any ConversationUseCaseType
    ) {
        self.ownerRepositories = ownerRepositories
        self.starred = starred
        self.issues = issues
        self.pullRequests = pullRequests
        self.search = search
        self.repoDetail = repoDetail
        self.account = account
        self.star = star
        self.searchHistory = searchHistory
        self.conversation = conversation
    }
}
