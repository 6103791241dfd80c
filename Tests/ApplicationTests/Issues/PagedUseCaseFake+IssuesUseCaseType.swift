import Application
import Domain

extension PagedUseCaseFake: IssuesUseCaseType where Page == IssuePage {}
