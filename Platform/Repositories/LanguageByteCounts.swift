import Domain

/// The body of `GET /repos/{owner}/{repo}/languages`: bytes of code per language (`{"Swift": 123456}`).
struct LanguageByteCounts: BaseModel {
    /// Bytes per language name; names that differ only by Unicode normalisation stay separate entries.
    let counts: [(name: String, byteCount: Int)]

    init(map: JSONMap) throws(MappingError) {
        guard case .object(let members) = map.json else {
            throw .typeMismatch(
                keyPath: map.path.isEmpty ? "(root)" : map.path, expected: "object of integer", found: map.json.typeName
            )
        }
        var counts: [(name: String, byteCount: Int)] = []
        for (key, value) in members {
            guard let byteCount = Int(json: value) else {
                throw .typeMismatch(keyPath: map.fullPath(key.name), expected: "integer", found: value.typeName)
            }
            counts.append((key.name, byteCount))
        }
        self.counts = counts
    }
}
