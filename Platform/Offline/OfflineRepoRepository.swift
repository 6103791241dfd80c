import Domain

/// `GithubRepoRepositoryType` over RepoBrowser's bundled sample data: no network at all.
///
/// The data is invented (owners such as `sample-org`), mapped through the same `BaseModel` types as live
/// responses. Search understands the qualifiers `SampleSearchFilter` documents, the four sorts, both orders,
/// paging and GitHub's 1000-result cap. An optional latency makes demos feel like the network.
public struct OfflineRepoRepository: GithubRepoRepositoryType {
    private let catalog: Result<SampleCatalog, RepositoryError>
    private let latency: Duration

    /// Creates the repository; every call waits `latency` first (none by default) and honours cancellation.
    public init(latency: Duration = .zero) {
        self.catalog = SampleCatalog.bundled()
        self.latency = latency
    }

    /// Always `true`: this is bundled sample data.
    public var isSampleData: Bool { true }

    /// The number of bundled sample repositories.
    public var repositoryCount: Int { (try? catalog.get().items.count) ?? 0 }

    /// One page of the sample repositories matching `query`.
    public func search(_ query: RepoSearchQuery) async throws(RepositoryError) -> RepoPage {
        let catalog = try await ready()
        let filter = try SampleSearchFilter(query.text)
        let matches = Self.sorted(catalog.items.filter(filter.matches), by: query, filter: filter)
        let reachable = min(matches.count, RepoSearchQuery.maximumResultCount)
        let start = min(query.firstResultIndex, reachable)
        let end = min(start + query.perPage, reachable)
        return RepoPage(
            query: query, items: Array(matches[start..<end]), totalCount: matches.count, isIncomplete: false,
            hasNextLink: end < reachable, rateLimit: nil, isSampleData: true)
    }

    /// The sample repository with its subscriber count; `.notFound` when the sample data has no such repository.
    public func repository(_ reference: RepoReference) async throws(RepositoryError) -> GithubRepo {
        let (repository, detail) = try await lookup(reference)
        return GithubRepo(
            id: repository.id, name: repository.name, fullName: repository.fullName, htmlURL: repository.htmlURL,
            description: repository.description, starCount: repository.starCount, forkCount: repository.forkCount,
            watcherCount: repository.watcherCount, subscriberCount: detail.subscriberCount,
            openIssueCount: repository.openIssueCount, language: repository.language, topics: repository.topics,
            license: repository.license, owner: repository.owner, isArchived: repository.isArchived,
            isFork: repository.isFork, createdAt: repository.createdAt, updatedAt: repository.updatedAt,
            pushedAt: repository.pushedAt, defaultBranch: repository.defaultBranch)
    }

    /// Languages by share of bytes, largest first.
    public func languages(_ reference: RepoReference) async throws(RepositoryError) -> [LanguageShare] {
        LanguageShare.shares(fromByteCounts: try await lookup(reference).detail.languageByteCounts)
    }

    /// Contributors, most commits first.
    public func contributors(_ reference: RepoReference) async throws(RepositoryError) -> [Contributor] {
        try await lookup(reference).detail.contributors.sorted { $0.contributionCount > $1.contributionCount }
    }

    /// The sample release, or `nil` when the sample has none.
    public func latestRelease(_ reference: RepoReference) async throws(RepositoryError) -> Release? {
        try await lookup(reference).detail.latestRelease
    }

    /// The sample README, or `nil` when the sample has none.
    public func readme(_ reference: RepoReference) async throws(RepositoryError) -> String? {
        try await lookup(reference).detail.readme
    }

    private func ready() async throws(RepositoryError) -> SampleCatalog {
        if Task.isCancelled { throw .cancelled }
        if latency > .zero {
            do {
                try await Task.sleep(for: latency)
            } catch {
                throw .cancelled
            }
        }
        return try catalog.get()
    }

    private func lookup(_ reference: RepoReference) async throws(RepositoryError) -> (
        repository: GithubRepo, detail: SampleDetail
    ) {
        let catalog = try await ready()
        guard let repository = catalog.item(for: reference), let detail = catalog.detail(for: reference) else {
            throw .notFound(resource: "repository \(reference) (not in the sample data)")
        }
        return (repository, detail)
    }

    /// `repositories` in the query's ranking: relevance for best match (ties by stars), else the sort and order;
    /// remaining ties by full name so pages are stable.
    private static func sorted(_ repositories: [GithubRepo], by query: RepoSearchQuery, filter: SampleSearchFilter)
        -> [GithubRepo]
    {
        let ascending = query.order == .ascending
        func ordered<Key: Comparable>(_ first: Key, _ second: Key) -> Bool? {
            guard first != second else { return nil }
            return ascending ? first < second : first > second
        }
        switch query.sort {
        case .bestMatch:
            let scored = repositories.map { (repository: $0, score: filter.relevance($0)) }
            return scored.sorted { first, second in
                if first.score != second.score { return first.score > second.score }
                if first.repository.starCount != second.repository.starCount {
                    return first.repository.starCount > second.repository.starCount
                }
                return first.repository.fullName < second.repository.fullName
            }.map(\.repository)
        case .stars:
            return repositories.sorted { ordered($0.starCount, $1.starCount) ?? ($0.fullName < $1.fullName) }
        case .forks:
            return repositories.sorted { ordered($0.forkCount, $1.forkCount) ?? ($0.fullName < $1.fullName) }
        case .updated:
            return repositories.sorted { ordered($0.updatedAt, $1.updatedAt) ?? ($0.fullName < $1.fullName) }
        }
    }
}
