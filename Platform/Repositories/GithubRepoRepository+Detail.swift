import Domain

/// One fetched part of a `RepoDetail`.
private enum DetailPart: Sendable {
    case repository(GithubRepo)
    case languages([LanguageShare])
    case contributors([Contributor])
    case latestRelease(Release?)
    case readme(String?)
}

/// A request for one part, started when a slot is free.
private typealias DetailJob = @Sendable () async -> Result<DetailPart, RepositoryError>

extension GithubRepoRepository {
    /// The five parts of a repository's detail, fetched with at most `maximumConcurrentRequests` in flight: the next
    /// request starts only when one finishes. No release and no README (404) are `nil`; any other failure
    /// cancels the rest and is thrown.
    public func detail(_ reference: RepoReference) async throws(RepositoryError) -> RepoDetail {
        let source = self
        let jobs: [DetailJob] = [
            {
                await Self.capture { () async throws(RepositoryError) in
                    .repository(try await source.repository(reference))
                }
            },
            {
                await Self.capture { () async throws(RepositoryError) in
                    .languages(try await source.languages(reference))
                }
            },
            {
                await Self.capture { () async throws(RepositoryError) in
                    .contributors(try await source.contributors(reference))
                }
            },
            {
                await Self.capture { () async throws(RepositoryError) in
                    .latestRelease(try await source.latestRelease(reference))
                }
            },
            { await Self.capture { () async throws(RepositoryError) in .readme(try await source.readme(reference)) } },
        ]
        let parts = try await run(jobs, limit: maximumConcurrentRequests).get()
        var repository: GithubRepo?
        var languages: [LanguageShare] = []
        var contributors: [Contributor] = []
        var latestRelease: Release?
        var readme: String?
        for part in parts {
            switch part {
            case .repository(let value): repository = value
            case .languages(let value): languages = value
            case .contributors(let value): contributors = value
            case .latestRelease(let value): latestRelease = value
            case .readme(let value): readme = value
            }
        }
        guard let repository else {
            throw .badResponse(reason: "the repository part of the detail is missing", keyPath: nil)
        }
        return RepoDetail(
            repo: repository, languages: languages, contributors: contributors, latestRelease: latestRelease,
            readme: readme)
    }

    private static func capture(
        _ body: () async throws(RepositoryError) -> DetailPart
    ) async -> Result<DetailPart, RepositoryError> {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }

    /// Runs `jobs` with at most `limit` at once; the first failure cancels the others and is returned.
    private func run(_ jobs: [DetailJob], limit: Int) async -> Result<[DetailPart], RepositoryError> {
        await withTaskGroup(of: Result<DetailPart, RepositoryError>.self) { group in
            var pending = jobs[...]
            var parts: [DetailPart] = []
            var running = 0
            while running < limit, let job = pending.popFirst() {
                group.addTask { await job() }
                running += 1
            }
            while running > 0, let result = await group.next() {
                running -= 1
                switch result {
                case .success(let part):
                    parts.append(part)
                    if let job = pending.popFirst() {
                        if Task.isCancelled {
                            group.cancelAll()
                            return .failure(.cancelled)
                        }
                        group.addTask { await job() }
                        running += 1
                    }
                case .failure(let error):
                    group.cancelAll()
                    return .failure(error)
                }
            }
            return .success(parts)
        }
    }
}
