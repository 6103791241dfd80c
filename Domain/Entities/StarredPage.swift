/// One page of the signed-in person's starred repositories: GitHub sends no total for this list, and pages it with
/// `Link` headers.
public typealias StarredPage = LinkedPage<StarredQuery, GithubRepo>
