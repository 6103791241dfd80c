/// One page of a pull request's reviews and where the next one is.
public typealias ReviewPage = LinkedPage<ReviewQuery, PullRequestReview>
