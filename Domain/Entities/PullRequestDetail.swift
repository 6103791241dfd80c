import Foundation

/// One pull request as `GET /repos/{owner}/{repo}/pulls/{number}` answers it: what only a pull request has (its
/// branches, its size, whether it was merged and by whom, who is asked to review it) beside what it shares with an
/// issue (`IssueDetail`, read from the same number).
///
/// Only the number and the title identify it; every other field is `nil` when the source did not send it.
public struct PullRequestDetail: Hashable, Sendable {
    public let number: Int
    /// The title; untrusted text.
    public let title: String
    public let state: IssueState?
    /// Whether it is a draft; `nil` when the source does not say (servers before drafts send no `draft`).
    public let isDraft: Bool?
    /// When it was merged; `nil` unless merged.
    public let mergedAt: Date?
    /// Who merged it; `nil` unless merged (or the account was deleted).
    public let mergedBy: GithubUser?
    /// The branch the changes come from (`head.ref`).
    public let headRefName: String?
    /// The last commit of that branch (`head.sha`).
    public let headRefOID: String?
    /// The owner of the repository the changes come from (`head.repo.owner`, or only the login of the label's owner
    /// when that repository was deleted).
    public let headRepositoryOwner: GithubUser?
    /// Whether the changes come from another repository than the one they go into; `nil` when the source does not
    /// say (a deleted fork's repository is not sent).
    public let isCrossRepository: Bool?
    /// The branch the changes go into (`base.ref`).
    public let baseRefName: String?
    public let additions: Int?
    public let deletions: Int?
    public let changedFiles: Int?
    public let commitCount: Int?
    /// Whether it can be merged without conflicts; `nil` while GitHub is still working it out, or when not sent.
    public let isMergeable: Bool?
    /// The people and the teams asked to review it who have not reviewed it yet.
    public let requestedReviewers: [GithubUser]?
    public let requestedTeams: [GithubTeam]?
    /// How it will be merged once its checks pass (`merge`, `squash`, `rebase`), when someone turned auto-merge on.
    public let autoMergeMethod: String?
    /// Who turned auto-merge on.
    public let autoMergeEnabledBy: GithubUser?

    public init(
        number: Int, title: String, state: IssueState?, isDraft: Bool?, mergedAt: Date?, mergedBy: GithubUser?,
        headRefName: String?, headRefOID: String? = nil, headRepositoryOwner: GithubUser?, isCrossRepository: Bool?,
        baseRefName: String?, additions: Int?, deletions: Int?, changedFiles: Int?, commitCount: Int?,
        isMergeable: Bool? = nil, requestedReviewers: [GithubUser]? = nil, requestedTeams: [GithubTeam]? = nil,
        autoMergeMethod: String? = nil, autoMergeEnabledBy: GithubUser? = nil
    ) {
        self.number = number
        self.title = title
        self.state = state
        self.isDraft = isDraft
        self.mergedAt = mergedAt
        self.mergedBy = mergedBy
        self.headRefName = headRefName
        self.headRefOID = headRefOID
        self.headRepositoryOwner = headRepositoryOwner
        self.isCrossRepository = isCrossRepository
        self.baseRefName = baseRefName
        self.additions = additions
        self.deletions = deletions
        self.changedFiles = changedFiles
        self.commitCount = commitCount
        self.isMergeable = isMergeable
        self.requestedReviewers = requestedReviewers
        self.requestedTeams = requestedTeams
        self.autoMergeMethod = autoMergeMethod
        self.autoMergeEnabledBy = autoMergeEnabledBy
    }

    /// Where it stands, as people read it (`PullRequestStatus`).
    public var status: PullRequestStatus? {
        PullRequestStatus(state: state, isDraft: isDraft, mergedAt: mergedAt)
    }
}
