/// One page of the repositories an account owns: GitHub sends no total for this list, and pages it with `Link`
/// headers.
public typealias OwnerRepoPage = LinkedPage<OwnerRepoQuery, GithubRepo>
