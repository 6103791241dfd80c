import Application
import Domain

/// The issue list's use case on virtual time: the list scenes' fake, answering issue pages.
typealias IssuesUseCaseFake = PagedUseCaseFake<IssuePage>
