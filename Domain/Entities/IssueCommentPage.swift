/// One page of a conversation's comments and where the next one is.
public typealias IssueCommentPage = LinkedPage<IssueCommentQuery, IssueComment>
