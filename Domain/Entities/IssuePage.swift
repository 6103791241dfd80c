/// One page of a repository's issues, without the pull requests GitHub's issues endpoint mixes in (they count as
/// filtered out).
public typealias IssuePage = LinkedPage<IssueQuery, GithubIssue>
