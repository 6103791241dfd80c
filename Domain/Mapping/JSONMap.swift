/// A JSON value together with where it sits in its document, read by dotted key paths.
///
/// `value("owner.login")` walks objects one key at a time; errors name the full path from the
/// document's root (`items[3].owner.login`), so a bad response says exactly which field broke.
/// A step that is null counts as absent; a step that holds a string, number, boolean or array where
/// an object is needed is a `typeMismatch` naming that step (`items[3].owner`, expected object).
public struct JSONMap: Sendable {
    public let json: JSONValue
    /// Where `json` sits in its document (empty for the root).
    public let path: String

    /// Creates a map over `json`, located at `path` in its document.
    public init(_ json: JSONValue, path: String = "") {
        self.json = json
        self.path = path
    }

    /// The value at `keyPath`, or `nil` when any step is absent. JSON null is returned as `.null`.
    public func lookup(_ keyPath: String) -> JSONValue? {
        if case .found(let value) = step(through: keyPath) { return value }
        return nil
    }

    /// The full path of `keyPath` from the document's root.
    public func fullPath(_ keyPath: String) -> String {
        path.isEmpty ? keyPath : "\(path).\(keyPath)"
    }

    /// The required value at `keyPath`; throws when it is absent, null or of another type.
    public func value<Value: JSONValueConvertible>(
        _ keyPath: String, as type: Value.Type = Value.self
    ) throws(MappingError) -> Value {
        guard let found = try present(keyPath) else {
            throw .missingField(keyPath: fullPath(keyPath), expected: Value.jsonTypeDescription)
        }
        return try convert(found, at: keyPath)
    }

    /// The optional value at `keyPath`: `nil` when absent or null; throws when present with another type.
    public func optionalValue<Value: JSONValueConvertible>(
        _ keyPath: String, as type: Value.Type = Value.self
    ) throws(MappingError) -> Value? {
        guard let found = try present(keyPath) else { return nil }
        return try convert(found, at: keyPath)
    }

    /// The required nested model at `keyPath`.
    public func model<Model: BaseModel>(_ keyPath: String, as type: Model.Type = Model.self) throws(MappingError)
        -> Model
    {
        guard let found = try present(keyPath) else {
            throw .missingField(keyPath: fullPath(keyPath), expected: "object")
        }
        return try Model(map: JSONMap(found, path: fullPath(keyPath)))
    }

    /// The optional nested model at `keyPath`: `nil` when absent or null.
    public func optionalModel<Model: BaseModel>(
        _ keyPath: String, as type: Model.Type = Model.self
    ) throws(MappingError) -> Model? {
        guard let found = try present(keyPath) else { return nil }
        return try Model(map: JSONMap(found, path: fullPath(keyPath)))
    }

    /// The required array of models at `keyPath`; an element's errors name its index (`items[3].name`).
    public func models<Model: BaseModel>(_ keyPath: String, as type: Model.Type = Model.self) throws(MappingError)
        -> [Model]
    {
        guard let found = try present(keyPath) else {
            throw .missingField(keyPath: fullPath(keyPath), expected: "array")
        }
        return try JSONMap(found, path: fullPath(keyPath)).elements()
    }

    /// The optional array of models at `keyPath`: `nil` when absent or null (not an empty array: absent says
    /// nothing about how many there are).
    public func optionalModels<Model: BaseModel>(
        _ keyPath: String, as type: Model.Type = Model.self
    ) throws(MappingError) -> [Model]? {
        guard let found = try present(keyPath) else { return nil }
        return try JSONMap(found, path: fullPath(keyPath)).elements()
    }

    /// Maps this map's own value, which must be an array, element by element.
    public func elements<Model: BaseModel>(as type: Model.Type = Model.self) throws(MappingError) -> [Model] {
        guard case .array(let array) = json else {
            throw .typeMismatch(keyPath: displayPath(path), expected: "array", found: json.typeName)
        }
        var models: [Model] = []
        models.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            models.append(try Model(map: JSONMap(element, path: "\(path)[\(index)]")))
        }
        return models
    }

    /// The non-null value at `keyPath`, `nil` when absent or null; throws when a step is not an object.
    private func present(_ keyPath: String) throws(MappingError) -> JSONValue? {
        switch step(through: keyPath) {
        case .found(let value): return value == .null ? nil : value
        case .absent: return nil
        case .notAnObject(let stepPath, let value):
            let full = stepPath.isEmpty ? displayPath(path) : fullPath(stepPath)
            throw .typeMismatch(keyPath: full, expected: "object", found: value.typeName)
        }
    }

    /// Walks `keyPath` one key at a time; a path without dots (the common case) needs no new strings.
    private func step(through keyPath: String) -> KeyPathStep {
        guard case .object(let rootMembers) = json else { return .notAnObject(stepPath: "", value: json) }
        guard keyPath.utf8.contains(UInt8(ascii: ".")) else {
            return rootMembers[JSONKey(keyPath)].map { .found($0) } ?? .absent
        }
        var members = rootMembers
        var remainder = keyPath[...]
        while let dot = remainder.utf8.firstIndex(of: UInt8(ascii: ".")) {
            guard let next = members[JSONKey(String(remainder[..<dot]))] else { return .absent }
            switch next {
            case .object(let nested): members = nested
            case .null: return .absent
            default: return .notAnObject(stepPath: String(keyPath[..<dot]), value: next)
            }
            remainder = remainder[remainder.index(after: dot)...]
        }
        return members[JSONKey(String(remainder))].map { .found($0) } ?? .absent
    }

    private func displayPath(_ path: String) -> String {
        path.isEmpty ? "(root)" : path
    }

    private func convert<Value: JSONValueConvertible>(_ found: JSONValue, at keyPath: String) throws(MappingError)
        -> Value
    {
        guard let converted = Value(json: found) else {
            throw .typeMismatch(keyPath: fullPath(keyPath), expected: Value.jsonTypeDescription, found: found.typeName)
        }
        return converted
    }
}
