import Domain

extension ConversationSummary {
    /// What `repository`'s issue list knows of `issue`.
    public init(repository: RepoReference, issue: GithubIssue) {
        self.init(
            reference: ConversationReference(repository: repository, number: issue.number), title: issue.title,
            htmlURL: issue.htmlURL, isPullRequest: false)
    }

    /// What `repository`'s pull request list knows of `pullRequest`.
    public init(repository: RepoReference, pullRequest: GithubPullRequest) {
        self.init(
            reference: ConversationReference(repository: repository, number: pullRequest.number),
            title: pullRequest.title, htmlURL: pullRequest.htmlURL, isPullRequest: true)
    }
}
