import Application
import Domain

/// The pull request list's use case on virtual time: the list scenes' fake, answering pull request pages.
typealias PullRequestsUseCaseFake = PagedUseCaseFake<PullRequestPage>
