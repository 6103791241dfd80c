/// Where walking a key path through a `JSONMap` ended.
enum KeyPathStep {
    /// Every step was an object and the last key is present (its value may be null).
    case found(JSONValue)
    /// A key along the way is absent, or an intermediate value is null.
    case absent
    /// The value at `stepPath` (relative to the map; empty for the map itself) is not an object.
    case notAnObject(stepPath: String, value: JSONValue)
}
