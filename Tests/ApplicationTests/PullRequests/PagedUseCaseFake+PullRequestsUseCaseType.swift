import Application
import Domain

extension PagedUseCaseFake: PullRequestsUseCaseType where Page == PullRequestPage {}
