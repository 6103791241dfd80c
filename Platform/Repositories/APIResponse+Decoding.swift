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
    /// `Model.selection` reads); an empty body is an empty array.
    func decodeArray<Model: BaseModel>(of type: Model.Type = Model.self) throws(RepositoryError) -> [Model] {
        guard !body.isEmpty else { return [] }
        do throws(MappingError) {
            return try JSONMap(try JSONParser.parse(body, selecting: Model.selection)).elements()
        } catch {
            throw RepositoryError(error)
        }
    }

    /// The body as text; bytes that are not UTF-8 become U+FFFD.
    var text: String {
        String(decoding: body, as: UTF8.self)
    }
}
