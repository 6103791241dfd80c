import Domain
import Foundation
import XCTest

/// An issue's or a pull request's conversation from GitHub's answers as it sends them: `Fixtures/issue.json`
/// (`GET /repos/{owner}/{repo}/issues/{number}`, closed as not planned, with a milestone and reactions),
/// `Fixtures/pull.json` (`GET …/pulls/{number}`, merged from a fork, auto-merge on, a team asked to review),
/// `Fixtures/issue-comments.json` (an edited comment, one by a deleted account with no body, one from an older server)
/// and `Fixtures/pull-reviews.json` (every verdict, a pending review and a state this program does not know).
final class ConversationMappingTests: XCTestCase {
    private func date(_ text: String) throws -> Date {
        try XCTUnwrap(GithubTimestamp.date(from: text))
    }

    private func model<Model: BaseModel>(_ name: String, as type: Model.Type = Model.self) throws -> Model {
        try Model(map: JSONMap(try JSONParser.parse(try Fixture.bytes(name), selecting: Model.selection)))
    }

    private func elements<Model: BaseModel>(_ name: String, as type: Model.Type = Model.self) throws -> [Model] {
        try JSONMap(try JSONParser.parse(try Fixture.bytes(name), selecting: Model.selection)).elements()
    }

    func test_issue_mapsEveryFieldItReads() throws {
        let issue = try model("issue.json", as: IssueDetail.self)

        XCTAssertEqual(
            issue,
            IssueDetail(
                number: 1347, title: "Crash when the README has a table inside a list",
                body: "Steps:\r\n\r\n1. Open it.",
                state: .closed, stateReason: "not_planned",
                author: GithubUser(login: "mona", nodeID: "MDQ6VXNlcjU4MzIzMQ==", type: "User"),
                authorAssociation: "MEMBER",
                labels: [
                    IssueLabel(
                        name: "bug", color: "d73a4a", nodeID: "MDU6TGFiZWwyMDgwNDU5NDY=",
                        description: "Something isn't working")
                ],
                assignees: [GithubUser(login: "hubot", nodeID: "MDQ6VXNlcjE=", type: "User")],
                milestone: Milestone(
                    number: 3, title: "v2.1", description: nil, dueOn: try date("2024-04-01T07:00:00Z")),
                commentCount: 2, createdAt: try date("2024-03-02T10:15:00Z"),
                updatedAt: try date("2024-03-05T08:00:30Z"),
                closedAt: try date("2024-03-05T08:00:30Z"),
                htmlURL: URL(string: "https://github.com/sample-org/tracker/issues/1347"), nodeID: "I_kwDOABCD5M5_EF9e",
                isPullRequest: false, reactions: ReactionCounts([.thumbsUp: 3, .heart: 1])))
    }

    func test_issue_fromAnOlderServer_needsOnlyItsNumberAndTitle() throws {
        let issue = try IssueDetail(
            jsonData: Array(#"{"number": 3, "title": "Old", "pull_request": {"html_url": null}}"#.utf8))

        XCTAssertEqual(issue.number, 3)
        XCTAssertNil(issue.body)
        XCTAssertNil(issue.stateReason)
        XCTAssertNil(issue.reactions)
        XCTAssertNil(issue.assignees)
        XCTAssertFalse(issue.isPullRequest, "before 2013 every issue carried a pull_request object of nulls")
        XCTAssertThrowsError(try IssueDetail(jsonData: Array(#"{"number": 3}"#.utf8)))
    }

    func test_reactions_keepOnlyThoseLeft_inGithubsOrder() throws {
        let reactions = try XCTUnwrap(try model("issue.json", as: IssueDetail.self).reactions)

        XCTAssertEqual(reactions.left.map(\.reaction), [.thumbsUp, .heart])
        XCTAssertEqual(reactions.left.map(\.count), [3, 1])
    }

    func test_pullRequest_mapsItsBranches_size_merge_reviewRequests_andAutoMerge() throws {
        let pullRequest = try model("pull.json", as: PullRequestDetail.self)
        let hubot = GithubUser(login: "hubot", nodeID: "MDQ6VXNlcjE=", type: "User")

        XCTAssertEqual(
            pullRequest,
            PullRequestDetail(
                number: 1346, title: "Render tables inside lists", state: .closed, isDraft: false,
                mergedAt: try date("2024-03-06T10:00:00Z"), mergedBy: hubot, headRefName: "tables",
                headRefOID: "6dcb09b5b57875f334f61aebed695e2e4193db5e",
                headRepositoryOwner: GithubUser(login: "mona", nodeID: "MDQ6VXNlcjU4MzIzMQ==", type: "User"),
                isCrossRepository: true, baseRefName: "main", additions: 120, deletions: 7, changedFiles: 5,
                commitCount: 3, isMergeable: nil, requestedReviewers: [hubot],
                requestedTeams: [GithubTeam(name: "Core Team", slug: "core")], autoMergeMethod: "squash",
                autoMergeEnabledBy: hubot))
    }

    func test_pullRequest_fromADeletedFork_takesItsOwnerFromTheLabel_andCannotSayWhetherItCrosses() throws {
        let pullRequest = try PullRequestDetail(
            jsonData: Array(
                #"{"number": 5, "title": "T", "head": {"label": "gone:topic", "ref": "topic", "repo": null}, "base": {"ref": "main", "repo": {"id": 1}}}"#
                    .utf8))

        XCTAssertEqual(pullRequest.headRepositoryOwner, GithubUser(login: "gone"))
        XCTAssertNil(pullRequest.isCrossRepository)
        XCTAssertNil(pullRequest.isDraft, "a server before drafts sends no draft")
        XCTAssertNil(pullRequest.requestedTeams)
    }

    func test_comments_editedOnesSaySo_andADeletedAccountsHasNoAuthorOrBody() throws {
        let comments = try elements("issue-comments.json", as: IssueComment.self)

        XCTAssertEqual(comments.map(\.id), [1_978_000_001, 1_978_000_002, 12000])
        XCTAssertEqual(comments[0].authorAssociation, "COLLABORATOR")
        XCTAssertTrue(comments[0].isEdited)
        XCTAssertEqual(comments[0].reactions, ReactionCounts([.rocket: 2]))
        XCTAssertEqual(
            comments[0].htmlURL,
            URL(string: "https://github.com/sample-org/tracker/issues/1347#issuecomment-1978000001"))
        XCTAssertNil(comments[1].author)
        XCTAssertNil(comments[1].body)
        XCTAssertFalse(comments[1].isEdited)
        XCTAssertEqual(comments[2].author, GithubUser(login: "octocat"), "an older server's user has no type")
        XCTAssertNil(comments[2].nodeID)
        XCTAssertNil(comments[2].authorAssociation)
        XCTAssertNil(comments[2].reactions)
    }

    func test_reviews_readEveryVerdict_aPendingOneHasNoDate_andAnUnknownStateIsNone() throws {
        let reviews = try elements("pull-reviews.json", as: PullRequestReview.self)

        XCTAssertEqual(reviews.map(\.state), [.approved, .changesRequested, .commented, .dismissed, .pending, nil])
        XCTAssertNil(reviews[4].submittedAt)
        XCTAssertEqual(reviews[0].submittedAt, try date("2024-03-03T12:00:00Z"))
        XCTAssertEqual(reviews[0].commitID, "6dcb09b5b57875f334f61aebed695e2e4193db5e")
        XCTAssertNil(reviews[5].author)
    }

    func test_aBotsLogin_losesTheSuffixRESTAdds_andOnlyABots() {
        XCTAssertEqual(GithubUser(login: "dependabot[bot]", type: "Bot").loginWithoutBotSuffix, "dependabot")
        XCTAssertEqual(GithubUser(login: "weird[bot]", type: "User").loginWithoutBotSuffix, "weird[bot]")
        XCTAssertEqual(GithubUser(login: "hubot").loginWithoutBotSuffix, "hubot")
    }

    func test_aTeamWithoutAName_isCalledByItsSlug() throws {
        XCTAssertEqual(
            try GithubTeam(jsonData: Array(#"{"slug": "core"}"#.utf8)), GithubTeam(name: "core", slug: "core"))
    }
}
