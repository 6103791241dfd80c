import Domain

extension APIResponse {
    /// The body mapped into `Model`; a body that is not the expected JSON is a `.badResponse`.
    func decode<Model: BaseModel>(_ type: Model.Type = Model.self) throws(RepositoryError) -> Model {
        do throws(MappingError) {
            return try Model(jsonData: body)
        } catch {
            throw RepositoryError(error)
        }
    }

    /// The body, a JSON array, mapped element by element into `Model` (each element parsed only as far as
    /// `Model.selection` reads); an empty body is an empty array. An element that does not map is left out, as
    /// search results are, so one odd entry does not cost the others; when no element maps at all, the first
    /// element's error is thrown, so a body of the wrong shape still fails.
    func decodeArray<Model: BaseModel>(of type: Model.Type = Model.self) throws(RepositoryError) -> [Model] {
        try decodeArrayCountingSkipped(of: type).models
    }

    /// `decodeArray(of:)` with the number of elements left out because they did not map.
    func decodeArrayCountingSkipped<Model: BaseModel>(of type: Model.Type = Model.self) throws(RepositoryError) -> (
        models: [Model], skippedCount: Int
    ) {
        guard !body.isEmpty else { return ([], 0) }
        do throws(MappingError) {
            let root = try JSONParser.parse(body, selecting: Model.selection)
            guard case .array(let elements) = root else {
                throw .typeMismatch(keyPath: "(root)", expected: "array", found: root.typeName)
            }
            var models: [Model] = []
            var firstError: MappingError?
            for (index, element) in elements.enumerated() {
                do throws(MappingError) {
                    models.append(try Model(map: JSONMap(element, path: "[\(index)]")))
                } catch {
                    firstError = firstError ?? error
                }
            }
            if models.isEmpty, let firstError { throw firstError }
            return (models, elements.count - models.count)
        } catch {
            throw RepositoryError(error)
        }
    }

    /// The body as text; bytes that are not UTF-8 become U+FFFD.
    var text: String {
        String(decoding: body, as: UTF8.self)
    }
}
