import Domain

/// What the user asked `repo-browser` to do.
public enum Command: Equatable, Sendable {
    /// No command: browse interactively (when standard input and output are terminals).
    case interactive
    /// Search repositories and print the results.
    case search(SearchOptions)
    /// Print one repository's details (once its target is resolved).
    case show(ShowRequest)
    /// Print who is signed in, the token's source and the quotas.
    case account
    /// Star (`isStarred` true) or unstar a repository on GitHub, named as `show` takes it.
    case star(RepoLocation, isStarred: Bool)
    /// Print the signed-in person's starred repositories, newest star first.
    case starred(StarredOptions)
    /// Print the public repositories an account owns.
    case ownerRepositories(OwnerRepositoriesOptions)
    /// Print a repository's issues, as `gh issue list` does.
    case issues(IssuesOptions)
    /// Print a repository's pull requests, as `gh pr list` does.
    case pullRequests(PullRequestsOptions)
    /// Print an issue (or a pull request) and its conversation, as `gh issue view` does.
    case issueView(ConversationViewOptions)
    /// Print a pull request and its conversation, as `gh pr view` does.
    case pullRequestView(ConversationViewOptions)
    /// Print the search history, newest first, as lines or (`isJSON`) as JSON.
    case history(isJSON: Bool)
    /// Forget every search in the history.
    case clearHistory
    /// Print the help of the program (nil) or of the named command, and exit successfully.
    case help(commandName: String?)
    /// Print the version and exit successfully.
    case version
    /// Print the completion script for a shell.
    case completion(CompletionShell)
    /// Print the manual page in roff.
    case manual
}
