/// A pull-request-list navigator that records where it was asked to go: the fake of every list a repository keeps.
typealias PullRequestsNavigatorFake = RepositoryListNavigatorFake
