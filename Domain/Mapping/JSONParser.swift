/// Reads JSON text (RFC 8259) into a `JSONValue`; rejects anything else with `MappingError.invalidJSON`.
///
/// Written in-house so Domain needs nothing but Foundation and so hostile input can never crash it:
/// nesting is capped at `maximumDepth`, strings must be valid, and trailing bytes after the value are an error.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted; deeper documents are rejected, not recursed into.
    public static let maximumDepth = 256

    /// Parses `bytes` (UTF-8 JSON text) into a value, building only the members `selection` names (everything by
    /// default). The skipped text is checked all the same: a selection never changes which documents are accepted.
    public static func parse(
        _ bytes: some Collection<UInt8>, selecting selection: JSONSelection = .everything
    ) throws(MappingError) -> JSONValue {
        let result: Result<JSONValue, MappingError>? = bytes.withContiguousStorageIfAvailable { buffer in
            parse(buffer: buffer, selection: selection)
        }
        return try (result ?? Array(bytes).withUnsafeBufferPointer { parse(buffer: $0, selection: selection) }).get()
    }

    public static func parse(_ text: String) throws(MappingError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private static func parse(buffer: UnsafeBufferPointer<UInt8>, selection: JSONSelection) -> Result<
        JSONValue, MappingError
    > {
        var reader = JSONReader(bytes: buffer)
        do throws(MappingError) {
            reader.skipWhitespace()
            let value = try reader.readValue(depth: 0, selection: selection)
            reader.skipWhitespace()
            if reader.offset != buffer.count {
                throw reader.failure("unexpected bytes after the JSON value")
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }
}
