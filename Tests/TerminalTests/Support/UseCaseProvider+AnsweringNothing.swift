import Application
import Domain

@testable import ApplicationTests

extension UseCaseProvider {
    /// Every use case a fake that answers nothing: the screens show what they show before any answer.
    static let answeringNothing = UseCaseProvider(
        search: SearchUseCaseFake(), repoDetail: RepoDetailUseCaseFake(), account: AccountUseCaseFake(hasToken: false),
        star: StarUseCaseFake(), starred: StarredUseCaseFake(), searchHistory: SearchHistoryUseCaseFake(),
        issues: PagedUseCaseFake<IssuePage>(), pullRequests: PagedUseCaseFake<PullRequestPage>(),
        ownerRepositories: PagedUseCaseFake<OwnerRepoPage>(), conversation: ConversationUseCaseFake())
}
