/// A model that builds itself from a JSON object by dotted key paths (`owner.avatar_url`).
///
/// This plays the role of ObjectMapper's `Mappable` in the original demo, with one difference that
/// matters: a missing or mistyped required field throws a `MappingError` naming its key path and the
/// expected type, instead of silently leaving a default value behind. Optional fields accept null or absence.
///
/// A model may also say which members it reads (`selection`), so that a document decoded into it builds only
/// those: GitHub sends far more than a screen shows, and what is never built costs no memory.
public protocol BaseModel: Sendable {
    /// The members `init(map:)` reads; `JSONSelection.everything` (the default) keeps the whole document.
    /// Naming too few makes a present field look absent, so a model's tests map a full response both ways.
    static var selection: JSONSelection { get }

    /// Reads the model's fields from `map`; throws `MappingError` when a required field is missing or mistyped.
    init(map: JSONMap) throws(MappingError)
}

extension BaseModel {
    /// Every member: a model that does not name its members keeps the whole document.
    public static var selection: JSONSelection { .everything }

    /// Parses `data` as JSON, keeping the members `selection` names, and maps the document into this model.
    public init(jsonData data: some Collection<UInt8>) throws(MappingError) {
        try self.init(map: JSONMap(try JSONParser.parse(data, selecting: Self.selection)))
    }
}
