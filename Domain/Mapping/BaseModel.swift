/// A model that builds itself from a JSON object by dotted key paths (`owner.avatar_url`).
///
/// This plays the role of ObjectMapper's `Mappable` in the original demo, with one difference that
/// matters: a missing or mistyped required field throws a `MappingError` naming its key path and the
/// expected type, instead of silently leaving a default value behind. Optional fields accept null or absence.
public protocol BaseModel: Sendable {
    /// Reads the model's fields from `map`; throws `MappingError` when a required field is missing or mistyped.
    init(map: JSONMap) throws(MappingError)
}

extension BaseModel {
    /// Parses `data` as JSON and maps the whole document into this model.
    public init(jsonData data: some Collection<UInt8>) throws(MappingError) {
        try self.init(map: JSONMap(try JSONParser.parse(data)))
    }
}
