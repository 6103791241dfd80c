import Application
import Domain

extension PagedUseCaseFake: OwnerRepositoriesUseCaseType where Page == OwnerRepoPage {}
