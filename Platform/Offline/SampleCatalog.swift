import Domain

/// The bundled sample data mapped into models: the search items and each one's detail parts by `owner/name`.
struct SampleCatalog: BaseModel {
    /// Every sample repository, shaped and mapped like GitHub's search items.
    let items: [GithubRepo]
    /// Detail parts keyed by lowercased `owner/name`.
    let details: [String: SampleDetail]

    init(map: JSONMap) throws(MappingError) {
        items = try map.models("items")
        guard case .object(let members)? = map.lookup("details") else {
            throw .missingField(keyPath: map.fullPath("details"), expected: "object")
        }
        var details: [String: SampleDetail] = [:]
        for (key, value) in members {
            details[key.name.lowercased()] = try SampleDetail(
                map: JSONMap(value, path: map.fullPath("details.\(key.name)")))
        }
        self.details = details
    }

    /// The catalog from the embedded JSON text.
    static func bundled() -> Result<SampleCatalog, RepositoryError> {
        do throws(MappingError) {
            return .success(try SampleCatalog(jsonData: Array(SampleRepositories.json.utf8)))
        } catch {
            return .failure(RepositoryError(error))
        }
    }

    /// The item named by `reference`, compared case-insensitively as GitHub does.
    func item(for reference: RepoReference) -> GithubRepo? {
        let key = reference.description.lowercased()
        return items.first { $0.fullName.lowercased() == key }
    }

    /// The detail parts of `reference`.
    func detail(for reference: RepoReference) -> SampleDetail? {
        details[reference.description.lowercased()]
    }
}
