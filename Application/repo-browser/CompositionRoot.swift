import Application
import CommandLineInterface
import Domain
import Foundation
import Platform
import StyledText
import Terminal

/// The only code that sees every layer: it picks the data source (GitHub through `APIService`, or the offline
/// snapshot for `--offline`) and builds every scene's use case over it, one line each, for both front ends alike.
/// `CommandRouter` decides what runs with them.
struct CompositionRoot {
    /// The environment and terminals, read once at start-up.
    let environment: AppEnvironment

    /// The use cases over GitHub (host, API URL and token from the environment, the GitHub CLI's login, or
    /// `--api-url`), or over the offline snapshot; throws when GitHub's API cannot be configured.
    func source(for options: GlobalOptions) throws(APIConfigurationError) -> SourceUseCases {
        guard !options.isOffline else { return offlineSource() }
        let configuration = try APIConfiguration.fromEnvironment(
            environment.variables, apiURLOverride: options.apiURL?.absoluteString, appVersion: AppVersion.current,
            githubCLIToken: { host in environment.githubCLITokenReader()?.token(host: host) })
        let service = APIService(configuration: configuration, cache: responseCache(options), log: requestLog(options))
        return SourceUseCases(
            useCases: githubUseCases(service),
            wording: ErrorMessage(authentication: configuration.authentication),
            redaction: Redaction(secrets: configuration.token.map { [$0] } ?? []))
    }

    /// The use cases over the bundled offline snapshot; the search history is the one online runs keep too.
    func offlineSource() -> SourceUseCases {
        let accounts = OfflineAccountRepository()
        return SourceUseCases(
            useCases: UseCaseProvider(
                search: SearchUseCase(repository: OfflineRepoRepository()),
                repoDetail: RepoDetailUseCase(repository: OfflineRepoRepository()),
                account: AccountUseCase(repository: accounts),
                star: StarUseCase(repository: OfflineStarringRepository()),
                starred: StarredUseCase(repository: OfflineStarringRepository()),
                searchHistory: SearchHistoryUseCase(repository: searchHistory),
                issues: IssuesUseCase(repository: OfflineIssueRepository()),
                pullRequests: PullRequestsUseCase(repository: OfflinePullRequestRepository()),
                ownerRepositories: OwnerRepositoriesUseCase(repository: OfflineOwnerRepoRepository()),
                conversation: ConversationUseCase(repository: OfflineConversationRepository())),
            wording: ErrorMessage(authentication: accounts.authentication, dataSource: .offlineSnapshot))
    }

    /// Every use case over GitHub's API, each request through `service`.
    private func githubUseCases(_ service: APIService) -> UseCaseProvider {
        UseCaseProvider(
            search: SearchUseCase(repository: GithubRepoRepository(service: service)),
            repoDetail: RepoDetailUseCase(repository: GithubRepoRepository(service: service)),
            account: AccountUseCase(repository: GithubAccountRepository(service: service)),
            star: StarUseCase(repository: GithubStarringRepository(service: service)),
            starred: StarredUseCase(repository: GithubStarringRepository(service: service)),
            searchHistory: SearchHistoryUseCase(repository: searchHistory),
            issues: IssuesUseCase(repository: GithubIssueRepository(service: service)),
            pullRequests: PullRequestsUseCase(repository: GithubPullRequestRepository(service: service)),
            ownerRepositories: OwnerRepositoriesUseCase(repository: GithubOwnerRepoRepository(service: service)),
            conversation: ConversationUseCase(repository: GithubConversationRepository(service: service)))
    }

    /// The search history in its SQLite file, shared by online and offline runs. Nothing is opened here: the file
    /// is opened on first use, off the main queue, so the first frame never waits for it.
    private var searchHistory: any SearchHistoryRepositoryType {
        SQLiteSearchHistoryRepository(fileURL: environment.searchHistoryFile)
    }

    /// The disk cache under `AppEnvironment.cacheDirectory`, or with `--no-cache` (or no usable directory) one in
    /// memory for this run only.
    private func responseCache(_ options: GlobalOptions) -> any ResponseCaching {
        guard !options.isCacheDisabled, let directory = environment.cacheDirectory else { return ResponseCache() }
        return DiskResponseCache(directory: directory)
    }

    /// With `--debug` or `GH_DEBUG`, a log of every request on standard error.
    private func requestLog(_ options: GlobalOptions) -> APIRequestLog? {
        guard options.isDebugEnabled || environment.isAPIDebugRequested else { return nil }
        return APIRequestLog { line in FileDescriptorOutputSink.standardError.write(Array((line + "\n").utf8)) }
    }
}
