import Domain

/// The body of `GET /repos/{owner}/{repo}/languages`: bytes of code per language (`{"Swift": 123456}`).
struct LanguageByteCounts: BaseModel {
    /// Bytes per language name.
    let counts: [String: Int]

    init(map: JSONMap) throws(MappingError) {
        guard let counts = [String: Int](json: map.json) else {
            throw .typeMismatch(
                keyPath: map.path.isEmpty ? "(root)" : map.path, expected: [String: Int].jsonTypeDescription,
                found: map.json.typeName)
        }
        self.counts = counts
    }
}
