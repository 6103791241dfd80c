import Domain
import Foundation

/// `GithubRepoRepositoryType` over the GitHub REST API.
public struct GithubRepoRepository: GithubRepoRepositoryType {
    private let service: APIService
    private let contributorLimit: Int

    /// Creates a repository over `service`, fetching the top `contributorLimit` contributors (1...100).
    public init(service: APIService, contributorLimit: Int = 10) {
        self.service = service
        self.contributorLimit = min(max(contributorLimit, 1), 100)
    }

    /// One page of `GET /search/repositories`; more pages exist only if GitHub sent a `rel="next"` link, whose address
    /// the next page is asked at.
    public func search(_ query: RepoSearchQuery) async throws(RepositoryError) -> RepoPage {
        let response = try await service.send(.search(query))
        let envelope: SearchResponse = try response.decode()
        return RepoPage(
            query: query, items: envelope.items, totalCount: envelope.totalCount, isIncomplete: envelope.isIncomplete,
            next: response.links.next.map(PageAddress.init), rateLimit: response.rateLimit,
            skippedItemCount: envelope.skippedItemCount)
    }

    /// `GET /repos/{owner}/{repo}` (follows GitHub's redirect for a renamed repository).
    public func repository(_ reference: RepoReference) async throws(RepositoryError) -> GithubRepo {
        try await service.send(.repository(reference)).decode()
    }

    /// `GET /repos/{owner}/{repo}/languages`, as shares largest first.
    public func languages(_ reference: RepoReference) async throws(RepositoryError) -> [LanguageShare] {
        let counts: LanguageByteCounts = try await service.send(.languages(reference)).decode()
        return LanguageShare.shares(fromByteCounts: counts.counts)
    }

    /// The top contributors, most commits first (an empty repository, 204, has none), and how many in all.
    ///
    /// When GitHub's first page has no `rel="next"` link, that page is everyone. Otherwise one more request,
    /// with one contributor per page, reads the total from its `rel="last"` page number; if that request fails
    /// or its links say nothing usable, the total stays unknown and the top contributors are still answered.
    public func contributors(_ reference: RepoReference) async throws(RepositoryError) -> ContributorList {
        let response = try await service.send(.contributors(reference, perPage: contributorLimit))
        let contributors: [Contributor] = try response.decodeArray()
        let top = Array(contributors.sorted { $0.contributionCount > $1.contributionCount }.prefix(contributorLimit))
        guard response.links.next != nil else {
            return ContributorList(top: top, totalCount: contributors.count)
        }
        return ContributorList(top: top, totalCount: await contributorCount(reference, atLeast: contributors.count))
    }

    /// The number of contributors GitHub lists for `reference`: the last page number when each page holds one;
    /// `nil` when the request fails, is cancelled or the answer has no usable `rel="last"` link.
    private func contributorCount(_ reference: RepoReference, atLeast minimum: Int) async -> Int? {
        guard let response = try? await service.send(.contributors(reference, perPage: 1)),
            let lastPage = response.links.lastPage, lastPage > minimum
        else { return nil }
        return lastPage
    }

    /// The latest published release, or `nil` when GitHub answers 404 (none).
    public func latestRelease(_ reference: RepoReference) async throws(RepositoryError) -> Release? {
        do {
            return try await service.send(.latestRelease(reference)).decode()
        } catch .notFound {
            return nil
        }
    }

    /// The README GitHub chose, with its file name, or `nil` when GitHub answers 404 (none).
    ///
    /// Asked in the JSON form, whose base64 content is decoded here and held to the README byte cap; a README
    /// GitHub sends without content (too large for the JSON form) is then asked for raw.
    public func readme(_ reference: RepoReference) async throws(RepositoryError) -> Readme? {
        let file: ReadmeFile
        do {
            file = try await service.send(.readme(reference)).decode()
        } catch .notFound {
            return nil
        }
        guard let (text, byteCount) = try file.decodedText() else {
            return Readme(name: file.name, text: try await service.send(.rawReadme(reference)).text)
        }
        let limit = service.configuration.maximumReadmeBytes
        guard byteCount <= limit else {
            throw .network(.responseTooLarge(limitBytes: limit), host: service.configuration.host)
        }
        return Readme(name: file.name, text: service.redactingToken(inBytesOf: text))
    }
}
