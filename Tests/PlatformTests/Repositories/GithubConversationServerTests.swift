import Domain
import XCTest

@testable import Platform

/// One issue's or pull request's conversation through the real `URLSessionTransport` against the fake GitHub API on
/// 127.0.0.1, which serves `sample-org/conversations` (an open issue with comments, a closed one, a merged pull request
/// with reviews of every verdict, 250 comments on #5, an older server's pull request on #9),
/// `sample-org/no-issues` (issues turned off: 410) and no `sample-org/missing`.
final class GithubConversationServerTests: FakeGithubServerTestCase {
    private let conversations = RepoReference(owner: "sample-org", name: "conversations")

    private func repository() throws -> GithubConversationRepository {
        GithubConversationRepository(service: try running().service())
    }

    private func item(_ number: Int, in repository: RepoReference? = nil) -> ConversationReference {
        ConversationReference(repository: repository ?? conversations, number: number)
    }

    func test_issue_isReadWithItsPeopleLabelsAndMilestone() async throws {
        let issue = try await repository().issue(item(1))
        XCTAssertEqual(issue.title, "Crash on start")
        XCTAssertEqual(issue.labels?.map(\.name), ["bug", "good first issue"])
        XCTAssertEqual(issue.assignees?.map(\.login), ["mona", "hubot"])
        XCTAssertEqual(issue.milestone?.title, "v1.0")
        XCTAssertEqual(issue.commentCount, 3)
        XCTAssertFalse(issue.isPullRequest)
    }

    func test_aPullRequestsNumber_readAsAnIssue_saysItIsOne_andReadsAsAPullRequest() async throws {
        let repository = try repository()
        let issue = try await repository.issue(item(3))
        XCTAssertTrue(issue.isPullRequest)
        let pullRequest = try await repository.pullRequest(item(3))
        XCTAssertNotNil(pullRequest.mergedAt)
        XCTAssertEqual(pullRequest.requestedTeams?.map(\.slug), ["core"])
    }

    func test_anIssuesNumber_askedForAsAPullRequest_isNotAPullRequest() async throws {
        let repository = try repository()
        let error = await repositoryError { () async throws(RepositoryError) in
            try await repository.pullRequest(item(1))
        }
        XCTAssertEqual(error, .notAPullRequest(item(1)))
    }

    func test_aNumberThatIsNothing_isNotFound_andAMissingRepositoryIsSaidToBeMissing() async throws {
        let repository = try repository()
        let nothing = await repositoryError { () async throws(RepositoryError) in try await repository.issue(item(999))
        }
        XCTAssertEqual(nothing, .notFound(resource: "issue or pull request sample-org/conversations#999"))
        let missing = RepoReference(owner: "sample-org", name: "missing")
        let noRepository = await repositoryError { () async throws(RepositoryError) in
            try await repository.issue(item(1, in: missing))
        }
        XCTAssertEqual(noRepository, .repositoryNotFound(missing))
    }

    func test_issuesTurnedOff_isSaid() async throws {
        let repository = try repository()
        let noIssues = RepoReference(owner: "sample-org", name: "no-issues")
        let error = await repositoryError { () async throws(RepositoryError) in
            try await repository.issue(item(1, in: noIssues))
        }
        XCTAssertEqual(error, .issuesDisabled(repository: noIssues))
    }

    func test_comments_arePagedByTheLinkGitHubSends_everyOneReadOnce() async throws {
        let repository = try repository()
        let pages = try await LinkedPageWalk.pages(from: try IssueCommentQuery(conversation: item(5))) {
            try await repository.comments($0)
        }
        XCTAssertEqual(pages.count, 3)
        XCTAssertEqual(pages.map(\.items.count), [100, 100, 50])
        XCTAssertEqual(Set(pages.flatMap(\.items).map(\.id)).count, 250)
    }

    func test_reviews_includeEveryVerdict() async throws {
        let page = try await repository().reviews(try ReviewQuery(pullRequest: item(3)))
        XCTAssertEqual(
            Set(page.items.compactMap(\.state)), [.approved, .changesRequested, .commented, .dismissed, .pending])
    }

    func test_anOlderServersPullRequest_reads() async throws {
        let pullRequest = try await repository().pullRequest(item(9))
        XCTAssertNil(pullRequest.isDraft)
        XCTAssertNil(pullRequest.requestedTeams)
        XCTAssertEqual(pullRequest.title, "Written on an older server")
    }
}
