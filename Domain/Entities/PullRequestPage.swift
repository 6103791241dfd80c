/// One page of a repository's pull requests, without those the query's state or labels leave out (they count as
/// filtered out).
public typealias PullRequestPage = LinkedPage<PullRequestQuery, GithubPullRequest>
